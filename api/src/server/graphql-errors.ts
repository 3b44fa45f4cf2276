import { unwrapResolverError } from '@apollo/server/errors';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { AppError, messages } from '../common/app-error';
import { httpStatusOf } from './error-mapping';

const UNKNOWN = 'INTERNAL_SERVER_ERROR';

/**
 * Whether an error is ours to show as-is: an AppError, or an error that GraphQL or Apollo already gave
 * a code (syntax, validation, limits, bad variables). Anything else is an unexpected failure.
 */
export function isExpectedError(error: unknown, formatted?: GraphQLFormattedError): boolean {
  if (unwrapResolverError(error) instanceof AppError) return true;
  const code = formatted?.extensions?.code ?? (error instanceof GraphQLError ? error.extensions.code : undefined);
  return typeof code === 'string' && code !== UNKNOWN;
}

/** What a GraphQL client sees of an error, over HTTP and websocket alike. Never a stack trace. */
export function formatGraphQLError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const original = unwrapResolverError(error);
  if (original instanceof AppError) {
    return { message: original.message, path: formatted.path, extensions: { code: original.code } };
  }
  if (isExpectedError(error, formatted)) {
    const { stacktrace: _stacktrace, ...extensions } = formatted.extensions ?? {};
    return { ...formatted, extensions };
  }
  return { message: messages.internal, path: formatted.path, extensions: { code: UNKNOWN } };
}

const SCHEMA_SUGGESTION = / ?Did you mean(.+?)\?$/;

/** A validation error's message without its suggestion of field or type names ("Did you mean …?"). */
export function withoutSchemaSuggestion(message: string): string {
  return message.replace(SCHEMA_SUGGESTION, '');
}

/** In production, validation errors do not suggest field or type names, over graphql-ws as over HTTP. */
export function withoutSchemaSuggestions(errors: readonly GraphQLError[]): GraphQLError[] {
  return errors.map((error) => {
    const message = withoutSchemaSuggestion(error.message);
    return message === error.message ? error : new GraphQLError(message, { nodes: error.nodes, source: error.source, positions: error.positions, path: error.path, extensions: error.extensions });
  });
}

/** A failure while building a request's context (a throttled API token): its status and Retry-After reach the client. */
export function rethrowForGraphQL(error: unknown): never {
  if (!(error instanceof AppError)) throw error;
  const headers = new Map<string, string>();
  if (error.retryAfterSeconds) headers.set('retry-after', String(error.retryAfterSeconds));
  throw new GraphQLError(error.message, { originalError: error, extensions: { code: error.code, http: { status: httpStatusOf(error.code), headers } } });
}
