import { Entity, Enum, Index, ManyToOne, Property } from '@mikro-orm/core';
import { BaseEntity } from '../../common/base.entity';
import { Report, ReportShareLink } from './report.entity';

export enum DeliveryStatus {
  pending = 'pending',
  delivered = 'delivered',
  failed = 'failed',
}

/** One emailing of a report (scheduled or "send now"): the delivery history. */
@Entity({ tableName: 'report_deliveries' })
@Index({ properties: ['report', 'createdAt'] })
export class ReportDelivery extends BaseEntity<'status' | 'attempts' | 'error' | 'deliveredAt' | 'shareLink' | 'shareToken' | 'sentTo'> {
  @ManyToOne(() => Report, { deleteRule: 'cascade' })
  report!: Report;

  /** `schedule:<slot>` or `manual:<uuid>`: the same slot is delivered once. */
  @Property({ type: 'string', length: 200, unique: true })
  slotKey!: string;

  @Property({ type: 'text[]' })
  recipients!: string[];

  /** The recipients emailed so far, one email each: a retry after a temporary SMTP failure skips them. */
  @Property({ type: 'text[]' })
  sentTo: string[] = [];

  @Enum({ items: () => DeliveryStatus, type: 'string' })
  status: DeliveryStatus = DeliveryStatus.pending;

  @Property({ type: 'integer' })
  attempts: number = 0;

  @Property({ type: 'text', nullable: true })
  error: string | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  deliveredAt: Date | null = null;

  /** The delivery's one share link, made on its first attempt and emailed by every retry. */
  @ManyToOne(() => ReportShareLink, { nullable: true, deleteRule: 'set null' })
  shareLink: ReportShareLink | null = null;

  /** The link's token while the delivery is pending (only its hash is kept on the link); cleared once it ends. */
  @Property({ type: 'string', length: 43, nullable: true, hidden: true })
  shareToken: string | null = null;
}
