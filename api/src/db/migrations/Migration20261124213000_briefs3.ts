import { Migration } from '@mikro-orm/migrations';

/** A content brief says where its results came from: a tracker run's stored page (its time) or a live search (null). */
export class Migration20261124213000_briefs3 extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table content_briefs add column serp_snapshot_at timestamptz null;');
  }

  override async down(): Promise<void> {
    this.addSql('alter table content_briefs drop column serp_snapshot_at;');
  }
}
