import type { LatestKeywordResult } from './keyword-table-cells.repository';
import { factsOf, type CompletedRun, type KeywordFacts, type KeywordRunResult, type KeywordTableKey, type ReportedRun } from './keyword-table.repository';
import type { SerpDevice } from '../seo/serp/serp-provider';
import type { DataSource } from '../../common/data-source';
import { positionsDisagree, searchConsoleKey, type KeywordSearchConsole, type KeywordSearchConsoleRead, type KeywordTableSearchConsole } from './keyword-search-console';

/**
 * How a company's position moved since the previous run. UP and DOWN come with the number of
 * places; NEW: found now, not before (or the keyword was not checked before); LOST: found before,
 * not now; NONE: not found in either run, or there is no earlier run to compare with.
 */
export const RankChange = { UP: 'UP', DOWN: 'DOWN', SAME: 'SAME', NEW: 'NEW', LOST: 'LOST', NONE: 'NONE' } as const;
export type RankChange = (typeof RankChange)[keyof typeof RankChange];

export interface TableCompany {
  companyName: string;
  domain: string;
  own: boolean;
}

export interface KeywordPosition {
  domain: string;
  /** 0: beyond the checked depth; null: the keyword was not checked for this company in the run. */
  position: number | null;
  url: string | null;
  previousPosition: number | null;
  change: RankChange;
  /** Places moved for UP and DOWN, else 0. */
  changeBy: number;
  bestPosition: number | null;
}

export interface KeywordTable {
  instanceId: string;
  runAt: Date | null;
  /** The run the change column compares with: the one chosen, else the previous run. */
  previousRunAt: Date | null;
  compareRunId: string | null;
  /** The runs before the latest, newest first: what the table may be compared with. */
  earlierRuns: { runId: string; runAt: Date }[];
  depth: number | null;
  source: DataSource | null;
  /** The latest run's status: partial when some of its keywords were not checked. */
  runStatus: 'completed' | 'partial' | null;
  companies: TableCompany[];
  /** Rows the filter matches in all (the table is read a page at a time). */
  totalRows: number;
  /**
   * One per keyword and device of the latest run (and, when it was partial, per keyword and device the
   * instance tracks), by keyword; positions in the order of `companies`. A keyword the run did not
   * check has position null ("not checked").
   */
  rows: KeywordTableRow[];
  /** The linked Search Console property and the range its figures cover; null: none linked (the table shows no such columns). */
  searchConsole: KeywordTableSearchConsole | null;
}

export interface KeywordTableRow extends KeywordFacts {
  keyword: string;
  device: SerpDevice;
  tags: string[];
  targetUrl: string | null;
  /** The own company ranks, with a page other than the keyword's target page. */
  ranksWithAnotherPage: boolean;
  positions: KeywordPosition[];
  /** Search Console's figures of the keyword (same device, the instance's country); null: none in the range, or no property linked. */
  searchConsole: KeywordSearchConsole | null;
  /** The own company's tracked position and Search Console's differ by more than the instance's flag places. */
  positionsDisagree: boolean;
}

/**
 * Whether a ranking page is not the target: compared without scheme, `www.`, query, fragment,
 * trailing slash or letter case, so http://www.acme.com/Pricing/ is the target https://acme.com/pricing.
 */
export function isOtherPage(url: string | null, targetUrl: string | null): boolean {
  if (!url || !targetUrl) return false;
  return comparableUrl(url) !== comparableUrl(targetUrl);
}

function comparableUrl(url: string): string {
  return url
    .trim()
    .toLowerCase()
    .replace(/^[a-z]+:\/\//, '')
    .replace(/^www\./, '')
    .replace(/[?#].*$/, '')
    .replace(/\/+$/, '');
}

export interface KeywordHistory {
  instanceId: string;
  keyword: string;
  device: SerpDevice;
  companies: TableCompany[];
  /** Oldest first; positions in the order of `companies`. */
  runs: { runId: string; runAt: Date; depth: number; positions: { domain: string; position: number | null; url: string | null }[] }[];
}

export function rankChange(position: number | null, previous: number | null, hasPreviousRun: boolean): { change: RankChange; changeBy: number } {
  if (!hasPreviousRun || position === null) return { change: 'NONE', changeBy: 0 };
  const before = previous ?? 0;
  if (position > 0 && before > 0) {
    if (position < before) return { change: 'UP', changeBy: before - position };
    if (position > before) return { change: 'DOWN', changeBy: position - before };
    return { change: 'SAME', changeBy: 0 };
  }
  if (position > 0) return { change: 'NEW', changeBy: 0 };
  return before > 0 ? { change: 'LOST', changeBy: 0 } : { change: 'NONE', changeBy: 0 };
}

/** Rows of the latest run pivoted to one row per keyword with a cell per company of the instance. */
export function buildKeywordTable(
  instanceId: string,
  companies: TableCompany[],
  runs: { latest: CompletedRun | undefined; compared: ReportedRun | undefined; earlier: ReportedRun[] },
  page: { total: number; keys: KeywordTableKey[] },
  results: LatestKeywordResult[],
  facts: Map<string, KeywordFacts>,
  searchConsole: KeywordSearchConsoleRead = { searchConsole: null, figures: new Map() },
): KeywordTable {
  const { latest, compared: previous } = runs;
  const rowKey = (row: { keyword: string; device: SerpDevice }) => `${row.device}\u0000${row.keyword}`;
  const byKey = new Map<string, Map<string, LatestKeywordResult>>(page.keys.map((key) => [rowKey(key), new Map()]));
  for (const result of results) byKey.get(rowKey(result))?.set(result.domain, result);
  const own = companies.find((company) => company.own);
  return {
    instanceId,
    runAt: latest?.runAt ?? null,
    previousRunAt: previous?.runAt ?? null,
    compareRunId: previous?.id ?? null,
    earlierRuns: runs.earlier.map((run) => ({ runId: run.id, runAt: run.runAt })),
    depth: latest?.depth ?? null,
    source: latest?.source ?? null,
    runStatus: latest?.status ?? null,
    companies,
    totalRows: page.total,
    searchConsole: searchConsole.searchConsole,
    rows: page.keys.map((key) => {
      const cells = byKey.get(rowKey(key)) ?? new Map<string, LatestKeywordResult>();
      const ownCell = own ? cells.get(own.domain) : undefined;
      const figures = searchConsole.searchConsole ? (searchConsole.figures.get(searchConsoleKey(key)) ?? null) : null;
      return {
      ...key,
      ...factsOf(facts, key),
      ranksWithAnotherPage: (ownCell?.position ?? 0) > 0 && isOtherPage(ownCell?.url ?? null, key.targetUrl),
      searchConsole: figures,
      positionsDisagree: searchConsole.searchConsole !== null && positionsDisagree(ownCell?.position ?? null, figures?.position ?? null, searchConsole.searchConsole.flagPlaces),
      positions: companies.map((company) => {
        const cell = cells.get(company.domain);
        const position = cell?.position ?? null;
        const previousPosition = cell?.previousPosition ?? null;
        return {
          domain: company.domain,
          position,
          url: cell?.url ?? null,
          previousPosition,
          ...rankChange(position, previousPosition, previous !== undefined),
          bestPosition: cell?.bestPosition ?? null,
        };
      }),
      };
    }),
  };
}

/** A keyword's rows grouped per run, with a cell per company of the instance. */
export function buildKeywordHistory(instanceId: string, keyword: string, device: SerpDevice, companies: TableCompany[], results: KeywordRunResult[]): KeywordHistory {
  const runs = new Map<string, { runId: string; runAt: Date; depth: number; cells: Map<string, KeywordRunResult> }>();
  for (const result of results) {
    const run = runs.get(result.runId) ?? { runId: result.runId, runAt: result.runAt, depth: result.depth, cells: new Map<string, KeywordRunResult>() };
    run.cells.set(result.domain, result);
    runs.set(result.runId, run);
  }
  return {
    instanceId,
    keyword,
    device,
    companies,
    runs: [...runs.values()].map((run) => ({
      runId: run.runId,
      runAt: run.runAt,
      depth: run.depth,
      positions: companies.map((company) => {
        const cell = run.cells.get(company.domain);
        return { domain: company.domain, position: cell?.position ?? null, url: cell?.url ?? null };
      }),
    })),
  };
}
