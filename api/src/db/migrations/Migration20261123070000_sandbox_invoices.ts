import { Migration } from '@mikro-orm/migrations';

/** The invoices sandbox billing issues (no money moves), so /billing can list them like Stripe's. */
export class Migration20261123070000_sandbox_invoices extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table sandbox_invoices (
        id varchar(64) primary key,
        customer_id varchar(255) not null,
        subscription_id varchar(64) not null,
        number varchar(64) not null unique,
        plan_id smallint not null,
        amount integer not null check (amount >= 0),
        currency char(3) not null default 'usd',
        status text not null check (status in ('open', 'paid', 'uncollectible', 'void')),
        period_start timestamptz not null,
        period_end timestamptz not null,
        created_at timestamptz not null
      );`);
    this.addSql('create index sandbox_invoices_customer_id_index on sandbox_invoices (customer_id, created_at);');
  }

  override async down(): Promise<void> {
    this.addSql('drop table sandbox_invoices;');
  }
}
