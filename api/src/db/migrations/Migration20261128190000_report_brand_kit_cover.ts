import { Migration } from '@mikro-orm/migrations';

/**
 * A report chooses its brand kit (null: the account's default kit) and may open with a cover page.
 * Deleting a kit leaves the reports that chose it on the default kit. Existing reports keep no cover.
 */
export class Migration20261128190000_report_brand_kit_cover extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table reports add column brand_kit_id uuid null references brand_kits (id) on delete set null;');
    this.addSql('create index reports_brand_kit_id_index on reports (brand_kit_id);');
    this.addSql('alter table reports add column cover_page boolean not null default false;');
  }

  override async down(): Promise<void> {
    this.addSql('alter table reports drop column cover_page;');
    this.addSql('drop index reports_brand_kit_id_index;');
    this.addSql('alter table reports drop column brand_kit_id;');
  }
}
