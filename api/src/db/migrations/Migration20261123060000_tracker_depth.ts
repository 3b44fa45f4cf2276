import { Migration } from '@mikro-orm/migrations';

export class Migration20261123060000_tracker_depth extends Migration {
  override async up(): Promise<void> {
    // What a run cost at the vendor: result pages fetched, and requests sent (retries included).
    this.addSql('alter table tracking_runs add column pages_fetched integer not null default 0, add column vendor_calls integer not null default 0;');
  }

  override async down(): Promise<void> {
    this.addSql('alter table tracking_runs drop column pages_fetched, drop column vendor_calls;');
  }
}
