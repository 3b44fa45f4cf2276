import { Migration } from '@mikro-orm/migrations';

export class Migration20261124133000_runscale extends Migration {
  override async up(): Promise<void> {
    // Keywords a run has stored results for, counted as they are first written: steps running at once
    // on several workers report the run's progress from it.
    this.addSql('alter table tracking_runs add column keywords_checked integer not null default 0;');
    this.addSql(`update tracking_runs r set keywords_checked = c.keywords from (
      select run_id, count(distinct keyword)::integer as keywords from tracking_results where run_id in (select id from tracking_runs where status = 'running') group by run_id) c
      where c.run_id = r.id;`);
  }

  override async down(): Promise<void> {
    this.addSql('alter table tracking_runs drop column keywords_checked;');
  }
}
