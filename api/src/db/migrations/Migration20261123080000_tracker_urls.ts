import { Migration } from '@mikro-orm/migrations';

export class Migration20261123080000_tracker_urls extends Migration {
  override async up(): Promise<void> {
    // The page that ranks; rows written before this column existed keep null.
    this.addSql('alter table tracking_results add column url text null;');
    // One keyword's rows across runs: the keyword history read, and the best position per company
    // (the first entry above 0 of (instance, keyword, domain)) in the keyword table read.
    this.addSql('create index tracking_results_instance_keyword_index on tracking_results (instance_id, keyword, domain, position);');
  }

  override async down(): Promise<void> {
    this.addSql('drop index tracking_results_instance_keyword_index;');
    this.addSql('alter table tracking_results drop column url;');
  }
}
