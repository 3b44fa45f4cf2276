import { ScheduleAlreadyRunning, ScheduleOverlapPolicy, type Client, type IntervalSpec } from '@temporalio/client';
import { jobTaskQueue } from '@rankcraft/workflows';

/**
 * On Temporal, periodic work (digests, the job start sweep) is a pass: a workflow without arguments
 * that a Schedule starts every `every` on the tracker runs' queue, never two at once. The worker
 * creates the Schedule once; an existing one is kept. A pass no worker takes up within `runTimeout`
 * ends, and the next comes at its time. In process, the scheduler's tick runs the same passes.
 */
export async function ensurePassSchedule(
  client: Client,
  taskQueue: string,
  pass: { scheduleId: string; workflowType: string; every: IntervalSpec['every']; runTimeout: IntervalSpec['every'] },
): Promise<void> {
  try {
    await client.schedule.create({
      scheduleId: pass.scheduleId,
      spec: { intervals: [{ every: pass.every }] },
      action: {
        type: 'startWorkflow',
        workflowType: pass.workflowType,
        taskQueue: jobTaskQueue(taskQueue, 'tracker-run'),
        workflowId: `${pass.scheduleId}-pass`,
        args: [],
        workflowRunTimeout: pass.runTimeout,
      },
      policies: { overlap: ScheduleOverlapPolicy.SKIP },
    });
  } catch (error) {
    if (!(error instanceof ScheduleAlreadyRunning)) throw error;
  }
}
