import { ScheduleNotFoundError, ScheduleOverlapPolicy, type Client } from '@temporalio/client';

/** One Temporal Schedule that starts a workflow on a cron in a time zone, for one scheduled row. */
export interface CronSchedule {
  scheduleId: string;
  cron: string;
  timeZone: string;
  workflowType: string;
  taskQueue: string;
  args: unknown[];
}

/**
 * Creates the Schedule, or moves an existing one to the given cron and zone (ScheduleHandle.update). A
 * slot missed while the cluster was down runs once; a slot never overlaps the previous one's workflow.
 */
export async function upsertCronSchedule(client: Client, schedule: CronSchedule): Promise<void> {
  const spec = { cronExpressions: [schedule.cron], timezone: schedule.timeZone };
  const handle = client.schedule.getHandle(schedule.scheduleId);
  try {
    await handle.update((previous) => ({ ...previous, spec }));
    return;
  } catch (error) {
    if (!(error instanceof ScheduleNotFoundError)) throw error;
  }
  await client.schedule.create({
    scheduleId: schedule.scheduleId,
    spec,
    action: { type: 'startWorkflow', workflowType: schedule.workflowType, taskQueue: schedule.taskQueue, workflowId: `${schedule.scheduleId}-run`, args: schedule.args },
    policies: { overlap: ScheduleOverlapPolicy.SKIP, catchupWindow: '1 day' },
  });
}

/** Deletes the Schedule; one already gone is fine. */
export async function removeCronSchedule(client: Client, scheduleId: string): Promise<void> {
  try {
    await client.schedule.getHandle(scheduleId).delete();
  } catch (error) {
    if (!(error instanceof ScheduleNotFoundError)) throw error;
  }
}
