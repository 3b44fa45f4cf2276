import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import type { Job } from '../jobs/job.entity';
import { nextRunAfter } from './tracking-domain';
import type { TrackingFrequency } from './tracking-instance.entity';
import type { TrackerSchedule } from './tracker-schedule';

const CLAIM_BATCH = 20;

interface DueRow {
  id: string;
  frequency: TrackingFrequency;
  scheduled_time: string;
  time_zone: string;
  next_run_at: Date | string;
}

/** What the scheduler does with each claimed slot. */
export interface ScheduledWork {
  /** Creates and starts the job of a claimed slot; null when the slot is skipped. */
  createScheduledJob(instanceId: string, slotKey: string): Promise<Job | null>;
}

/**
 * The embedded scheduler: next_run_at lives in the database and due rows are claimed with SKIP LOCKED,
 * so two api processes never take the same slot; a slot missed while no process ran is run once.
 * The tracker-schedules pass (app/periodic-passes.ts) ticks it on a timer of its own.
 */
export class InProcessTrackerSchedule implements TrackerSchedule {
  readonly mode = 'in-process' as const;
  private ticking: Promise<void> | undefined;
  private work: ScheduledWork | undefined;

  constructor(
    private readonly freshEm: () => EntityManager,
    private readonly logger: Logger,
  ) {}

  /**
   * The work of each tick. It comes after construction because it runs through the services, which
   * keep their instances' schedules here; until then a tick claims nothing, so due slots wait.
   */
  serve(work: ScheduledWork): void {
    this.work = work;
  }

  /** next_run_at is set by the tracker service when the instance is saved; nothing else to keep. */
  async upsert(): Promise<void> {}

  async remove(): Promise<void> {}

  async close(): Promise<void> {
    await this.ticking;
  }

  /** Claims every due slot, moves each instance to its next slot, and starts one job per slot. */
  tick(now = new Date()): Promise<void> {
    this.ticking ??= this.claimAndStart(now)
      .catch((error: unknown) => this.logger.error({ err: error }, 'tracker schedule tick failed'))
      .finally(() => (this.ticking = undefined));
    return this.ticking;
  }

  private async claimAndStart(now: Date): Promise<void> {
    const { work } = this;
    if (!work) return;
    const slots = await this.freshEm().transactional(async (em) => {
      const due = await em.execute<DueRow[]>(
        `select id, frequency, scheduled_time, time_zone, next_run_at from tracking_instances
         where next_run_at <= ? order by next_run_at limit ${CLAIM_BATCH} for update skip locked`,
        [now],
      );
      for (const row of due) {
        const next = nextRunAfter({ frequency: row.frequency, scheduledTime: row.scheduled_time, timeZone: row.time_zone }, now);
        await em.execute('update tracking_instances set next_run_at = ? where id = ?', [next, row.id]);
      }
      return due.map((row) => ({ instanceId: row.id, slotKey: `${row.id}@${new Date(row.next_run_at).toISOString()}` }));
    });
    // Each claimed slot on its own: one failure must not drop the slots claimed with it.
    for (const slot of slots) {
      try {
        await work.createScheduledJob(slot.instanceId, slot.slotKey);
      } catch (error) {
        this.logger.error({ err: error, instanceId: slot.instanceId, slotKey: slot.slotKey }, 'could not start a scheduled tracker run');
      }
    }
  }
}
