import { Migration } from '@mikro-orm/migrations';

/**
 * Search Console: connections (the refresh token or Bing API key encrypted with TokenCipher), their properties,
 * one property linked per tracking instance, the consent starts waiting for the browser's return, and the search
 * rows stored compactly: query and page strings once per property in dictionary tables, each row a property key,
 * day, query id, page id, device code and country, clicks, impressions and the sum of positions (position ×
 * impressions), so averages over days and rows weigh by impressions.
 */
export class Migration20261130140000_search_console extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table search_console_connections (
        id uuid primary key,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        owner_id uuid not null references users (id) on delete cascade,
        workspace_id uuid not null references workspaces (id) on delete cascade,
        provider varchar(10) not null check (provider in ('google', 'bing', 'sandbox')),
        account_label varchar(200) not null,
        secret text not null,
        status varchar(16) not null default 'connected'
      );`);
    this.addSql('create index search_console_connections_workspace_id_index on search_console_connections (workspace_id);');
    this.addSql(`
      create table search_console_properties (
        id uuid primary key,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        key integer generated always as identity unique,
        connection_id uuid not null references search_console_connections (id) on delete cascade,
        workspace_id uuid not null references workspaces (id) on delete cascade,
        site_url varchar(2048) not null,
        kind varchar(10) not null check (kind in ('domain', 'url-prefix')),
        synced_through date null,
        unique (connection_id, site_url)
      );`);
    this.addSql('create index search_console_properties_workspace_id_index on search_console_properties (workspace_id);');
    this.addSql(`
      create table search_console_links (
        instance_id uuid primary key references tracking_instances (id) on delete cascade,
        property_id uuid not null references search_console_properties (id) on delete cascade,
        created_at timestamptz not null default now()
      );`);
    this.addSql('create index search_console_links_property_id_index on search_console_links (property_id);');
    this.addSql(`
      create table search_console_oauth_starts (
        state_hash varchar(64) primary key,
        user_id uuid not null references users (id) on delete cascade,
        workspace_id uuid not null references workspaces (id) on delete cascade,
        provider varchar(10) not null,
        code_verifier text not null,
        expires_at timestamptz not null
      );`);
    this.addSql(`
      create table search_console_queries (
        id integer generated always as identity primary key,
        property_key integer not null references search_console_properties (key) on delete cascade,
        text varchar(2048) not null,
        unique (property_key, text)
      );`);
    this.addSql(`
      create table search_console_pages (
        id integer generated always as identity primary key,
        property_key integer not null references search_console_properties (key) on delete cascade,
        url varchar(2048) not null,
        unique (property_key, url)
      );`);
    // query_id / page_id 0: none (Bing reports queries and pages apart). device: 0 all, 1 desktop, 2 mobile, 3 tablet.
    this.addSql(`
      create table search_console_rows (
        property_key integer not null references search_console_properties (key) on delete cascade,
        day date not null,
        query_id integer not null,
        page_id integer not null,
        device smallint not null,
        country varchar(3) not null,
        clicks integer not null,
        impressions integer not null,
        position_sum real not null,
        primary key (property_key, day, query_id, page_id, device, country)
      );`);
    this.addSql('create index search_console_rows_query_index on search_console_rows (property_key, query_id, day);');
  }

  override async down(): Promise<void> {
    for (const table of ['search_console_rows', 'search_console_pages', 'search_console_queries', 'search_console_oauth_starts', 'search_console_links', 'search_console_properties', 'search_console_connections']) {
      this.addSql(`drop table if exists ${table};`);
    }
  }
}
