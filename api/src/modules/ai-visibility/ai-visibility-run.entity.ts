import { Entity, Index, Property, Unique } from '@mikro-orm/core';
import { BaseEntity } from '../../common/base.entity';
import type { DataSource } from '../../common/data-source';

/**
 * One run of a project: every (prompt, surface, sample) asked once, each a row of `ai_visibility_samples`
 * (read and counted in SQL). Its status comes from its job and those rows.
 */
@Entity({ tableName: 'ai_visibility_runs' })
@Index({ properties: ['projectId', 'createdAt'] })
export class AiVisibilityRun extends BaseEntity<'answersDeletedAt' | 'keptCounts'> {
  @Property({ type: 'uuid' })
  projectId!: string;

  @Property({ type: 'uuid' })
  @Unique()
  jobId!: string;

  /** The payer whose credits it spent (refunds go back to them). */
  @Property({ type: 'uuid' })
  payerId!: string;

  /** SANDBOX when any surface was asked of the sandbox engine. */
  @Property({ type: 'string', length: 8 })
  source!: DataSource;

  @Property({ type: 'integer' })
  samplesPlanned!: number;

  /** When its stored answers passed their retention and were deleted; its figures are then no longer read. */
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  answersDeletedAt: Date | null = null;

  /** Its sample counts as they were when its answers were deleted (the rows they were counted from are gone). */
  @Property({ type: 'json', nullable: true })
  keptCounts: { checked: number; failed: number; vendorCalls: number } | null = null;
}
