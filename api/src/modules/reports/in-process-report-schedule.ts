import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { DeliveryFrequency, type Report } from './report.entity';
import { nextDeliveryAfter, type ReportSchedule } from './report-schedule';

const CLAIM_BATCH = 20;

interface DueRow {
  id: string;
  schedule_frequency: DeliveryFrequency;
  schedule_day: number;
  schedule_time: string;
  schedule_time_zone: string;
  next_delivery_at: Date | string;
}

/** What a tick does with each claimed slot (the delivery service, on a fresh unit of work per call). */
export interface ReportDeliveryWork {
  /** Records the slot's delivery and starts its job (once per slot key). */
  startScheduledDelivery(reportId: string, slotKey: string): Promise<string | null>;
}

/**
 * Scheduled delivery on the embedded default, ticked by the report-deliveries pass on a timer of its own
 * (app/periodic-passes.ts): next_delivery_at lives in the database and due reports are claimed with SKIP
 * LOCKED, each moved to its next slot in the same transaction. Each slot's delivery is a report-delivery
 * job on the runner's own lane for deliveries, retried there; a tick only starts them.
 */
export class InProcessReportSchedule implements ReportSchedule {
  readonly mode = 'in-process' as const;
  private work: ReportDeliveryWork | undefined;

  constructor(
    private readonly freshEm: () => EntityManager,
    private readonly logger: Logger,
  ) {}

  serve(work: ReportDeliveryWork): void {
    this.work = work;
  }

  /** next_delivery_at is set by the delivery service when the schedule is saved. */
  async upsert(_report: Report): Promise<void> {}

  async remove(): Promise<void> {}

  /** Claims every due report, moves it to its next slot and starts each slot's delivery job once. */
  async tick(now = new Date()): Promise<void> {
    const work = this.work;
    if (!work) return;
    const slots = await this.freshEm().transactional(async (em) => {
      const due = await em.execute<DueRow[]>(
        `select id, schedule_frequency, schedule_day, schedule_time, schedule_time_zone, next_delivery_at from reports
         where next_delivery_at <= ? order by next_delivery_at limit ${CLAIM_BATCH} for update skip locked`,
        [now],
      );
      for (const row of due) {
        const next = nextDeliveryAfter({ frequency: row.schedule_frequency, day: row.schedule_day, time: row.schedule_time, timeZone: row.schedule_time_zone }, now);
        await em.execute('update reports set next_delivery_at = ? where id = ?', [next, row.id]);
      }
      return due.map((row) => ({ reportId: row.id, slotKey: `${row.id}@${new Date(row.next_delivery_at).toISOString()}` }));
    });
    // Each claimed slot on its own: one failure must not drop the slots claimed with it (a job stored
    // but not handed over is started by the job start sweep).
    for (const slot of slots) {
      try {
        await work.startScheduledDelivery(slot.reportId, slot.slotKey);
      } catch (error) {
        this.logger.error({ err: error, reportId: slot.reportId }, 'could not start a scheduled report delivery');
      }
    }
  }

  async close(): Promise<void> {}
}
