import type { EntityManager } from '@mikro-orm/postgresql';

/** A property's clicks and impressions at one rounded average position. */
export interface PositionClickThrough {
  position: number;
  clicks: number;
  impressions: number;
}

/**
 * A property's query rows over [from, to] (YYYY-MM-DD) grouped by their rounded average position 1-20: clicks and
 * impressions summed, positions without impressions left out. The one copy of the site's own CTR by position: the
 * property's reads (ctrByPosition) and the tracker's click-through curve (tracker/ctr-curve.ts) both divide it.
 */
export async function clickThroughByPosition(em: EntityManager, propertyKey: number, range: { from: string; to: string }): Promise<PositionClickThrough[]> {
  const rows = await em.execute<{ position: number; clicks: string; impressions: string }[]>(
    `select round(position_sum / impressions)::int as position, sum(clicks) as clicks, sum(impressions) as impressions from search_console_rows
     where property_key = ? and day between ? and ? and query_id <> 0 and impressions > 0 and round(position_sum / impressions) between 1 and 20
     group by 1 order by 1`,
    [propertyKey, range.from, range.to],
  );
  return rows.map((row) => ({ position: Number(row.position), clicks: Number(row.clicks), impressions: Number(row.impressions) }));
}
