import { Migration } from '@mikro-orm/migrations';

/**
 * Credit balances are per workspace, kind and period (no longer per paying user), so two workspaces of
 * one owner count apart. Every balance moves to its user's personal workspace, and ledger entries made
 * before they named a workspace name it too, so a refund finds the balance its spend charged.
 */
export class Migration20261129110000_credit_balances_per_workspace extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table credit_balances add column workspace_id uuid null references workspaces (id) on delete cascade;');
    this.addSql('update credit_balances b set workspace_id = u.personal_workspace_id from users u where u.id = b.user_id;');
    this.addSql('update credit_entries e set workspace_id = u.personal_workspace_id from users u where u.id = e.user_id and e.workspace_id is null;');
    this.addSql('alter table credit_balances drop constraint credit_balances_pkey;');
    this.addSql('alter table credit_balances drop column user_id;');
    this.addSql('alter table credit_balances alter column workspace_id set not null;');
    this.addSql('alter table credit_balances add constraint credit_balances_pkey primary key (workspace_id, kind, period_start);');
  }

  /** Back to one balance per paying user: each workspace's balances are added up under its first owner. */
  override async down(): Promise<void> {
    this.addSql('alter table credit_balances add column user_id uuid null references users (id) on delete cascade;');
    this.addSql(`update credit_balances b set user_id = (select m.user_id from workspace_members m where m.workspace_id = b.workspace_id and m.role = 'owner' order by m.created_at, m.id limit 1);`);
    this.addSql('delete from credit_balances where user_id is null;');
    // One row of each user, kind and period keeps the sums (the first workspace's by id); the others go.
    const groups = `select user_id, kind, period_start, sum(used)::int as used, sum(granted)::int as granted, min(workspace_id::text)::uuid as kept
      from credit_balances group by user_id, kind, period_start`;
    this.addSql(`update credit_balances b set used = s.used, granted = s.granted from (${groups}) s where s.kept = b.workspace_id and s.kind = b.kind and s.period_start = b.period_start;`);
    this.addSql(`delete from credit_balances b using (${groups}) s where s.user_id = b.user_id and s.kind = b.kind and s.period_start = b.period_start and s.kept <> b.workspace_id;`);
    this.addSql('alter table credit_balances drop constraint credit_balances_pkey;');
    this.addSql('alter table credit_balances drop column workspace_id;');
    this.addSql('alter table credit_balances alter column user_id set not null;');
    this.addSql('alter table credit_balances add constraint credit_balances_pkey primary key (user_id, kind, period_start);');
  }
}
