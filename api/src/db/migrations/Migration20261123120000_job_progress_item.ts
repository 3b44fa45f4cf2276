import { Migration } from '@mikro-orm/migrations';

export class Migration20261123120000_job_progress_item extends Migration {
  override async up(): Promise<void> {
    // What a job finished last (the keyword a tracker run just checked), shown with its progress.
    this.addSql('alter table jobs add column progress_item text null;');
  }

  override async down(): Promise<void> {
    this.addSql('alter table jobs drop column progress_item;');
  }
}
