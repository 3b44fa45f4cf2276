import { Migration } from '@mikro-orm/migrations';

/** Stored report PDFs (render jobs), and each delivery's one share link. */
export class Migration20261124213000_reports3 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table report_renders (
        id uuid primary key,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        report_id uuid not null references reports (id) on delete cascade,
        fingerprint varchar(64) not null,
        pdf bytea not null,
        render_ms integer not null,
        constraint report_renders_report_id_fingerprint_unique unique (report_id, fingerprint)
      );`);
    this.addSql('alter table report_deliveries add column share_link_id uuid null references report_share_links (id) on delete set null;');
    this.addSql('alter table report_deliveries add column share_token varchar(43) null;');
  }

  override async down(): Promise<void> {
    this.addSql('alter table report_deliveries drop column share_token;');
    this.addSql('alter table report_deliveries drop column share_link_id;');
    this.addSql('drop table report_renders;');
  }
}
