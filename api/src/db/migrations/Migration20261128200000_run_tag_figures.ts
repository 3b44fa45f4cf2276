import { Migration } from '@mikro-orm/migrations';
import { REPORTED_RUN_STATUSES_SQL } from '../../modules/tracker/tracking-run.entity';
import { ctrCurveSql, shareOfVoiceCurveSql } from '../../modules/tracker/visibility-curve';

/**
 * Share of voice and tag summaries stored per run (tracker-run-figures.repository.ts), so reads are
 * indexed lookups. `tracking_run_figures` marks the runs whose figures are current; triggers drop the
 * marks of an instance's runs when what the figures depend on changes: its keywords (added back with
 * a history, removed, re-tagged), the volumes of its country, or its country. The next run end,
 * volume refresh or read computes the unmarked runs again. Existing history is computed here.
 */
export class Migration20261128200000_run_tag_figures extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table tracking_run_tag_figures (
      run_id uuid not null references tracking_runs (id) on delete cascade,
      instance_id uuid not null,
      run_at timestamptz not null,
      device varchar(7) not null,
      tag text not null,
      domain varchar(253) not null,
      keywords_checked integer not null,
      keywords_found integer not null,
      position_sum bigint not null,
      ctr_sum numeric not null,
      sov_weighted numeric not null,
      sov_volume bigint not null,
      primary key (run_id, device, tag, domain));`);
    // Share of voice reads one tag's rows of every run: from the index alone.
    this.addSql(`create index tracking_run_tag_figures_instance_tag_index on tracking_run_tag_figures (instance_id, tag, run_at)
      include (run_id, device, domain, sov_weighted, sov_volume);`);
    this.addSql(`create table tracking_run_figures (
      run_id uuid primary key references tracking_runs (id) on delete cascade,
      instance_id uuid not null);`);
    this.addSql('create index tracking_run_figures_instance_index on tracking_run_figures (instance_id);');

    this.addSql(`create function tracking_figures_outdated_by_keywords() returns trigger language plpgsql as $$
      begin
        delete from tracking_run_figures where instance_id in (select instance_id from changed);
        return null;
      end $$;`);
    // A keyword added again brings its earlier results back into the figures; a new one has none.
    this.addSql(`create function tracking_figures_outdated_by_added_keywords() returns trigger language plpgsql as $$
      begin
        delete from tracking_run_figures where instance_id in (select c.instance_id from changed c
          where exists (select 1 from tracking_results r where r.instance_id = c.instance_id and r.keyword in (c.keyword, c.keyword_key)));
        return null;
      end $$;`);
    this.addSql(`create function tracking_figures_outdated_by_edited_keywords() returns trigger language plpgsql as $$
      begin
        delete from tracking_run_figures where instance_id in (select c.instance_id from changed c
          where not exists (select 1 from before_rows b where b.instance_id = c.instance_id and b.keyword_key = c.keyword_key and b.tags = c.tags));
        return null;
      end $$;`);
    this.addSql(`create function tracking_figures_outdated_by_volumes() returns trigger language plpgsql as $$
      begin
        delete from tracking_run_figures where instance_id in (select k.instance_id from changed c
          join tracking_keywords k on k.keyword_key = c.keyword_key join tracking_instances i on i.id = k.instance_id and i.serp_country = c.country);
        return null;
      end $$;`);
    this.addSql(`create function tracking_figures_outdated_by_edited_volumes() returns trigger language plpgsql as $$
      begin
        delete from tracking_run_figures where instance_id in (select k.instance_id from changed c
          join before_rows b on b.keyword_key = c.keyword_key and b.country = c.country and b.volume is distinct from c.volume
          join tracking_keywords k on k.keyword_key = c.keyword_key join tracking_instances i on i.id = k.instance_id and i.serp_country = c.country);
        return null;
      end $$;`);
    this.addSql(`create function tracking_figures_outdated_by_country() returns trigger language plpgsql as $$
      begin
        delete from tracking_run_figures where instance_id = new.id;
        return null;
      end $$;`);
    this.addSql(`create trigger tracking_keywords_removed_figures after delete on tracking_keywords
      referencing old table as changed for each statement execute function tracking_figures_outdated_by_keywords();`);
    this.addSql(`create trigger tracking_keywords_added_figures after insert on tracking_keywords
      referencing new table as changed for each statement execute function tracking_figures_outdated_by_added_keywords();`);
    this.addSql(`create trigger tracking_keywords_edited_figures after update on tracking_keywords
      referencing old table as before_rows new table as changed for each statement execute function tracking_figures_outdated_by_edited_keywords();`);
    this.addSql(`create trigger tracking_keyword_volumes_added_figures after insert on tracking_keyword_volumes
      referencing new table as changed for each statement execute function tracking_figures_outdated_by_volumes();`);
    this.addSql(`create trigger tracking_keyword_volumes_removed_figures after delete on tracking_keyword_volumes
      referencing old table as changed for each statement execute function tracking_figures_outdated_by_volumes();`);
    this.addSql(`create trigger tracking_keyword_volumes_edited_figures after update on tracking_keyword_volumes
      referencing old table as before_rows new table as changed for each statement execute function tracking_figures_outdated_by_edited_volumes();`);
    this.addSql(`create trigger tracking_instances_country_figures after update of serp_country on tracking_instances
      for each row when (old.serp_country is distinct from new.serp_country) execute function tracking_figures_outdated_by_country();`);

    const reported = `select id from tracking_runs where status in ${REPORTED_RUN_STATUSES_SQL}`;
    this.addSql(`${tagFiguresInsertSql(`r.run_id in (${reported})`)};`);
    this.addSql(`insert into tracking_run_figures (run_id, instance_id) select id, instance_id from tracking_runs where status in ${REPORTED_RUN_STATUSES_SQL};`);
  }

  override async down(): Promise<void> {
    this.addSql('drop trigger tracking_instances_country_figures on tracking_instances;');
    this.addSql('drop trigger tracking_keyword_volumes_edited_figures on tracking_keyword_volumes;');
    this.addSql('drop trigger tracking_keyword_volumes_removed_figures on tracking_keyword_volumes;');
    this.addSql('drop trigger tracking_keyword_volumes_added_figures on tracking_keyword_volumes;');
    this.addSql('drop trigger tracking_keywords_edited_figures on tracking_keywords;');
    this.addSql('drop trigger tracking_keywords_added_figures on tracking_keywords;');
    this.addSql('drop trigger tracking_keywords_removed_figures on tracking_keywords;');
    this.addSql('drop function tracking_figures_outdated_by_country();');
    this.addSql('drop function tracking_figures_outdated_by_edited_volumes();');
    this.addSql('drop function tracking_figures_outdated_by_volumes();');
    this.addSql('drop function tracking_figures_outdated_by_edited_keywords();');
    this.addSql('drop function tracking_figures_outdated_by_added_keywords();');
    this.addSql('drop function tracking_figures_outdated_by_keywords();');
    this.addSql('drop table tracking_run_figures;');
    this.addSql('drop table tracking_run_tag_figures;');
  }
}

/**
 * The figures' insert as this migration's table has it (with run_at, which a later migration drops):
 * kept here so that migrating an older database still fills the table it creates.
 */
function tagFiguresInsertSql(resultFilter: string): string {
  return `insert into tracking_run_tag_figures (run_id, instance_id, run_at, device, tag, domain, keywords_checked, keywords_found, position_sum, ctr_sum, sov_weighted, sov_volume)
    select r.run_id, r.instance_id, r.run_at, r.device, t.tag, r.domain, count(*), count(*) filter (where r.position > 0),
      coalesce(sum(r.position) filter (where r.position > 0), 0), coalesce(sum(ctr.rate), 0),
      coalesce(sum(v.volume * coalesce(sov.rate, 0)), 0), coalesce(sum(v.volume), 0)
    from tracking_results r
    join tracking_instances i on i.id = r.instance_id
    join tracking_keywords k on k.instance_id = r.instance_id and k.keyword_key = lower(r.keyword)
    cross join unnest(array['']::text[] || k.tags) as t(tag)
    left join tracking_keyword_volumes v on v.keyword_key = k.keyword_key and v.country = i.serp_country
    left join ${ctrCurveSql()} on ctr.position = r.position
    left join (select position, rate from ${shareOfVoiceCurveSql()}) as sov on sov.position = r.position
    where ${resultFilter}
    group by r.run_id, r.instance_id, r.run_at, r.device, t.tag, r.domain
    on conflict (run_id, device, tag, domain) do update set keywords_checked = excluded.keywords_checked, keywords_found = excluded.keywords_found,
      position_sum = excluded.position_sum, ctr_sum = excluded.ctr_sum, sov_weighted = excluded.sov_weighted, sov_volume = excluded.sov_volume`;
}
