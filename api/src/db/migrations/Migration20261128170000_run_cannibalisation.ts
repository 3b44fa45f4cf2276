import { Migration } from '@mikro-orm/migrations';

/**
 * Cannibalisation counts per run and device, written when a run ends, so the health series reads
 * one row per run instead of walking every stored results page of every run. Existing history is
 * counted here, for each instance's own domain (and its subdomains), over the top 100.
 */
export class Migration20261128170000_run_cannibalisation extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table tracking_run_cannibalisation (
      run_id uuid not null references tracking_runs (id) on delete cascade,
      device varchar(16) not null,
      own_domain varchar(253) not null,
      keywords_checked integer not null,
      keywords_cannibalised integer not null,
      primary key (run_id, device));`);
    this.addSql(`insert into tracking_run_cannibalisation (run_id, device, own_domain, keywords_checked, keywords_cannibalised)
      with own as (
        select i.id as instance_id, e.id, u.url from tracking_instances i
        join serp_domains d on d.domain = i.user_domain or right(d.domain, length(i.user_domain) + 1) = '.' || i.user_domain
        join serp_urls u on u.domain_id = d.id join serp_entries e on e.url_id = u.id),
      hits as (
        select s.run_id, s.keyword, s.device, o.url from serp_snapshots s join tracking_runs r on r.id = s.run_id
        cross join lateral unnest(s.entry_ids) with ordinality as x(id, ord) join own o on o.id = x.id and o.instance_id = r.instance_id
        where coalesce(s.positions[x.ord], s.first_position + x.ord - 1) <= 100),
      cannibalised as (select run_id, device, keyword from hits group by run_id, device, keyword having count(distinct url) >= 2),
      checked as (select run_id, device, count(*) as keywords from serp_snapshots group by run_id, device)
      select c.run_id, c.device, i.user_domain, c.keywords,
        (select count(*) from cannibalised k where k.run_id = c.run_id and k.device = c.device)
      from checked c join tracking_runs r on r.id = c.run_id join tracking_instances i on i.id = r.instance_id;`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table tracking_run_cannibalisation;');
  }
}
