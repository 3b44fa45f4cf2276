import type { EntityManager } from '@mikro-orm/postgresql';
import { keptPerKey } from '../../common/batched-load';
import type { SerpDevice } from '../seo/serp/serp-provider';
import { deviceSql } from './device-sql';
import { REPORTED_RUN_STATUSES_SQL } from './tracking-run.entity';

/** One company's result for one keyword in the latest run, beside the previous run and its best. */
export interface LatestKeywordResult {
  keyword: string;
  device: SerpDevice;
  domain: string;
  /** 0: not within the checked depth. */
  position: number;
  url: string | null;
  /** null: the keyword was not checked for the company in the previous run (or there is none). */
  previousPosition: number | null;
  /** The best (lowest) found position in any completed run, or null if never found. */
  bestPosition: number | null;
}

/** One company's cell as stored: domain, position, URL, position in the run compared with, best position. */
type StoredCell = [string, number, string | null, number | null, number | null];

/**
 * The keyword table's cells of an instance's latest reported run, per keyword and device: every
 * company's position and URL with its position in the previous reported run and its best
 * (tracking_best_positions). Stored when a run ends and after a backfill, so a page of the table is
 * one primary-key read per keyword instead of three lookups per company and keyword.
 *
 * `tracking_keyword_table_runs` marks which run's cells are stored and which run they compare with;
 * anything that changes them without storing them again drops the mark (`forget`), and a read for
 * any other pair of runs answers null (the caller looks the rows up instead).
 */
export class KeywordTableCellsRepository {
  /** The instance's mark, read once by this repository (its unit of work's reads of the table and of searches without a result) until it writes one. */
  private readonly markOf = keptPerKey(async (instanceId: string) => {
    const [mark] = await this.em.execute<{ run_id: string; compared_run_id: string | null }[]>(
      'select run_id, compared_run_id from tracking_keyword_table_runs where instance_id = ?',
      [instanceId],
    );
    return mark ? { runId: mark.run_id, comparedRunId: mark.compared_run_id } : null;
  });

  constructor(private readonly em: EntityManager) {}

  /** Computes and stores the cells of the instance's latest reported run against the one before it. */
  async store(instanceId: string): Promise<void> {
    await this.forget(instanceId);
    const [latest, compared] = await this.em.execute<{ id: string }[]>(
      `select id from tracking_runs where instance_id = ? and status in ${REPORTED_RUN_STATUSES_SQL} order by created_at desc, id desc limit 2`,
      [instanceId],
    );
    if (!latest) return;
    // Both runs' rows in one scan, grouped per company and search (one row each a run: the primary key), and the best a
    // primary-key lookup a row (a lateral subquery with a limit is never turned into a join). No plan here depends on
    // statistics, which the embedded database may not have yet: joined row to row, the planner expected a handful of rows
    // a run and compared each row with every row of the previous run (0.5 s at 200 keywords), or looked each up through
    // an index on the run and company that reads all their keywords (1 s a run at 1,000 keywords).
    await this.em.execute(
      `insert into tracking_keyword_table_cells (run_id, keyword, device, cells)
       select ?::uuid, cur.keyword, cur.device, jsonb_agg(jsonb_build_array(cur.domain, cur.position, cur.url, cur.previous, best.best_position) order by cur.domain)
       from (
         select r.keyword, r.device, r.domain,
           min(r.position) filter (where r.run_id = ?) as position, min(r.url) filter (where r.run_id = ?) as url,
           min(r.position) filter (where r.run_id = ?) as previous
         from tracking_results r where r.run_id in (?, ?)
         group by r.keyword, r.device, r.domain
         having count(*) filter (where r.run_id = ?) > 0) cur
       left join lateral (
         select b.best_position from tracking_best_positions b where b.instance_id = ? and b.keyword = cur.keyword and b.domain = cur.domain and b.device = cur.device limit 1) best on true
       group by cur.keyword, cur.device
       on conflict (run_id, keyword, device) do update set cells = excluded.cells`,
      [latest.id, latest.id, latest.id, compared?.id ?? null, latest.id, compared?.id ?? null, latest.id, instanceId],
    );
    await this.em.execute(
      `insert into tracking_keyword_table_runs (instance_id, run_id, compared_run_id) values (?, ?, ?)
       on conflict (instance_id) do update set run_id = excluded.run_id, compared_run_id = excluded.compared_run_id`,
      [instanceId, latest.id, compared?.id ?? null],
    );
    this.markOf.forget(instanceId);
  }

  /** Drops the instance's stored cells and their mark: the table looks its rows up until they are stored again. */
  async forget(instanceId: string): Promise<void> {
    this.markOf.forget(instanceId);
    await this.em.execute(
      `with unmarked as (delete from tracking_keyword_table_runs where instance_id = ? returning run_id)
       delete from tracking_keyword_table_cells where run_id in (select run_id from unmarked)`,
      [instanceId],
    );
  }

  /**
   * The stored cells of `runId` for `keywords`, limited to `domains`; null when the instance's stored
   * cells are not those of `runId` compared with `comparedRunId`.
   */
  async read(instanceId: string, runId: string, comparedRunId: string | null, domains: readonly string[], keywords: readonly string[]): Promise<LatestKeywordResult[] | null> {
    const mark = await this.markOf(instanceId);
    if (mark?.runId !== runId || mark.comparedRunId !== comparedRunId) return null;
    if (keywords.length === 0) return [];
    const rows = await this.em.execute<{ keyword: string; device: SerpDevice; cells: StoredCell[] }[]>(
      'select keyword, device, cells from tracking_keyword_table_cells where run_id = ? and keyword in (?)',
      [runId, [...keywords]],
    );
    const wanted = new Set(domains);
    return rows.flatMap((row) =>
      row.cells
        .filter(([domain]) => wanted.has(domain))
        .map(([domain, position, url, previousPosition, bestPosition]) => ({ keyword: row.keyword, device: row.device, domain, position, url, previousPosition, bestPosition })),
    );
  }

  /**
   * A page of `runId`'s searches where a company was not found (position 0), by keyword, device and
   * company as the run's rows list them; null when the instance's stored cells are not `runId`'s.
   */
  async notFound(instanceId: string, runId: string, device: SerpDevice | null, offset: number, limit: number | null): Promise<{ keyword: string; device: SerpDevice; domain: string }[] | null> {
    if ((await this.markOf(instanceId))?.runId !== runId) return null;
    const onDevice = deviceSql('c.device', device);
    // Cells are stored in domain order, so their ordinality orders a keyword's companies.
    return this.em.execute<{ keyword: string; device: SerpDevice; domain: string }[]>(
      `select c.keyword, c.device, x.cell->>0 as domain
       from tracking_keyword_table_cells c cross join lateral jsonb_array_elements(c.cells) with ordinality as x(cell, n)
       where c.run_id = ?${onDevice.sql} and (x.cell->>1)::int = 0
       order by c.keyword, c.device, x.n offset ?${limit === null ? '' : ' limit ?'}`,
      [runId, ...onDevice.params, offset, ...(limit === null ? [] : [limit])],
    );
  }
}
