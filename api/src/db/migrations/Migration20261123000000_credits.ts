import { Migration } from '@mikro-orm/migrations';

/** Credits as a ledger: every spend and refund is an entry; balances are per user, kind and period. */
export class Migration20261123000000_credits extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table credit_balances (
        user_id uuid not null references users (id) on delete cascade,
        kind text not null check (kind in ('tracking', 'keyword_searches', 'articles')),
        period_start timestamptz not null,
        used integer not null default 0 check (used >= 0),
        primary key (user_id, kind, period_start)
      );`);
    this.addSql(`
      create table credit_entries (
        id uuid primary key,
        user_id uuid not null references users (id) on delete cascade,
        kind text not null check (kind in ('tracking', 'keyword_searches', 'articles')),
        change integer not null,
        reason text not null check (reason in ('spend', 'refund')),
        reference varchar(200) null,
        period_start timestamptz not null,
        created_at timestamptz not null default now()
      );`);
    this.addSql('create index credit_entries_user_id_created_at_index on credit_entries (user_id, created_at);');
    this.addSql('create index credit_entries_reference_index on credit_entries (reference) where reference is not null;');
    // The tracker's monthly counter becomes the opening balance of the current month.
    this.addSql(`
      insert into credit_balances (user_id, kind, period_start, used)
      select id, 'tracking', (tracking_credits_period || '-01T00:00:00Z')::timestamptz, tracking_credits_used
      from users where tracking_credits_period <> '' and tracking_credits_used > 0;`);
    this.addSql('alter table users drop column tracking_credits_used;');
    this.addSql('alter table users drop column tracking_credits_period;');
  }

  override async down(): Promise<void> {
    this.addSql('alter table users add column tracking_credits_used integer not null default 0;');
    this.addSql("alter table users add column tracking_credits_period varchar(7) not null default '';");
    this.addSql('drop table credit_entries;');
    this.addSql('drop table credit_balances;');
  }
}
