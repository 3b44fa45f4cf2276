import { Migration } from '@mikro-orm/migrations';

/**
 * The keyword table's cells of each instance's latest reported run, stored when a run ends: per
 * keyword and device, every company's position and URL with its position in the run compared with
 * and its best, so a page of the table reads one row per keyword instead of three primary-key
 * lookups per company. `tracking_keyword_table_runs` says which run's cells are stored and which run
 * they compare with; the table falls back to the lookups for any other pair. Instances with runs get
 * theirs here.
 */
export class Migration20261129030000_keyword_table_cells extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table tracking_keyword_table_runs (
      instance_id uuid primary key references tracking_instances (id) on delete cascade,
      run_id uuid not null references tracking_runs (id) on delete cascade,
      compared_run_id uuid null references tracking_runs (id) on delete cascade);`);
    this.addSql(`create table tracking_keyword_table_cells (
      run_id uuid not null references tracking_runs (id) on delete cascade,
      keyword varchar(200) not null,
      device varchar(7) not null,
      cells jsonb not null,
      primary key (run_id, keyword, device));`);
    this.addSql(`insert into tracking_keyword_table_runs (instance_id, run_id, compared_run_id)
      with ranked as (
        select id, instance_id, row_number() over (partition by instance_id order by created_at desc, id desc) as n
        from tracking_runs where status in ('completed', 'partial'))
      select latest.instance_id, latest.id, compared.id from ranked latest
      left join ranked compared on compared.instance_id = latest.instance_id and compared.n = 2
      where latest.n = 1;`);
    this.addSql(`insert into tracking_keyword_table_cells (run_id, keyword, device, cells)
      select cur.run_id, cur.keyword, cur.device, jsonb_agg(jsonb_build_array(cur.domain, cur.position, cur.url, prev.position, best.best_position) order by cur.domain)
      from tracking_keyword_table_runs m
      join tracking_results cur on cur.run_id = m.run_id
      left join tracking_results prev on prev.run_id = m.compared_run_id and prev.domain = cur.domain and prev.keyword = cur.keyword and prev.device = cur.device
      left join tracking_best_positions best on best.instance_id = m.instance_id and best.keyword = cur.keyword and best.domain = cur.domain and best.device = cur.device
      group by cur.run_id, cur.keyword, cur.device;`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table tracking_keyword_table_cells;');
    this.addSql('drop table tracking_keyword_table_runs;');
  }
}
