import { Migration } from '@mikro-orm/migrations';

export class Migration20261124180000_bulk extends Migration {
  override async up(): Promise<void> {
    // Keywords as rows: an instance may hold 10,000, each with its tags, target page and device, read,
    // filtered and edited in SQL. The order typed is kept in `ordinal`; a keyword counts once whatever its case.
    this.addSql(`
      create table tracking_keywords (
        instance_id uuid not null references tracking_instances (id) on delete cascade,
        ordinal integer not null,
        keyword varchar(200) not null,
        keyword_key varchar(200) generated always as (lower(keyword)) stored,
        tags text[] not null default '{}',
        target_url text null,
        device varchar(7) null,
        created_at timestamptz not null default now(),
        primary key (instance_id, keyword_key)
      );`);
    this.addSql('create index tracking_keywords_instance_ordinal_index on tracking_keywords (instance_id, ordinal);');
    this.addSql('create index tracking_keywords_tags_index on tracking_keywords using gin (tags);');
    this.addSql(`insert into tracking_keywords (instance_id, ordinal, keyword)
      select i.id, k.ordinal, k.keyword from tracking_instances i, jsonb_array_elements_text(i.keywords) with ordinality as k(keyword, ordinal)
      on conflict do nothing;`);
    this.addSql('alter table tracking_instances drop column keywords;');
    // Monthly search volumes of tracked keywords per country (share of voice), from the research
    // provider, shared by every instance and refreshed when a month old.
    this.addSql(`
      create table tracking_keyword_volumes (
        keyword_key varchar(200) not null,
        country varchar(10) not null,
        volume integer not null,
        fetched_at timestamptz not null,
        primary key (keyword_key, country)
      );`);
    // The devices an instance's keywords are searched on unless a keyword names its own.
    this.addSql(`alter table tracking_instances add column devices jsonb not null default '["desktop"]';`);

    // Results, summaries, best positions and request budgets per device; rows written before are desktop.
    this.addSql(`alter table tracking_results add column device varchar(7) not null default 'desktop';`);
    this.addSql('alter table tracking_results drop constraint tracking_results_pkey;');
    // Keyword first after the company: a page of the keyword table reads the own company's rows in keyword order.
    this.addSql('alter table tracking_results add primary key (run_id, domain, keyword, device);');
    this.addSql(`alter table tracking_run_summaries add column device varchar(7) not null default 'desktop';`);
    this.addSql('alter table tracking_run_summaries drop constraint tracking_run_summaries_pkey;');
    this.addSql('alter table tracking_run_summaries add primary key (run_id, domain, device);');
    this.addSql(`alter table tracking_best_positions add column device varchar(7) not null default 'desktop';`);
    this.addSql('alter table tracking_best_positions drop constraint tracking_best_positions_pkey;');
    this.addSql('alter table tracking_best_positions add primary key (instance_id, keyword, domain, device);');
    this.addSql(`alter table tracking_run_keyword_calls add column device varchar(7) not null default 'desktop';`);
    this.addSql('alter table tracking_run_keyword_calls drop constraint tracking_run_keyword_calls_pkey;');
    this.addSql('alter table tracking_run_keyword_calls add primary key (run_id, keyword, device);');
  }

  override async down(): Promise<void> {
    this.addSql('delete from tracking_run_keyword_calls where device <> \'desktop\';');
    this.addSql('alter table tracking_run_keyword_calls drop constraint tracking_run_keyword_calls_pkey;');
    this.addSql('alter table tracking_run_keyword_calls drop column device;');
    this.addSql('alter table tracking_run_keyword_calls add primary key (run_id, keyword);');
    this.addSql('delete from tracking_best_positions where device <> \'desktop\';');
    this.addSql('alter table tracking_best_positions drop constraint tracking_best_positions_pkey;');
    this.addSql('alter table tracking_best_positions drop column device;');
    this.addSql('alter table tracking_best_positions add primary key (instance_id, keyword, domain);');
    this.addSql('delete from tracking_run_summaries where device <> \'desktop\';');
    this.addSql('alter table tracking_run_summaries drop constraint tracking_run_summaries_pkey;');
    this.addSql('alter table tracking_run_summaries drop column device;');
    this.addSql('alter table tracking_run_summaries add primary key (run_id, domain);');
    this.addSql('delete from tracking_results where device <> \'desktop\';');
    this.addSql('alter table tracking_results drop constraint tracking_results_pkey;');
    this.addSql('alter table tracking_results drop column device;');
    this.addSql('alter table tracking_results add primary key (run_id, domain, keyword);');
    this.addSql('alter table tracking_instances drop column devices;');
    this.addSql('drop table tracking_keyword_volumes;');
    this.addSql(`alter table tracking_instances add column keywords jsonb not null default '[]';`);
    this.addSql(`update tracking_instances i set keywords = k.keywords from (
      select instance_id, jsonb_agg(keyword order by ordinal) as keywords from tracking_keywords group by instance_id) k where k.instance_id = i.id;`);
    this.addSql('drop table tracking_keywords;');
  }
}
