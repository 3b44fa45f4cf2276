import type { EntityManager } from '@mikro-orm/postgresql';
import type { ResearchProvider } from '../seo/research/research-provider';
import type { TrackingInstance } from './tracking-instance.entity';

/** Figures older than this are fetched again. */
const METRICS_MAX_AGE_DAYS = 30;
/** Keywords whose figures one run end fetches at most (the rest wait for the next runs), so a run's end stays short. */
export const METRICS_PER_REFRESH = 1000;

/**
 * Fetches the monthly volume and CPC of the instance's keywords that have none (or have had them for
 * a month, or were fetched before CPCs were kept) from the research provider, at most
 * METRICS_PER_REFRESH keywords a call, and stores them for every instance in the country
 * (tracking_keyword_volumes: share of voice and the keyword table read them). Not charged: no credits
 * are spent, so a run costs what its cost line said. A keyword the vendor has no figures for is
 * stored without them (volume 0 for share of voice, has_volume false for the table) until the next refresh.
 */
export async function refreshKeywordMetrics(em: EntityManager, research: ResearchProvider, instance: TrackingInstance): Promise<number> {
  const rows = await em.execute<{ keyword: string }[]>(
    `select k.keyword from tracking_keywords k
     left join tracking_keyword_volumes v on v.keyword_key = k.keyword_key and v.country = ?
     where k.instance_id = ? and (v.keyword_key is null or v.source is null or v.fetched_at < now() - interval '${METRICS_MAX_AGE_DAYS} days')
     order by k.ordinal limit ${METRICS_PER_REFRESH}`,
    [instance.serpCountry, instance.id],
  );
  if (rows.length === 0) return 0;
  const stats = await research.keywordStats({ keywords: rows.map((row) => row.keyword), country: instance.serpCountry });
  const found = new Map(stats.map((stat) => [stat.keyword.toLowerCase(), stat]));
  const values = rows.map((row) => {
    const stat = found.get(row.keyword.toLowerCase());
    const volume = stat && Number.isFinite(stat.volume) ? Math.max(0, Math.round(stat.volume)) : null;
    const cpc = stat && Number.isFinite(stat.cpc) ? Math.max(0, stat.cpc) : null;
    return { keyword: row.keyword.toLowerCase(), volume: volume ?? 0, has_volume: volume !== null, cpc };
  });
  await em.execute(
    `insert into tracking_keyword_volumes (keyword_key, country, volume, has_volume, cpc, source, fetched_at)
     select v.keyword, ?, v.volume, v.has_volume, v.cpc, ?, now() from jsonb_to_recordset(?::jsonb) as v(keyword text, volume integer, has_volume boolean, cpc numeric)
     on conflict (keyword_key, country) do update set volume = excluded.volume, has_volume = excluded.has_volume, cpc = excluded.cpc, source = excluded.source, fetched_at = excluded.fetched_at`,
    [instance.serpCountry, research.source, JSON.stringify(values)],
  );
  return values.length;
}
