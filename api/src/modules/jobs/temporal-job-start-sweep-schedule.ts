import type { Client } from '@temporalio/client';
import { JOB_START_SWEEP_INTERVAL, JOB_START_SWEEP_WORKFLOW } from '@rankcraft/workflows';
import { ensurePassSchedule } from './temporal-pass-schedule';

export const jobStartSweepScheduleId = (taskQueue: string) => `job-start-sweep-${taskQueue}`;

/** On Temporal, the jobs stored but never started are started by a pass (jobStartSweepWorkflow) every JOB_START_SWEEP_INTERVAL. */
export function ensureJobStartSweepSchedule(client: Client, taskQueue: string): Promise<void> {
  return ensurePassSchedule(client, taskQueue, { scheduleId: jobStartSweepScheduleId(taskQueue), workflowType: JOB_START_SWEEP_WORKFLOW, every: JOB_START_SWEEP_INTERVAL, runTimeout: '5 minutes' });
}
