import { Migration } from '@mikro-orm/migrations';

/**
 * Results pages of every check, compactly: a URL, title, domain and (url, title, type) entry is
 * stored once in a dictionary table; a snapshot row holds its page as an array of entry ids and its
 * features as two parallel arrays (type index, owning domain id or 0).
 */
export class Migration20261124183000_snapshots extends Migration {
  override async up(): Promise<void> {
    this.addSql('create table serp_domains (id integer generated always as identity primary key, domain varchar(253) not null unique);');
    this.addSql('create table serp_urls (id integer generated always as identity primary key, url varchar(2048) not null unique, domain_id integer not null references serp_domains (id));');
    this.addSql('create index serp_urls_domain_id_index on serp_urls (domain_id);');
    this.addSql('create table serp_titles (id integer generated always as identity primary key, title varchar(512) not null unique);');
    this.addSql(`create table serp_entries (
      id integer generated always as identity primary key,
      url_id integer not null references serp_urls (id),
      title_id integer not null references serp_titles (id),
      type smallint not null,
      unique (url_id, title_id, type));`);
    this.addSql(`create table serp_snapshots (
      run_id uuid not null references tracking_runs (id) on delete cascade,
      keyword varchar(200) not null,
      device varchar(16) not null default 'desktop',
      first_position smallint not null,
      positions smallint[] null,
      entry_ids integer[] not null,
      feature_types smallint[] not null,
      feature_domain_ids integer[] not null,
      primary key (run_id, keyword, device));`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table serp_snapshots;');
    this.addSql('drop table serp_entries;');
    this.addSql('drop table serp_titles;');
    this.addSql('drop table serp_urls;');
    this.addSql('drop table serp_domains;');
  }
}
