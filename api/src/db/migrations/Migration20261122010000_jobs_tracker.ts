import { Migration } from '@mikro-orm/migrations';

export class Migration20261122010000_jobs_tracker extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table jobs (
        id uuid primary key,
        kind varchar(32) not null,
        status text not null default 'queued' check (status in ('queued', 'running', 'succeeded', 'failed', 'cancelled')),
        owner_id uuid not null references users (id) on delete cascade,
        subject_id uuid null,
        runner varchar(16) not null,
        progress_done integer not null default 0,
        progress_total integer not null default 0,
        progress_message text null,
        error text null,
        result jsonb null,
        idempotency_key varchar(200) null unique,
        started_at timestamptz null,
        finished_at timestamptz null,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      );`);
    this.addSql('create index jobs_owner_id_created_at_index on jobs (owner_id, created_at);');
    this.addSql("create index jobs_unfinished_index on jobs (updated_at) where status in ('queued', 'running');");
    this.addSql(`
      create table tracking_instances (
        id uuid primary key,
        owner_id uuid not null references users (id) on delete cascade,
        name varchar(100) not null,
        user_domain varchar(253) not null,
        user_company_name varchar(100) not null,
        competitors jsonb not null default '[]',
        keywords jsonb not null,
        result_count smallint not null default 100 check (result_count in (10, 20, 50, 100)),
        frequency text not null default 'daily' check (frequency in ('daily', 'weekly', 'monthly')),
        scheduled_time varchar(5) not null default '09:00',
        time_zone varchar(64) not null default 'UTC',
        serp_location varchar(200) null,
        serp_language varchar(10) not null default 'en',
        serp_country varchar(10) not null default 'us',
        serp_date_range varchar(1) null,
        page smallint not null default 1 check (page between 1 and 20),
        last_run_at timestamptz null,
        next_run_at timestamptz null,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      );`);
    this.addSql('create index tracking_instances_owner_id_created_at_index on tracking_instances (owner_id, created_at);');
    this.addSql('create index tracking_instances_next_run_at_index on tracking_instances (next_run_at);');
    this.addSql(`
      create table tracking_runs (
        id uuid primary key,
        instance_id uuid not null references tracking_instances (id) on delete cascade,
        job_id uuid not null unique,
        status text not null default 'running' check (status in ('running', 'completed', 'failed')),
        source varchar(16) not null,
        provider varchar(32) not null,
        depth smallint not null,
        finished_at timestamptz null,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      );`);
    this.addSql('create index tracking_runs_instance_id_created_at_index on tracking_runs (instance_id, created_at);');
    // One row per (run, domain, keyword): re-checking a keyword overwrites, never duplicates.
    this.addSql(`
      create table tracking_results (
        run_id uuid not null references tracking_runs (id) on delete cascade,
        instance_id uuid not null references tracking_instances (id) on delete cascade,
        run_at timestamptz not null,
        domain varchar(253) not null,
        keyword varchar(200) not null,
        position smallint not null,
        primary key (run_id, domain, keyword)
      );`);
    this.addSql('create index tracking_results_instance_run_at_index on tracking_results (instance_id, run_at);');
    // Per run and company, written once when the run completes: history and chart reads stay small.
    this.addSql(`
      create table tracking_run_summaries (
        run_id uuid not null references tracking_runs (id) on delete cascade,
        instance_id uuid not null references tracking_instances (id) on delete cascade,
        run_at timestamptz not null,
        domain varchar(253) not null,
        keywords_checked integer not null,
        keywords_found integer not null,
        position_sum integer not null,
        primary key (run_id, domain)
      );`);
    this.addSql('create index tracking_run_summaries_instance_run_at_index on tracking_run_summaries (instance_id, run_at);');
    this.addSql('alter table users add column tracking_credits_used integer not null default 0;');
    this.addSql("alter table users add column tracking_credits_period varchar(7) not null default '';");
  }

  override async down(): Promise<void> {
    this.addSql('alter table users drop column tracking_credits_period;');
    this.addSql('alter table users drop column tracking_credits_used;');
    this.addSql('drop table tracking_run_summaries;');
    this.addSql('drop table tracking_results;');
    this.addSql('drop table tracking_runs;');
    this.addSql('drop table tracking_instances;');
    this.addSql('drop table jobs;');
  }
}
