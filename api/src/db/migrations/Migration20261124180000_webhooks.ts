import { Migration } from '@mikro-orm/migrations';

export class Migration20261124180000_webhooks extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table webhook_endpoints (
        id uuid primary key,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        owner_id uuid not null references users (id) on delete cascade,
        url text not null,
        events text[] not null,
        secret varchar(80) not null,
        enabled boolean not null,
        failing_since timestamptz null,
        disabled_reason text null
      );`);
    this.addSql('create index webhook_endpoints_owner_id_created_at_index on webhook_endpoints (owner_id, created_at);');
    this.addSql(`
      create table webhook_events (
        id uuid primary key,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        owner_id uuid not null references users (id) on delete cascade,
        type varchar(40) not null,
        data jsonb not null,
        dedupe_key varchar(200) null unique
      );`);
    this.addSql('create index webhook_events_owner_id_created_at_index on webhook_events (owner_id, created_at);');
    this.addSql(`
      create table webhook_deliveries (
        id uuid primary key,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        owner_id uuid not null references users (id) on delete cascade,
        endpoint_id uuid not null references webhook_endpoints (id) on delete cascade,
        event_id uuid not null references webhook_events (id) on delete cascade,
        event_type varchar(40) not null,
        job_id uuid null,
        status text not null check (status in ('pending', 'succeeded', 'failed')),
        attempts integer not null,
        response_status integer null,
        error text null,
        last_attempt_at timestamptz null,
        next_attempt_at timestamptz null
      );`);
    this.addSql('create index webhook_deliveries_endpoint_id_created_at_index on webhook_deliveries (endpoint_id, created_at);');
    this.addSql('create index webhook_deliveries_job_id_index on webhook_deliveries (job_id);');
    this.addSql('create index webhook_deliveries_event_id_index on webhook_deliveries (event_id);');
    this.addSql(`
      create table webhook_delivery_attempts (
        id uuid primary key,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        delivery_id uuid not null references webhook_deliveries (id) on delete cascade,
        response_status integer null,
        error text null,
        duration_ms integer not null
      );`);
    this.addSql('create index webhook_delivery_attempts_delivery_id_index on webhook_delivery_attempts (delivery_id);');
  }

  override async down(): Promise<void> {
    this.addSql('drop table webhook_delivery_attempts;');
    this.addSql('drop table webhook_deliveries;');
    this.addSql('drop table webhook_events;');
    this.addSql('drop table webhook_endpoints;');
  }
}
