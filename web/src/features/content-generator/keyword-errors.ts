import { errorCode, errorMessage } from '../../lib/graphql-error';

export const AUTH_REQUIRED = 'Authentication required. Please log in.';

/** Spec §8: the server's message, with the sign-in and credits cases worded as the spec says. */
export function generatorErrorMessage(error: unknown, fallback: string): string {
  if (errorCode(error) === 'UNAUTHENTICATED') return AUTH_REQUIRED;
  const message = errorMessage(error, error instanceof Error && error.message ? error.message : fallback);
  return creditsWording(message);
}

export function creditsWording(message: string): string {
  if (message.includes('Insufficient keyword credits')) return 'Insufficient keyword credits. Please purchase more credits.';
  if (message.includes('Insufficient article credits')) return 'Insufficient article credits. Please purchase more credits.';
  return message;
}

export function isAuthError(error: unknown): boolean {
  return errorCode(error) === 'UNAUTHENTICATED';
}
