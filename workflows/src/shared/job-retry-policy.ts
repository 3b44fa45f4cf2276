/**
 * One retry policy for activities, used by Temporal (as its RetryPolicy) and by the in-process runner.
 * Errors named in nonRetryableErrorTypes (bad input, credits, a rejected API key) fail at once.
 */
export const ACTIVITY_RETRY_POLICY = {
  initialIntervalMs: 1_000,
  backoffCoefficient: 2,
  maximumIntervalMs: 20_000,
  maximumAttempts: 4,
  nonRetryableErrorTypes: ['NonRetryableError'],
} as const;

/** The name an activity error carries when retrying cannot help. */
export const NON_RETRYABLE_ERROR = 'NonRetryableError';
