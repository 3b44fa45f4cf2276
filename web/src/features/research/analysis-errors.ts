import { errorCode, errorMessage } from '../../lib/graphql-error';
import { CREDIT_TEXTS } from '../credits/credit-texts';
import { isOutOfCredits } from '../credits/use-credits-left';

/**
 * What a failed analysis tells the user: the spec §8 credit message when the searches are used up,
 * else the server's provider-labelled message, else `fallback`.
 */
export function analysisFailureMessage(error: unknown, fallback: string): string {
  return isOutOfCredits(error) ? CREDIT_TEXTS.KEYWORD_SEARCHES.outOfCredits : errorMessage(error, fallback);
}

/** The server refused the tool for the user's plan (FORBIDDEN): an upgrade, not a failure. */
export function isPlanRefusal(error: unknown): boolean {
  return errorCode(error) === 'FORBIDDEN';
}
