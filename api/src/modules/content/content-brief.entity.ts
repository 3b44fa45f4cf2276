import { Entity, Index, Property, Unique } from '@mikro-orm/core';
import { BaseEntity } from '../../common/base.entity';
import type { DataSource } from '../../common/data-source';
import type { Range } from './content-score';
import type { BriefHeading, BriefTerm } from './brief-terms';
import type { ExtractedPage } from './pages/page-extract';

export const BRIEF_DEVICES = ['desktop', 'mobile'] as const;
export type BriefDevice = (typeof BRIEF_DEVICES)[number];

/** What a finished brief recommends (see brief-terms.ts). */
export interface ContentBriefResult {
  wordCount: Range;
  headingCount: Range;
  terms: BriefTerm[];
  headings: BriefHeading[];
  /** The median content score of the pages read, against this brief. */
  competitorMedian: number;
}

/** A page read: its main text, and once the brief is done, its content score against the brief. */
export type StoredPage = ExtractedPage & { score: number | null };

/** A content brief for a keyword, country, language and device: the pages that rank, read, and what they have in common. */
@Entity({ tableName: 'content_briefs' })
@Index({ properties: ['ownerId', 'createdAt'] })
@Index({ properties: ['ownerId', 'cacheKey', 'createdAt'] })
export class ContentBrief extends BaseEntity<'result' | 'questions' | 'serpSnapshotAt' | 'clientId'> {
  @Property({ type: 'uuid' })
  ownerId!: string;

  /** The workspace this belongs to: who may see and change it (`ownerId` is who made it). */
  @Property({ type: 'uuid' })
  workspaceId!: string;

  /** The client of the workspace it is grouped under, if any: that client's viewers see it, that client's budgets cap it. */
  @Property({ type: 'uuid', nullable: true })
  clientId: string | null = null;

  @Property({ type: 'uuid' })
  @Unique()
  jobId!: string;

  @Property({ type: 'string', length: 200 })
  keyword!: string;

  /** Lower-case two-letter country. */
  @Property({ type: 'string', length: 2 })
  country!: string;

  @Property({ type: 'string', length: 8 })
  language!: string;

  @Property({ type: 'string', length: 8 })
  device!: BriefDevice;

  /** keyword (lower case, single spaces), country, language and device: the same brief within the cache's age. */
  @Property({ type: 'string', length: 300 })
  cacheKey!: string;

  /** SANDBOX when the results and pages were made up. */
  @Property({ type: 'string', length: 8 })
  source!: DataSource;

  /** People Also Ask questions of the search, when the SERP provider gives them (stored with the results). */
  @Property({ type: 'json' })
  questions: string[] = [];

  /** When the results came from a tracker run's stored page (no search): that run's time; null for a live search. */
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  serpSnapshotAt: Date | null = null;

  /** Set when the brief is done. */
  @Property({ type: 'json', nullable: true })
  result: ContentBriefResult | null = null;
}

export type BriefPageStatus = 'pending' | 'read' | 'skipped';

/** One of the brief's search results, and once read, its main text (or why it was skipped). */
@Entity({ tableName: 'content_brief_pages' })
@Unique({ properties: ['briefId', 'position'] })
export class ContentBriefPage extends BaseEntity<'status' | 'error' | 'page'> {
  @Property({ type: 'uuid' })
  briefId!: string;

  /** 0-based: the first result is 0. */
  @Property({ type: 'smallint' })
  position!: number;

  @Property({ type: 'text' })
  url!: string;

  @Property({ type: 'string', length: 255 })
  domain!: string;

  /** The result's title on the search page. */
  @Property({ type: 'text' })
  serpTitle!: string;

  @Property({ type: 'string', length: 8 })
  status: BriefPageStatus = 'pending';

  /** Why the page was skipped, in words a user can read. */
  @Property({ type: 'text', nullable: true })
  error: string | null = null;

  @Property({ type: 'json', nullable: true })
  page: StoredPage | null = null;
}
