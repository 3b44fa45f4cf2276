import type { EntityManager } from '@mikro-orm/postgresql';

/** A property's clicks and impressions at one rounded average position. */
export interface PositionClickThrough {
  position: number;
  clicks: number;
  impressions: number;
}

/**
 * Replaces a property's clicks and impressions per rounded average position 1-20 of `day` (search_console_position_days)
 * from its stored query rows: storeDay calls it in the transaction that replaces the day's rows. The one copy of which
 * rows the site's own CTR by position counts; reads then sum at most 20 rows a day instead of every row of every day
 * (90 days of a large property's rows are millions: ~0.5 s a read, against a few ms).
 */
export async function storePositionDay(em: EntityManager, propertyKey: number, day: string): Promise<void> {
  await em.execute('delete from search_console_position_days where property_key = ? and day = ?', [propertyKey, day]);
  await em.execute(
    `insert into search_console_position_days (property_key, day, position, clicks, impressions)
     select property_key, day, round(position_sum / impressions)::int, sum(clicks), sum(impressions) from search_console_rows
     where property_key = ? and day = ? and query_id <> 0 and impressions > 0 and round(position_sum / impressions) between 1 and 20
     group by property_key, day, round(position_sum / impressions)`,
    [propertyKey, day],
  );
}

/**
 * A property's query rows over [from, to] (YYYY-MM-DD) by their rounded average position 1-20: clicks and impressions
 * summed, positions without impressions left out. The one read of the site's own CTR by position: the property's reads
 * (ctrByPosition) and the tracker's click-through curve (tracker/ctr-curve.ts) both divide it.
 */
export async function clickThroughByPosition(em: EntityManager, propertyKey: number, range: { from: string; to: string }): Promise<PositionClickThrough[]> {
  const rows = await em.execute<{ position: number; clicks: string; impressions: string }[]>(
    `select position, sum(clicks) as clicks, sum(impressions) as impressions from search_console_position_days
     where property_key = ? and day between ? and ? group by position order by position`,
    [propertyKey, range.from, range.to],
  );
  return rows.map((row) => ({ position: Number(row.position), clicks: Number(row.clicks), impressions: Number(row.impressions) }));
}
