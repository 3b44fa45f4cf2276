import type { EntityManager } from '@mikro-orm/postgresql';

export interface ResultRow {
  domain: string;
  keyword: string;
  position: number;
  createdAt: Date;
}

export interface CompanyAggregate {
  domain: string;
  keywordsChecked: number;
  keywordsFound: number;
  /** Mean of found positions, or null when none was found. */
  averageRank: number | null;
  runAt: Date;
}

export interface SeriesPoint {
  domain: string;
  runAt: Date;
  averageRank: number | null;
}

const LATEST_COMPLETED_RUN = `(select id from tracking_runs where instance_id = ? and status = 'completed' order by created_at desc limit 1)`;

/**
 * Result rows and their aggregates, in SQL. Rows are one per (run, domain, keyword); per-run company
 * summaries are written when a run completes, so history reads never scan every row of every run.
 */
export class TrackerResultsRepository {
  constructor(private readonly em: EntityManager) {}

  /** Insert or overwrite: a retried step writes the same rows again without duplicating them. */
  async upsert(run: { id: string; instanceId: string; runAt: Date }, rows: { domain: string; keyword: string; position: number }[]): Promise<void> {
    if (rows.length === 0) return;
    const values = rows.map(() => '(?, ?, ?, ?, ?, ?)').join(', ');
    const params = rows.flatMap((row) => [run.id, run.instanceId, run.runAt, row.domain, row.keyword, row.position]);
    await this.em.execute(
      `insert into tracking_results (run_id, instance_id, run_at, domain, keyword, position) values ${values}
       on conflict (run_id, domain, keyword) do update set position = excluded.position`,
      params,
    );
  }

  /**
   * Adds a step's vendor usage to the run in one statement, so concurrent steps never lose counts.
   * `callsByKeyword` holds the new totals of the step's keywords (no two steps share a keyword).
   */
  async addVendorUsage(runId: string, usage: { pages: number; calls: number; callsByKeyword: Record<string, number> }): Promise<void> {
    await this.em.execute(
      'update tracking_runs set pages_fetched = pages_fetched + ?, vendor_calls = vendor_calls + ?, keyword_calls = keyword_calls || ?::jsonb where id = ?',
      [usage.pages, usage.calls, JSON.stringify(usage.callsByKeyword), runId],
    );
  }

  /** Vendor requests already sent for each keyword of the run, by earlier attempts included. */
  async keywordCalls(runId: string): Promise<Map<string, number>> {
    const [row] = await this.em.execute<{ keyword_calls: Record<string, number> | string }[]>('select keyword_calls from tracking_runs where id = ?', [runId]);
    const calls = typeof row?.keyword_calls === 'string' ? (JSON.parse(row.keyword_calls) as Record<string, number>) : (row?.keyword_calls ?? {});
    return new Map(Object.entries(calls));
  }

  async checkedKeywords(runId: string): Promise<Set<string>> {
    const rows = await this.em.execute<{ keyword: string }[]>('select distinct keyword from tracking_results where run_id = ?', [runId]);
    return new Set(rows.map((row) => row.keyword));
  }

  /** Writes the run's per-company summary (idempotent). */
  async summarise(runId: string): Promise<void> {
    await this.em.execute(
      `insert into tracking_run_summaries (run_id, instance_id, run_at, domain, keywords_checked, keywords_found, position_sum)
       select run_id, instance_id, run_at, domain, count(*), count(*) filter (where position > 0), coalesce(sum(position) filter (where position > 0), 0)
       from tracking_results where run_id = ? group by run_id, instance_id, run_at, domain
       on conflict (run_id, domain) do update set keywords_checked = excluded.keywords_checked,
         keywords_found = excluded.keywords_found, position_sum = excluded.position_sum`,
      [runId],
    );
  }

  /** Rows of the most recent completed run. */
  async latest(instanceId: string): Promise<ResultRow[]> {
    const rows = await this.em.execute<{ domain: string; keyword: string; position: number; run_at: Date }[]>(
      `select domain, keyword, position, run_at from tracking_results where run_id = ${LATEST_COMPLETED_RUN} order by keyword, domain`,
      [instanceId],
    );
    return rows.map(toResultRow);
  }

  /**
   * Every row of every completed run, oldest run first, streamed from a cursor: a history can hold
   * hundreds of thousands of rows, which are never loaded into memory at once.
   */
  async *history(instanceId: string): AsyncGenerator<ResultRow> {
    const stream = this.em
      .getKnex()
      .raw(
        `select domain, keyword, position, run_at from tracking_results
         where instance_id = ? and run_id in (select id from tracking_runs where instance_id = ? and status = 'completed')
         order by run_at`,
        [instanceId, instanceId],
      )
      .stream();
    for await (const row of stream) yield toResultRow(row as { domain: string; keyword: string; position: number; run_at: Date });
  }

  /** Per company, the latest completed run's found count and mean found position. */
  async latestAggregates(instanceId: string): Promise<CompanyAggregate[]> {
    const rows = await this.em.execute<SummaryRow[]>(
      `select domain, run_at, keywords_checked, keywords_found, position_sum from tracking_run_summaries where run_id = ${LATEST_COMPLETED_RUN}`,
      [instanceId],
    );
    return rows.map((row) => ({ domain: row.domain, runAt: new Date(row.run_at), keywordsChecked: Number(row.keywords_checked), keywordsFound: Number(row.keywords_found), averageRank: meanOf(row) }));
  }

  /** Per company and completed run, the mean found position (null when none was found). */
  async series(instanceId: string): Promise<SeriesPoint[]> {
    const rows = await this.em.execute<SummaryRow[]>(
      `select s.domain, s.run_at, s.keywords_checked, s.keywords_found, s.position_sum from tracking_run_summaries s
       join tracking_runs t on t.id = s.run_id and t.status = 'completed' where s.instance_id = ? order by s.run_at`,
      [instanceId],
    );
    return rows.map((row) => ({ domain: row.domain, runAt: new Date(row.run_at), averageRank: meanOf(row) }));
  }
}

interface SummaryRow {
  domain: string;
  run_at: Date | string;
  keywords_checked: number | string;
  keywords_found: number | string;
  position_sum: number | string;
}

function meanOf(row: SummaryRow): number | null {
  const found = Number(row.keywords_found);
  return found === 0 ? null : Math.round((Number(row.position_sum) / found) * 10) / 10;
}

function toResultRow(row: { domain: string; keyword: string; position: number; run_at: Date | string }): ResultRow {
  return { domain: row.domain, keyword: row.keyword, position: Number(row.position), createdAt: new Date(row.run_at) };
}
