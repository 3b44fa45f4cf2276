import { Migration } from '@mikro-orm/migrations';

export class Migration20261124190000_alerts2_digests extends Migration {
  override async up(): Promise<void> {
    // One row per tracking instance whose owner gets its movers by email; no row: off (the default).
    this.addSql(`
      create table instance_digests (
        instance_id uuid primary key references tracking_instances (id) on delete cascade,
        owner_id uuid not null references users (id) on delete cascade,
        frequency varchar(8) not null check (frequency in ('daily', 'weekly')),
        created_at timestamptz not null default now()
      );`);
    this.addSql('create index instance_digests_owner_id_index on instance_digests (owner_id);');
    // One digest per owner, frequency and period: created once when the period ends, sent with retries.
    this.addSql(`
      create table digest_deliveries (
        id uuid primary key default gen_random_uuid(),
        owner_id uuid not null references users (id) on delete cascade,
        frequency varchar(8) not null,
        period_start timestamptz not null,
        period_end timestamptz not null,
        status varchar(8) not null default 'pending',
        attempts integer not null default 0,
        next_attempt_at timestamptz not null,
        last_error text null,
        sent_at timestamptz null,
        created_at timestamptz not null default now(),
        unique (owner_id, frequency, period_end)
      );`);
    this.addSql("create index digest_deliveries_due_index on digest_deliveries (next_attempt_at) where status = 'pending';");
  }

  override async down(): Promise<void> {
    this.addSql('drop table digest_deliveries;');
    this.addSql('drop table instance_digests;');
  }
}
