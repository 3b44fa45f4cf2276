import type { EntityManager } from '@mikro-orm/postgresql';
import { REPORTED_RUN_STATUSES_SQL } from './tracking-run.entity';
import type { DataSource } from '../../common/data-source';
import { SERP_FEATURE_TYPES, type SerpDevice, type SerpFeatureType } from '../seo/serp/serp-provider';
import { deviceSql } from './device-sql';
import { keywordFilterSql, serpFeatureSql, type KeywordFilter } from './tracking-keywords.repository';
import type { KeywordTableCellsRepository, LatestKeywordResult } from './keyword-table-cells.repository';

export interface CompletedRun {
  id: string;
  runAt: Date;
  /** Results checked per keyword in that run. */
  depth: number;
  source: DataSource;
  /** completed, or partial when some keywords were not checked. */
  status: 'completed' | 'partial';
}

/** A keyword of a page, as read. */
interface PageRow {
  keyword: string;
  device: SerpDevice;
  tags: string[] | null;
  target_url: string | null;
}

/** A row of the keyword table: a keyword on a device in the latest run, with what the user attached to it. */
export interface KeywordTableKey {
  keyword: string;
  device: SerpDevice;
  tags: string[];
  targetUrl: string | null;
}

export interface KeywordTableQuery extends KeywordFilter {
  device?: SerpDevice | null;
  offset: number;
  limit: number;
}

/** A reported run as the "Compare with" list names it. */
export interface ReportedRun {
  id: string;
  runAt: Date;
}

/** What a keyword's row shows besides positions: the research figures and the latest results page's features. */
export interface KeywordFacts {
  /** Monthly searches in the instance's country; null: not fetched yet, or the vendor has none. */
  volume: number | null;
  /** Cost per click in USD; null as for volume. */
  cpc: number | null;
  /** Where volume and CPC came from; null when neither is known. */
  metricsSource: DataSource | null;
  /** The blocks the stored results page of the keyword on its device showed, in SERP_FEATURE_TYPES order. */
  serpFeatures: SerpFeatureType[];
}

export interface KeywordRunResult {
  runId: string;
  runAt: Date;
  depth: number;
  device: SerpDevice;
  domain: string;
  position: number;
  url: string | null;
}

/**
 * The keyword table and keyword history reads, in SQL. A page's cells come from those stored for the
 * latest run (KeywordTableCellsRepository); compared with another run, the latest and compared runs
 * are read by their primary key (run_id, domain, keyword), best positions from tracking_best_positions
 * (kept by TrackerResultsRepository.summarise). A keyword's history is read by
 * tracking_results_instance_keyword_index, so neither read touches the rest of a long history.
 */
export class KeywordTableRepository {
  constructor(
    private readonly em: EntityManager,
    private readonly cells: KeywordTableCellsRepository,
  ) {}

  /** Every reported (completed or partial) run of the instance, newest first: the latest, and the runs a table may be compared with. */
  async reportedRuns(instanceId: string): Promise<CompletedRun[]> {
    const rows = await this.em.execute<{ id: string; created_at: Date | string; depth: number; source: DataSource; status: 'completed' | 'partial' }[]>(
      `select id, created_at, depth, source, status from tracking_runs where instance_id = ? and status in ${REPORTED_RUN_STATUSES_SQL} order by created_at desc, id desc`,
      [instanceId],
    );
    return rows.map((row) => ({ id: row.id, runAt: new Date(row.created_at), depth: Number(row.depth), source: row.source, status: row.status }));
  }

  /**
   * Per row of a page (by device and keyword): the keyword's volume and CPC in `country`
   * (tracking_keyword_volumes, by its primary key) and the features of its results page in `runId`
   * (serp_snapshots, by its primary key).
   */
  async facts(runId: string, country: string, keys: { keyword: string; device: SerpDevice }[]): Promise<Map<string, KeywordFacts>> {
    const facts = new Map<string, KeywordFacts>();
    if (keys.length === 0) return facts;
    const rows = await this.em.execute<
      { keyword: string; device: SerpDevice; volume: number | null; has_volume: boolean | null; cpc: string | number | null; source: DataSource | null; feature_types: number[] | null }[]
    >(
      `select x.keyword, x.device, v.volume, v.has_volume, v.cpc, v.source, s.feature_types
       from jsonb_to_recordset(?::jsonb) as x(keyword text, device text)
       left join tracking_keyword_volumes v on v.keyword_key = lower(x.keyword) and v.country = ? and v.source is not null
       left join serp_snapshots s on s.run_id = ? and s.keyword = x.keyword and s.device = x.device`,
      [JSON.stringify(keys.map(({ keyword, device }) => ({ keyword, device }))), country, runId],
    );
    for (const row of rows) {
      const volume = row.has_volume && row.volume !== null ? Number(row.volume) : null;
      const cpc = row.cpc === null ? null : Number(row.cpc);
      const stored = new Set(row.feature_types ?? []);
      facts.set(factsKey(row), {
        volume,
        cpc,
        metricsSource: volume === null && cpc === null ? null : row.source,
        serpFeatures: SERP_FEATURE_TYPES.filter((_, index) => stored.has(index)),
      });
    }
    return facts;
  }

  /**
   * One page of the table's rows: the own company's rows of the latest run (one per keyword and
   * device; read in keyword order along the primary key) with the keyword's tags and target page,
   * filtered by device, tag and text, and how many rows the filter matches in all.
   */
  /**
   * `uncheckedOn`: the instance's devices when the run was partial; the page then also holds each
   * tracked keyword (on its device, else each of these) that the run did not check ("not checked").
   */
  async page(instanceId: string, runId: string, ownDomain: string, query: KeywordTableQuery, uncheckedOn: readonly SerpDevice[] | null = null): Promise<{ total: number; keys: KeywordTableKey[] }> {
    if (uncheckedOn) return this.pageWithUnchecked(instanceId, runId, ownDomain, query, uncheckedOn);
    // The SERP feature is asked of each row's own device below, not of the keyword on any device.
    const filter = keywordFilterSql({ tag: query.tag, search: query.search });
    const onDevice = withFeature(deviceSql('cur.device', query.device), query.serpFeature, { run: 'cur.run_id', keyword: 'cur.keyword', device: 'cur.device' });
    const toKey = (row: PageRow) => ({ keyword: row.keyword, device: row.device, tags: row.tags ?? [], targetUrl: row.target_url });
    if (filter.sql === 'true' && !query.serpFeature) {
      // Unfiltered (or one device): the page is cut from an index in keyword order and only its rows
      // meet their keywords; the total is the run's own count of the company's rows (its summary).
      const rows = await this.em.execute<PageRow[]>(
        `with page as (select cur.keyword, cur.device from tracking_results cur where cur.run_id = ? and cur.domain = ?${onDevice.sql} order by cur.keyword, cur.device limit ? offset ?)
         select page.keyword, page.device, k.tags, k.target_url from page
         left join tracking_keywords k on k.instance_id = ? and k.keyword_key = lower(page.keyword) order by page.keyword, page.device`,
        [runId, ownDomain, ...onDevice.params, query.limit, query.offset, instanceId],
      );
      return { total: await this.ownRows(runId, ownDomain, query.device), keys: rows.map(toKey) };
    }
    // A tag, text or feature filter: the instance's matching keywords are selected first (one instance's list at
    // most), then met by the run's rows along tracking_results_run_domain_key_index (run, domain, stored
    // keyword key, device), counted in the same pass; only the page's rows read their tags (primary key).
    const matching = `with matching as materialized (select k.keyword_key from tracking_keywords k where k.instance_id = ? and ${filter.sql})`;
    const from = `from matching join tracking_results cur on cur.run_id = ? and cur.domain = ? and cur.keyword_key = matching.keyword_key${onDevice.sql}`;
    const params = [instanceId, ...filter.params, runId, ownDomain, ...onDevice.params];
    const rows = await this.em.execute<(PageRow & { total: number | string })[]>(
      `${matching}, page as (select cur.keyword, cur.keyword_key, cur.device, count(*) over () as total ${from} order by cur.keyword, cur.device limit ? offset ?)
       select page.keyword, page.device, page.total, k.tags, k.target_url from page
       join lateral (select k.tags, k.target_url from tracking_keywords k where k.instance_id = ? and k.keyword_key = page.keyword_key limit 1) k on true
       order by page.keyword, page.device`,
      [...params, query.limit, query.offset, instanceId],
    );
    // Past the last page no row carries the total: it is counted on its own then.
    const total = rows.length > 0 ? Number(rows[0].total) : Number((await this.em.execute<{ total: number | string }[]>(`${matching} select count(*) as total ${from}`, params))[0].total);
    return { total, keys: rows.map(toKey) };
  }

  /**
   * How many rows the company has in a completed run (on one device, or both), from the run's
   * summary (written as the run ended); counted from the rows when there is none.
   */
  private async ownRows(runId: string, domain: string, device: SerpDevice | null | undefined): Promise<number> {
    const onDevice = deviceSql('device', device);
    const [summed] = await this.em.execute<{ total: number | string | null }[]>(
      `select sum(keywords_checked) as total from tracking_run_summaries where run_id = ? and domain = ?${onDevice.sql}`,
      [runId, domain, ...onDevice.params],
    );
    if (summed.total !== null) return Number(summed.total);
    const [counted] = await this.em.execute<{ total: number | string }[]>(`select count(*) as total from tracking_results where run_id = ? and domain = ?${onDevice.sql}`, [
      runId,
      domain,
      ...onDevice.params,
    ]);
    return Number(counted.total);
  }

  /** A partial run's page: the run's rows and the tracked keywords it has none for. */
  private async pageWithUnchecked(instanceId: string, runId: string, ownDomain: string, query: KeywordTableQuery, devices: readonly SerpDevice[]): Promise<{ total: number; keys: KeywordTableKey[] }> {
    const filter = keywordFilterSql({ tag: query.tag, search: query.search });
    const onDevice = withFeature(deviceSql('cur.device', query.device), query.serpFeature, { run: '?::uuid', keyword: 'cur.keyword', device: 'cur.device' }, [runId]);
    const from = `from (
        select r.keyword, r.device from tracking_results r where r.run_id = ? and r.domain = ?
        union
        select tk.keyword, d.device from tracking_keywords tk
        cross join (values ('desktop'), ('mobile')) as d(device)
        where tk.instance_id = ? and (tk.device = d.device or (tk.device is null and d.device in (?)))
      ) cur
      left join tracking_keywords k on k.instance_id = ? and k.keyword_key = lower(cur.keyword)
      where true${onDevice.sql} and ${filter.sql}`;
    const params = [runId, ownDomain, instanceId, [...devices], instanceId, ...onDevice.params, ...filter.params];
    const [counted] = await this.em.execute<{ total: number | string }[]>(`select count(*) as total ${from}`, params);
    const rows = await this.em.execute<{ keyword: string; device: SerpDevice; tags: string[] | null; target_url: string | null }[]>(
      `select cur.keyword, cur.device, k.tags, k.target_url ${from} order by cur.keyword, cur.device limit ? offset ?`,
      [...params, query.limit, query.offset],
    );
    return { total: Number(counted.total), keys: rows.map((row) => ({ keyword: row.keyword, device: row.device, tags: row.tags ?? [], targetUrl: row.target_url })) };
  }

  /** Every company's row of `latestRunId` for `keywords`, with the same row in `previousRunId` (the run compared with) and its best. */
  async latestResults(instanceId: string, latestRunId: string, previousRunId: string | null, domains: string[], keywords: string[]): Promise<LatestKeywordResult[]> {
    if (keywords.length === 0) return [];
    const stored = await this.cells.read(instanceId, latestRunId, previousRunId, domains, keywords);
    if (stored) return stored;
    const rows = await this.em.execute<
      { keyword: string; device: SerpDevice; domain: string; position: number; url: string | null; previous_position: number | null; best_position: number | null }[]
    >(
      // The previous position and the best are each one primary-key lookup per row (a join let the planner
      // hash the instance's every best position, 60,000 rows for a 10,000-keyword table, for one page).
      `select cur.keyword, cur.device, cur.domain, cur.position, cur.url,
         (select prev.position from tracking_results prev where prev.run_id = ? and prev.domain = cur.domain and prev.keyword = cur.keyword and prev.device = cur.device) as previous_position,
         (select best.best_position from tracking_best_positions best where best.instance_id = ? and best.keyword = cur.keyword and best.domain = cur.domain and best.device = cur.device) as best_position
       from tracking_results cur
       where cur.run_id = ? and cur.domain in (?) and cur.keyword in (?)`,
      [previousRunId, instanceId, latestRunId, domains, keywords],
    );
    return rows.map((row) => ({
      keyword: row.keyword,
      device: row.device,
      domain: row.domain,
      position: Number(row.position),
      url: row.url,
      previousPosition: row.previous_position == null ? null : Number(row.previous_position),
      bestPosition: row.best_position == null ? null : Number(row.best_position),
    }));
  }

  /** One keyword's rows in every completed run, oldest run first. */
  async keywordHistory(instanceId: string, keyword: string, device: SerpDevice): Promise<KeywordRunResult[]> {
    const rows = await this.em.execute<{ run_id: string; run_at: Date | string; depth: number; domain: string; position: number; url: string | null }[]>(
      `select run.id as run_id, run.created_at as run_at, run.depth, r.domain, r.position, r.url
       from tracking_results r join tracking_runs run on run.id = r.run_id and run.status in ${REPORTED_RUN_STATUSES_SQL}
       where r.instance_id = ? and r.keyword = ? and r.device = ?
       order by run.created_at, run.id, r.domain`,
      [instanceId, keyword, device],
    );
    return rows.map((row) => ({ runId: row.run_id, runAt: new Date(row.run_at), depth: Number(row.depth), device, domain: row.domain, position: Number(row.position), url: row.url }));
  }
}

const factsKey = (row: { keyword: string; device: SerpDevice }) => `${row.device}\u0000${row.keyword}`;

/** The facts of a row read by `facts`; none known when it has no entry. */
export function factsOf(facts: Map<string, KeywordFacts>, row: { keyword: string; device: SerpDevice }): KeywordFacts {
  return facts.get(factsKey(row)) ?? { volume: null, cpc: null, metricsSource: null, serpFeatures: [] };
}

/** A row condition (" and ...") with, when a feature is asked for, "the row's results page shows it" added. */
function withFeature(
  condition: { sql: string; params: unknown[] },
  feature: SerpFeatureType | null | undefined,
  at: { run: string; keyword: string; device: string },
  runParams: unknown[] = [],
): { sql: string; params: unknown[] } {
  if (!feature) return condition;
  const shows = serpFeatureSql(feature, at);
  return { sql: `${condition.sql} and ${shows.sql}`, params: [...condition.params, ...runParams, ...shows.params] };
}
