import type { WorkflowInterceptorsFactory } from '@temporalio/workflow';

/**
 * Test workers only: a failed activity is retried after 20 ms instead of the policy's 1 s (still
 * doubling, as many attempts, the same errors not retried), so a test that fails a job on purpose does
 * not wait 7 s for its retries. The in-process runner's tests do the same (quick-job-retries.ts).
 */
export const TEST_RETRY_INTERVAL_MS = 20;

export const interceptors: WorkflowInterceptorsFactory = () => ({
  outbound: [
    {
      scheduleActivity(input, next) {
        const retry = { ...input.options.retry, initialInterval: TEST_RETRY_INTERVAL_MS, maximumInterval: TEST_RETRY_INTERVAL_MS * 8 };
        return next({ ...input, options: { ...input.options, retry } });
      },
    },
  ],
});
