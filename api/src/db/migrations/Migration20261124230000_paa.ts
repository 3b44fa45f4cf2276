import { Migration } from '@mikro-orm/migrations';

/**
 * People Also Ask questions of the tracker's checks, for content briefs: only the latest page's per
 * instance, keyword and device (one row upserted by each run that saw them), with that run's id so a
 * brief takes them only alongside the same run's results.
 */
export class Migration20261124230000_paa extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table serp_questions (
      instance_id uuid not null references tracking_instances (id) on delete cascade,
      keyword varchar(200) not null,
      device varchar(16) not null,
      run_id uuid not null references tracking_runs (id) on delete cascade,
      run_at timestamptz not null,
      questions text[] not null,
      primary key (instance_id, keyword, device));`);
    this.addSql('create index serp_questions_run_id_index on serp_questions (run_id);');
  }

  override async down(): Promise<void> {
    this.addSql('drop table serp_questions;');
  }
}
