import { Entity, Enum, Property, Unique } from '@mikro-orm/core';
import { BaseEntity } from '../../common/base.entity';
import { ArticleFlow } from './article-flow';

/**
 * One article of a generation job while it is written: its outline, the sections already written
 * (never written again on a retry), the text of the section being written and the live-text
 * sequence number, so a late subscriber gets the text so far from the database on any api replica.
 */
@Entity({ tableName: 'article_drafts' })
@Unique({ properties: ['jobId', 'position'] })
export class ArticleDraft extends BaseEntity<'business' | 'source' | 'title' | 'metaDescription' | 'headings' | 'sections' | 'partial' | 'seq' | 'articleId' | 'briefId' | 'optimise' | 'scores' | 'revisedText' | 'revising'> {
  @Property({ type: 'uuid' })
  jobId!: string;

  @Property({ type: 'smallint' })
  position!: number;

  @Property({ type: 'string', length: 200 })
  keyword!: string;

  @Enum({ items: () => ArticleFlow, type: 'string' })
  flow!: ArticleFlow;

  @Property({ type: 'text', nullable: true })
  source: string | null = null;

  @Property({ type: 'text', nullable: true })
  business: string | null = null;

  @Property({ type: 'text', nullable: true })
  title: string | null = null;

  @Property({ type: 'text', nullable: true })
  metaDescription: string | null = null;

  /** The outline's section headings; null until outlined. */
  @Property({ type: 'json', nullable: true })
  headings: string[] | null = null;

  /** The written sections, in order, each starting with its `## heading`. */
  @Property({ type: 'json' })
  sections: string[] = [];

  /** What has been streamed of the section being written. */
  @Property({ type: 'text' })
  partial: string = '';

  /** The last live-text sequence number published for this article. */
  @Property({ type: 'integer' })
  seq: number = 0;

  @Property({ type: 'uuid', nullable: true })
  articleId: string | null = null;

  /** The content brief to write from and score against; null: the keyword alone. */
  @Property({ type: 'uuid', nullable: true })
  briefId: string | null = null;

  /** Revise the written article while its score is below the goal. */
  @Property({ type: 'boolean' })
  optimise: boolean = false;

  /** The content score of the written draft, then of each revision, once scored. */
  @Property({ type: 'json' })
  scores: number[] = [];

  /** The latest revision's whole text (META line, H1, sections); null until one is stored. */
  @Property({ type: 'text', nullable: true })
  revisedText: string | null = null;

  /** A revision is being streamed: the live text so far is `partial` alone. */
  @Property({ type: 'boolean' })
  revising: boolean = false;
}
