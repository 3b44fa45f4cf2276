import { Migration } from '@mikro-orm/migrations';

/**
 * Queued searches (DataForSEO's standard mode) of a run: one row per keyword and device, written
 * before its task is posted (with the tag the task carries) and given the vendor's task id once
 * posted, so a step retried after a crash finds its tasks instead of posting them again.
 */
export class Migration20261124213000_tscale_serp_tasks extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table tracking_run_serp_tasks (
      run_id uuid not null references tracking_runs (id) on delete cascade,
      keyword varchar(200) not null,
      device varchar(16) not null,
      tag varchar(64) not null,
      task_id varchar(64) null,
      error varchar(500) null,
      created_at timestamptz not null default now(),
      primary key (run_id, keyword, device));`);
    this.addSql('create index tracking_run_serp_tasks_tag_index on tracking_run_serp_tasks (run_id, tag);');
  }

  override async down(): Promise<void> {
    this.addSql('drop table tracking_run_serp_tasks;');
  }
}
