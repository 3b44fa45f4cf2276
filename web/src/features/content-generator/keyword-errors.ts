import { errorCode, errorMessage } from '../../lib/graphql-error';

export const AUTH_REQUIRED = 'Authentication required. Please log in.';

/** Spec §8: the server's message, with the sign-in case worded as the spec says (used-up credits are no error: see isOutOfCredits). */
export function generatorErrorMessage(error: unknown, fallback: string): string {
  if (errorCode(error) === 'UNAUTHENTICATED') return AUTH_REQUIRED;
  return errorMessage(error, error instanceof Error && error.message ? error.message : fallback);
}

export function isAuthError(error: unknown): boolean {
  return errorCode(error) === 'UNAUTHENTICATED';
}
