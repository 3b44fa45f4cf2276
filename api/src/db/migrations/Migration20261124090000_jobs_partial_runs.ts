import { Migration } from '@mikro-orm/migrations';

export class Migration20261124090000_jobs_partial_runs extends Migration {
  override async up(): Promise<void> {
    // A run whose job was cancelled or failed after checking some keywords keeps and reports those (they were paid for).
    this.addSql('alter table tracking_runs drop constraint tracking_runs_status_check;');
    this.addSql("alter table tracking_runs add constraint tracking_runs_status_check check (status in ('running', 'completed', 'partial', 'failed'));");
  }

  override async down(): Promise<void> {
    this.addSql("update tracking_runs set status = 'failed' where status = 'partial';");
    this.addSql('alter table tracking_runs drop constraint tracking_runs_status_check;');
    this.addSql("alter table tracking_runs add constraint tracking_runs_status_check check (status in ('running', 'completed', 'failed'));");
  }
}
