import { GraphQLError, validate, type DocumentNode, type GraphQLSchema } from 'graphql';
import depthLimit from 'graphql-depth-limit';
import { fieldExtensionsEstimator, getComplexity, simpleEstimator } from 'graphql-query-complexity';

export const MAX_QUERY_DEPTH = 8;
export const MAX_QUERY_COST = 1000;

/**
 * Depth and cost limits for one operation. Called from the Apollo plugin (HTTP) and from graphql-ws
 * onSubscribe, because Apollo's validation rules never see websocket operations.
 */
export function checkOperationLimits(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown> | undefined,
  operationName: string | undefined | null,
): readonly GraphQLError[] {
  const depthErrors = validate(schema, document, [depthLimit(MAX_QUERY_DEPTH)]);
  if (depthErrors.length > 0) return depthErrors.map((error) => limitError(error.message));

  const cost = getComplexity({
    schema,
    query: document,
    variables,
    operationName: operationName ?? undefined,
    estimators: [fieldExtensionsEstimator(), simpleEstimator({ defaultComplexity: 1 })],
  });
  return cost > MAX_QUERY_COST ? [limitError(`Query is too expensive: cost ${cost} exceeds the limit of ${MAX_QUERY_COST}.`)] : [];
}

function limitError(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'GRAPHQL_VALIDATION_FAILED', http: { status: 400 } } });
}
