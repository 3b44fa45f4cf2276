import { Migration } from '@mikro-orm/migrations';

export class Migration20261123080000_tracker_urls extends Migration {
  override async up(): Promise<void> {
    // The page that ranks; rows written before this column existed keep null.
    this.addSql('alter table tracking_results add column url text null;');
    // One keyword's rows across runs: the keyword history read.
    this.addSql('create index tracking_results_instance_keyword_index on tracking_results (instance_id, keyword, domain);');
    // Per company and keyword, the best position of any completed run, lowered when a run completes:
    // the keyword table reads it by key instead of searching every run's rows.
    this.addSql(`
      create table tracking_best_positions (
        instance_id uuid not null references tracking_instances (id) on delete cascade,
        keyword varchar(200) not null,
        domain varchar(253) not null,
        best_position smallint not null,
        primary key (instance_id, keyword, domain)
      );`);
    this.addSql(`
      insert into tracking_best_positions (instance_id, keyword, domain, best_position)
      select r.instance_id, r.keyword, r.domain, min(r.position) from tracking_results r
      join tracking_runs t on t.id = r.run_id and t.status = 'completed'
      where r.position > 0 group by r.instance_id, r.keyword, r.domain;`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table tracking_best_positions;');
    this.addSql('drop index tracking_results_instance_keyword_index;');
    this.addSql('alter table tracking_results drop column url;');
  }
}
