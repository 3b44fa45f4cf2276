import { Collection, Entity, Index, ManyToOne, OneToMany, Property } from '@mikro-orm/core';
import { BaseEntity } from '../../common/base.entity';
import { User } from '../auth/user.entity';

/** An email the sandbox "sent": kept for its owner to read in the app, never delivered. */
@Entity({ tableName: 'sandbox_outbox_emails' })
@Index({ properties: ['owner', 'createdAt'] })
export class OutboxEmail extends BaseEntity {
  @ManyToOne(() => User, { deleteRule: 'cascade' })
  owner!: User;

  @Property({ type: 'string', length: 40 })
  kind!: string;

  @Property({ type: 'text[]' })
  to!: string[];

  @Property({ type: 'text' })
  subject!: string;

  @Property({ type: 'text' })
  text!: string;

  @Property({ type: 'text' })
  html!: string;

  @Property({ type: 'json' })
  headers!: Record<string, string>;

  @OneToMany(() => OutboxAttachment, (attachment) => attachment.email)
  attachments = new Collection<OutboxAttachment>(this);
}

@Entity({ tableName: 'sandbox_outbox_attachments' })
export class OutboxAttachment extends BaseEntity {
  @ManyToOne(() => OutboxEmail, { deleteRule: 'cascade', index: true })
  email!: OutboxEmail;

  @Property({ type: 'string', length: 200 })
  filename!: string;

  @Property({ type: 'string', length: 100 })
  contentType!: string;

  @Property({ type: 'integer' })
  size!: number;

  @Property({ type: 'blob', lazy: true })
  content!: Buffer;
}
