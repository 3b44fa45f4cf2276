import { unwrapResolverError } from '@apollo/server/errors';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { AppError, messages } from '../common/app-error';

/** Whether an error is ours to show as-is (an AppError, or GraphQL's own syntax/validation errors). */
export function isExpectedError(error: unknown): boolean {
  const original = unwrapResolverError(error);
  return original instanceof AppError || (original instanceof GraphQLError && !original.originalError);
}

/** What a GraphQL client sees of an error, over HTTP and websocket alike. Never a stack trace. */
export function formatGraphQLError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const original = unwrapResolverError(error);
  if (original instanceof AppError) {
    return { message: original.message, path: formatted.path, extensions: { code: original.code } };
  }
  if (isExpectedError(error)) {
    const { stacktrace: _stacktrace, ...extensions } = formatted.extensions ?? {};
    return { ...formatted, extensions };
  }
  return { message: messages.internal, path: formatted.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
}
