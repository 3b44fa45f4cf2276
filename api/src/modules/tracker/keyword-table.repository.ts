import type { EntityManager } from '@mikro-orm/postgresql';
import { REPORTED_RUN_STATUSES_SQL } from './tracking-run.entity';
import type { DataSource } from '../../common/data-source';

export interface CompletedRun {
  id: string;
  runAt: Date;
  /** Results checked per keyword in that run. */
  depth: number;
  source: DataSource;
  /** completed, or partial when some keywords were not checked. */
  status: 'completed' | 'partial';
}

/** One company's result for one keyword in the latest run, beside the previous run and its best. */
export interface LatestKeywordResult {
  keyword: string;
  domain: string;
  /** 0: not within the checked depth. */
  position: number;
  url: string | null;
  /** null: the keyword was not checked for the company in the previous run (or there is none). */
  previousPosition: number | null;
  /** The best (lowest) found position in any completed run, or null if never found. */
  bestPosition: number | null;
}

export interface KeywordRunResult {
  runId: string;
  runAt: Date;
  depth: number;
  domain: string;
  position: number;
  url: string | null;
}

/**
 * The keyword table and keyword history reads, in SQL. The latest and previous runs are read by
 * their primary key (run_id, domain, keyword), best positions from tracking_best_positions (kept by
 * TrackerResultsRepository.summarise) and a keyword's history by tracking_results_instance_keyword_index,
 * so neither read touches the rest of a long history.
 */
export class KeywordTableRepository {
  constructor(private readonly em: EntityManager) {}

  /** The two most recent completed runs, newest first. */
  async latestRuns(instanceId: string): Promise<CompletedRun[]> {
    const rows = await this.em.execute<{ id: string; created_at: Date | string; depth: number; source: DataSource; status: 'completed' | 'partial' }[]>(
      `select id, created_at, depth, source, status from tracking_runs where instance_id = ? and status in ${REPORTED_RUN_STATUSES_SQL} order by created_at desc, id desc limit 2`,
      [instanceId],
    );
    return rows.map((row) => ({ id: row.id, runAt: new Date(row.created_at), depth: Number(row.depth), source: row.source, status: row.status }));
  }

  /** Every (keyword, company) row of `latestRunId`, with the same pair in `previousRunId` and the pair's best. */
  async latestResults(instanceId: string, latestRunId: string, previousRunId: string | null): Promise<LatestKeywordResult[]> {
    const rows = await this.em.execute<
      { keyword: string; domain: string; position: number; url: string | null; previous_position: number | null; best_position: number | null }[]
    >(
      `select cur.keyword, cur.domain, cur.position, cur.url, prev.position as previous_position, best.best_position
       from tracking_results cur
       left join tracking_results prev on prev.run_id = ? and prev.domain = cur.domain and prev.keyword = cur.keyword
       left join tracking_best_positions best on best.instance_id = ? and best.keyword = cur.keyword and best.domain = cur.domain
       where cur.run_id = ?
       order by cur.keyword, cur.domain`,
      [previousRunId, instanceId, latestRunId],
    );
    return rows.map((row) => ({
      keyword: row.keyword,
      domain: row.domain,
      position: Number(row.position),
      url: row.url,
      previousPosition: row.previous_position == null ? null : Number(row.previous_position),
      bestPosition: row.best_position == null ? null : Number(row.best_position),
    }));
  }

  /** One keyword's rows in every completed run, oldest run first. */
  async keywordHistory(instanceId: string, keyword: string): Promise<KeywordRunResult[]> {
    const rows = await this.em.execute<{ run_id: string; run_at: Date | string; depth: number; domain: string; position: number; url: string | null }[]>(
      `select run.id as run_id, run.created_at as run_at, run.depth, r.domain, r.position, r.url
       from tracking_results r join tracking_runs run on run.id = r.run_id and run.status in ${REPORTED_RUN_STATUSES_SQL}
       where r.instance_id = ? and r.keyword = ?
       order by run.created_at, run.id, r.domain`,
      [instanceId, keyword],
    );
    return rows.map((row) => ({ runId: row.run_id, runAt: new Date(row.run_at), depth: Number(row.depth), domain: row.domain, position: Number(row.position), url: row.url }));
  }
}
