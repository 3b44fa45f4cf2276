import { CombinedGraphQLErrors } from '@apollo/client/errors';

/** The user-facing message of the first GraphQL error, or `fallback` for anything else. */
export function errorMessage(error: unknown, fallback: string): string {
  if (CombinedGraphQLErrors.is(error)) {
    const message = error.errors[0]?.message;
    if (message) return message;
  }
  return fallback;
}

/** The `extensions.code` of the first GraphQL error (e.g. "UNAUTHENTICATED"), if any. */
export function errorCode(error: unknown): string | undefined {
  if (CombinedGraphQLErrors.is(error)) {
    const code = error.errors[0]?.extensions?.code;
    return typeof code === 'string' ? code : undefined;
  }
  return undefined;
}
