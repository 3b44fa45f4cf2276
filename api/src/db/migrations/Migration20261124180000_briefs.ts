import { Migration } from '@mikro-orm/migrations';

const KINDS_BEFORE = "('tracking', 'keyword_searches', 'articles')";
const KINDS_AFTER = "('tracking', 'keyword_searches', 'articles', 'content_briefs')";

/** Content briefs (one per keyword, country, language and device; cached for a week), the result pages they read, and their credit kind. */
export class Migration20261124180000_briefs extends Migration {
  override async up(): Promise<void> {
    for (const table of ['credit_balances', 'credit_entries']) {
      this.addSql(`alter table ${table} drop constraint ${table}_kind_check;`);
      this.addSql(`alter table ${table} add constraint ${table}_kind_check check (kind in ${KINDS_AFTER});`);
    }
    this.addSql(`
      create table content_briefs (
        id uuid primary key,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        owner_id uuid not null references users (id) on delete cascade,
        job_id uuid not null,
        keyword varchar(200) not null,
        country varchar(2) not null,
        language varchar(8) not null,
        device varchar(8) not null,
        cache_key varchar(300) not null,
        source varchar(8) not null,
        questions jsonb not null default '[]',
        result jsonb null
      );`);
    this.addSql('create index content_briefs_owner_id_created_at_index on content_briefs (owner_id, created_at);');
    this.addSql('create index content_briefs_owner_id_cache_key_index on content_briefs (owner_id, cache_key, created_at);');
    this.addSql('create unique index content_briefs_job_id_unique on content_briefs (job_id);');
    this.addSql(`
      create table content_brief_pages (
        id uuid primary key,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        brief_id uuid not null references content_briefs (id) on delete cascade,
        position smallint not null,
        url text not null,
        domain varchar(255) not null,
        serp_title text not null,
        status varchar(8) not null,
        error text null,
        page jsonb null,
        constraint content_brief_pages_brief_id_position_unique unique (brief_id, position)
      );`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table content_brief_pages;');
    this.addSql('drop table content_briefs;');
    this.addSql("delete from credit_entries where kind = 'content_briefs';");
    this.addSql("delete from credit_balances where kind = 'content_briefs';");
    for (const table of ['credit_balances', 'credit_entries']) {
      this.addSql(`alter table ${table} drop constraint ${table}_kind_check;`);
      this.addSql(`alter table ${table} add constraint ${table}_kind_check check (kind in ${KINDS_BEFORE});`);
    }
  }
}
