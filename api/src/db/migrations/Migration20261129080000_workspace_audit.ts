import { Migration } from '@mikro-orm/migrations';

/**
 * Each workspace's audit log: every write, kept 400 days; its credit spends and refunds are the credit
 * ledger's entries, which now say the workspace they were spent in (a refund that of its spend).
 */
export class Migration20261129080000_workspace_audit extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table workspace_audit_events (
      id uuid not null primary key,
      created_at timestamptz not null,
      workspace_id uuid not null references workspaces (id) on delete cascade,
      actor_id uuid null references users (id) on delete set null,
      actor varchar(254) not null,
      role varchar(16) null,
      via varchar(140) not null,
      action varchar(120) not null,
      target text not null);`);
    this.addSql('create index workspace_audit_events_workspace_id_created_at_index on workspace_audit_events (workspace_id, created_at);');
    this.addSql('alter table credit_entries add column workspace_id uuid null references workspaces (id) on delete set null;');
    this.addSql('create index credit_entries_workspace_id_created_at_index on credit_entries (workspace_id, created_at) where workspace_id is not null;');
  }

  override async down(): Promise<void> {
    this.addSql('alter table credit_entries drop column workspace_id;');
    this.addSql('drop table workspace_audit_events;');
  }
}
