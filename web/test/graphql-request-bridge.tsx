import * as React from 'react';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { OperationVariables } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useApolloClient } from '@apollo/client/react';
import { Kind, OperationTypeNode, type OperationDefinitionNode } from 'graphql';
import { GraphQLRequestContext, GraphQLRequestError, type GraphQLRequest } from '../src/lib/graphql-request';

/**
 * In the app, the shell (session, maintenance gate, landing page) sends GraphQL with a plain fetch
 * (src/lib/graphql-request.ts). Inside a test's MockedProvider this answers those requests from the same mocks,
 * through the mocked Apollo client, with the shell's error type.
 */
export function GraphQLRequestBridge({ children }: { children: React.ReactNode }) {
  const client = useApolloClient();
  const request = React.useCallback<GraphQLRequest>(
    async <TResult, TVariables>(document: TypedDocumentNode<TResult, TVariables>, variables?: TVariables) => {
      const operation = document.definitions.find(
        (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
      );
      const typed = document as unknown as TypedDocumentNode<TResult, OperationVariables>;
      const vars = variables as OperationVariables | undefined;
      try {
        const { data } =
          operation?.operation === OperationTypeNode.MUTATION
            ? await client.mutate({ mutation: typed, variables: vars })
            : await client.query({ query: typed, variables: vars, fetchPolicy: 'network-only' });
        return data as TResult;
      } catch (error) {
        if (CombinedGraphQLErrors.is(error)) throw new GraphQLRequestError(error.errors);
        throw error;
      }
    },
    [client],
  );
  return <GraphQLRequestContext.Provider value={request}>{children}</GraphQLRequestContext.Provider>;
}
