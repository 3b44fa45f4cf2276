import { Migration } from '@mikro-orm/migrations';

/** An alert rule may watch only the keywords carrying one tag (null: every keyword). */
export class Migration20261128170000_alert_rule_tag extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table alert_rules add column tag varchar(50) null;');
  }

  override async down(): Promise<void> {
    this.addSql('alter table alert_rules drop column tag;');
  }
}
