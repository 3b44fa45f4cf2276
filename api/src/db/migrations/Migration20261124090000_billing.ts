import { Migration } from '@mikro-orm/migrations';

/**
 * Billing hardening: sandbox checkout sessions expire (24 hours, like Stripe's), a subscription
 * carries a notice for its /billing page, "trial used" also counts a paid subscription, and a
 * user's credits_used comes from the credit ledger, so the never-updated column goes.
 */
export class Migration20261124090000_billing extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table sandbox_checkout_sessions add column expires_at timestamptz null;');
    this.addSql("update sandbox_checkout_sessions set expires_at = created_at + interval '24 hours';");
    this.addSql('alter table sandbox_checkout_sessions alter column expires_at set not null;');
    this.addSql('create index sandbox_checkout_sessions_customer_id_index on sandbox_checkout_sessions (customer_id);');
    this.addSql('alter table subscriptions add column notice varchar(500) null;');
    this.addSql("update subscriptions set trial_used = true where external_id is not null and status <> 'incomplete';");
    this.addSql('alter table users drop column credits_used;');
  }

  override async down(): Promise<void> {
    this.addSql('alter table users add column credits_used integer not null default 0;');
    this.addSql('alter table subscriptions drop column notice;');
    this.addSql('drop index sandbox_checkout_sessions_customer_id_index;');
    this.addSql('alter table sandbox_checkout_sessions drop column expires_at;');
  }
}
