import { Migration } from '@mikro-orm/migrations';

/**
 * Search Console in the tracker: how many places the tracked and the Search Console positions of a keyword may
 * differ before the keyword table flags it, per instance (default 5).
 */
export class Migration20261130150000_search_console_tracker extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table tracking_instances add column search_console_flag_places smallint not null default 5;');
  }

  override async down(): Promise<void> {
    this.addSql('alter table tracking_instances drop column if exists search_console_flag_places;');
  }
}
