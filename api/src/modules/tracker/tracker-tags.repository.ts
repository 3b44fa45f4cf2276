import type { EntityManager } from '@mikro-orm/postgresql';
import type { SerpDevice } from '../seo/serp/serp-provider';
import { deviceSql } from './device-sql';
import type { TrackingInstance } from './tracking-instance.entity';
import { REPORTED_RUN_STATUSES_SQL } from './tracking-run.entity';
import { EVERY_KEYWORD, type TrackerRunFiguresRepository } from './tracker-run-figures.repository';
import { curvedSumSql, bestRate, visibilityTenths } from './visibility-curve';
import type { CtrCurve } from './ctr-curve';

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
  /** The click-through rates visibility weighs positions by (the same for every tag). */
  ctrCurve: CtrCurve;
}

/**
 * Per tag, the latest reported run's results of the keywords carrying it, per company: read from the
 * figures stored per run (tracker-run-figures.repository.ts), computed first when not current. Visibility
 * weighs positions by `curve`, as the instance's visibility does.
 */
export async function tagSummaries(em: EntityManager, figures: TrackerRunFiguresRepository, instance: TrackingInstance, device: SerpDevice | null, curve: CtrCurve): Promise<TagSummary[]> {
  const [latest] = await em.execute<{ id: string }[]>(
    `select id from tracking_runs where instance_id = ? and status in ${REPORTED_RUN_STATUSES_SQL} order by created_at desc limit 1`,
    [instance.id],
  );
  if (!latest) return [];
  await figures.storeMissing(instance.id, [latest.id]);
  const onDevice = deviceSql('device', device);
  const ctrSum = curvedSumSql('ctr_sum', 'keywords_at', curve.own, 'visibility');
  const rows = await em.execute<{ tag: string; domain: string; checked: string | number; found: string | number; position_sum: string | number; ctr_sum: string | number }[]>(
    `select tag, domain, sum(keywords_checked) as checked, sum(keywords_found) as found, sum(position_sum) as position_sum, ${ctrSum.sql} as ctr_sum
     from tracking_run_tag_figures where run_id = ? and tag <> ?${onDevice.sql}
     group by tag, domain order by tag`,
    [...ctrSum.params, latest.id, EVERY_KEYWORD, ...onDevice.params],
  );
  const top = bestRate(curve.own);
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
        visibility: checked === 0 ? 0 : visibilityTenths(Number(row?.ctr_sum ?? 0), checked, top) / 10,
      };
    }),
    ctrCurve: curve,
  }));
}
