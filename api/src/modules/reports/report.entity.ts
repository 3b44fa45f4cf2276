import { Entity, Enum, Formula, Index, ManyToOne, Property } from '@mikro-orm/core';
import { registerEnumType } from 'type-graphql';
import { BaseEntity } from '../../common/base.entity';
import type { ReportDocument } from './report-document';
import type { ReportRange } from './report-range';
import type { ReportSection } from './report-sections';

export enum PaperSize {
  a4 = 'a4',
  letter = 'letter',
}
registerEnumType(PaperSize, { name: 'PaperSize' });

export enum DeliveryFrequency {
  weekly = 'weekly',
  monthly = 'monthly',
}
registerEnumType(DeliveryFrequency, { name: 'DeliveryFrequency' });

/** A client report: ordered sections over a date range, with its latest built data (the snapshot every output shows). */
@Entity({ tableName: 'reports' })
@Index({ properties: ['ownerId', 'createdAt'] })
export class Report extends BaseEntity<'paperSize' | 'snapshot' | 'snapshotAt' | 'scheduleFrequency' | 'scheduleDay' | 'scheduleTime' | 'scheduleTimeZone' | 'recipients' | 'nextDeliveryAt' | 'unsubscribedRecipientCount' | 'brandKitId' | 'coverPage' | 'clientId'> {
  @Property({ type: 'uuid' })
  ownerId!: string;

  /** The workspace this belongs to: who may see and change it (`ownerId` is who made it). */
  @Property({ type: 'uuid' })
  workspaceId!: string;

  /** The client of the workspace it is grouped under, if any: that client's viewers see it, that client's budgets cap it. */
  @Property({ type: 'uuid', nullable: true })
  clientId: string | null = null;

  @Property({ type: 'string', length: 100 })
  name!: string;

  @Property({ type: 'string', length: 100 })
  client!: string;

  @Property({ type: 'json' })
  sections!: ReportSection[];

  @Property({ type: 'json' })
  range!: ReportRange;

  @Enum({ items: () => PaperSize, type: 'string' })
  paperSize: PaperSize = PaperSize.a4;

  /** The owner's brand kit this report is shown in; null: their default kit (also once the chosen kit is deleted). */
  @Property({ type: 'uuid', nullable: true, index: true })
  brandKitId: string | null = null;

  /** A first page with the kit's logo, the report's name, the client and the period. */
  @Property({ type: 'boolean' })
  coverPage: boolean = false;

  /**
   * The data of every section as last built. Share links and PDFs read it, so a client opening a link
   * never spends the owner's credits and reaches nothing but what the owner built.
   */
  @Property({ type: 'json', nullable: true, lazy: true })
  snapshot: ReportDocument | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  snapshotAt: Date | null = null;

  /** Scheduled delivery (Agency); null when off. */
  @Enum({ items: () => DeliveryFrequency, type: 'string', nullable: true })
  scheduleFrequency: DeliveryFrequency | null = null;

  /** Weekly: 1 (Monday) to 7 (Sunday); monthly: day of the month 1–28. */
  @Property({ type: 'smallint', nullable: true })
  scheduleDay: number | null = null;

  /** HH:MM in scheduleTimeZone. */
  @Property({ type: 'string', length: 5, nullable: true })
  scheduleTime: string | null = null;

  @Property({ type: 'string', length: 64, nullable: true })
  scheduleTimeZone: string | null = null;

  @Property({ type: 'text[]' })
  recipients: string[] = [];

  /** How many of the recipients stopped the report's emails: when all have, its scheduled deliveries send nothing. */
  @Formula(
    (table) =>
      `(select count(*)::int from report_unsubscribes u where u.report_id = ${table.alias}.id and u.email in (select lower(r.address) from unnest(${table.alias}.recipients) as r(address)))`,
    { type: 'integer' },
  )
  unsubscribedRecipientCount: number = 0;

  /** The in-process scheduler's next slot (embedded default); Temporal Schedules keep their own. */
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  nextDeliveryAt: Date | null = null;
}

/** A read-only link to a report's snapshot; only the SHA-256 of its token is kept. */
@Entity({ tableName: 'report_share_links' })
export class ReportShareLink extends BaseEntity<'expiresAt' | 'revokedAt' | 'openCount' | 'lastOpenedAt'> {
  @ManyToOne(() => Report, { deleteRule: 'cascade', index: true })
  report!: Report;

  @Property({ type: 'string', length: 64, unique: true })
  tokenHash!: string;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  expiresAt: Date | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  revokedAt: Date | null = null;

  @Property({ type: 'integer' })
  openCount: number = 0;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  lastOpenedAt: Date | null = null;
}

/** One opening of a share link: the owner's access log. */
@Entity({ tableName: 'report_share_link_opens' })
@Index({ properties: ['link', 'createdAt'] })
export class ReportShareLinkOpen extends BaseEntity {
  @ManyToOne(() => ReportShareLink, { deleteRule: 'cascade' })
  link!: ReportShareLink;
}
