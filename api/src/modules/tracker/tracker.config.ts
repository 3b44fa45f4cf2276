import { z } from 'zod';
import { optionalString } from '../../common/environment';

export interface TrackerConfig {
  /** How often the in-process scheduler looks for due tracker runs and abandoned jobs (embedded mode). */
  schedulerIntervalMs: number;
  /** A history export whose client reads nothing for this long is cut off. */
  exportStallTimeoutMs: number;
  /** Steps of one tracker run checked at the same time (TRACKER_RUN_CONCURRENCY), across every worker. */
  trackerRunConcurrency: number;
  /** Days a results page (serp_snapshots) is kept (TRACKER_SNAPSHOT_RETENTION_DAYS); older ones are pruned daily. */
  snapshotRetentionDays: number;
}

export const trackerEnvironment = {
  SCHEDULER_INTERVAL_MS: optionalString.pipe(z.coerce.number<string | undefined>().int().min(50).max(24 * 60 * 60_000).default(30_000)),
  EXPORT_STALL_TIMEOUT_MS: optionalString.pipe(z.coerce.number<string | undefined>().int().min(100).max(600_000).default(30_000)),
  TRACKER_RUN_CONCURRENCY: optionalString.pipe(z.coerce.number<string | undefined>().int().min(1).max(64).default(4)),
  TRACKER_SNAPSHOT_RETENTION_DAYS: optionalString.pipe(z.coerce.number<string | undefined>().int().min(1).max(36_500).default(400)),
};

export function selectTrackerConfig(env: z.output<z.ZodObject<typeof trackerEnvironment>>): TrackerConfig {
  return {
    schedulerIntervalMs: env.SCHEDULER_INTERVAL_MS,
    exportStallTimeoutMs: env.EXPORT_STALL_TIMEOUT_MS,
    trackerRunConcurrency: env.TRACKER_RUN_CONCURRENCY,
    snapshotRetentionDays: env.TRACKER_SNAPSHOT_RETENTION_DAYS,
  };
}
