import { Entity, Enum, Index, Property } from '@mikro-orm/core';
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { BaseEntity } from '../../common/base.entity';

export enum WebhookDeliveryStatus {
  pending = 'pending',
  succeeded = 'succeeded',
  failed = 'failed',
}
registerEnumType(WebhookDeliveryStatus, { name: 'WebhookDeliveryStatus' });

/** One event to one endpoint, tried until it succeeds, fails for good or 24 hours pass. */
@ObjectType()
@Entity({ tableName: 'webhook_deliveries' })
@Index({ properties: ['endpointId', 'createdAt'] })
export class WebhookDelivery extends BaseEntity<'status' | 'attempts' | 'responseStatus' | 'error' | 'lastAttemptAt' | 'nextAttemptAt' | 'jobId'> {
  @Property({ type: 'uuid' })
  ownerId!: string;

  /** The workspace this belongs to: who may see and change it (`ownerId` is who made it). */
  @Property({ type: 'uuid' })
  workspaceId!: string;

  @Field(() => String)
  @Property({ type: 'uuid' })
  endpointId!: string;

  @Field(() => String)
  @Property({ type: 'uuid' })
  eventId!: string;

  @Field()
  @Property({ type: 'string', length: 40 })
  eventType!: string;

  /** The job that sends it. */
  @Property({ type: 'uuid', nullable: true, index: true })
  jobId: string | null = null;

  @Field(() => WebhookDeliveryStatus)
  @Enum({ items: () => WebhookDeliveryStatus, type: 'string' })
  status: WebhookDeliveryStatus = WebhookDeliveryStatus.pending;

  @Field(() => Int)
  @Property({ type: 'integer' })
  attempts: number = 0;

  @Field(() => Int, { nullable: true, description: 'The HTTP status of the last attempt; null when it got no answer.' })
  @Property({ type: 'integer', nullable: true })
  responseStatus: number | null = null;

  @Field(() => String, { nullable: true, description: 'Why the last attempt failed.' })
  @Property({ type: 'text', nullable: true })
  error: string | null = null;

  @Field(() => Date, { nullable: true })
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  lastAttemptAt: Date | null = null;

  @Field(() => Date, { nullable: true, description: 'When the next try is due; null once the delivery has ended.' })
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  nextAttemptAt: Date | null = null;
}

/** One try of a delivery: what it got back, and how long it took. */
@ObjectType()
@Entity({ tableName: 'webhook_delivery_attempts' })
export class WebhookDeliveryAttempt extends BaseEntity<'responseStatus' | 'error'> {
  @Property({ type: 'uuid', index: true })
  deliveryId!: string;

  @Field(() => Int, { nullable: true })
  @Property({ type: 'integer', nullable: true })
  responseStatus: number | null = null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  error: string | null = null;

  @Field(() => Int)
  @Property({ type: 'integer' })
  durationMs!: number;
}
