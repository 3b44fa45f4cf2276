import { Migration } from '@mikro-orm/migrations';

/**
 * The MCP server's pending confirmations: a quote's single-use token (only its SHA-256 hash), bound to the API
 * token, user, workspace, tool and exact arguments it was quoted for, with the credits quoted. In the database so
 * that a confirmation works on any api replica and from the stdio server alike.
 */
export class Migration20261129121500_mcp_confirmations extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table mcp_confirmations (
      token_hash varchar(64) primary key,
      api_token_id uuid not null references api_tokens (id) on delete cascade,
      user_id uuid not null,
      workspace_id uuid not null,
      tool varchar(64) not null,
      arguments_hash varchar(64) not null,
      credits integer not null,
      expires_at timestamptz not null,
      created_at timestamptz not null default now()
    );`);
    this.addSql('create index mcp_confirmations_expires_at_index on mcp_confirmations (expires_at);');
  }

  override async down(): Promise<void> {
    this.addSql('drop table mcp_confirmations;');
  }
}
