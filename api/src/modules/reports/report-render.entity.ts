import { Entity, ManyToOne, Property, Unique } from '@mikro-orm/core';
import { BaseEntity } from '../../common/base.entity';
import { Report } from './report.entity';

/**
 * A report's PDF as a render job stored it. Its fingerprint is the SHA-256 of the page printed (the
 * report's data in its owner's brand) and the paper size: while those are unchanged the PDF is
 * reused, and a report keeps only its latest render.
 */
@Entity({ tableName: 'report_renders' })
@Unique({ properties: ['report', 'fingerprint'] })
export class ReportRender extends BaseEntity {
  @ManyToOne(() => Report, { deleteRule: 'cascade' })
  report!: Report;

  @Property({ type: 'string', length: 64 })
  fingerprint!: string;

  @Property({ type: 'blob', lazy: true })
  pdf!: Buffer;

  /** How long Chromium took to print it. */
  @Property({ type: 'integer' })
  renderMs!: number;
}
