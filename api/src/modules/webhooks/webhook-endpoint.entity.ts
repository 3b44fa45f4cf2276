import { Entity, Index, Property } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../common/base.entity';

/** A URL of a user's that receives the events it subscribes to, signed with its secret. */
@ObjectType()
@Entity({ tableName: 'webhook_endpoints' })
@Index({ properties: ['ownerId', 'createdAt'] })
export class WebhookEndpoint extends BaseEntity<'enabled' | 'failingSince' | 'disabledReason'> {
  @Property({ type: 'uuid' })
  ownerId!: string;

  /** The workspace this belongs to: who may see and change it (`ownerId` is who made it). */
  @Property({ type: 'uuid' })
  workspaceId!: string;

  @Field()
  @Property({ type: 'text' })
  url!: string;

  @Field(() => [String], { description: 'Subscribed event types.' })
  @Property({ type: 'text[]' })
  events!: string[];

  /** Signs every delivery; shown to the owner only when it is created or rotated. */
  @Property({ type: 'string', length: 80, hidden: true })
  secret!: string;

  @Field()
  @Property({ type: 'boolean' })
  enabled: boolean = true;

  @Field(() => Date, { nullable: true, description: 'Since when every delivery has failed; cleared by a success.' })
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  failingSince: Date | null = null;

  @Field(() => String, { nullable: true, description: 'Why the app disabled the endpoint, when it did.' })
  @Property({ type: 'text', nullable: true })
  disabledReason: string | null = null;
}
