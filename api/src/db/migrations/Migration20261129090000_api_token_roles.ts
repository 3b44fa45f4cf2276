import { Migration } from '@mikro-orm/migrations';

/** An API token reads only (`read`) or also changes (`write`) its workspace; tokens made before could do both. */
export class Migration20261129090000_api_token_roles extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table api_tokens add column role varchar(8) not null default 'write' constraint api_tokens_role_check check (role in ('read', 'write'));`);
  }

  override async down(): Promise<void> {
    this.addSql('alter table api_tokens drop column role;');
  }
}
