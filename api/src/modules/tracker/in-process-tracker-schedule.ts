import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import type { Job } from '../jobs/job.entity';
import { InProcessSlotSchedule } from '../passes/in-process-slot-schedule';
import { nextRunAfter } from './tracking-domain';
import type { TrackingFrequency } from './tracking-instance.entity';
import type { TrackerSchedule } from './tracker-schedule';

/** What the scheduler does with each claimed slot. */
export interface ScheduledWork {
  /** Creates and starts the job of a claimed slot; null when the slot is skipped. */
  createScheduledJob(instanceId: string, slotKey: string): Promise<Job | null>;
}

/**
 * The embedded scheduler of tracking instances (InProcessSlotSchedule over tracking_instances); the
 * tracker-schedules pass (app/periodic-passes.ts) ticks it on a timer of its own.
 */
export class InProcessTrackerSchedule implements TrackerSchedule {
  readonly mode = 'in-process' as const;
  private readonly slots: InProcessSlotSchedule;

  constructor(freshEm: () => EntityManager, logger: Logger) {
    this.slots = new InProcessSlotSchedule(
      {
        table: 'tracking_instances',
        columns: ['frequency', 'scheduled_time', 'time_zone'],
        label: 'tracker run',
        subjectKey: 'instanceId',
        nextRunOf: (row, now) =>
          nextRunAfter({ frequency: row.frequency as TrackingFrequency, scheduledTime: row.scheduled_time as string, timeZone: row.time_zone as string }, now),
      },
      freshEm,
      logger,
    );
  }

  /** The work of each tick; until it is served a tick claims nothing, so due slots wait. */
  serve(work: ScheduledWork): void {
    this.slots.serve((instanceId, slotKey) => work.createScheduledJob(instanceId, slotKey));
  }

  /** next_run_at is set by the tracker service when the instance is saved; nothing else to keep. */
  async upsert(): Promise<void> {}

  async remove(): Promise<void> {}

  close(): Promise<void> {
    return this.slots.close();
  }

  /** Claims every due slot, moves each instance to its next slot, and starts one job per slot. */
  tick(now = new Date()): Promise<void> {
    return this.slots.tick(now);
  }
}
