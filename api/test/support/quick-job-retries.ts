import { ACTIVITY_RETRY_POLICY, type ActivityRetryPolicy } from '@rankcraft/workflows';
import { TEST_RETRY_INTERVAL_MS } from './quick-activity-retries';

/**
 * The test apps' retry policy (their config's activityRetryPolicy), as quick-activity-retries.ts is
 * the Temporal test workers': a failed activity is retried after 20 ms instead of the policy's 1 s
 * (still doubling, as many attempts, the same errors not retried), so a test that fails a job on
 * purpose does not wait 7 s for its retries.
 */
export const QUICK_RETRY_POLICY: ActivityRetryPolicy = { ...ACTIVITY_RETRY_POLICY, initialIntervalMs: TEST_RETRY_INTERVAL_MS, maximumIntervalMs: TEST_RETRY_INTERVAL_MS * 8 };
