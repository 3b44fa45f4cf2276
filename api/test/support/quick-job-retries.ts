import { ACTIVITY_RETRY_POLICY } from '@rankcraft/workflows';
import { TEST_RETRY_INTERVAL_MS } from './quick-activity-retries';

/**
 * Test files only (jest's setupFiles), as quick-activity-retries.ts does for the Temporal test workers:
 * the in-process runner retries a failed activity after 20 ms instead of the policy's 1 s (still
 * doubling, as many attempts, the same errors not retried), so a test that fails a job on purpose does
 * not wait 7 s for its retries.
 */
Object.assign(ACTIVITY_RETRY_POLICY, { initialIntervalMs: TEST_RETRY_INTERVAL_MS, maximumIntervalMs: TEST_RETRY_INTERVAL_MS * 8 });
