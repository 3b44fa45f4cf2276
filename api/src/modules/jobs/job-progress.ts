import type { Logger } from 'pino';
import { createCoalescer, type Coalescer } from './coalescer';

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

export function createJobProgressReports(record: (jobId: string, report: ProgressReport) => Promise<void>, logger: Logger, intervalMs = PROGRESS_EVENT_INTERVAL_MS): JobProgressReports {
  return createCoalescer(intervalMs, record, (error, jobId) => logger.warn({ err: error, jobId }, 'could not record job progress'));
}
