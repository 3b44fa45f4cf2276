import { Migration } from '@mikro-orm/migrations';

export class Migration20261123010000_research extends Migration {
  override async up(): Promise<void> {
    // Vendor answers, shared by every user: keyed by provider, operation and normalised parameters.
    this.addSql(`
      create table research_cache (
        provider varchar(32) not null,
        operation varchar(32) not null,
        params_key varchar(64) not null,
        params jsonb not null,
        answer jsonb not null,
        expires_at timestamptz not null,
        created_at timestamptz not null default now(),
        primary key (provider, operation, params_key)
      );`);
    this.addSql('create index research_cache_expires_at_index on research_cache (expires_at);');
    this.addSql(`
      create table saved_serp_analyses (
        id uuid primary key,
        owner_id uuid not null references users (id) on delete cascade,
        query varchar(200) not null,
        description varchar(500) not null,
        settings jsonb not null,
        source varchar(16) not null,
        provider varchar(32) not null,
        results jsonb not null,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      );`);
    this.addSql('create index saved_serp_analyses_owner_id_created_at_index on saved_serp_analyses (owner_id, created_at);');
  }
}
