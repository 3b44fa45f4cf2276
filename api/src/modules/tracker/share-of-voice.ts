import type { EntityManager } from '@mikro-orm/postgresql';
import type { SerpDevice } from '../seo/serp/serp-provider';
import { deviceSql } from './device-sql';
import type { TrackingInstance } from './tracking-instance.entity';
import { EVERY_KEYWORD, type TrackerRunFiguresRepository } from './tracker-run-figures.repository';
import type { CtrCurve } from './ctr-curve';
import { curvedSumSql } from './visibility-curve';

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
  /** The click-through rates the shares weigh positions by. */
  ctrCurve: CtrCurve;
}

/**
 * Share of voice per company and reported run: over the tracked keywords with a volume, the sum of
 * volume x expected CTR of the company's position (1–20: `curve`, the site's own rates where it has
 * them, else shareOfVoiceRateSql's), as a share of the sum of their volumes: the part of all searches
 * for those keywords expected to click through to it. Keywords not checked in a run count in neither
 * sum. The sums, and the volume at each position, are stored per run (tracker-run-figures.repository.ts).
 */
export async function shareOfVoice(
  em: EntityManager,
  figures: TrackerRunFiguresRepository,
  instance: TrackingInstance,
  filter: { device: SerpDevice | null; tag: string | null },
  curve: CtrCurve,
): Promise<ShareOfVoice> {
  await figures.storeMissing(instance.id);
  const onDevice = deviceSql('f.device', filter.device);
  const weighted = curvedSumSql('f.sov_weighted', 'f.volume_at', curve.own, 'shareOfVoice');
  const rows = await em.execute<{ domain: string; run_at: Date | string; weighted: string | number; volume: string | number }[]>(
    // Only reported runs have figures (a run's end stores them; failed runs have none). The sums come
    // from the figures' covering index alone (the site's own rates read the volumes per position beside them);
    // each run's time then from the run itself.
    `select f.domain, run.created_at as run_at, f.weighted, f.volume
     from (select run_id, domain, ${weighted.sql} as weighted, sum(f.sov_volume) as volume from tracking_run_tag_figures f
       where f.instance_id = ? and f.tag = ?${onDevice.sql} group by run_id, domain) f
     join tracking_runs run on run.id = f.run_id order by run.created_at, f.domain`,
    [...weighted.params, instance.id, filter.tag ?? EVERY_KEYWORD, ...onDevice.params],
  );
  const onTag = filter.tag ? { sql: ' and ? = any(k.tags)', params: [filter.tag] } : { sql: '', params: [] };
  const [counted] = await em.execute<{ total: string | number; with_volume: string | number }[]>(
    `select count(*) as total, count(v.keyword_key) as with_volume from tracking_keywords k
     left join tracking_keyword_volumes v on v.keyword_key = k.keyword_key and v.country = ?
     where k.instance_id = ?${onTag.sql}`,
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
    ctrCurve: curve,
  };
}
