import { Migration } from '@mikro-orm/migrations';

/**
 * People Also Ask questions of the tracker's checks, for content briefs: only the latest page's per
 * instance, keyword and device (one row upserted by each run that saw them), with that run's id so a
 * brief takes them only alongside the same run's results. `run_id` is a tag, not indexed nor a
 * foreign key (runs go with their instance), so each run's upsert can stay on its page (HOT update).
 */
export class Migration20261124230000_paa extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table serp_questions (
      instance_id uuid not null references tracking_instances (id) on delete cascade,
      keyword varchar(200) not null,
      device varchar(16) not null,
      run_id uuid not null,
      run_at timestamptz not null,
      questions text[] not null,
      primary key (instance_id, keyword, device));`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table serp_questions;');
  }
}
