import { Migration } from '@mikro-orm/migrations';

/**
 * What any click-through curve needs of a run, stored beside the default curve's sums: per run, device, tag and
 * company (tracking_run_tag_figures) the keywords and the search volume at each position 1–20, and per run,
 * company and device (tracking_run_summaries) the keywords at each position. Visibility and share of voice weigh
 * them by the site's own CTR where its Search Console has enough impressions (tracker/ctr-curve.ts), still as
 * indexed lookups. That CTR comes from a property's clicks and impressions per day and rounded position
 * (search_console_position_days, written as a day's rows are stored), not from every row of every day. The existing
 * history is filled here, in SQL.
 */
export class Migration20261201100000_ctr_curve_positions extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table tracking_run_tag_figures add column keywords_at integer[] not null default array_fill(0, array[20]),
      add column volume_at bigint[] not null default array_fill(0::bigint, array[20]);`);
    this.addSql('alter table tracking_run_summaries add column keywords_at integer[] not null default array_fill(0, array[20]);');
    // Rows beyond position 20 or not found add nothing: groups without any keep the zeros.
    this.addSql(`update tracking_run_tag_figures f set keywords_at = x.keywords_at, volume_at = x.volume_at
      from (select r.run_id, r.device, t.tag, r.domain, ${perPosition('count(*)', 'integer')} as keywords_at, ${perPosition('sum(v.volume)', 'bigint')} as volume_at
        from tracking_results r
        join tracking_instances i on i.id = r.instance_id
        join tracking_keywords k on k.instance_id = r.instance_id and k.keyword_key = lower(r.keyword)
        cross join unnest(array['']::text[] || k.tags) as t(tag)
        left join tracking_keyword_volumes v on v.keyword_key = k.keyword_key and v.country = i.serp_country
        where r.position between 1 and 20
        group by r.run_id, r.device, t.tag, r.domain) x
      where f.run_id = x.run_id and f.device = x.device and f.tag = x.tag and f.domain = x.domain;`);
    this.addSql(`update tracking_run_summaries s set keywords_at = x.keywords_at
      from (select r.run_id, r.domain, r.device, ${perPosition('count(*)', 'integer')} as keywords_at from tracking_results r
        where r.position between 1 and 20 group by r.run_id, r.domain, r.device) x
      where s.run_id = x.run_id and s.domain = x.domain and s.device = x.device;`);
    this.addSql(`create table search_console_position_days (
      property_key integer not null references search_console_properties (key) on delete cascade,
      day date not null,
      position smallint not null,
      clicks bigint not null,
      impressions bigint not null,
      primary key (property_key, day, position));`);
    this.addSql(`insert into search_console_position_days (property_key, day, position, clicks, impressions)
      select property_key, day, round(position_sum / impressions)::int, sum(clicks), sum(impressions) from search_console_rows
      where query_id <> 0 and impressions > 0 and round(position_sum / impressions) between 1 and 20
      group by property_key, day, round(position_sum / impressions);`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table search_console_position_days;');
    this.addSql('alter table tracking_run_summaries drop column keywords_at;');
    this.addSql('alter table tracking_run_tag_figures drop column keywords_at, drop column volume_at;');
  }
}

/** Per position 1–20, `aggregate` over the group's rows at it (0 where none): kept here as this migration's tables have it. */
function perPosition(aggregate: string, type: 'integer' | 'bigint'): string {
  return `array[${Array.from({ length: 20 }, (_, index) => `coalesce(${aggregate} filter (where r.position = ${index + 1}), 0)`).join(', ')}]::${type}[]`;
}
