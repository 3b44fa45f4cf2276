import { ScheduleAlreadyRunning, ScheduleOverlapPolicy, type Client } from '@temporalio/client';
import { JOB_START_SWEEP_INTERVAL, JOB_START_SWEEP_WORKFLOW, jobTaskQueue } from '@rankcraft/workflows';

export const jobStartSweepScheduleId = (taskQueue: string) => `job-start-sweep-${taskQueue}`;

/**
 * On Temporal, the jobs stored but never started are started by a Schedule that runs the sweep
 * (jobStartSweepWorkflow) every JOB_START_SWEEP_INTERVAL on the tracker runs' queue; the worker
 * creates it once (an existing one is kept). In process, the scheduler's tick runs the same sweep.
 */
export async function ensureJobStartSweepSchedule(client: Client, taskQueue: string): Promise<void> {
  try {
    await client.schedule.create({
      scheduleId: jobStartSweepScheduleId(taskQueue),
      spec: { intervals: [{ every: JOB_START_SWEEP_INTERVAL }] },
      action: {
        type: 'startWorkflow',
        workflowType: JOB_START_SWEEP_WORKFLOW,
        taskQueue: jobTaskQueue(taskQueue, 'tracker-run'),
        workflowId: `${jobStartSweepScheduleId(taskQueue)}-pass`,
        args: [],
        // A sweep no worker takes up ends; the next one comes soon.
        workflowRunTimeout: '5 minutes',
      },
      policies: { overlap: ScheduleOverlapPolicy.SKIP },
    });
  } catch (error) {
    if (!(error instanceof ScheduleAlreadyRunning)) throw error;
  }
}
