import { Migration } from '@mikro-orm/migrations';

const DICTIONARIES = ['serp_domains', 'serp_titles', 'serp_urls', 'serp_entries'];

/**
 * The values results pages point at (domains, titles, URLs, entries) are written once and never changed or deleted:
 * each process keeps the ids it has read or written (SerpSnapshotRepository's KnownIds), and a page stored with an id
 * that no longer meant its value would be wrong. Until now only a comment said so; a statement that would change or
 * delete such a row now fails, naming the reason, instead of leaving caches wrong in running processes.
 */
export class Migration20261203100000_serp_dictionaries_kept extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create function serp_dictionary_rows_kept() returns trigger language plpgsql as $$
      begin
        raise exception '% rows are never changed or deleted: the results-page store keeps their ids in memory (SerpSnapshotRepository)', tg_table_name;
      end $$;`);
    for (const table of DICTIONARIES) {
      this.addSql(`create trigger ${table}_kept before update or delete or truncate on ${table} for each statement execute function serp_dictionary_rows_kept();`);
    }
  }

  override async down(): Promise<void> {
    for (const table of DICTIONARIES) this.addSql(`drop trigger ${table}_kept on ${table};`);
    this.addSql('drop function serp_dictionary_rows_kept();');
  }
}
