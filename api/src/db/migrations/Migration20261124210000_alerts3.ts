import { Migration } from '@mikro-orm/migrations';

export class Migration20261124210000_alerts3 extends Migration {
  override async up(): Promise<void> {
    // Alerts per device: every alert so far was on a desktop check.
    this.addSql("alter table notifications add column device varchar(8) not null default 'desktop';");
    this.addSql('drop index notifications_rule_run_keyword_unique;');
    this.addSql('create unique index notifications_rule_run_keyword_device_unique on notifications (rule_id, run_id, keyword, device);');
    // Set once an alert's email (its rule's email of the run) was sent: a retried email job sends only the rest.
    this.addSql('alter table notifications add column emailed_at timestamptz null;');
  }

  override async down(): Promise<void> {
    this.addSql('alter table notifications drop column emailed_at;');
    this.addSql('drop index notifications_rule_run_keyword_device_unique;');
    this.addSql("delete from notifications where device <> 'desktop';");
    this.addSql('alter table notifications drop column device;');
    this.addSql('create unique index notifications_rule_run_keyword_unique on notifications (rule_id, run_id, keyword);');
  }
}
