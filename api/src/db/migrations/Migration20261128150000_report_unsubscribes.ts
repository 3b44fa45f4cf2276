import { Migration } from '@mikro-orm/migrations';

/**
 * Report recipients who stopped a report's emails (its one-click unsubscribe link): every later
 * delivery skips them. A delivery also records whom it has emailed, so a retry after a temporary
 * SMTP failure emails only the recipients not reached yet.
 */
export class Migration20261128150000_report_unsubscribes extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table report_unsubscribes (
      report_id uuid not null references reports (id) on delete cascade,
      email varchar(320) not null,
      created_at timestamptz not null default now(),
      primary key (report_id, email)
    );`);
    this.addSql("alter table report_deliveries add column sent_to text[] not null default '{}';");
  }

  override async down(): Promise<void> {
    this.addSql('alter table report_deliveries drop column sent_to;');
    this.addSql('drop table report_unsubscribes;');
  }
}
