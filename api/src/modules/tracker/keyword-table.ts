import type { CompletedRun, KeywordRunResult, LatestKeywordResult } from './keyword-table.repository';
import type { DataSource } from '../../common/data-source';

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
  previousRunAt: Date | null;
  depth: number | null;
  source: DataSource | null;
  /** The latest run's status: partial when some of its keywords were not checked. */
  runStatus: 'completed' | 'partial' | null;
  companies: TableCompany[];
  /**
   * One per keyword of the latest run and per keyword the instance tracks, by keyword; positions in
   * the order of `companies`. A keyword the run did not check has position null ("not checked").
   */
  rows: { keyword: string; positions: KeywordPosition[] }[];
}

export interface KeywordHistory {
  instanceId: string;
  keyword: string;
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
  runs: CompletedRun[],
  results: LatestKeywordResult[],
  trackedKeywords: readonly string[] = [],
): KeywordTable {
  const [latest, previous] = runs;
  const byKeyword = new Map<string, Map<string, LatestKeywordResult>>();
  // Tracked keywords the latest run has no row for were not checked in it (their search failed).
  if (latest) for (const keyword of trackedKeywords) byKeyword.set(keyword, new Map());
  for (const result of results) {
    const cells = byKeyword.get(result.keyword) ?? new Map<string, LatestKeywordResult>();
    cells.set(result.domain, result);
    byKeyword.set(result.keyword, cells);
  }
  return {
    instanceId,
    runAt: latest?.runAt ?? null,
    previousRunAt: previous?.runAt ?? null,
    depth: latest?.depth ?? null,
    source: latest?.source ?? null,
    runStatus: latest?.status ?? null,
    companies,
    rows: [...byKeyword].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([keyword, cells]) => ({
      keyword,
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
    })),
  };
}

/** A keyword's rows grouped per run, with a cell per company of the instance. */
export function buildKeywordHistory(instanceId: string, keyword: string, companies: TableCompany[], results: KeywordRunResult[]): KeywordHistory {
  const runs = new Map<string, { runId: string; runAt: Date; depth: number; cells: Map<string, KeywordRunResult> }>();
  for (const result of results) {
    const run = runs.get(result.runId) ?? { runId: result.runId, runAt: result.runAt, depth: result.depth, cells: new Map<string, KeywordRunResult>() };
    run.cells.set(result.domain, result);
    runs.set(result.runId, run);
  }
  return {
    instanceId,
    keyword,
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
