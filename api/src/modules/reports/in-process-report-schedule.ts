import retry from 'async-retry';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import type { ActivityRetryPolicy } from '@rankcraft/workflows';
import { NonRetryableError } from '../jobs/non-retryable-error';
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

/** What a tick and a "send now" run through (the delivery service, on a fresh unit of work per call). */
export interface ReportDeliveryWork {
  createScheduledDelivery(reportId: string, slotKey: string): Promise<string | null>;
  deliver(deliveryId: string): Promise<void>;
  fail(deliveryId: string, message: string): Promise<void>;
}

/**
 * Scheduled delivery on the embedded default, ticked by the report-deliveries pass on a timer of its own
 * (app/periodic-passes.ts), so a delivery waiting for its PDF holds back no other pass: next_delivery_at
 * lives in the database and due reports are claimed with SKIP LOCKED. Each delivery is retried with the
 * activities' policy, as on Temporal.
 */
export class InProcessReportSchedule implements ReportSchedule {
  readonly mode = 'in-process' as const;
  private work: ReportDeliveryWork | undefined;
  private readonly running = new Set<Promise<void>>();

  constructor(
    private readonly freshEm: () => EntityManager,
    private readonly logger: Logger,
    /** How a failed delivery is retried: the activities' policy (a test's quicker one in tests). */
    private readonly retryPolicy: ActivityRetryPolicy,
  ) {}

  serve(work: ReportDeliveryWork): void {
    this.work = work;
  }

  /** next_delivery_at is set by the delivery service when the schedule is saved. */
  async upsert(_report: Report): Promise<void> {}

  async remove(): Promise<void> {}

  async deliver(deliveryId: string): Promise<void> {
    void this.track(this.deliverWithRetries(deliveryId));
  }

  /** Claims every due report, moves it to its next slot and delivers each slot once. Resolves when the deliveries have ended. */
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
    const deliveries: Promise<void>[] = [];
    for (const slot of slots) {
      try {
        const deliveryId = await work.createScheduledDelivery(slot.reportId, slot.slotKey);
        if (deliveryId) deliveries.push(this.track(this.deliverWithRetries(deliveryId)));
      } catch (error) {
        this.logger.error({ err: error, reportId: slot.reportId }, 'could not start a scheduled report delivery');
      }
    }
    await Promise.all(deliveries);
  }

  async close(): Promise<void> {
    await Promise.all([...this.running]);
  }

  private track(delivery: Promise<void>): Promise<void> {
    this.running.add(delivery);
    return delivery.finally(() => this.running.delete(delivery));
  }

  private async deliverWithRetries(deliveryId: string): Promise<void> {
    const work = this.work;
    if (!work) return;
    const policy = this.retryPolicy;
    try {
      await retry(
        async (bail) => {
          try {
            await work.deliver(deliveryId);
          } catch (error) {
            if (error instanceof NonRetryableError) return bail(error);
            throw error;
          }
        },
        { retries: policy.maximumAttempts - 1, factor: policy.backoffCoefficient, minTimeout: policy.initialIntervalMs, maxTimeout: policy.maximumIntervalMs, randomize: false },
      );
    } catch (error) {
      this.logger.warn({ err: error, deliveryId }, 'report delivery failed');
      await work.fail(deliveryId, error instanceof Error ? error.message : 'The report could not be delivered.').catch((failure: unknown) => this.logger.error({ err: failure, deliveryId }, 'could not record a failed report delivery'));
    }
  }
}
