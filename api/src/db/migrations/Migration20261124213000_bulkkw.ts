import { Migration } from '@mikro-orm/migrations';

/** Bulk keyword research: one row per research, one per keyword with its answer (or why it failed). */
export class Migration20261124213000_bulkkw extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table bulk_keyword_researches (
        id uuid primary key,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        owner_id uuid not null references users (id) on delete cascade,
        job_id uuid not null,
        country varchar(2) not null,
        language varchar(8) not null,
        source varchar(8) not null,
        provider varchar(40) not null,
        total integer not null,
        batch_size integer not null
      );`);
    this.addSql('create index bulk_keyword_researches_owner_id_created_at_index on bulk_keyword_researches (owner_id, created_at);');
    this.addSql('create unique index bulk_keyword_researches_job_id_unique on bulk_keyword_researches (job_id);');
    this.addSql(`
      create table bulk_keyword_results (
        research_id uuid not null references bulk_keyword_researches (id) on delete cascade,
        position integer not null,
        batch integer not null,
        keyword varchar(80) not null,
        status varchar(8) not null default 'pending' check (status in ('pending', 'done', 'failed')),
        volume integer null,
        cpc double precision null,
        competition double precision null,
        trend jsonb null,
        error text null,
        primary key (research_id, position)
      );`);
    this.addSql('create index bulk_keyword_results_batch_index on bulk_keyword_results (research_id, batch, status);');
  }

  override async down(): Promise<void> {
    this.addSql('drop table bulk_keyword_results;');
    this.addSql('drop table bulk_keyword_researches;');
  }
}
