import { Migration } from '@mikro-orm/migrations';

/**
 * The keyword table filtered by tag or text: the instance's matching keywords are selected first and
 * their rows of a run reached by key. A kept keyword's case can change between runs, so rows carry the
 * keyword's key (lower case, as tracking_keywords.keyword_key), stored so that reading a run's rows in
 * key order never computes it; the keyword itself is included so the page is read from the index alone.
 */
export class Migration20261124230000_ktable extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table tracking_results add column keyword_key varchar(200) generated always as (lower(keyword)) stored;');
    this.addSql('create index tracking_results_run_domain_key_index on tracking_results (run_id, domain, keyword_key, device) include (keyword);');
  }

  override async down(): Promise<void> {
    this.addSql('drop index tracking_results_run_domain_key_index;');
    this.addSql('alter table tracking_results drop column keyword_key;');
  }
}
