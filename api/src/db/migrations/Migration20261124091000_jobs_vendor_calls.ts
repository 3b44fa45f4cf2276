import { Migration } from '@mikro-orm/migrations';

export class Migration20261124091000_jobs_vendor_calls extends Migration {
  override async up(): Promise<void> {
    // A run's vendor requests per keyword, counted one statement per request before it is sent (the
    // run's retry budget); a row each, as rewriting one JSON object per request grows with the run.
    this.addSql(`
      create table tracking_run_keyword_calls (
        run_id uuid not null references tracking_runs (id) on delete cascade,
        keyword varchar(200) not null,
        calls integer not null,
        primary key (run_id, keyword)
      );`);
    this.addSql(`insert into tracking_run_keyword_calls (run_id, keyword, calls)
      select r.id, c.key, c.value::integer from tracking_runs r, jsonb_each_text(r.keyword_calls) c;`);
    this.addSql('alter table tracking_runs drop column keyword_calls;');
  }

  override async down(): Promise<void> {
    this.addSql("alter table tracking_runs add column keyword_calls jsonb not null default '{}';");
    this.addSql(`update tracking_runs r set keyword_calls = c.calls from (
      select run_id, jsonb_object_agg(keyword, calls) as calls from tracking_run_keyword_calls group by run_id) c where c.run_id = r.id;`);
    this.addSql('drop table tracking_run_keyword_calls;');
  }
}
