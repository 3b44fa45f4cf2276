import { Entity, Enum, Index, Property } from '@mikro-orm/core';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../common/base.entity';
import type { AiSurface } from '../ai-visibility/engines/ai-answer-engine';
import { AlertKind, describeRule } from './alert-kinds';

/** A rule on one tracking instance or one AI visibility project: what to watch for and where to say so (inbox, email). */
@ObjectType()
@Entity({ tableName: 'alert_rules' })
@Index({ properties: ['instanceId'] })
export class AlertRule extends BaseEntity<'instanceId' | 'projectId' | 'surface' | 'threshold' | 'tag' | 'inbox' | 'email' | 'description'> {
  @Property({ type: 'uuid' })
  ownerId!: string;

  /** The workspace this belongs to: who may see and change it (`ownerId` is who made it). */
  @Property({ type: 'uuid' })
  workspaceId!: string;

  @Field(() => ID, { nullable: true, description: 'The tracking instance watched; null for a rule on an AI visibility project.' })
  @Property({ type: 'uuid', nullable: true })
  instanceId: string | null = null;

  @Field(() => ID, { nullable: true, description: 'The AI visibility project watched; null for a rule on a tracking instance.' })
  @Property({ type: 'uuid', nullable: true })
  projectId: string | null = null;

  @Field(() => String, { nullable: true, description: 'AI visibility rules: only this surface’s answers are read; null: every surface.' })
  @Property({ type: 'string', length: 24, nullable: true })
  surface: AiSurface | null = null;

  @Field(() => AlertKind)
  @Enum({ items: () => AlertKind, type: 'string' })
  kind!: AlertKind;

  @Field(() => Int, { nullable: true, description: 'N of "top N" or "N places"; null for kinds without one.' })
  @Property({ type: 'smallint', nullable: true })
  threshold: number | null = null;

  @Field(() => String, { nullable: true, description: 'Only keywords carrying this tag are watched; null: every keyword.' })
  @Property({ type: 'string', length: 50, nullable: true })
  tag: string | null = null;

  @Field({ description: 'Alerts go to the in-app inbox.' })
  @Property({ type: 'boolean' })
  inbox: boolean = true;

  @Field({ description: 'Alerts are emailed to the owner; the unsubscribe link in each email turns this off.' })
  @Property({ type: 'boolean' })
  email: boolean = false;

  @Field({ description: 'The rule in words, e.g. "Enters the top 10" or "Enters the top 10 (keywords tagged brand)".' })
  get description(): string {
    return describeRule(this.kind, this.threshold, this.tag, this.surface);
  }
}
