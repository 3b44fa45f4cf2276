import { Entity, Enum, Index, Property } from '@mikro-orm/core';
import { BaseEntity } from '../../common/base.entity';
import type { DataSource } from '../../common/data-source';

/**
 * running, then completed; or, when its job ends unfinished (cancelled or failed), partial if it
 * checked some keywords (their results are kept and reported like a completed run's: they were
 * paid for) and failed if it checked none.
 */
export type TrackingRunStatus = 'running' | 'completed' | 'partial' | 'failed';

/** Runs whose results the tracker reports (latest results, history, charts, keyword table). */
export const REPORTED_RUN_STATUSES: readonly TrackingRunStatus[] = ['completed', 'partial'];
/** The same as a SQL list, for `status in ${REPORTED_RUN_STATUSES_SQL}`. */
export const REPORTED_RUN_STATUSES_SQL = `(${REPORTED_RUN_STATUSES.map((status) => `'${status}'`).join(', ')})`;

/**
 * One run of an instance. Its result rows (table tracking_results, one row per run, domain and
 * keyword) are written and aggregated in SQL by TrackerResultsRepository, not loaded as entities.
 */
@Entity({ tableName: 'tracking_runs' })
@Index({ properties: ['instanceId', 'createdAt'] })
export class TrackingRun extends BaseEntity<'finishedAt' | 'status' | 'pagesFetched' | 'vendorCalls' | 'keywordsChecked'> {
  @Property({ type: 'uuid' })
  instanceId!: string;

  @Property({ type: 'uuid', unique: true })
  jobId!: string;

  @Enum({ items: ['running', 'completed', 'partial', 'failed'], type: 'string' })
  status: TrackingRunStatus = 'running';

  @Property({ type: 'string', length: 16 })
  source!: DataSource;

  @Property({ type: 'string', length: 32 })
  provider!: string;

  /** Results checked per keyword (the instance's result_count at the time of the run). */
  @Property({ type: 'smallint' })
  depth!: number;

  /**
   * Vendor result pages fetched for the run's keywords (a page deeper than needed is not fetched),
   * added as each keyword's search ends: a process that dies mid-search loses those pages with
   * their results, though its requests stay counted in vendorCalls.
   */
  @Property({ type: 'integer' })
  pagesFetched = 0;

  /** Requests sent to the vendor, retries included: each added in SQL before it is sent (TrackerResultsRepository.claimVendorCalls). */
  @Property({ type: 'integer' })
  vendorCalls = 0;

  /** Keywords with stored results, each counted when its rows are first written (TrackerResultsRepository.storeResults). */
  @Property({ type: 'integer' })
  keywordsChecked = 0;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  finishedAt: Date | null = null;
}
