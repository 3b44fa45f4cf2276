import { Migration } from '@mikro-orm/migrations';

/**
 * Agencies report for many clients: an account keeps several brand kits, each with a name, and one of
 * them is the default. Each account's existing kit becomes its default, named after its agency name.
 */
export class Migration20261128180000_brand_kits_per_client extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table brand_kits drop constraint brand_kits_owner_id_key;');
    this.addSql("alter table brand_kits add column name varchar(100) not null default '';");
    this.addSql('alter table brand_kits add column is_default boolean not null default false;');
    this.addSql('update brand_kits set name = agency_name, is_default = true;');
    this.addSql('alter table brand_kits alter column name drop default;');
    this.addSql('create index brand_kits_owner_id_index on brand_kits (owner_id);');
    this.addSql('create unique index brand_kits_one_default_per_owner on brand_kits (owner_id) where is_default;');
  }

  override async down(): Promise<void> {
    this.addSql('delete from brand_kits where not is_default;');
    this.addSql('drop index brand_kits_one_default_per_owner;');
    this.addSql('drop index brand_kits_owner_id_index;');
    this.addSql('alter table brand_kits drop column is_default;');
    this.addSql('alter table brand_kits drop column name;');
    this.addSql('alter table brand_kits add constraint brand_kits_owner_id_key unique (owner_id);');
  }
}
