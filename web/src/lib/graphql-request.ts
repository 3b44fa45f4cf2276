import * as React from 'react';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { Kind, print, type DocumentNode } from 'graphql';
import { getToken } from './auth-token';
import { getWorkspaceId, isWorkspaceNotFound, setWorkspaceId, workspaceHeaders } from './current-workspace';

/** Where the api serves GraphQL, over HTTP and graphql-ws alike (the same origin as the web app). */
export const GRAPHQL_PATH = '/graphql';

/** One entry of a GraphQL answer's `errors`. */
export interface GraphQLErrorEntry {
  message: string;
  extensions?: Record<string, unknown>;
}

/** The server answered with GraphQL errors; `message` is the first one's. */
export class GraphQLRequestError extends Error {
  constructor(readonly errors: readonly GraphQLErrorEntry[]) {
    super(errors[0]?.message || 'The request failed');
    this.name = 'GraphQLRequestError';
  }
}

/** Sends one typed document and resolves with its data; rejects on GraphQL errors and network or HTTP failures. */
export type GraphQLRequest = <TResult, TVariables>(
  document: TypedDocumentNode<TResult, TVariables>,
  variables?: TVariables,
) => Promise<TResult>;

interface GraphQLAnswer<TResult> {
  data?: TResult | null;
  errors?: GraphQLErrorEntry[];
}

function operationName(document: DocumentNode): string | undefined {
  for (const definition of document.definitions) {
    if (definition.kind === Kind.OPERATION_DEFINITION) return definition.name?.value;
  }
  return undefined;
}

async function postGraphQL(document: DocumentNode, variables: unknown): Promise<{ response: Response; answer: GraphQLAnswer<never> | undefined }> {
  const token = getToken();
  const response = await fetch(GRAPHQL_PATH, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/graphql-response+json, application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...workspaceHeaders(),
    },
    body: JSON.stringify({ operationName: operationName(document), query: print(document), variables: variables ?? {} }),
  });
  try {
    return { response, answer: (await response.json()) as GraphQLAnswer<never> };
  } catch {
    return { response, answer: undefined };
  }
}

/**
 * A plain POST to the GraphQL endpoint with the session's bearer token and the current workspace. The app shell
 * (session, maintenance gate, landing page) reads through this instead of Apollo Client, so the first page a visitor
 * opens does not load Apollo; the pages of the app get Apollo with their own chunks.
 */
export const fetchGraphQL: GraphQLRequest = async (document, variables) => {
  let { response, answer } = await postGraphQL(document, variables);
  // A remembered workspace the caller no longer belongs to: back to the personal one, and ask again there.
  if (getWorkspaceId() && answer?.errors?.some(isWorkspaceNotFound)) {
    setWorkspaceId(null);
    ({ response, answer } = await postGraphQL(document, variables));
  }
  if (!answer) throw new Error(`The request failed (HTTP ${response.status})`);
  if (answer.errors?.length) throw new GraphQLRequestError(answer.errors);
  if (!response.ok || answer.data == null) throw new Error(`The request failed (HTTP ${response.status})`);
  return answer.data;
};

/** The user-facing message of a GraphQL error, or `fallback` for anything else (e.g. the network). */
export function requestErrorMessage(error: unknown, fallback: string): string {
  return error instanceof GraphQLRequestError && error.errors[0]?.message ? error.errors[0].message : fallback;
}

/** How the app shell sends GraphQL: `fetchGraphQL` in the app; component tests answer it from their mocks. */
export const GraphQLRequestContext = React.createContext<GraphQLRequest>(fetchGraphQL);

export function useGraphQLRequest(): GraphQLRequest {
  return React.useContext(GraphQLRequestContext);
}

/** Reads a query without variables once, on mount. `data` stays undefined while loading and on error. */
export function useRequestOnce<TResult>(document: TypedDocumentNode<TResult, Record<string, never>>): {
  data: TResult | undefined;
  error: unknown;
} {
  const request = useGraphQLRequest();
  const [state, setState] = React.useState<{ data: TResult | undefined; error: unknown }>({ data: undefined, error: undefined });
  React.useEffect(() => {
    let cancelled = false;
    request(document).then(
      (data) => !cancelled && setState({ data, error: undefined }),
      (error: unknown) => !cancelled && setState({ data: undefined, error }),
    );
    return () => {
      cancelled = true;
    };
  }, [request, document]);
  return state;
}
