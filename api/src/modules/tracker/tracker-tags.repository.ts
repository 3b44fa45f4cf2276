import type { EntityManager } from '@mikro-orm/postgresql';
import type { SerpDevice } from '../seo/serp/serp-provider';
import { deviceSql } from './tracker-results.repository';
import type { TrackingInstance } from './tracking-instance.entity';
import { REPORTED_RUN_STATUSES_SQL } from './tracking-run.entity';
import { ctrCurveSql, visibilityTenths } from './visibility-curve';

export interface TagCompanySummary {
  domain: string;
  companyName: string;
  own: boolean;
  keywordsChecked: number;
  keywordsFound: number;
  averageRank: number | null;
  /** As the instance's visibility: expected clicks as a share of every keyword at position 1, in %. */
  visibility: number;
}

export interface TagSummary {
  tag: string;
  companies: TagCompanySummary[];
}

/**
 * Per tag, the latest reported run's results of the keywords carrying it, per company: one grouped
 * query over that run's rows joined to the keywords' tags.
 */
export async function tagSummaries(em: EntityManager, instance: TrackingInstance, device: SerpDevice | null): Promise<TagSummary[]> {
  const onDevice = deviceSql('r.device', device);
  const rows = await em.execute<{ tag: string; domain: string; checked: string | number; found: string | number; position_sum: string | number; ctr_sum: string | number }[]>(
    `select t.tag, r.domain, count(*) as checked, count(*) filter (where r.position > 0) as found,
       coalesce(sum(r.position) filter (where r.position > 0), 0) as position_sum, coalesce(sum(ctr.rate), 0) as ctr_sum
     from tracking_results r
     join tracking_keywords k on k.instance_id = r.instance_id and k.keyword_key = lower(r.keyword)
     cross join unnest(k.tags) as t(tag)
     left join ${ctrCurveSql()} on ctr.position = r.position
     where r.run_id = (select id from tracking_runs where instance_id = ? and status in ${REPORTED_RUN_STATUSES_SQL} order by created_at desc limit 1)${onDevice.sql}
     group by t.tag, r.domain order by t.tag`,
    [instance.id, ...onDevice.params],
  );
  const tags = [...new Set(rows.map((row) => row.tag))];
  return tags.map((tag) => ({
    tag,
    companies: instance.companies.map((company) => {
      const row = rows.find((candidate) => candidate.tag === tag && candidate.domain === company.domain);
      const checked = Number(row?.checked ?? 0);
      const found = Number(row?.found ?? 0);
      return {
        domain: company.domain,
        companyName: company.companyName,
        own: company.own,
        keywordsChecked: checked,
        keywordsFound: found,
        averageRank: found === 0 ? null : Math.round((Number(row?.position_sum) / found) * 10) / 10,
        visibility: checked === 0 ? 0 : visibilityTenths(Number(row?.ctr_sum ?? 0), checked) / 10,
      };
    }),
  }));
}
