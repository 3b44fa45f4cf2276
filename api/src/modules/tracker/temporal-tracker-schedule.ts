import { ScheduleNotFoundError, ScheduleOverlapPolicy, type Client } from '@temporalio/client';
import { SCHEDULED_TRACKER_RUN_WORKFLOW, type ScheduledRunInput } from '@rankcraft/workflows';
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
    const spec = { cronExpressions: [cronExpressionFor(instance.frequency, instance.scheduledTime)], timezone: instance.timeZone };
    const handle = this.client.schedule.getHandle(scheduleIdOf(instance.id));
    try {
      await handle.update((previous) => ({ ...previous, spec }));
      return;
    } catch (error) {
      if (!(error instanceof ScheduleNotFoundError)) throw error;
    }
    const args: [ScheduledRunInput] = [{ instanceId: instance.id }];
    await this.client.schedule.create({
      scheduleId: scheduleIdOf(instance.id),
      spec,
      action: { type: 'startWorkflow', workflowType: SCHEDULED_TRACKER_RUN_WORKFLOW, taskQueue: this.taskQueue, workflowId: `${scheduleIdOf(instance.id)}-run`, args },
      // A slot missed while the cluster was down runs once; a slot never overlaps the previous run.
      policies: { overlap: ScheduleOverlapPolicy.SKIP, catchupWindow: '1 day' },
    });
  }

  async remove(instanceId: string): Promise<void> {
    try {
      await this.client.schedule.getHandle(scheduleIdOf(instanceId)).delete();
    } catch (error) {
      if (!(error instanceof ScheduleNotFoundError)) throw error;
    }
  }

  async close(): Promise<void> {}
}
