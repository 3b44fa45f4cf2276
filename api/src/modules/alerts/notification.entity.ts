import { Entity, Enum, Index, Property } from '@mikro-orm/core';
import { Field, ID, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../common/base.entity';
import type { SerpDevice } from '../seo/serp/serp-provider';
import { Device } from '../tracker/dto/outputs/device.output';
import { AlertKind } from './alert-kinds';

/**
 * An alert in its owner's inbox: what one rule found on one keyword of one run on one device, or (an AI
 * visibility rule) on one brand or page of one AI visibility run, its device then always desktop. (rule,
 * run, keyword, device) is unique, so a step evaluated twice (a retry, a worker that died) adds nothing.
 */
@ObjectType()
@Entity({ tableName: 'notifications' })
@Index({ properties: ['ownerId', 'createdAt'] })
export class Notification extends BaseEntity<'readAt' | 'ruleId' | 'device' | 'emailedAt' | 'instanceId' | 'projectId'> {
  @Property({ type: 'uuid' })
  ownerId!: string;

  /** The workspace this belongs to: who may see and change it (`ownerId` is who made it). */
  @Property({ type: 'uuid' })
  workspaceId!: string;

  @Field(() => ID, { nullable: true, description: 'Null once the rule is deleted.' })
  @Property({ type: 'uuid', nullable: true })
  ruleId: string | null = null;

  @Field(() => ID, { nullable: true, description: 'The tracking instance of a ranking alert; null for an AI visibility alert.' })
  @Property({ type: 'uuid', nullable: true })
  instanceId: string | null = null;

  @Field(() => ID, { nullable: true, description: 'The AI visibility project of an AI visibility alert; null for a ranking alert.' })
  @Property({ type: 'uuid', nullable: true })
  projectId: string | null = null;

  @Field(() => ID, { description: 'The tracker run, or for an AI visibility alert the AI visibility run.' })
  @Property({ type: 'uuid' })
  runId!: string;

  @Field({ description: 'The keyword that moved; for an AI visibility alert, the brand or page it is about.' })
  @Property({ type: 'string', length: 200 })
  keyword!: string;

  @Field(() => Device, { description: 'The device whose check moved (desktop for AI visibility alerts, which have none).' })
  @Property({ type: 'string', length: 8 })
  device: SerpDevice = 'desktop';

  @Field(() => AlertKind)
  @Enum({ items: () => AlertKind, type: 'string' })
  kind!: AlertKind;

  @Field()
  @Property({ type: 'text' })
  title!: string;

  @Property({ type: 'json' })
  data!: Record<string, unknown>;

  /** When its rule's email of the run was sent; null: not emailed (yet). */
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  emailedAt: Date | null = null;

  @Field(() => Date, { nullable: true })
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  readAt: Date | null = null;
}
