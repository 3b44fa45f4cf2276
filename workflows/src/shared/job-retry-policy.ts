/**
 * One retry policy for activities, used by Temporal (as its RetryPolicy) and by the in-process runner.
 * Errors named in nonRetryableErrorTypes (bad input, credits, a rejected API key) fail at once.
 */
export interface ActivityRetryPolicy {
  readonly initialIntervalMs: number;
  readonly backoffCoefficient: number;
  readonly maximumIntervalMs: number;
  readonly maximumAttempts: number;
  readonly nonRetryableErrorTypes: readonly string[];
}

export const ACTIVITY_RETRY_POLICY: ActivityRetryPolicy = Object.freeze({
  initialIntervalMs: 1_000,
  backoffCoefficient: 2,
  maximumIntervalMs: 20_000,
  maximumAttempts: 4,
  nonRetryableErrorTypes: Object.freeze(['NonRetryableError']),
});

/** The name an activity error carries when retrying cannot help. */
export const NON_RETRYABLE_ERROR = 'NonRetryableError';

/**
 * The detail an activity failure carries when its message is written for users (the api's errors say
 * so with `userFacing`). A job that fails on any other error shows JOB_FAILED_MESSAGE; its own text is
 * for the logs only.
 */
export const USER_FACING_FAILURE = 'user-facing';

/** What a job that failed on an unexpected error tells its owner. */
export const JOB_FAILED_MESSAGE = 'Run failed';
