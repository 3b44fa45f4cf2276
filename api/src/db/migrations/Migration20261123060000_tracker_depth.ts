import { Migration } from '@mikro-orm/migrations';

export class Migration20261123060000_tracker_depth extends Migration {
  override async up(): Promise<void> {
    // What a run cost at the vendor: result pages fetched, requests sent (retries included), and
    // requests per keyword, which bound a keyword's tries across the SERP client's and the step's retries.
    this.addSql(
      "alter table tracking_runs add column pages_fetched integer not null default 0, add column vendor_calls integer not null default 0, add column keyword_calls jsonb not null default '{}';",
    );
  }

  override async down(): Promise<void> {
    this.addSql('alter table tracking_runs drop column pages_fetched, drop column vendor_calls, drop column keyword_calls;');
  }
}
