import { Migration } from '@mikro-orm/migrations';
import { ctrSumUpdateSql } from '../../modules/tracker/visibility-curve';

export class Migration20261123085000_tracker_visibility extends Migration {
  override async up(): Promise<void> {
    // Per run and company, the sum of expected CTRs (visibility): written with the other run
    // aggregates, so the visibility read stays on the small summary table. Scoring a year of results
    // at read time took 250–530 ms in PostgreSQL on 730,000 rows; the summaries answer in a few ms.
    this.addSql('alter table tracking_run_summaries add column ctr_sum numeric not null default 0;');
    // Back-fill runs summarised before this migration, with the curve as it is today.
    this.addSql(ctrSumUpdateSql('true', false) + ';');
  }

  override async down(): Promise<void> {
    this.addSql('alter table tracking_run_summaries drop column ctr_sum;');
  }
}
