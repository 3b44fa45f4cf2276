import { Migration } from '@mikro-orm/migrations';

/**
 * The cannibalised keywords of each run (with the own URLs on their page), stored with the run's
 * counts when it ends, so the list is read by run instead of walking the run's every results page on
 * each view. Runs already counted get theirs here, for the own domain they were counted for.
 */
export class Migration20261128233000_run_cannibalised_keywords extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table tracking_run_cannibalised_keywords (
      run_id uuid not null references tracking_runs (id) on delete cascade,
      device varchar(16) not null,
      keyword varchar(200) not null,
      urls jsonb not null,
      primary key (run_id, device, keyword));`);
    this.addSql(`insert into tracking_run_cannibalised_keywords (run_id, device, keyword, urls)
      with counted as (select distinct run_id, own_domain from tracking_run_cannibalisation),
      own as (
        select c.run_id, e.id, u.url from counted c
        join serp_domains d on d.domain = c.own_domain or right(d.domain, length(c.own_domain) + 1) = '.' || c.own_domain
        join serp_urls u on u.domain_id = d.id join serp_entries e on e.url_id = u.id),
      hits as (
        select s.run_id, s.keyword, s.device, o.url, coalesce(s.positions[x.ord], s.first_position + x.ord - 1) as position
        from serp_snapshots s cross join lateral unnest(s.entry_ids) with ordinality as x(id, ord) join own o on o.id = x.id and o.run_id = s.run_id
        where coalesce(s.positions[x.ord], s.first_position + x.ord - 1) <= 100)
      select run_id, device, keyword, json_agg(json_build_object('url', url, 'position', position) order by position)
      from hits group by run_id, device, keyword having count(distinct url) >= 2;`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table tracking_run_cannibalised_keywords;');
  }
}
