import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../common/app-error';
import type { Viewer } from '../../common/viewer';
import { requireUser } from '../auth/access';
import { findProjectInstanceOrFail } from '../tracker/tracking-instance-access';
import { searchConsoleCountry } from './country-codes';
import type { SearchConsoleConnectionsService } from './search-console-connections.service';
import { SearchConsoleConnection, SearchConsoleProperty } from './search-console.entities';
import { searchConsoleMessages } from './search-console.messages';
import { clickThroughByPosition } from './position-click-through';
import { isoDay } from './search-console-sync-plan';
import { DEVICE_CODES } from './search-console-sync.service';

const DAY_MS = 86_400_000;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** Striking distance: Search Console positions from 8 to 20, over the last 28 days, at most this many. */
export const STRIKING_DISTANCE_LIMIT = 500;

export interface InstanceSearchRow {
  keyword: string;
  /** Null where Search Console has no row for the keyword (same device and country) in the range. */
  clicks: number | null;
  impressions: number | null;
  ctr: number | null;
  /** Impressions-weighted average position over the range. */
  position: number | null;
  /** The instance's own domain's latest tracked rank; null when it was not found (or not checked yet). */
  trackedPosition: number | null;
}

export interface QueryFigures {
  query: string;
  clicks: number;
  impressions: number;
  position: number;
  /** Whether the instance asked about (else any instance linked to the property) tracks the query already. */
  tracked: boolean;
}

type Keyed = SearchConsoleProperty & { key: number; provider: string };

/**
 * What the tracker, discovery, alerts and reports read of the stored Search Console rows. Every read checks the
 * viewer: instance reads as the tracker's (a client viewer reads their client's instances), property reads within
 * the workspace; another's answers 404.
 */
export class SearchConsoleReadsService {
  constructor(private readonly deps: { em: EntityManager; connections: () => SearchConsoleConnectionsService; now?: () => Date }) {}

  private get em() {
    return this.deps.em;
  }

  private now(): Date {
    return this.deps.now?.() ?? new Date();
  }

  /**
   * The instance's tracked keywords (one device: `device`, else the instance's first) joined with its linked
   * property's rows of the same device and the instance's country over [from, to] (default: the last 28 days).
   * Every tracked keyword is listed, in the tracker's order; its Search Console figures are null where there are
   * none (no property linked, or no row). Bing properties split by neither device nor country: all their rows count.
   */
  async instanceRows(viewer: Viewer, instanceId: string, query: { from?: unknown; to?: unknown; device?: unknown }): Promise<{ propertyId: string | null; rows: InstanceSearchRow[] }> {
    const instance = await findProjectInstanceOrFail(this.em, requireUser(viewer), instanceId);
    const { from, to } = this.range(query.from, query.to);
    const device = query.device === undefined || query.device === '' ? (instance.devices[0] ?? 'desktop') : typeof query.device === 'string' ? query.device : '';
    if (!['desktop', 'mobile', 'tablet'].includes(device)) throw new AppError('BAD_USER_INPUT', searchConsoleMessages.device);
    const property = await this.linkedProperty(instance.id);
    const bing = property?.provider === 'bing';
    // Three plain reads joined here: plans that hold on PostgreSQL and PGlite alike, with or without statistics.
    const keywords = await this.em.execute<{ keyword: string; keyword_key: string; query_id: number | null }[]>(
      `select k.keyword, k.keyword_key, q.id as query_id from tracking_keywords k
       left join search_console_queries q on q.property_key = ? and q.text = k.keyword_key
       where k.instance_id = ? and (k.device is null or k.device = ?) order by k.ordinal`,
      [property?.key ?? -1, instance.id, device],
    );
    const queryIds = keywords.flatMap((keyword) => (keyword.query_id === null ? [] : [Number(keyword.query_id)]));
    const figures = new Map<number, { clicks: string; impressions: string; ps: number }>();
    if (property && queryIds.length > 0) {
      const found = await this.em.execute<{ query_id: number; clicks: string; impressions: string; ps: number }[]>(
        `select query_id, sum(clicks) as clicks, sum(impressions) as impressions, sum(position_sum) as ps from search_console_rows
         where property_key = ? and day between ? and ? and device = ? and country = ? and query_id in (select value::int from json_array_elements_text(?::json))
         group by query_id`,
        [property.key, from, to, bing ? DEVICE_CODES.all : (DEVICE_CODES[device] ?? 0), bing ? 'all' : searchConsoleCountry(instance.serpCountry), JSON.stringify(queryIds)],
      );
      for (const row of found) figures.set(Number(row.query_id), row);
    }
    const tracked = new Map(
      (
        await this.em.execute<{ key: string; position: number }[]>(
          `select distinct on (lower(keyword)) lower(keyword) as key, position from tracking_results
           where instance_id = ? and domain = ? and device = ? order by lower(keyword), run_at desc`,
          [instance.id, instance.userDomain, device],
        )
      ).map((row) => [row.key, Number(row.position)]),
    );
    const rows = keywords.map((keyword) => {
      const found = keyword.query_id === null ? undefined : figures.get(Number(keyword.query_id));
      return { keyword: keyword.keyword, clicks: found?.clicks ?? null, impressions: found?.impressions ?? null, ps: found?.ps ?? null, tracked: tracked.get(keyword.keyword_key) ?? null };
    });
    return {
      propertyId: property?.id ?? null,
      rows: rows.map((row) => {
        const clicks = row.clicks === null ? null : Number(row.clicks);
        const impressions = row.impressions === null ? null : Number(row.impressions);
        return {
          keyword: row.keyword,
          clicks,
          impressions,
          ctr: clicks !== null && impressions ? round(clicks / impressions, 4) : impressions === null ? null : 0,
          position: impressions ? round(Number(row.ps) / impressions, 1) : null,
          trackedPosition: row.tracked && row.tracked > 0 ? Number(row.tracked) : null,
        };
      }),
    };
  }

  /**
   * Queries at Search Console positions 8-20 over the 28 days up to the newest stored day, with impressions, that
   * no instance linked to the property tracks yet: most impressions first, at most STRIKING_DISTANCE_LIMIT.
   */
  async strikingDistance(viewer: Viewer, propertyId: string): Promise<QueryFigures[]> {
    const property = await this.keyed(viewer, propertyId);
    const to = property.syncedThrough ?? isoDay(new Date(this.now().getTime() - DAY_MS));
    const from = isoDay(new Date(new Date(`${to}T00:00:00Z`).getTime() - 27 * DAY_MS));
    const rows = await this.em.execute<{ query: string; clicks: string; impressions: string; position: number }[]>(
      `select q.text as query, sum(r.clicks) as clicks, sum(r.impressions) as impressions, sum(r.position_sum) / sum(r.impressions) as position
       from search_console_rows r join search_console_queries q on q.id = r.query_id
       where r.property_key = ? and r.day between ? and ? and r.query_id <> 0
         and not exists (select 1 from search_console_links l join tracking_keywords k on k.instance_id = l.instance_id where l.property_id = ? and k.keyword_key = lower(q.text))
       group by q.text
       having sum(r.impressions) > 0 and sum(r.position_sum) / sum(r.impressions) between 8 and 20
       order by sum(r.impressions) desc, q.text limit ?`,
      [property.key, from, to, property.id, STRIKING_DISTANCE_LIMIT],
    );
    return rows.map((row) => ({ query: row.query, clicks: Number(row.clicks), impressions: Number(row.impressions), position: round(Number(row.position), 1), tracked: false }));
  }

  /** Clicks and impressions per day of a property over [from, to] (default: the last 28 days); days without rows are left out. */
  async dailySeries(viewer: Viewer, propertyId: string, query: { from?: unknown; to?: unknown } = {}): Promise<{ date: string; clicks: number; impressions: number }[]> {
    const property = await this.keyed(viewer, propertyId);
    const { from, to } = this.range(query.from, query.to);
    // Bing's page rows repeat its query rows' figures: the totals count query rows only (Google's rows have both).
    const rows = await this.em.execute<{ day: string; clicks: string; impressions: string }[]>(
      `select to_char(day, 'YYYY-MM-DD') as day, sum(clicks) as clicks, sum(impressions) as impressions from search_console_rows
       where property_key = ? and day between ? and ? and query_id <> 0 group by day order by day`,
      [property.key, from, to],
    );
    return rows.map((row) => ({ date: row.day, clicks: Number(row.clicks), impressions: Number(row.impressions) }));
  }

  /**
   * Queries with impressions in the last `days` (to the newest stored day) and none in the `days` before ("new"),
   * and the other way round ("lost"); most impressions first, at most `limit` each. Each says whether it is tracked:
   * by `instanceId` (an instance of the viewer's, 404 otherwise) when given, else by any instance linked to the property.
   */
  async newAndLostQueries(
    viewer: Viewer,
    propertyId: string,
    options: { days?: number; limit?: number; instanceId?: string } = {},
  ): Promise<{ new: QueryFigures[]; lost: QueryFigures[] }> {
    const property = await this.keyed(viewer, propertyId);
    const instance = options.instanceId === undefined ? undefined : await findProjectInstanceOrFail(this.em, requireUser(viewer), options.instanceId);
    const { current, previous } = this.periods(property, options.days);
    const limit = clampLimit(options.limit);
    const trackedBy = instance
      ? { sql: 'select 1 from tracking_keywords k where k.instance_id = ? and k.keyword_key = lower(q.text)', values: [instance.id] }
      : { sql: 'select 1 from search_console_links l join tracking_keywords k on k.instance_id = l.instance_id where l.property_id = ? and k.keyword_key = lower(q.text)', values: [property.id] };
    const side = async (now: { from: string; to: string }, before: { from: string; to: string }) =>
      (
        await this.em.execute<{ query: string; clicks: string; impressions: string; position: number; tracked: boolean }[]>(
          `select q.text as query, sum(r.clicks) as clicks, sum(r.impressions) as impressions, sum(r.position_sum) / nullif(sum(r.impressions), 0) as position,
             exists (${trackedBy.sql}) as tracked
           from search_console_rows r join search_console_queries q on q.id = r.query_id
           where r.property_key = ? and r.day between ? and ? and r.query_id <> 0
             and not exists (select 1 from search_console_rows o where o.property_key = r.property_key and o.query_id = r.query_id and o.day between ? and ? and o.impressions > 0)
           group by q.text having sum(r.impressions) > 0 order by sum(r.impressions) desc, q.text limit ?`,
          [...trackedBy.values, property.key, now.from, now.to, before.from, before.to, limit],
        )
      ).map((row) => ({ query: row.query, clicks: Number(row.clicks), impressions: Number(row.impressions), position: round(Number(row.position ?? 0), 1), tracked: row.tracked === true }));
    return { new: await side(current, previous), lost: await side(previous, current) };
  }

  /** Pages whose clicks fell most from the `days` before to the last `days`, at most `limit`. */
  async pagesLosingClicks(viewer: Viewer, propertyId: string, options: { days?: number; limit?: number } = {}): Promise<{ page: string; clicks: number; previousClicks: number; change: number }[]> {
    const property = await this.keyed(viewer, propertyId);
    const { current, previous } = this.periods(property, options.days);
    const rows = await this.em.execute<{ page: string; clicks: string; previous: string }[]>(
      `select p.url as page, sum(case when r.day >= ? then r.clicks else 0 end) as clicks, sum(case when r.day < ? then r.clicks else 0 end) as previous
       from search_console_rows r join search_console_pages p on p.id = r.page_id
       where r.property_key = ? and r.day between ? and ? and r.page_id <> 0
       group by p.url having sum(case when r.day >= ? then r.clicks else 0 end) < sum(case when r.day < ? then r.clicks else 0 end)
       order by sum(case when r.day >= ? then r.clicks else 0 end) - sum(case when r.day < ? then r.clicks else 0 end), p.url limit ?`,
      [current.from, current.from, property.key, previous.from, current.to, current.from, current.from, current.from, current.from, clampLimit(options.limit)],
    );
    return rows.map((row) => ({ page: row.page, clicks: Number(row.clicks), previousClicks: Number(row.previous), change: Number(row.clicks) - Number(row.previous) }));
  }

  /**
   * The site's own click-through rate at each rounded position 1-20 over the last `days` (default 90): clicks over
   * impressions of the query rows at that position. Positions without impressions are left out.
   */
  async ctrByPosition(viewer: Viewer, propertyId: string, options: { days?: number } = {}): Promise<{ position: number; ctr: number; impressions: number }[]> {
    const property = await this.keyed(viewer, propertyId);
    const { current } = this.periods(property, options.days ?? 90);
    const rows = await clickThroughByPosition(this.em, property.key, current);
    return rows.map((row) => ({ position: row.position, ctr: round(row.clicks / row.impressions, 4), impressions: row.impressions }));
  }

  private async keyed(viewer: Viewer, propertyId: string): Promise<Keyed> {
    const property = await this.deps.connections().findPropertyOrFail(viewer, propertyId);
    return this.withKey(property);
  }

  private async withKey(property: SearchConsoleProperty): Promise<Keyed> {
    const [row] = await this.em.execute<{ key: number }[]>('select key from search_console_properties where id = ?', [property.id]);
    const connection = await this.em.findOneOrFail(SearchConsoleConnection, { id: property.connectionId });
    return Object.assign(property, { key: Number(row.key), provider: connection.provider });
  }

  private async linkedProperty(instanceId: string): Promise<Keyed | null> {
    const [link] = await this.em.execute<{ property_id: string }[]>('select property_id from search_console_links where instance_id = ?', [instanceId]);
    const property = link ? await this.em.findOne(SearchConsoleProperty, { id: link.property_id }) : null;
    return property ? this.withKey(property) : null;
  }

  /** [from, to] as given (YYYY-MM-DD), else the 28 days to yesterday; at most 16 months. */
  private range(fromInput: unknown, toInput: unknown): { from: string; to: string } {
    const parse = (value: unknown, name: string, fallback: string) => {
      if (value === undefined || value === '') return fallback;
      if (typeof value !== 'string' || !DATE.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`))) throw new AppError('BAD_USER_INPUT', searchConsoleMessages.date(name));
      return value;
    };
    const to = parse(toInput, 'to', isoDay(new Date(this.now().getTime() - DAY_MS)));
    const from = parse(fromInput, 'from', isoDay(new Date(Date.parse(`${to}T00:00:00Z`) - 27 * DAY_MS)));
    if (from > to || Date.parse(to) - Date.parse(from) > 500 * DAY_MS) throw new AppError('BAD_USER_INPUT', searchConsoleMessages.range);
    return { from, to };
  }

  /** The last `days` to the newest stored day, and the `days` before them. */
  private periods(property: SearchConsoleProperty, days = 28) {
    const span = Math.min(Math.max(1, Math.floor(days)), 240);
    const end = Date.parse(`${property.syncedThrough ?? isoDay(new Date(this.now().getTime() - DAY_MS))}T00:00:00Z`);
    const day = (offset: number) => isoDay(new Date(end - offset * DAY_MS));
    return { current: { from: day(span - 1), to: day(0) }, previous: { from: day(2 * span - 1), to: day(span) } };
  }
}

function round(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

function clampLimit(limit: number | undefined): number {
  return Math.min(Math.max(1, Math.floor(limit ?? 100)), 500);
}
