import { Migration } from '@mikro-orm/migrations';

export class Migration20261124130000_email_outbox extends Migration {
  override async up(): Promise<void> {
    // The sandbox outbox: emails kept for their owner instead of being sent (no SMTP_URL).
    this.addSql(`
      create table sandbox_outbox_emails (
        id uuid primary key,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        owner_id uuid not null references users (id) on delete cascade,
        kind varchar(40) not null,
        "to" text[] not null,
        subject text not null,
        text text not null,
        html text not null,
        headers jsonb not null
      );`);
    this.addSql('create index sandbox_outbox_emails_owner_id_created_at_index on sandbox_outbox_emails (owner_id, created_at);');
    this.addSql(`
      create table sandbox_outbox_attachments (
        id uuid primary key,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        email_id uuid not null references sandbox_outbox_emails (id) on delete cascade,
        filename varchar(200) not null,
        content_type varchar(100) not null,
        size integer not null,
        content bytea not null
      );`);
    this.addSql('create index sandbox_outbox_attachments_email_id_index on sandbox_outbox_attachments (email_id);');
  }

  override async down(): Promise<void> {
    this.addSql('drop table sandbox_outbox_attachments;');
    this.addSql('drop table sandbox_outbox_emails;');
  }
}
