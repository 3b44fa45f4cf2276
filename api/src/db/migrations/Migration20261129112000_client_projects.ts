import { Migration } from '@mikro-orm/migrations';

const PROJECT_TABLES = ['tracking_instances', 'reports', 'content_briefs'] as const;

/** Tracking instances, reports and content briefs may be grouped under a client of their workspace; deleting the client ungroups them. */
export class Migration20261129112000_client_projects extends Migration {
  override async up(): Promise<void> {
    for (const table of PROJECT_TABLES) {
      this.addSql(`alter table ${table} add column client_id uuid null references workspace_clients (id) on delete set null;`);
      this.addSql(`create index ${table}_client_id_index on ${table} (client_id);`);
    }
  }

  override async down(): Promise<void> {
    for (const table of PROJECT_TABLES) this.addSql(`alter table ${table} drop column client_id;`);
  }
}
