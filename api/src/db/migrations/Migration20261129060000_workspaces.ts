import { Migration } from '@mikro-orm/migrations';

/** Every table whose rows a user owned before workspaces, and the column that named the user. */
export const WORKSPACE_OWNED_TABLES = [
  ['tracking_instances', 'owner_id'],
  ['alert_rules', 'owner_id'],
  ['notifications', 'owner_id'],
  ['webhook_endpoints', 'owner_id'],
  ['webhook_events', 'owner_id'],
  ['webhook_deliveries', 'owner_id'],
  ['reports', 'owner_id'],
  ['brand_kits', 'owner_id'],
  ['content_briefs', 'owner_id'],
  ['articles', 'owner_id'],
  ['saved_serp_analyses', 'owner_id'],
  ['bulk_keyword_researches', 'owner_id'],
  ['api_tokens', 'user_id'],
  ['jobs', 'owner_id'],
] as const;

/**
 * Workspaces: each user gets a personal one (named "Personal", with them as its owner), and every row
 * they owned moves into it. The owner columns stay: they say who made the row.
 */
export class Migration20261129060000_workspaces extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table workspaces (
      id uuid not null primary key,
      created_at timestamptz not null,
      updated_at timestamptz not null,
      name varchar(100) not null,
      personal boolean not null default false);`);
    this.addSql(`create table workspace_members (
      id uuid not null primary key,
      created_at timestamptz not null,
      updated_at timestamptz not null,
      workspace_id uuid not null references workspaces (id) on delete cascade deferrable initially deferred,
      user_id uuid not null references users (id) on delete cascade deferrable initially deferred,
      role varchar(255) not null,
      constraint workspace_members_workspace_id_user_id_unique unique (workspace_id, user_id));`);
    this.addSql('create index workspace_members_user_id_index on workspace_members (user_id);');

    this.addSql('alter table users add column personal_workspace_id uuid;');
    this.addSql('update users set personal_workspace_id = gen_random_uuid();');
    this.addSql(`insert into workspaces (id, created_at, updated_at, name, personal) select personal_workspace_id, created_at, now(), 'Personal', true from users;`);
    this.addSql(`insert into workspace_members (id, created_at, updated_at, workspace_id, user_id, role) select gen_random_uuid(), created_at, now(), personal_workspace_id, id, 'owner' from users;`);
    this.addSql(`alter table users alter column personal_workspace_id set not null,
      add constraint users_personal_workspace_id_unique unique (personal_workspace_id),
      add constraint users_personal_workspace_id_foreign foreign key (personal_workspace_id) references workspaces (id) deferrable initially deferred;`);

    for (const [table, ownerColumn] of WORKSPACE_OWNED_TABLES) {
      this.addSql(`alter table ${table} add column workspace_id uuid;`);
      this.addSql(`update ${table} t set workspace_id = u.personal_workspace_id from users u where u.id = t.${ownerColumn};`);
      this.addSql(`alter table ${table} alter column workspace_id set not null,
        add constraint ${table}_workspace_id_foreign foreign key (workspace_id) references workspaces (id) on delete cascade;`);
      this.addSql(`create index ${table}_workspace_id_created_at_index on ${table} (workspace_id, created_at);`);
    }
    // The indexes and the one rule that named the owner now name the workspace.
    this.addSql('create index notifications_workspace_id_unread_index on notifications (workspace_id) where read_at is null;');
    this.addSql('create index content_briefs_workspace_id_cache_key_index on content_briefs (workspace_id, cache_key, created_at);');
    this.addSql('drop index brand_kits_one_default_per_owner;');
    this.addSql('create unique index brand_kits_one_default_per_workspace on brand_kits (workspace_id) where is_default;');
  }

  override async down(): Promise<void> {
    this.addSql('create unique index brand_kits_one_default_per_owner on brand_kits (owner_id) where is_default;');
    for (const [table] of WORKSPACE_OWNED_TABLES) this.addSql(`alter table ${table} drop column workspace_id;`);
    this.addSql('alter table users drop column personal_workspace_id;');
    this.addSql('drop table workspace_members;');
    this.addSql('drop table workspaces;');
  }
}
