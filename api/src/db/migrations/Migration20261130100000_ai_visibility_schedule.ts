import { Migration } from '@mikro-orm/migrations';

/**
 * AI visibility: a project's schedule (off, daily or weekly on a weekday, at an hour of its time zone)
 * with the next slot the in-process scheduler claims; a run's sample counts kept when its stored answers
 * pass their retention and are deleted.
 */
export class Migration20261130100000_ai_visibility_schedule extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table ai_visibility_projects
        add column schedule_frequency text not null default 'off' check (schedule_frequency in ('off', 'daily', 'weekly')),
        add column schedule_weekday smallint not null default 1 check (schedule_weekday between 1 and 7),
        add column schedule_hour smallint not null default 9 check (schedule_hour between 0 and 23),
        add column schedule_time_zone varchar(64) not null default 'UTC',
        add column next_run_at timestamptz null;
    `);
    this.addSql('create index ai_visibility_projects_next_run_at_index on ai_visibility_projects (next_run_at) where next_run_at is not null;');
    this.addSql(`
      alter table ai_visibility_runs
        add column answers_deleted_at timestamptz null,
        add column kept_counts jsonb null;
    `);
    this.addSql('create index ai_visibility_runs_kept_created_at_index on ai_visibility_runs (created_at) where answers_deleted_at is null;');
  }

  override async down(): Promise<void> {
    this.addSql('drop index ai_visibility_runs_kept_created_at_index;');
    this.addSql('alter table ai_visibility_runs drop column answers_deleted_at, drop column kept_counts;');
    this.addSql('drop index ai_visibility_projects_next_run_at_index;');
    this.addSql(
      'alter table ai_visibility_projects drop column schedule_frequency, drop column schedule_weekday, drop column schedule_hour, drop column schedule_time_zone, drop column next_run_at;',
    );
  }
}
