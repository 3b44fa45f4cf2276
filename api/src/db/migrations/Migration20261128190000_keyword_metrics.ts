import { Migration } from '@mikro-orm/migrations';

/**
 * The keyword table's volume and CPC beside share of voice's volume: the research vendor's CPC (USD;
 * null when it has none), whether it gave a volume at all (share of voice counts a missing one as 0,
 * the table shows it as missing) and where the figures came from (SANDBOX data is marked). Rows
 * fetched before have no source: they are fetched again at the next run's end.
 */
export class Migration20261128190000_keyword_metrics extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table tracking_keyword_volumes
      add column cpc numeric(12, 2),
      add column has_volume boolean not null default false,
      add column source varchar(16);`);
  }

  override async down(): Promise<void> {
    this.addSql('alter table tracking_keyword_volumes drop column cpc, drop column has_volume, drop column source;');
  }
}
