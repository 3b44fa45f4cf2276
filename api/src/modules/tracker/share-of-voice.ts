import type { EntityManager } from '@mikro-orm/postgresql';
import type { ResearchProvider } from '../seo/research/research-provider';
import type { SerpDevice } from '../seo/serp/serp-provider';
import { deviceSql } from './tracker-results.repository';
import type { TrackingInstance } from './tracking-instance.entity';
import { EVERY_KEYWORD, type TrackerRunFiguresRepository } from './tracker-run-figures.repository';

/** A volume older than this is fetched again. */
const VOLUME_MAX_AGE_DAYS = 30;
/** Keywords whose volumes one run end fetches at most (the rest wait for the next runs), so a run's end stays short. */
export const VOLUMES_PER_REFRESH = 1000;

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
 * Fetches the monthly volumes the instance's keywords lack (or have had for a month) from the
 * research provider, at most VOLUMES_PER_REFRESH keywords a call, and stores them for every instance
 * in the country. Not charged: no keyword credits are spent.
 */
export async function refreshKeywordVolumes(em: EntityManager, research: ResearchProvider, instance: TrackingInstance): Promise<number> {
  const rows = await em.execute<{ keyword: string }[]>(
    `select k.keyword from tracking_keywords k
     left join tracking_keyword_volumes v on v.keyword_key = k.keyword_key and v.country = ?
     where k.instance_id = ? and (v.keyword_key is null or v.fetched_at < now() - interval '${VOLUME_MAX_AGE_DAYS} days')
     order by k.ordinal limit ${VOLUMES_PER_REFRESH}`,
    [instance.serpCountry, instance.id],
  );
  if (rows.length === 0) return 0;
  const stats = await research.keywordStats({ keywords: rows.map((row) => row.keyword), country: instance.serpCountry });
  const volumes = new Map(stats.map((stat) => [stat.keyword.toLowerCase(), Math.max(0, Math.round(stat.volume))]));
  // A keyword the vendor has no figure for counts 0 searches until the next refresh.
  const values = rows.map((row) => ({ keyword: row.keyword.toLowerCase(), volume: volumes.get(row.keyword.toLowerCase()) ?? 0 }));
  await em.execute(
    `insert into tracking_keyword_volumes (keyword_key, country, volume, fetched_at)
     select v.keyword, ?, v.volume, now() from jsonb_to_recordset(?::jsonb) as v(keyword text, volume integer)
     on conflict (keyword_key, country) do update set volume = excluded.volume, fetched_at = excluded.fetched_at`,
    [instance.serpCountry, JSON.stringify(values)],
  );
  return values.length;
}

/**
 * Share of voice per company and reported run: over the tracked keywords with a volume, the sum of
 * volume x expected CTR of the company's position (1–20, shareOfVoiceCurveSql), as a share of the
 * sum of their volumes: the part of all searches for those keywords expected to click through to it.
 * Keywords not checked in a run count in neither sum. The sums are stored per run (tracker-run-figures.repository.ts).
 */
export async function shareOfVoice(
  em: EntityManager,
  figures: TrackerRunFiguresRepository,
  instance: TrackingInstance,
  filter: { device: SerpDevice | null; tag: string | null },
): Promise<ShareOfVoice> {
  await figures.storeMissing(instance.id);
  const onDevice = deviceSql('f.device', filter.device);
  const rows = await em.execute<{ domain: string; run_at: Date | string; weighted: string | number; volume: string | number }[]>(
    // Only reported runs have figures (a run's end stores them; failed runs have none).
    `select f.domain, f.run_at, sum(f.sov_weighted) as weighted, sum(f.sov_volume) as volume
     from tracking_run_tag_figures f where f.instance_id = ? and f.tag = ?${onDevice.sql}
     group by f.run_id, f.run_at, f.domain order by f.run_at`,
    [instance.id, filter.tag ?? EVERY_KEYWORD, ...onDevice.params],
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
  };
}
