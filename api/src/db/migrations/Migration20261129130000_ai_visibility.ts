import { Migration } from '@mikro-orm/migrations';

const KINDS_BEFORE = "('tracking', 'keyword_searches', 'articles', 'content_briefs')";
const KINDS_AFTER = "('tracking', 'keyword_searches', 'articles', 'content_briefs', 'ai_answers')";

/**
 * AI visibility: projects, their runs, and one row per sample asked (the answer kept whole as jsonb, with what
 * was extracted from it, so extraction can be redone without asking again); the credit kind its samples spend.
 */
export class Migration20261129130000_ai_visibility extends Migration {
  override async up(): Promise<void> {
    for (const table of ['credit_balances', 'credit_entries']) {
      this.addSql(`alter table ${table} drop constraint ${table}_kind_check;`);
      this.addSql(`alter table ${table} add constraint ${table}_kind_check check (kind in ${KINDS_AFTER});`);
    }
    this.addSql(`
      create table ai_visibility_projects (
        id uuid primary key,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        owner_id uuid not null references users (id) on delete cascade,
        workspace_id uuid not null references workspaces (id) on delete cascade,
        client_id uuid null references workspace_clients (id) on delete set null,
        name varchar(100) not null,
        brand jsonb not null,
        competitors jsonb not null default '[]',
        prompts jsonb not null default '[]',
        country varchar(2) not null,
        language varchar(8) not null,
        surfaces jsonb not null,
        samples smallint not null
      );`);
    this.addSql('create index ai_visibility_projects_workspace_id_created_at_index on ai_visibility_projects (workspace_id, created_at);');
    this.addSql('create index ai_visibility_projects_client_id_index on ai_visibility_projects (client_id);');
    this.addSql(`
      create table ai_visibility_runs (
        id uuid primary key,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        project_id uuid not null references ai_visibility_projects (id) on delete cascade,
        job_id uuid not null unique,
        payer_id uuid not null,
        source varchar(8) not null,
        samples_planned integer not null
      );`);
    this.addSql('create index ai_visibility_runs_project_id_created_at_index on ai_visibility_runs (project_id, created_at);');
    this.addSql(`
      create table ai_visibility_samples (
        run_id uuid not null references ai_visibility_runs (id) on delete cascade,
        prompt_index smallint not null,
        surface varchar(24) not null,
        sample smallint not null,
        project_id uuid not null references ai_visibility_projects (id) on delete cascade,
        batch integer not null,
        prompt text not null,
        status varchar(8) not null default 'pending' check (status in ('pending', 'checked', 'failed')),
        attempts smallint not null default 0,
        answer jsonb null,
        extraction jsonb null,
        error text null,
        checked_at timestamptz null,
        primary key (run_id, prompt_index, surface, sample)
      );`);
    this.addSql('create index ai_visibility_samples_run_id_batch_index on ai_visibility_samples (run_id, batch);');
    this.addSql('create index ai_visibility_samples_project_id_index on ai_visibility_samples (project_id);');
  }

  override async down(): Promise<void> {
    this.addSql('drop table ai_visibility_samples;');
    this.addSql('drop table ai_visibility_runs;');
    this.addSql('drop table ai_visibility_projects;');
    for (const table of ['credit_balances', 'credit_entries']) {
      this.addSql(`delete from ${table} where kind = 'ai_answers';`);
      this.addSql(`alter table ${table} drop constraint ${table}_kind_check;`);
      this.addSql(`alter table ${table} add constraint ${table}_kind_check check (kind in ${KINDS_BEFORE});`);
    }
  }
}
