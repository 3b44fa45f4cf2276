import { Migration } from '@mikro-orm/migrations';

export class Migration20261123030000_hardening extends Migration {
  override async up(): Promise<void> {
    // One active tracker run per instance. Runs started twice before this rule are ended, the
    // oldest kept, so the index can be built on an existing database.
    this.addSql(`
      update jobs set status = 'cancelled', error = 'Cancelled.', finished_at = now(), updated_at = now()
      where kind = 'tracker-run' and status in ('queued', 'running') and subject_id is not null
        and id not in (
          select distinct on (subject_id) id from jobs
          where kind = 'tracker-run' and status in ('queued', 'running') and subject_id is not null
          order by subject_id, created_at, id);`);
    this.addSql("create unique index jobs_one_active_tracker_run_index on jobs (subject_id) where kind = 'tracker-run' and status in ('queued', 'running');");
    // rate-limiter-flexible's Postgres store (its own column layout): sign-in and sign-up limits shared by every replica.
    this.addSql('create table rate_limits (key varchar(255) primary key, points integer not null default 0, expire bigint null);');
  }

  override async down(): Promise<void> {
    this.addSql('drop table rate_limits;');
    this.addSql('drop index jobs_one_active_tracker_run_index;');
  }
}
