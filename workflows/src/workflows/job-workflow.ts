import { ActivityCancellationType, ActivityFailure, type ActivityOptions, ApplicationFailure, CancellationScope, isCancellation, log, proxyActivities } from '@temporalio/workflow';
import type { JobEndActivities } from '../shared/job-end';
import { ACTIVITY_RETRY_POLICY, JOB_FAILED_MESSAGE, USER_FACING_FAILURE } from '../shared/job-retry-policy';
import type { JobInput } from '../shared/tracker-run';

/** Options of every activity. */
export const ACTIVITY_OPTIONS = {
  startToCloseTimeout: '5 minutes',
  // Activities heartbeat every second: a dead worker's activity is retried elsewhere after this, and a
  // cancellation reaches a running activity within it.
  heartbeatTimeout: '5 seconds',
  // A cancelled run ends only once its activity has stopped calling the SERP provider or the language model.
  cancellationType: ActivityCancellationType.WAIT_CANCELLATION_COMPLETED,
  retry: {
    initialInterval: ACTIVITY_RETRY_POLICY.initialIntervalMs,
    backoffCoefficient: ACTIVITY_RETRY_POLICY.backoffCoefficient,
    maximumInterval: ACTIVITY_RETRY_POLICY.maximumIntervalMs,
    maximumAttempts: ACTIVITY_RETRY_POLICY.maximumAttempts,
    nonRetryableErrorTypes: [...ACTIVITY_RETRY_POLICY.nonRetryableErrorTypes],
  },
} satisfies ActivityOptions;

const { endJobUnfinished } = proxyActivities<JobEndActivities>(ACTIVITY_OPTIONS);

/**
 * Runs a job's orchestration; when it cannot finish, ends the job as failed or cancelled (its kind's
 * settlement refunds what it did not do) and fails the workflow with the same error. Every job kind's
 * workflow is this around its orchestration: `(input) => endingUnfinished(input, () => runXJob(activities, input))`.
 */
export async function endingUnfinished(input: JobInput, run: () => Promise<void>): Promise<void> {
  try {
    await run();
  } catch (error) {
    const cancelled = isCancellation(error);
    await CancellationScope.nonCancellable(() =>
      endJobUnfinished({ ...input, status: cancelled ? 'cancelled' : 'failed', message: cancelled ? 'Cancelled.' : messageOf(error, input.jobId) }),
    );
    throw error;
  }
}

/**
 * The activity's message when it was written for users (the failure's type is the error's name);
 * anything else is logged with the job id and shown as JOB_FAILED_MESSAGE.
 */
function messageOf(error: unknown, jobId: string): string {
  const cause = error instanceof ActivityFailure ? error.cause : error;
  if (cause instanceof ApplicationFailure && cause.details?.includes(USER_FACING_FAILURE)) return cause.message;
  log.error('job failed on an unexpected error', { jobId, error: cause instanceof Error ? cause.message : String(cause) });
  return JOB_FAILED_MESSAGE;
}

