import type { Client } from '@temporalio/client';
import { DIGEST_INTERVAL, DIGESTS_WORKFLOW } from '@rankcraft/workflows';
import { ensurePassSchedule } from '../jobs/temporal-pass-schedule';

export const digestScheduleId = (taskQueue: string) => `digests-${taskQueue}`;

/** On Temporal, digests are sent by a pass (digestsWorkflow) every DIGEST_INTERVAL. */
export function ensureDigestSchedule(client: Client, taskQueue: string): Promise<void> {
  return ensurePassSchedule(client, taskQueue, { scheduleId: digestScheduleId(taskQueue), workflowType: DIGESTS_WORKFLOW, every: DIGEST_INTERVAL, runTimeout: '10 minutes' });
}
