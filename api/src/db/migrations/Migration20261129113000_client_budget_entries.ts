import { Migration } from '@mikro-orm/migrations';

/** Each credit entry names the client whose project spent it (a refund, its spend's), so a client's month can be summed against its budget. */
export class Migration20261129113000_client_budget_entries extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table credit_entries add column client_id uuid null references workspace_clients (id) on delete set null;');
    this.addSql('create index credit_entries_client_id_kind_created_at_index on credit_entries (client_id, kind, created_at) where client_id is not null;');
  }

  override async down(): Promise<void> {
    this.addSql('alter table credit_entries drop column client_id;');
  }
}
