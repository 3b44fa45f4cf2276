import { errorCode, errorMessage } from '../../lib/graphql-error';

const INSUFFICIENT_CREDITS = 'Insufficient keyword credits';

/**
 * What a failed analysis tells the user: the spec §8 credit message when the searches are used up,
 * else the server's provider-labelled message, else `fallback`.
 */
export function analysisFailureMessage(error: unknown, fallback: string): string {
  const message = errorMessage(error, fallback);
  return message.includes(INSUFFICIENT_CREDITS) ? 'Insufficient keyword credits. Please purchase more credits.' : message;
}

/** The server refused the tool for the user's plan (FORBIDDEN): an upgrade, not a failure. */
export function isPlanRefusal(error: unknown): boolean {
  return errorCode(error) === 'FORBIDDEN';
}
