import { Migration } from '@mikro-orm/migrations';

/**
 * The run's time is no longer copied into its share of voice and tag figures: the copy did not follow
 * a change to the run's time, and share of voice reads the time from the run itself. Share of voice
 * reads one tag's rows of every run from the index alone, as before, now without the time in it.
 */
export class Migration20261128230000_tag_figures_without_run_at extends Migration {
  override async up(): Promise<void> {
    this.addSql('drop index tracking_run_tag_figures_instance_tag_index;');
    this.addSql('alter table tracking_run_tag_figures drop column run_at;');
    this.addSql(`create index tracking_run_tag_figures_instance_tag_index on tracking_run_tag_figures (instance_id, tag)
      include (run_id, device, domain, sov_weighted, sov_volume);`);
  }

  override async down(): Promise<void> {
    this.addSql('drop index tracking_run_tag_figures_instance_tag_index;');
    this.addSql('alter table tracking_run_tag_figures add column run_at timestamptz;');
    this.addSql('update tracking_run_tag_figures f set run_at = r.created_at from tracking_runs r where r.id = f.run_id;');
    this.addSql('alter table tracking_run_tag_figures alter column run_at set not null;');
    this.addSql(`create index tracking_run_tag_figures_instance_tag_index on tracking_run_tag_figures (instance_id, tag, run_at)
      include (run_id, device, domain, sov_weighted, sov_volume);`);
  }
}
