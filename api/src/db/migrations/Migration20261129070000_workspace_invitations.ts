import { Migration } from '@mikro-orm/migrations';

/** Invitations into a workspace: single-use links for one email address each. */
export class Migration20261129070000_workspace_invitations extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table workspace_invitations (
      id uuid not null primary key,
      created_at timestamptz not null,
      updated_at timestamptz not null,
      workspace_id uuid not null references workspaces (id) on delete cascade,
      email varchar(254) not null,
      role varchar(255) not null,
      token_hash varchar(64) not null constraint workspace_invitations_token_hash_unique unique,
      invited_by uuid not null references users (id) on delete cascade,
      expires_at timestamptz not null,
      accepted_at timestamptz null,
      accepted_by uuid null references users (id) on delete set null,
      revoked_at timestamptz null);`);
    this.addSql('create index workspace_invitations_workspace_id_created_at_index on workspace_invitations (workspace_id, created_at);');
  }

  override async down(): Promise<void> {
    this.addSql('drop table workspace_invitations;');
  }
}
