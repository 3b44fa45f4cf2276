import { Entity, Enum, Index, Property, Unique } from '@mikro-orm/core';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { ScoreTargetKind } from './score-target-kind';
import { BaseEntity } from '../../common/base.entity';
import type { KeywordStat } from '../seo/research/research-provider';
import { ArticleFlow } from './article-flow';
import { DataSource } from '../../common/data-source';

/** A written article, kept for its owner. A generation job stores each of its articles once. */
@ObjectType()
@Entity({ tableName: 'articles' })
@Index({ properties: ['ownerId', 'createdAt'] })
@Unique({ properties: ['jobId', 'position'] })
export class Article extends BaseEntity<'source' | 'business' | 'metaDescription' | 'jobId' | 'position' | 'keywordStat' | 'contentScore' | 'scoreTarget' | 'scoreHistory' | 'briefId'> {
  @Property({ type: 'uuid' })
  ownerId!: string;

  /** The workspace this belongs to: who may see and change it (`ownerId` is who made it). */
  @Property({ type: 'uuid' })
  workspaceId!: string;

  @Field()
  @Property({ type: 'string', length: 200 })
  keyword!: string;

  @Field(() => ArticleFlow)
  @Enum({ items: () => ArticleFlow, type: 'string' })
  flow!: ArticleFlow;

  @Field(() => String, { nullable: true, description: 'The business description, competitor domain or seed keyword the flow started from.' })
  @Property({ type: 'text', nullable: true })
  source: string | null = null;

  /** The business the article was written for, when the flow knew one. */
  @Property({ type: 'text', nullable: true })
  business: string | null = null;

  @Field({ description: 'The H1.' })
  @Property({ type: 'text' })
  title!: string;

  @Field(() => String, { nullable: true, description: 'The META: line’s text.' })
  @Property({ type: 'text', nullable: true })
  metaDescription: string | null = null;

  @Field({ description: 'The whole article as written (markdown, may contain the META: line).' })
  @Property({ type: 'text' })
  text!: string;

  @Field(() => Int)
  @Property({ type: 'integer' })
  wordCount!: number;

  /** Stats of the target keyword from the research port, when it had them (GraphQL: ArticleResolver.keywordStat). */
  @Property({ type: 'json', nullable: true })
  keywordStat: KeywordStat | null = null;

  @Field({ description: 'The writer’s provider name.' })
  @Property({ type: 'string', length: 32 })
  writer!: string;

  @Field(() => DataSource)
  @Property({ type: 'string', length: 16 })
  writerSource!: DataSource;

  @Field(() => ID, { nullable: true })
  @Property({ type: 'uuid', nullable: true })
  jobId: string | null = null;

  /** The article's index in its generation's batch. */
  @Property({ type: 'smallint', nullable: true })
  position: number | null = null;

  @Field(() => Int, { nullable: true, description: 'The content score (0-100) against the article’s target when it was written or last saved.' })
  @Property({ type: 'smallint', nullable: true })
  contentScore: number | null = null;

  @Field(() => ScoreTargetKind, { nullable: true, description: 'What the content score was measured against.' })
  @Enum({ items: () => ScoreTargetKind, type: 'string', nullable: true })
  scoreTarget: ScoreTargetKind | null = null;

  @Field(() => [Int], { nullable: true, description: 'When the generator optimised the article: the draft’s score, then each revision’s.' })
  @Property({ type: 'json', nullable: true })
  scoreHistory: number[] | null = null;

  @Field(() => ID, { nullable: true, description: 'The content brief the article was written and scored against.' })
  @Property({ type: 'uuid', nullable: true })
  briefId: string | null = null;
}
