import type { EntityManager } from '@mikro-orm/postgresql';
import { searchConsoleCountry } from '../search-console/country-codes';
import { isoDay } from '../search-console/search-console-sync-plan';
import { DEVICE_CODES } from '../search-console/search-console-sync.service';
import type { SerpDevice } from '../seo/serp/serp-provider';
import type { TrackingInstance } from './tracking-instance.entity';
import type { LinkedProperty } from './linked-property';

const DAY_MS = 86_400_000;
/** The keyword table's Search Console figures cover this many days, to yesterday. */
export const SEARCH_CONSOLE_TABLE_DAYS = 28;

/** A keyword table row's Search Console figures over the table's range (same device, the instance's country). */
export interface KeywordSearchConsole {
  clicks: number;
  impressions: number;
  /** clicks / impressions, 0 to 1, to 4 decimals; 0 without impressions. */
  ctr: number;
  /** Impressions-weighted average position, to 1 decimal; null without impressions. */
  position: number | null;
}

/** What the keyword table says of the instance's linked Search Console property; null when none is linked. */
export interface KeywordTableSearchConsole {
  propertyId: string;
  from: string;
  to: string;
  /** A row is flagged when the tracked and Search Console positions differ by more than this many places. */
  flagPlaces: number;
  /** The property is the sandbox Search Console's: generated figures, never real. */
  sandbox: boolean;
}

export interface KeywordSearchConsoleRead {
  searchConsole: KeywordTableSearchConsole | null;
  /** By row key (device, keyword); a row without Search Console rows in the range has no entry. */
  figures: Map<string, KeywordSearchConsole>;
}

export const searchConsoleKey = (row: { keyword: string; device: SerpDevice }) => `${row.device}\u0000${row.keyword.toLowerCase()}`;

/**
 * One page of the keyword table's Search Console figures from `link`, the instance's linked property (null: none),
 * in two queries: the page's keywords meet the property's queries by their unique (property_key, text), then those
 * queries' rows are read along search_console_rows_query_index (property_key, query_id, day), summed per query and
 * device. Bing properties split by neither device nor country: every row of theirs counts for each device.
 */
export async function keywordSearchConsole(
  em: EntityManager,
  instance: TrackingInstance,
  link: LinkedProperty | null,
  keys: { keyword: string; device: SerpDevice }[],
  now: Date = new Date(),
): Promise<KeywordSearchConsoleRead> {
  const figures = new Map<string, KeywordSearchConsole>();
  if (!link) return { searchConsole: null, figures };
  const to = isoDay(new Date(now.getTime() - DAY_MS));
  const from = isoDay(new Date(now.getTime() - SEARCH_CONSOLE_TABLE_DAYS * DAY_MS));
  const searchConsole = { propertyId: link.id, from, to, flagPlaces: instance.searchConsoleFlagPlaces, sandbox: link.provider === 'sandbox' };
  if (keys.length === 0) return { searchConsole, figures };
  const bing = link.provider === 'bing';
  const devices = [...new Set(keys.map((key) => key.device))];
  const codes = bing ? [DEVICE_CODES.all] : devices.map((device) => DEVICE_CODES[device] ?? 0);
  // Two plain reads (plans that hold on PostgreSQL and PGlite alike, with or without statistics): the page's queries
  // by the property's unique (property_key, text), then their rows by search_console_rows_query_index.
  const queries = await em.execute<{ id: number; text: string }[]>('select id, text from search_console_queries where property_key = ? and text in (?)', [
    link.key,
    [...new Set(keys.map((key) => key.keyword.toLowerCase()))],
  ]);
  if (queries.length === 0) return { searchConsole, figures };
  const textOf = new Map(queries.map((query) => [Number(query.id), query.text]));
  const summed = await em.execute<{ query_id: number; device: number; clicks: string; impressions: string; ps: number }[]>(
    `select query_id, device, sum(clicks) as clicks, sum(impressions) as impressions, sum(position_sum) as ps from search_console_rows
     where property_key = ? and query_id in (select value::int from json_array_elements_text(?::json)) and day between ? and ? and device in (?) and country = ?
     group by query_id, device`,
    [link.key, JSON.stringify([...textOf.keys()]), from, to, codes, bing ? 'all' : searchConsoleCountry(instance.serpCountry)],
  );
  const rows = summed.map((row) => ({ ...row, key: textOf.get(Number(row.query_id)) ?? '' }));
  for (const row of rows) {
    const clicks = Number(row.clicks);
    const impressions = Number(row.impressions);
    const value = { clicks, impressions, ctr: impressions ? round(clicks / impressions, 4) : 0, position: impressions ? round(Number(row.ps) / impressions, 1) : null };
    const on = bing ? devices : devices.filter((device) => DEVICE_CODES[device] === Number(row.device));
    for (const device of on) figures.set(searchConsoleKey({ keyword: row.key, device }), value);
  }
  return { searchConsole, figures };
}

/**
 * Whether a row's tracked position (the own company's; 0 or null: not found or not checked) and its Search
 * Console position differ by more than `places`: only when both are known.
 */
export function positionsDisagree(tracked: number | null, searchConsole: number | null, places: number): boolean {
  if (!tracked || tracked <= 0 || searchConsole === null) return false;
  return Math.abs(tracked - searchConsole) > places;
}

function round(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}
