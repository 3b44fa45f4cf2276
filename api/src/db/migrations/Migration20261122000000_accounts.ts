import { Migration } from '@mikro-orm/migrations';

export class Migration20261122000000_accounts extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table users (
        id uuid primary key,
        full_name varchar(100) not null,
        email varchar(254) not null,
        password_hash text not null,
        role text not null default 'user' check (role in ('user', 'admin')),
        plan_id smallint not null default 1 check (plan_id in (1, 2, 3)),
        pending_plan_id smallint null check (pending_plan_id in (1, 2, 3)),
        credits_used integer not null default 0,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        constraint users_email_unique unique (email)
      );`);
    this.addSql(`
      create table app_settings (
        key varchar(64) primary key,
        value jsonb not null,
        updated_at timestamptz not null default now()
      );`);
    this.addSql(`
      create table customers (
        id uuid primary key,
        name varchar(100) not null,
        company varchar(100) not null,
        position varchar(100) not null,
        logo_url varchar(500) null,
        testimonial text not null,
        featured boolean not null default false,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      );`);
    this.addSql('create index customers_featured_index on customers (featured);');
  }

  override async down(): Promise<void> {
    this.addSql('drop table customers;');
    this.addSql('drop table app_settings;');
    this.addSql('drop table users;');
  }
}
