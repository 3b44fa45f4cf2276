import type { EntityManager } from '@mikro-orm/postgresql';
import type { SerpDevice } from '../seo/serp/serp-provider';
import { deviceSql } from './tracker-results.repository';
import type { TrackingInstance } from './tracking-instance.entity';
import { REPORTED_RUN_STATUSES_SQL } from './tracking-run.entity';
import { shareOfVoiceCurveSql } from './visibility-curve';

export interface ShareOfVoicePoint {
  runAt: Date;
  /** In %, to 1 decimal. */
  share: number;
}

export interface CompanyShareOfVoice {
  companyName: string;
  domain: string;
  own: boolean;
  /** The latest run's share; null before the first run with volumes. */
  share: number | null;
  points: ShareOfVoicePoint[];
}

export interface ShareOfVoice {
  /** Tracked keywords (of the tag, when given) with a known search volume, and in all. */
  keywordsWithVolume: number;
  keywordsTotal: number;
  companies: CompanyShareOfVoice[];
}

/**
 * Share of voice per company and reported run: over the tracked keywords with a volume, the sum of
 * volume x expected CTR of the company's position (1–20, shareOfVoiceCurveSql), as a share of the
 * sum of their volumes: the part of all searches for those keywords expected to click through to it.
 * Keywords not checked in a run count in neither sum.
 */
export async function shareOfVoice(em: EntityManager, instance: TrackingInstance, filter: { device: SerpDevice | null; tag: string | null }): Promise<ShareOfVoice> {
  const onDevice = deviceSql('r.device', filter.device);
  const onTag = filter.tag ? { sql: ' and ? = any(k.tags)', params: [filter.tag] } : { sql: '', params: [] };
  const rows = await em.execute<{ domain: string; run_at: Date | string; weighted: string | number; volume: string | number }[]>(
    `select r.domain, t.created_at as run_at, sum(v.volume * coalesce(ctr.rate, 0)) as weighted, sum(v.volume) as volume
     from tracking_results r
     join tracking_runs t on t.id = r.run_id and t.status in ${REPORTED_RUN_STATUSES_SQL}
     join tracking_keywords k on k.instance_id = r.instance_id and k.keyword_key = lower(r.keyword)
     join tracking_keyword_volumes v on v.keyword_key = k.keyword_key and v.country = ?
     left join ${shareOfVoiceCurveSql()} on ctr.position = r.position
     where r.instance_id = ?${onDevice.sql}${onTag.sql}
     group by r.run_id, t.created_at, r.domain order by t.created_at`,
    [instance.serpCountry, instance.id, ...onDevice.params, ...onTag.params],
  );
  const [counted] = await em.execute<{ total: string | number; with_volume: string | number }[]>(
    `select count(*) as total, count(v.keyword_key) as with_volume from tracking_keywords k
     left join tracking_keyword_volumes v on v.keyword_key = k.keyword_key and v.country = ?
     where k.instance_id = ?${filter.tag ? ' and ? = any(k.tags)' : ''}`,
    [instance.serpCountry, instance.id, ...onTag.params],
  );
  return {
    keywordsWithVolume: Number(counted.with_volume),
    keywordsTotal: Number(counted.total),
    companies: instance.companies.map((company) => {
      const points = rows
        .filter((row) => row.domain === company.domain && Number(row.volume) > 0)
        .map((row) => ({ runAt: new Date(row.run_at), share: Math.round((Number(row.weighted) / Number(row.volume)) * 10) / 10 }));
      return { companyName: company.companyName, domain: company.domain, own: company.own, share: points.at(-1)?.share ?? null, points };
    }),
  };
}
