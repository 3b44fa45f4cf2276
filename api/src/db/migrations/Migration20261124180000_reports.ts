import { Migration } from '@mikro-orm/migrations';

export class Migration20261124180000_reports extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table reports (
        id uuid primary key,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        owner_id uuid not null references users (id) on delete cascade,
        name varchar(100) not null,
        client varchar(100) not null,
        sections jsonb not null,
        range jsonb not null,
        paper_size varchar(255) not null default 'a4',
        snapshot jsonb null,
        snapshot_at timestamptz null,
        schedule_frequency varchar(255) null,
        schedule_day smallint null,
        schedule_time varchar(5) null,
        schedule_time_zone varchar(64) null,
        recipients text[] not null default '{}',
        next_delivery_at timestamptz null
      );`);
    this.addSql('create index reports_owner_id_created_at_index on reports (owner_id, created_at);');
    this.addSql('create index reports_next_delivery_at_index on reports (next_delivery_at) where next_delivery_at is not null;');
    this.addSql(`
      create table report_share_links (
        id uuid primary key,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        report_id uuid not null references reports (id) on delete cascade,
        token_hash varchar(64) not null unique,
        expires_at timestamptz null,
        revoked_at timestamptz null,
        open_count integer not null default 0,
        last_opened_at timestamptz null
      );`);
    this.addSql('create index report_share_links_report_id_index on report_share_links (report_id);');
    this.addSql(`
      create table report_share_link_opens (
        id uuid primary key,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        link_id uuid not null references report_share_links (id) on delete cascade
      );`);
    this.addSql('create index report_share_link_opens_link_id_created_at_index on report_share_link_opens (link_id, created_at);');
    this.addSql(`
      create table brand_kits (
        id uuid primary key,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        owner_id uuid not null unique references users (id) on delete cascade,
        agency_name varchar(100) not null,
        logo bytea null,
        logo_content_type varchar(32) null,
        primary_color varchar(7) not null,
        accent_color varchar(7) not null,
        footer_text varchar(300) not null default '',
        hide_rankcraft_branding boolean not null default false
      );`);
    this.addSql(`
      create table report_deliveries (
        id uuid primary key,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        report_id uuid not null references reports (id) on delete cascade,
        slot_key varchar(200) not null unique,
        recipients text[] not null,
        status varchar(255) not null,
        attempts integer not null default 0,
        error text null,
        delivered_at timestamptz null
      );`);
    this.addSql('create index report_deliveries_report_id_created_at_index on report_deliveries (report_id, created_at);');
  }

  override async down(): Promise<void> {
    this.addSql('drop table report_deliveries;');
    this.addSql('drop table brand_kits;');
    this.addSql('drop table report_share_link_opens;');
    this.addSql('drop table report_share_links;');
    this.addSql('drop table reports;');
  }
}
