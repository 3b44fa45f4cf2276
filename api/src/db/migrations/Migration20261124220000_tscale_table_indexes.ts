import { Migration } from '@mikro-orm/migrations';

/**
 * The keyword table of a large run read per device: a run's rows of one company on one device in
 * keyword order, without walking the other device's rows (the primary key is run, domain, keyword, device).
 */
export class Migration20261124220000_tscale_table_indexes extends Migration {
  override async up(): Promise<void> {
    this.addSql('create index tracking_results_run_domain_device_index on tracking_results (run_id, domain, device, keyword);');
  }

  override async down(): Promise<void> {
    this.addSql('drop index tracking_results_run_domain_device_index;');
  }
}
