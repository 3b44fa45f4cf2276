import { Entity, Index, Property } from '@mikro-orm/core';
import { BaseEntity } from '../../../common/base.entity';
import type { DataSource } from '../../../common/data-source';

export interface SerpAnalysisSettings {
  num: number;
  page: number;
  language: string;
  country: string;
  location: string | null;
  dateRange: string | null;
}

export interface SerpResultSnapshot {
  position: number;
  title: string;
  snippet: string;
  link: string;
  domain: string;
  date: string | null;
}

/** A SERP analysis a user saved with a description: a snapshot, never re-run. */
@Entity({ tableName: 'saved_serp_analyses' })
@Index({ properties: ['ownerId', 'createdAt'] })
export class SavedSerpAnalysis extends BaseEntity {
  @Property({ type: 'uuid' })
  ownerId!: string;

  /** The workspace this belongs to: who may see and change it (`ownerId` is who made it). */
  @Property({ type: 'uuid' })
  workspaceId!: string;

  @Property({ type: 'string', length: 200 })
  query!: string;

  @Property({ type: 'string', length: 500 })
  description!: string;

  @Property({ type: 'json' })
  settings!: SerpAnalysisSettings;

  @Property({ type: 'string', length: 16 })
  source!: DataSource;

  @Property({ type: 'string', length: 32 })
  provider!: string;

  @Property({ type: 'json' })
  results!: SerpResultSnapshot[];
}
