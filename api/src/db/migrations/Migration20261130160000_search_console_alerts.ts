import { Migration } from '@mikro-orm/migrations';

/**
 * The open findings of Search Console alert rules: a clicks drop or a keyword whose Search Console position
 * disagrees with its tracked rank is reported once, and stays here until a sync no longer finds it. Kinds grow to
 * 48 characters (`search-console-position-disagrees` is 33).
 */
export class Migration20261130160000_search_console_alerts extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table alert_rules alter column kind type varchar(48);');
    this.addSql('alter table notifications alter column kind type varchar(48);');
    this.addSql(`
      create table search_console_alert_open (
        rule_id uuid not null references alert_rules (id) on delete cascade,
        subject varchar(200) not null,
        device varchar(8) not null,
        opened_at timestamptz not null default now(),
        primary key (rule_id, subject, device)
      );`);
  }

  override async down(): Promise<void> {
    this.addSql("delete from notifications where kind in ('search-console-clicks-drop', 'search-console-position-disagrees');");
    this.addSql("delete from alert_rules where kind in ('search-console-clicks-drop', 'search-console-position-disagrees');");
    this.addSql('drop table search_console_alert_open;');
    this.addSql('alter table notifications alter column kind type varchar(32);');
    this.addSql('alter table alert_rules alter column kind type varchar(32);');
  }
}
