import { errorCode } from '../../lib/graphql-error';

/** The server refused the tool for the user's plan (FORBIDDEN): an upgrade, not a failure. */
export function isPlanRefusal(error: unknown): boolean {
  return errorCode(error) === 'FORBIDDEN';
}
