import { Migration } from '@mikro-orm/migrations';

/**
 * Billing: one subscription row per user (mirroring the provider's subscription), the provider
 * events already applied, the sandbox provider's own state, credit grants in the ledger, and
 * personal API tokens (only their hashes).
 */
export class Migration20261123050000_billing extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table subscriptions (
        id uuid primary key,
        user_id uuid not null unique references users (id) on delete cascade,
        provider text not null check (provider in ('sandbox', 'stripe')),
        customer_id varchar(255) not null unique,
        external_id varchar(255) null unique,
        plan_id smallint not null,
        pending_plan_id smallint null,
        status text not null check (status in ('incomplete', 'trialing', 'active', 'past_due', 'canceled')),
        cancel_at_period_end boolean not null default false,
        current_period_start timestamptz null,
        current_period_end timestamptz null,
        trial_end timestamptz null,
        trial_used boolean not null default false,
        created_at timestamptz not null,
        updated_at timestamptz not null
      );`);
    this.addSql(`
      create table billing_events (
        id varchar(255) primary key,
        type varchar(100) not null,
        received_at timestamptz not null default now()
      );`);
    this.addSql(`
      create table sandbox_checkout_sessions (
        id varchar(64) primary key,
        customer_id varchar(255) not null,
        plan_id smallint not null,
        trial_days smallint not null,
        subscription_id varchar(64) null,
        created_at timestamptz not null
      );`);
    this.addSql(`
      create table sandbox_subscriptions (
        id varchar(64) primary key,
        customer_id varchar(255) not null,
        plan_id smallint not null,
        scheduled_plan_id smallint null,
        status text not null,
        cancel_at_period_end boolean not null default false,
        current_period_start timestamptz not null,
        current_period_end timestamptz not null,
        trial_end timestamptz null,
        created_at timestamptz not null
      );`);
    this.addSql(`
      create table api_tokens (
        id uuid primary key,
        user_id uuid not null references users (id) on delete cascade,
        name varchar(100) not null,
        token_hash char(64) not null unique,
        last_used_at timestamptz null,
        revoked_at timestamptz null,
        created_at timestamptz not null,
        updated_at timestamptz not null
      );`);
    this.addSql('create index api_tokens_user_id_index on api_tokens (user_id);');
    this.addSql('alter table credit_balances add column granted integer not null default 0 check (granted >= 0);');
    this.addSql('alter table credit_entries add column note varchar(500) null;');
    this.addSql('alter table credit_entries drop constraint credit_entries_reason_check;');
    this.addSql("alter table credit_entries add constraint credit_entries_reason_check check (reason in ('spend', 'refund', 'grant'));");
  }

  override async down(): Promise<void> {
    this.addSql("delete from credit_entries where reason = 'grant';");
    this.addSql('alter table credit_entries drop constraint credit_entries_reason_check;');
    this.addSql("alter table credit_entries add constraint credit_entries_reason_check check (reason in ('spend', 'refund'));");
    this.addSql('alter table credit_entries drop column note;');
    this.addSql('alter table credit_balances drop column granted;');
    this.addSql('drop table api_tokens;');
    this.addSql('drop table sandbox_subscriptions;');
    this.addSql('drop table sandbox_checkout_sessions;');
    this.addSql('drop table billing_events;');
    this.addSql('drop table subscriptions;');
  }
}
