import type { EntityManager } from '@mikro-orm/postgresql';
import type { Viewer } from '../../common/viewer';
import { SearchConsoleConnection, SearchConsoleProperty } from '../search-console/search-console.entities';
import type { TrackingInstanceService } from '../tracker/tracking-instance.service';
import type { ChartSeries, SearchConsoleTotals, SectionData, Table } from './report-document';
import { localDay, type ReportPeriod } from './report-range';
import { SECTION_TITLES } from './report-sections';

/** Rows of the top queries and top pages tables. */
export const SEARCH_CONSOLE_TOP_ROWS = 10;
export const NO_SEARCH_CONSOLE_DATA = 'No Search Console data for this period';

export interface SearchConsoleSectionServices {
  em: EntityManager;
  trackingInstances: Pick<TrackingInstanceService, 'findOwnInstanceOrFail'>;
}

type Built = { section: SectionData; sandbox: boolean };
interface Days {
  from: string;
  to: string;
}
interface FigureRow {
  name: string;
  clicks: string;
  impressions: string;
  ps: number | null;
  previous_clicks: string;
  previous_impressions: string;
  previous_ps: number | null;
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

/**
 * The Search Console section of a report: the instance's linked property over the report's period against the
 * period of the same length before it (days on the report's calendar). The instance is read as the report's
 * viewer (a client viewer: only their client's instances; another's answers "not found").
 */
export class SearchConsoleSections {
  constructor(private readonly services: SearchConsoleSectionServices) {}

  private get em() {
    return this.services.em;
  }

  async section(viewer: Viewer, instanceId: string, period: ReportPeriod, zone: string): Promise<Built> {
    const title = SECTION_TITLES['search-console'];
    const instance = await this.services.trackingInstances.findOwnInstanceOrFail(viewer, instanceId);
    const current: Days = { from: localDay(period.start, zone), to: localDay(period.end, zone) };
    const previous: Days = { from: localDay(period.previousStart, zone), to: localDay(new Date(period.previousEnd.getTime() - 1), zone) };
    const emptyTable: Table = { columns: [], rows: [] };
    const empty = (subtitle: string): Built => ({
      section: { kind: 'search-console', title, subtitle, empty: NO_SEARCH_CONSOLE_DATA, totals: null, clicks: [], impressions: [], queries: emptyTable, pages: emptyTable },
      sandbox: false,
    });
    const [link] = await this.em.execute<{ property_id: string }[]>('select property_id from search_console_links where instance_id = ?', [instance.id]);
    const property = link ? await this.em.findOne(SearchConsoleProperty, { id: link.property_id }) : null;
    if (!property) return empty(`${instance.name} · no Search Console property linked`);
    const subtitle = `${instance.name} · ${property.siteUrl}`;
    const [{ key }] = await this.em.execute<{ key: number }[]>('select key from search_console_properties where id = ?', [property.id]);
    const connection = await this.em.findOne(SearchConsoleConnection, { id: property.connectionId });

    const daily = await this.em.execute<{ day: string; clicks: string; impressions: string; ps: number | null }[]>(
      `select to_char(day, 'YYYY-MM-DD') as day, sum(clicks) as clicks, sum(impressions) as impressions, sum(position_sum) as ps from search_console_rows
       where property_key = ? and day between ? and ? and query_id <> 0 group by day order by day`,
      [key, previous.from, current.to],
    );
    const inCurrent = daily.filter((row) => row.day >= current.from);
    if (inCurrent.length === 0) return empty(subtitle);
    const inPrevious = daily.filter((row) => row.day >= previous.from && row.day <= previous.to);
    const sum = (rows: typeof daily, pick: (row: (typeof daily)[number]) => number) => rows.reduce((total, row) => total + pick(row), 0);
    const figures = (rows: typeof daily) => {
      const clicks = sum(rows, (row) => Number(row.clicks));
      const impressions = sum(rows, (row) => Number(row.impressions));
      const ps = sum(rows, (row) => Number(row.ps ?? 0));
      return { clicks, impressions, ctr: impressions ? round(clicks / impressions, 4) : null, position: impressions ? round(ps / impressions, 1) : null };
    };
    const now = figures(inCurrent);
    const before = inPrevious.length ? figures(inPrevious) : null;
    const totals: SearchConsoleTotals = {
      clicks: { current: now.clicks, previous: before?.clicks ?? null },
      impressions: { current: now.impressions, previous: before?.impressions ?? null },
      ctr: { current: now.ctr, previous: before?.ctr ?? null },
      position: { current: now.position, previous: before?.position ?? null },
    };
    // The previous period drawn over this one: each of its days moved forward by the periods' distance.
    const shift = Date.parse(`${current.from}T00:00:00Z`) - Date.parse(`${previous.from}T00:00:00Z`);
    const line = (label: string, own: boolean, rows: typeof daily, pick: (row: (typeof daily)[number]) => number, offset: number): ChartSeries => ({
      label,
      own,
      points: rows.map((row) => ({ at: new Date(Date.parse(`${row.day}T12:00:00Z`) + offset).toISOString(), value: pick(row) })),
    });
    const chart = (pick: (row: (typeof daily)[number]) => number): ChartSeries[] => [
      line('This period', true, inCurrent, pick, 0),
      ...(inPrevious.length ? [line('Previous period', false, inPrevious, pick, shift)] : []),
    ];

    return {
      section: {
        kind: 'search-console',
        title,
        subtitle,
        totals,
        clicks: chart((row) => Number(row.clicks)),
        impressions: chart((row) => Number(row.impressions)),
        queries: this.table('Query', await this.top(key, 'query', current, previous)),
        pages: this.table('Page', await this.top(key, 'page', current, previous)),
      },
      sandbox: connection?.provider === 'sandbox',
    };
  }

  /** The period's queries (or pages) with the most clicks, then impressions, with their figures in the previous period. */
  private async top(key: number, by: 'query' | 'page', current: Days, previous: Days): Promise<FigureRow[]> {
    const [dictionary, column, idColumn] = by === 'query' ? ['search_console_queries', 'text', 'query_id'] : ['search_console_pages', 'url', 'page_id'];
    return this.em.execute<FigureRow[]>(
      `select d.${column} as name,
              sum(case when r.day >= ? then r.clicks else 0 end) as clicks, sum(case when r.day >= ? then r.impressions else 0 end) as impressions,
              sum(case when r.day >= ? then r.position_sum else 0 end) as ps,
              sum(case when r.day <= ? then r.clicks else 0 end) as previous_clicks, sum(case when r.day <= ? then r.impressions else 0 end) as previous_impressions,
              sum(case when r.day <= ? then r.position_sum else 0 end) as previous_ps
       from search_console_rows r join ${dictionary} d on d.id = r.${idColumn}
       where r.property_key = ? and r.day between ? and ? and r.${idColumn} <> 0
       group by d.${column}
       having sum(case when r.day >= ? then r.impressions else 0 end) > 0
       order by 2 desc, 3 desc, d.${column} limit ?`,
      [current.from, current.from, current.from, previous.to, previous.to, previous.to, key, previous.from, current.to, current.from, SEARCH_CONSOLE_TOP_ROWS],
    );
  }

  private table(first: string, rows: FigureRow[]): Table {
    return {
      columns: [first, 'Clicks', 'Impressions', 'CTR', 'Position', 'Clicks before', 'Impressions before', 'Position before'],
      rows: rows.map((row) => {
        const [clicks, impressions, previousImpressions] = [Number(row.clicks), Number(row.impressions), Number(row.previous_impressions)];
        return [
          row.name,
          clicks,
          impressions,
          impressions ? `${round((clicks / impressions) * 100, 1)}%` : '–',
          impressions ? round(Number(row.ps) / impressions, 1) : '–',
          Number(row.previous_clicks),
          previousImpressions,
          previousImpressions ? round(Number(row.previous_ps) / previousImpressions, 1) : '–',
        ];
      }),
    };
  }
}

