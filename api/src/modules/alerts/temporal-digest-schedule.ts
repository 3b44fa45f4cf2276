import { ScheduleAlreadyRunning, ScheduleOverlapPolicy, type Client } from '@temporalio/client';
import { DIGEST_INTERVAL, DIGESTS_WORKFLOW, jobTaskQueue } from '@rankcraft/workflows';

export const digestScheduleId = (taskQueue: string) => `digests-${taskQueue}`;

/**
 * On Temporal, digests are sent by a Schedule that starts a pass (digestsWorkflow) every
 * DIGEST_INTERVAL on the tracker runs' queue; the worker creates it once (an existing one is kept).
 * In process, the scheduler's tick runs the same pass.
 */
export async function ensureDigestSchedule(client: Client, taskQueue: string): Promise<void> {
  try {
    await client.schedule.create({
      scheduleId: digestScheduleId(taskQueue),
      spec: { intervals: [{ every: DIGEST_INTERVAL }] },
      action: {
        type: 'startWorkflow',
        workflowType: DIGESTS_WORKFLOW,
        taskQueue: jobTaskQueue(taskQueue, 'tracker-run'),
        workflowId: `${digestScheduleId(taskQueue)}-pass`,
        args: [],
        // A pass no worker takes up ends; the next one comes soon.
        workflowRunTimeout: '10 minutes',
      },
      policies: { overlap: ScheduleOverlapPolicy.SKIP },
    });
  } catch (error) {
    if (!(error instanceof ScheduleAlreadyRunning)) throw error;
  }
}
