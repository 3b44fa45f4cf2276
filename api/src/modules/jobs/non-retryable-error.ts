import { NON_RETRYABLE_ERROR } from '@rankcraft/workflows';

/** An activity failure that retrying cannot fix (bad input, no credits, a rejected API key, a cancelled job). */
export class NonRetryableError extends Error {
  /** Its messages are written for users (a vendor's, "The tracking instance was deleted."). */
  readonly userFacing = true;

  constructor(message: string) {
    super(message);
    // Temporal reads the error's name as its failure type; the retry policy lists this one as final.
    this.name = NON_RETRYABLE_ERROR;
  }
}
