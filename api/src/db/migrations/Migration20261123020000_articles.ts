import { Migration } from '@mikro-orm/migrations';

export class Migration20261123020000_articles extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table articles (
        id uuid primary key,
        owner_id uuid not null references users (id) on delete cascade,
        keyword varchar(200) not null,
        flow text not null check (flow in ('BUSINESS', 'DOMAIN', 'KEYWORD')),
        source text null,
        business text null,
        title text not null,
        meta_description text null,
        text text not null,
        word_count integer not null,
        keyword_stat jsonb null,
        writer varchar(32) not null,
        writer_source varchar(16) not null,
        job_id uuid null references jobs (id) on delete set null,
        position smallint null,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        constraint articles_job_id_position_unique unique (job_id, position)
      );`);
    this.addSql('create index articles_owner_id_created_at_index on articles (owner_id, created_at);');
    this.addSql(`
      create table article_drafts (
        id uuid primary key,
        job_id uuid not null references jobs (id) on delete cascade,
        position smallint not null,
        keyword varchar(200) not null,
        flow text not null check (flow in ('BUSINESS', 'DOMAIN', 'KEYWORD')),
        source text null,
        business text null,
        title text null,
        meta_description text null,
        headings jsonb null,
        sections jsonb not null default '[]',
        partial text not null default '',
        seq integer not null default 0,
        article_id uuid null references articles (id) on delete set null,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        constraint article_drafts_job_id_position_unique unique (job_id, position)
      );`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists article_drafts;');
    this.addSql('drop table if exists articles;');
  }
}
