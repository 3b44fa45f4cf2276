import { Migration } from '@mikro-orm/migrations';

/**
 * When the runner accepted each job. The job start sweep looks for queued jobs without it (stored,
 * never handed over), so only those are indexed. Jobs queued before this have none and are started
 * once by the first sweep (on Temporal a start of a running workflow changes nothing).
 */
export class Migration20261125010000_jobsweep extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table jobs add column handed_at timestamptz null;');
    this.addSql(`create index jobs_never_handed_idx on jobs (created_at) where status = 'queued' and handed_at is null;`);
  }

  override async down(): Promise<void> {
    this.addSql('drop index jobs_never_handed_idx;');
    this.addSql('alter table jobs drop column handed_at;');
  }
}
