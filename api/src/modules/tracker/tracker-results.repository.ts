import type { EntityManager } from '@mikro-orm/postgresql';
import type { TrackingInstance } from './tracking-instance.entity';
import { REPORTED_RUN_STATUSES_SQL, type TrackingRun } from './tracking-run.entity';
import { ctrSumUpdateSql } from './visibility-curve';

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

/** Page sizes of a history read: runs per query, and rows of one run per query. */
const HISTORY_RUN_PAGE = 100;
const HISTORY_ROW_PAGE = 1000;

const LATEST_REPORTED_RUN = `(select id from tracking_runs where instance_id = ? and status in ${REPORTED_RUN_STATUSES_SQL} order by created_at desc limit 1)`;

/**
 * Result rows and their aggregates, in SQL. Rows are one per (run, domain, keyword); per-run company
 * summaries are written when a run completes, so history reads never scan every row of every run.
 */
export class TrackerResultsRepository {
  constructor(private readonly em: EntityManager) {}

  /**
   * Stores the rows of keywords whose searches ended (insert or overwrite: a retried step writes the
   * same rows again without duplicating them) and the vendor pages they took, in one statement, and
   * returns how many keywords the run has checked. A keyword counts once, when its rows are first
   * written, whichever process or attempt writes them: steps running at once on several workers
   * report one count.
   */
  async storeResults(run: { id: string; instanceId: string; runAt: Date }, rows: { domain: string; keyword: string; position: number; url?: string | null }[], pages: number): Promise<number> {
    const params = rows.flatMap((row) => [run.id, run.instanceId, run.runAt, row.domain, row.keyword, row.position, row.url ?? null]);
    // xmax = 0 marks a row the insert created (an overwritten row has the updating transaction's id).
    const fresh = rows.length
      ? `with written as (
           insert into tracking_results (run_id, instance_id, run_at, domain, keyword, position, url) values ${rows.map(() => '(?, ?, ?, ?, ?, ?, ?)').join(', ')}
           on conflict (run_id, domain, keyword) do update set position = excluded.position, url = excluded.url
           returning keyword, xmax = 0 as inserted),
         fresh as (select keyword from written group by keyword having bool_and(inserted))`
      : 'with fresh as (select null as keyword where false)';
    const [counted] = await this.em.execute<{ keywords_checked: number }[]>(
      `${fresh}
       update tracking_runs set keywords_checked = keywords_checked + (select count(*) from fresh), pages_fetched = pages_fetched + ?
       where id = ? returning keywords_checked`,
      [...params, pages, run.id],
    );
    return Number(counted.keywords_checked);
  }

  /**
   * Records one vendor request for a keyword of the run before it is sent, when the keyword has sent
   * fewer than `limit` in the whole run (every attempt and process counted): one committed statement
   * per request, so a process that dies mid-step leaves every request it sent on the record. False
   * when the keyword's requests are used up (nothing is recorded then).
   */
  async claimVendorCall(runId: string, keyword: string, limit: number): Promise<boolean> {
    const rows = await this.em.execute<{ id: string }[]>(
      `with claimed as (
         insert into tracking_run_keyword_calls as c (run_id, keyword, calls) values (?, ?, 1)
         on conflict (run_id, keyword) do update set calls = c.calls + 1 where c.calls < ?
         returning c.calls)
       update tracking_runs set vendor_calls = vendor_calls + 1 where id = ? and exists (select 1 from claimed) returning id`,
      [runId, keyword, limit, runId],
    );
    return rows.length > 0;
  }

  /** The run's keywords with stored results; of `among` only, when given. */
  async checkedKeywords(runId: string, among?: string[]): Promise<Set<string>> {
    if (among?.length === 0) return new Set();
    const rows = among
      ? await this.em.execute<{ keyword: string }[]>('select distinct keyword from tracking_results where run_id = ? and keyword in (?)', [runId, among])
      : await this.em.execute<{ keyword: string }[]>('select distinct keyword from tracking_results where run_id = ?', [runId]);
    return new Set(rows.map((row) => row.keyword));
  }

  /** Writes the run's per-company summary and lowers the best positions it beat (idempotent). */
  async summarise(runId: string): Promise<void> {
    await this.em.execute(
      `insert into tracking_run_summaries (run_id, instance_id, run_at, domain, keywords_checked, keywords_found, position_sum)
       select run_id, instance_id, run_at, domain, count(*), count(*) filter (where position > 0), coalesce(sum(position) filter (where position > 0), 0)
       from tracking_results where run_id = ? group by run_id, instance_id, run_at, domain
       on conflict (run_id, domain) do update set keywords_checked = excluded.keywords_checked,
         keywords_found = excluded.keywords_found, position_sum = excluded.position_sum`,
      [runId],
    );
    // Visibility: the run's expected-CTR sum per company (visibility-curve.ts).
    await this.em.execute(ctrSumUpdateSql('s.run_id = ?'), [runId]);
    await this.em.execute(
      `insert into tracking_best_positions (instance_id, keyword, domain, best_position)
       select instance_id, keyword, domain, min(position) from tracking_results where run_id = ? and position > 0 group by instance_id, keyword, domain
       on conflict (instance_id, keyword, domain) do update set best_position = least(tracking_best_positions.best_position, excluded.best_position)`,
      [runId],
    );
  }

  /**
   * Re-summarises one company over the given runs (after its rows were written from stored pages):
   * the per-run summary and visibility, and its best positions. Set-based, like summarise.
   */
  async summariseCompany(instanceId: string, domain: string, runIds: string[]): Promise<void> {
    if (runIds.length === 0) return;
    await this.em.execute(
      `insert into tracking_run_summaries (run_id, instance_id, run_at, domain, keywords_checked, keywords_found, position_sum)
       select run_id, instance_id, run_at, domain, count(*), count(*) filter (where position > 0), coalesce(sum(position) filter (where position > 0), 0)
       from tracking_results where run_id in (?) and domain = ? group by run_id, instance_id, run_at, domain
       on conflict (run_id, domain) do update set keywords_checked = excluded.keywords_checked,
         keywords_found = excluded.keywords_found, position_sum = excluded.position_sum`,
      [runIds, domain],
    );
    await this.em.execute(ctrSumUpdateSql('s.run_id in (?) and s.domain = ?'), [runIds, domain]);
    await this.em.execute(
      `insert into tracking_best_positions (instance_id, keyword, domain, best_position)
       select instance_id, keyword, domain, min(position) from tracking_results where instance_id = ? and domain = ? and run_id in (?) and position > 0 group by instance_id, keyword, domain
       on conflict (instance_id, keyword, domain) do update set best_position = least(tracking_best_positions.best_position, excluded.best_position)`,
      [instanceId, domain, runIds],
    );
  }

  /** Ends a run; one with results (completed or partial) gets its per-company summary and becomes the instance's last run. */
  async endRun(run: TrackingRun, status: 'completed' | 'partial' | 'failed', instance: TrackingInstance | null): Promise<void> {
    if (status !== 'failed') {
      await this.summarise(run.id);
      if (instance) instance.lastRunAt = run.createdAt;
    }
    run.status = status;
    run.finishedAt = new Date();
    await this.em.flush();
  }

  /** Rows of the most recent reported run (completed, or partial: what a cancelled or failed run checked). */
  async latest(instanceId: string): Promise<ResultRow[]> {
    const rows = await this.em.execute<{ domain: string; keyword: string; position: number; run_at: Date }[]>(
      `select domain, keyword, position, run_at from tracking_results where run_id = ${LATEST_REPORTED_RUN} order by keyword, domain`,
      [instanceId],
    );
    return rows.map(toResultRow);
  }

  /**
   * Every row of every reported run, oldest run first, read in keyset pages: each page is a short
   * query of its own, so no connection (on PGlite, the only backend) is held while the caller waits
   * on a slow reader, and a history of any length never sits in memory as a whole.
   */
  async *history(instanceId: string): AsyncGenerator<ResultRow> {
    // The cursor keeps created_at as text: a JS Date would drop its microseconds and repeat a run.
    let afterRun: { createdAt: string; id: string } | undefined;
    for (;;) {
      const runs = await this.em.execute<{ id: string; created_at: string }[]>(
        `select id, created_at::text as created_at from tracking_runs where instance_id = ? and status in ${REPORTED_RUN_STATUSES_SQL}
         ${afterRun ? 'and (created_at, id) > (?::timestamptz, ?::uuid)' : ''} order by created_at, id limit ${HISTORY_RUN_PAGE}`,
        afterRun ? [instanceId, afterRun.createdAt, afterRun.id] : [instanceId],
      );
      for (const run of runs) yield* this.runRows(run.id);
      if (runs.length < HISTORY_RUN_PAGE) return;
      const last = runs[runs.length - 1];
      afterRun = { createdAt: last.created_at, id: last.id };
    }
  }

  private async *runRows(runId: string): AsyncGenerator<ResultRow> {
    let after: { domain: string; keyword: string } | undefined;
    for (;;) {
      const rows = await this.em.execute<{ domain: string; keyword: string; position: number; run_at: Date }[]>(
        `select domain, keyword, position, run_at from tracking_results where run_id = ?
         ${after ? 'and (domain, keyword) > (?, ?)' : ''} order by domain, keyword limit ${HISTORY_ROW_PAGE}`,
        after ? [runId, after.domain, after.keyword] : [runId],
      );
      for (const row of rows) yield toResultRow(row);
      if (rows.length < HISTORY_ROW_PAGE) return;
      after = rows[rows.length - 1];
    }
  }

  /** Per company, the latest completed run's found count and mean found position. */
  async latestAggregates(instanceId: string): Promise<CompanyAggregate[]> {
    const rows = await this.em.execute<SummaryRow[]>(
      `select domain, run_at, keywords_checked, keywords_found, position_sum from tracking_run_summaries where run_id = ${LATEST_REPORTED_RUN}`,
      [instanceId],
    );
    return rows.map((row) => ({ domain: row.domain, runAt: new Date(row.run_at), keywordsChecked: Number(row.keywords_checked), keywordsFound: Number(row.keywords_found), averageRank: meanOf(row) }));
  }

  /** Per company and completed run, the mean found position (null when none was found). */
  async series(instanceId: string): Promise<SeriesPoint[]> {
    const rows = await this.em.execute<SummaryRow[]>(
      `select s.domain, s.run_at, s.keywords_checked, s.keywords_found, s.position_sum from tracking_run_summaries s
       join tracking_runs t on t.id = s.run_id and t.status in ${REPORTED_RUN_STATUSES_SQL} where s.instance_id = ? order by s.run_at`,
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
