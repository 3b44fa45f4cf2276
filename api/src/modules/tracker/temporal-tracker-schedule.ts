import type { Client } from '@temporalio/client';
import { SCHEDULED_TRACKER_RUN_WORKFLOW, type ScheduledRunInput } from '@rankcraft/workflows';
import { removeCronSchedule, upsertCronSchedule } from '../passes/temporal-cron-schedule';
import { cronExpressionFor } from './tracking-domain';
import type { TrackingInstance } from './tracking-instance.entity';
import type { TrackerSchedule } from './tracker-schedule';

export const scheduleIdOf = (instanceId: string) => `tracker-${instanceId}`;

/** One Temporal Schedule per instance, created, updated and deleted with it. */
export class TemporalTrackerSchedule implements TrackerSchedule {
  readonly mode = 'temporal' as const;

  constructor(
    private readonly client: Client,
    private readonly taskQueue: string,
  ) {}

  async upsert(instance: TrackingInstance): Promise<void> {
    const args: [ScheduledRunInput] = [{ instanceId: instance.id }];
    await upsertCronSchedule(this.client, {
      scheduleId: scheduleIdOf(instance.id),
      cron: cronExpressionFor(instance.frequency, instance.scheduledTime),
      timeZone: instance.timeZone,
      workflowType: SCHEDULED_TRACKER_RUN_WORKFLOW,
      taskQueue: this.taskQueue,
      args,
    });
  }

  remove(instanceId: string): Promise<void> {
    return removeCronSchedule(this.client, scheduleIdOf(instanceId));
  }

  async close(): Promise<void> {}
}
