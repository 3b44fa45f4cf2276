import { Migration } from '@mikro-orm/migrations';

/**
 * A keyword's requests answered with a page, beside the requests sent: its retry budget counts only
 * the others (failed, or lost with a stopped process), so a keyword restarted after a stop is not
 * given up for the pages it had read. The requests of runs under way were never split so: all but
 * their last are taken as answered (the old budget, pages + 3, already bounded them).
 */
export class Migration20261128140000_keyword_call_answers extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table tracking_run_keyword_calls add column answered integer not null default 0;');
    this.addSql(`update tracking_run_keyword_calls c set answered = c.calls - 1
      from tracking_runs r where r.id = c.run_id and r.finished_at is null and c.calls > 1;`);
  }

  override async down(): Promise<void> {
    this.addSql('alter table tracking_run_keyword_calls drop column answered;');
  }
}
