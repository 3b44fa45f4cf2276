import { Migration } from '@mikro-orm/migrations';

/** A client viewer is bound to one client of the workspace, named by their invitation; deleting the client ends both. */
export class Migration20261129112500_client_viewers extends Migration {
  override async up(): Promise<void> {
    // Run in one transaction with the workspaces migration, whose rows' deferred foreign keys must be checked before their table changes.
    this.addSql('set constraints all immediate;');
    for (const table of ['workspace_members', 'workspace_invitations']) {
      this.addSql(`alter table ${table} add column client_id uuid null references workspace_clients (id) on delete cascade;`);
      this.addSql(`create index ${table}_client_id_index on ${table} (client_id);`);
    }
  }

  override async down(): Promise<void> {
    for (const table of ['workspace_members', 'workspace_invitations']) this.addSql(`alter table ${table} drop column client_id;`);
  }
}
