import { Migration } from '@mikro-orm/migrations';

export class Migration20261124140000_alerts extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table alert_rules (
        id uuid primary key,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        owner_id uuid not null references users (id) on delete cascade,
        instance_id uuid not null references tracking_instances (id) on delete cascade,
        kind varchar(32) not null,
        threshold smallint null,
        inbox boolean not null,
        email boolean not null
      );`);
    this.addSql('create index alert_rules_instance_id_index on alert_rules (instance_id);');
    // One alert per rule, run and keyword: evaluation inserts with "on conflict do nothing".
    this.addSql(`
      create table notifications (
        id uuid primary key,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        owner_id uuid not null references users (id) on delete cascade,
        rule_id uuid null references alert_rules (id) on delete set null,
        instance_id uuid not null references tracking_instances (id) on delete cascade,
        run_id uuid not null references tracking_runs (id) on delete cascade,
        keyword varchar(200) not null,
        kind varchar(32) not null,
        title text not null,
        data jsonb not null,
        read_at timestamptz null
      );`);
    this.addSql('create unique index notifications_rule_run_keyword_unique on notifications (rule_id, run_id, keyword);');
    this.addSql('create index notifications_owner_id_created_at_index on notifications (owner_id, created_at);');
    this.addSql('create index notifications_owner_id_unread_index on notifications (owner_id) where read_at is null;');
  }

  override async down(): Promise<void> {
    this.addSql('drop table notifications;');
    this.addSql('drop table alert_rules;');
  }
}
