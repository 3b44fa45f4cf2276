import { Entity, Index, Property, Unique } from '@mikro-orm/core';
import { BaseEntity } from '../../../common/base.entity';
import type { DataSource } from '../../../common/data-source';

/**
 * A bulk keyword research: up to 10,000 keywords asked about in one job, in batches of the vendor's
 * maximum per call. Its keywords and their answers are rows of `bulk_keyword_results` (read in SQL).
 */
@Entity({ tableName: 'bulk_keyword_researches' })
@Index({ properties: ['ownerId', 'createdAt'] })
export class BulkKeywordResearch extends BaseEntity {
  @Property({ type: 'uuid' })
  ownerId!: string;

  /** The workspace this belongs to: who may see and change it (`ownerId` is who made it). */
  @Property({ type: 'uuid' })
  workspaceId!: string;

  @Property({ type: 'uuid' })
  @Unique()
  jobId!: string;

  /** Lower-case two-letter country; '' is global. */
  @Property({ type: 'string', length: 2 })
  country!: string;

  @Property({ type: 'string', length: 8 })
  language!: string;

  /** SANDBOX when the numbers are made up. */
  @Property({ type: 'string', length: 8 })
  source!: DataSource;

  /** The research provider's name, e.g. 'dataforseo' or 'sandbox'. */
  @Property({ type: 'string', length: 40 })
  provider!: string;

  @Property({ type: 'integer' })
  total!: number;

  /** Keywords per vendor call: the provider's documented maximum when the research started. */
  @Property({ type: 'integer' })
  batchSize!: number;
}
