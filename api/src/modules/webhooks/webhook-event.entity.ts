import { Entity, Index, Property } from '@mikro-orm/core';
import { BaseEntity } from '../../common/base.entity';

/** Something that happened, as sent to the owner's endpoints: `{id, type, created, data}`. */
@Entity({ tableName: 'webhook_events' })
@Index({ properties: ['ownerId', 'createdAt'] })
export class WebhookEvent extends BaseEntity<'dedupeKey'> {
  @Property({ type: 'uuid' })
  ownerId!: string;

  /** The workspace this belongs to: who may see and change it (`ownerId` is who made it). */
  @Property({ type: 'uuid' })
  workspaceId!: string;

  @Property({ type: 'string', length: 40 })
  type!: string;

  @Property({ type: 'json' })
  data!: Record<string, unknown>;

  /** Publishing the same happening twice (a retried step) records it once. */
  @Property({ type: 'string', length: 200, nullable: true, unique: true })
  dedupeKey: string | null = null;
}
