import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { createCoalescer, type Coalescer } from './coalescer';
import { Job } from './job.entity';
import { snapshotOf, type JobEvents } from './job-events';

/** A running job's progress as a step reports it. */
export interface ProgressReport {
  done: number;
  message: string;
  /** What was just finished, e.g. the keyword just checked. */
  item: string | null;
}

/**
 * At most this often a job's progress is stored and published: per-item reports (a 1,000-keyword run
 * checks dozens of keywords a second) would otherwise flood the database, NOTIFY and every browser.
 */
export const PROGRESS_EVENT_INTERVAL_MS = 100;

/**
 * One per process (api or worker), shared by every step of every job it runs, so a job's consecutive
 * steps together keep to the interval. The newest report of a job is always stored in the end.
 */
export type JobProgressReports = Coalescer<ProgressReport>;

/** Each report is recorded in a unit of work (`freshEm`) of its own. */
export function createJobProgressReports(freshEm: () => EntityManager, events: JobEvents, logger: Logger, intervalMs = PROGRESS_EVENT_INTERVAL_MS): JobProgressReports {
  return createCoalescer(
    intervalMs,
    (jobId, report) => recordProgress(freshEm(), events, jobId, report),
    (error, jobId) => logger.warn({ err: error, jobId }, 'could not record job progress'),
  );
}

/**
 * Stores and publishes a running job's progress in one statement; a report that arrives after the
 * job has ended or moved further (a late one from another process) changes nothing. It is published
 * before the row's lock is released, so the reports of steps running on several processes go out
 * in the order they were stored: never a count below one already published.
 */
async function recordProgress(em: EntityManager, events: JobEvents, jobId: string, { done, message, item }: ProgressReport): Promise<void> {
  await em.transactional(async (tx) => {
    const rows = await tx.execute<Record<string, unknown>[]>(
      `update jobs set progress_done = ?, progress_message = ?, progress_item = ?, updated_at = now()
       where id = ? and status = 'running' and progress_done <= ? returning *`,
      [done, message, item, jobId, done],
    );
    if (rows.length > 0) await events.publish(snapshotOf(tx.map(Job, rows[0])));
  });
}
