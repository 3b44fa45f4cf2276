import { Migration } from '@mikro-orm/migrations';

/** The clients of a workspace, named uniquely in it (ignoring case), each with optional monthly budgets per credit kind. */
export class Migration20261129111500_workspace_clients extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table workspace_clients (
      id uuid not null primary key,
      created_at timestamptz not null,
      updated_at timestamptz not null,
      workspace_id uuid not null references workspaces (id) on delete cascade,
      name varchar(100) not null,
      budgets jsonb not null default '{}');`);
    this.addSql('create index workspace_clients_workspace_id_index on workspace_clients (workspace_id);');
    this.addSql('create unique index workspace_clients_workspace_id_lower_name_unique on workspace_clients (workspace_id, lower(name));');
  }

  override async down(): Promise<void> {
    this.addSql('drop table workspace_clients;');
  }
}
