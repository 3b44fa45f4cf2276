import type { EntityManager } from '@mikro-orm/postgresql';
import type { CannibalisationRepository } from './cannibalisation.repository';
import type { KeywordTableCellsRepository } from './keyword-table-cells.repository';
import type { TrackerRunFiguresRepository } from './tracker-run-figures.repository';
import type { TrackingInstance } from './tracking-instance.entity';
import { REPORTED_RUN_STATUSES_SQL, type TrackingRun } from './tracking-run.entity';
import { ctrSumUpdateSql, perPositionSql } from './visibility-curve';
import type { SerpDevice } from '../seo/serp/serp-provider';
import { deviceSql } from './device-sql';
import { pooledRows } from '../../db/pooled-rows';

/** A search of a run as one string: its device and keyword. */
export const searchKey = (search: { keyword: string; device: SerpDevice }) => `${search.device}\u0000${search.keyword}`;

export interface ResultRow {
  domain: string;
  keyword: string;
  device: SerpDevice;
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

/** What a run's end and a backfill store beside the summaries, on the same EntityManager. */
export interface RunFiguresStores {
  cannibalisation: CannibalisationRepository;
  figures: TrackerRunFiguresRepository;
  tableCells: KeywordTableCellsRepository;
}

/**
 * Result rows and their aggregates, in SQL. Rows are one per (run, domain, keyword); per-run company
 * summaries are written when a run completes, so history reads never scan every row of every run.
 */
export class TrackerResultsRepository {
  constructor(
    private readonly em: EntityManager,
    private readonly stores: RunFiguresStores,
  ) {}

  /**
   * Stores the rows of keywords whose searches ended (insert or overwrite: a retried step writes the
   * same rows again without duplicating them) and the vendor pages they took, in one statement, and
   * returns how many keywords the run has checked. A keyword counts once, when its rows are first
   * written, whichever process or attempt writes them: steps running at once on several workers
   * report one count.
   */
  async storeResults(
    run: { id: string; instanceId: string; runAt: Date },
    rows: { domain: string; keyword: string; device?: SerpDevice; position: number; url?: string | null }[],
    pages: number,
  ): Promise<number> {
    // The rows go as one JSON parameter: a VALUES list of eight literals a row cost far more to build and to parse.
    const written = rows.map((row) => ({ domain: row.domain, keyword: row.keyword, device: row.device ?? 'desktop', position: row.position, url: row.url ?? null }));
    // xmax = 0 marks a row the insert created (an overwritten row has the updating transaction's id).
    const fresh = rows.length
      ? `with written as (
           insert into tracking_results (run_id, instance_id, run_at, domain, keyword, device, position, url)
           select $3::uuid, $4::uuid, $5::timestamptz, x.domain, x.keyword, x.device, x.position, x.url from json_to_recordset($6::json) as x(domain text, keyword text, device text, position integer, url text)
           on conflict (run_id, domain, keyword, device) do update set position = excluded.position, url = excluded.url
           returning keyword, device, xmax = 0 as inserted),
         fresh as (select keyword from written group by keyword, device having bool_and(inserted))`
      : 'with fresh as (select null as keyword where false)';
    // A statement per batch of ended searches: on the pool's connection, its values as parameters (pooledRows).
    const [counted] = await pooledRows<{ keywords_checked: number }>(
      this.em,
      `${fresh}
       update tracking_runs set keywords_checked = keywords_checked + (select count(*) from fresh), pages_fetched = pages_fetched + $1
       where id = $2 returning keywords_checked`,
      [pages, run.id, ...(rows.length ? [run.id, run.instanceId, run.runAt, JSON.stringify(written)] : [])],
      { prepared: true },
    );
    return Number(counted.keywords_checked);
  }

  /**
   * Records vendor requests of the run's searches on `device` before they are sent, one a claim, each
   * with `answered` (its keyword's requests answered with a page since its previous claim), when fewer
   * than `limit` of that keyword's requests in the whole run (every attempt and process counted) went
   * unanswered: failed, or lost with a process that stopped. One committed statement for the batch, so
   * a process that dies mid-step leaves every request it sent on the record, and the budget holds across
   * restarts; requests that succeeded never spend it. Per claim, in order: false when its keyword's
   * tries are used up (nothing is recorded for it then).
   */
  async claimVendorCalls(runId: string, device: SerpDevice, claims: readonly { keyword: string; answered: number }[], limit: number): Promise<boolean[]> {
    // A statement per batch of claims, ten a search at depth 100: on the pool's connection, its values as parameters
    // (pooledRows), prepared (parsed once per connection; on the embedded database, once for PGlite's session), and a
    // function whose plans the session keeps (Migration20261202100000_vendor_call_claims).
    const [row] = await pooledRows<{ claimed: boolean[] }>(
      this.em,
      'select claim_vendor_calls($1, $2, $3, $4, $5) as claimed',
      [runId, device, claims.map((claim) => claim.keyword), claims.map((claim) => claim.answered), limit],
      { prepared: true },
    );
    return row.claimed;
  }

  /** The run's keywords with stored results on `device`, of `among`. */
  async checkedKeywords(runId: string, device: SerpDevice, among: string[]): Promise<Set<string>> {
    if (among.length === 0) return new Set();
    const rows = await this.em.execute<{ keyword: string }[]>('select distinct keyword from tracking_results where run_id = ? and device = ? and keyword in (?)', [
      runId,
      device,
      among,
    ]);
    return new Set(rows.map((row) => row.keyword));
  }

  /** The run's searches with stored results, as searchKey strings. */
  async checkedSearches(runId: string): Promise<Set<string>> {
    const rows = await this.em.execute<{ keyword: string; device: SerpDevice }[]>('select distinct keyword, device from tracking_results where run_id = ?', [runId]);
    return new Set(rows.map(searchKey));
  }

  /** Writes the run's per-company summary and lowers the best positions it beat (idempotent). */
  async summarise(runId: string): Promise<void> {
    await this.em.execute(
      `insert into tracking_run_summaries (run_id, instance_id, run_at, domain, device, keywords_checked, keywords_found, position_sum, keywords_at)
       select run_id, instance_id, run_at, domain, device, count(*), count(*) filter (where position > 0), coalesce(sum(position) filter (where position > 0), 0),
         ${perPositionSql('count(*)', 'position', 'integer')}
       from tracking_results where run_id = ? group by run_id, instance_id, run_at, domain, device
       on conflict (run_id, domain, device) do update set keywords_checked = excluded.keywords_checked,
         keywords_found = excluded.keywords_found, position_sum = excluded.position_sum, keywords_at = excluded.keywords_at`,
      [runId],
    );
    // Visibility: the run's expected-CTR sum per company (visibility-curve.ts); its keywords per position (keywords_at) weigh it by another curve.
    await this.em.execute(ctrSumUpdateSql('s.run_id = ?'), [runId]);
    await this.em.execute(
      `insert into tracking_best_positions (instance_id, keyword, domain, device, best_position)
       select instance_id, keyword, domain, device, min(position) from tracking_results where run_id = ? and position > 0 group by instance_id, keyword, domain, device
       on conflict (instance_id, keyword, domain, device) do update set best_position = least(tracking_best_positions.best_position, excluded.best_position)`,
      [runId],
    );
  }

  /**
   * Re-summarises one company over the given runs (after its rows were written from stored pages):
   * the per-run summary and visibility, its tag and share of voice figures, and its best positions. Set-based, like summarise.
   * The keyword table's stored cells are dropped: the backfill stores them again when it has filled every run.
   */
  async summariseCompany(instanceId: string, domain: string, runIds: string[]): Promise<void> {
    if (runIds.length === 0) return;
    await this.stores.tableCells.forget(instanceId);
    await this.em.execute(
      `insert into tracking_run_summaries (run_id, instance_id, run_at, domain, device, keywords_checked, keywords_found, position_sum, keywords_at)
       select run_id, instance_id, run_at, domain, device, count(*), count(*) filter (where position > 0), coalesce(sum(position) filter (where position > 0), 0),
         ${perPositionSql('count(*)', 'position', 'integer')}
       from tracking_results where run_id in (?) and domain = ? group by run_id, instance_id, run_at, domain, device
       on conflict (run_id, domain, device) do update set keywords_checked = excluded.keywords_checked,
         keywords_found = excluded.keywords_found, position_sum = excluded.position_sum, keywords_at = excluded.keywords_at`,
      [runIds, domain],
    );
    await this.em.execute(ctrSumUpdateSql('s.run_id in (?) and s.domain = ?'), [runIds, domain]);
    await this.em.execute(
      `insert into tracking_best_positions (instance_id, keyword, domain, device, best_position)
       select instance_id, keyword, domain, device, min(position) from tracking_results where instance_id = ? and domain = ? and run_id in (?) and position > 0 group by instance_id, keyword, domain, device
       on conflict (instance_id, keyword, domain, device) do update set best_position = least(tracking_best_positions.best_position, excluded.best_position)`,
      [instanceId, domain, runIds],
    );
    await this.stores.figures.storeCompany(instanceId, runIds, domain);
  }

  /** Ends a run; one with results (completed or partial) gets its per-company summary and becomes the instance's last run. */
  async endRun(run: TrackingRun, status: 'completed' | 'partial' | 'failed', instance: TrackingInstance | null): Promise<void> {
    if (status !== 'failed') {
      await this.summarise(run.id);
      if (instance) {
        instance.lastRunAt = run.createdAt;
        await this.stores.cannibalisation.store([run.id], instance.userDomain);
      }
      // This run's share of voice and tag figures, and any run's that an edit or a volume refresh outdated.
      await this.stores.figures.store(run.instanceId, [run.id]);
      await this.stores.figures.storeMissing(run.instanceId);
    }
    run.status = status;
    run.finishedAt = new Date();
    await this.em.flush();
    // After the status is written: the run is now one of the instance's reported runs (or, failed, changes nothing).
    if (status !== 'failed') await this.stores.tableCells.store(run.instanceId);
  }

  /** Rows of the most recent reported run (completed, or partial: what a cancelled or failed run checked). */
  async latest(instanceId: string, device?: SerpDevice | null): Promise<ResultRow[]> {
    const onDevice = deviceSql('device', device);
    const rows = await this.em.execute<RawResultRow[]>(
      `select domain, keyword, device, position, run_at from tracking_results where run_id = ${LATEST_REPORTED_RUN}${onDevice.sql} order by keyword, device, domain`,
      [instanceId, ...onDevice.params],
    );
    return rows.map(toResultRow);
  }

  /**
   * Every row of every reported run, oldest run first, read in keyset pages: each page is a short
   * query of its own, so no connection (on PGlite, the only backend) is held while the caller waits
   * on a slow reader, and a history of any length never sits in memory as a whole.
   */
  async *history(instanceId: string, device?: SerpDevice | null): AsyncGenerator<ResultRow> {
    for await (const run of this.reportedRuns(instanceId)) yield* this.runRows(run.id, device);
  }

  /**
   * history's rows, each partial run's followed by the searches it did not check: each keyword
   * tracked when the run started, on its own device or each of `devices`, with no rows in the run.
   */
  async *historyWithUnchecked(instanceId: string, devices: readonly SerpDevice[], device?: SerpDevice | null): AsyncGenerator<ResultRow | UncheckedSearch> {
    for await (const run of this.reportedRuns(instanceId)) {
      yield* this.runRows(run.id, device);
      if (run.status === 'partial') yield* await this.uncheckedSearches(instanceId, run, devices, device);
    }
  }

  /** Reported (completed or partial) runs, oldest first, read in keyset pages. */
  private async *reportedRuns(instanceId: string): AsyncGenerator<{ id: string; created_at: string; status: string }> {
    // The cursor keeps created_at as text: a JS Date would drop its microseconds and repeat a run.
    let afterRun: { createdAt: string; id: string } | undefined;
    for (;;) {
      const runs = await this.em.execute<{ id: string; created_at: string; status: string }[]>(
        `select id, created_at::text as created_at, status from tracking_runs where instance_id = ? and status in ${REPORTED_RUN_STATUSES_SQL}
         ${afterRun ? 'and (created_at, id) > (?::timestamptz, ?::uuid)' : ''} order by created_at, id limit ${HISTORY_RUN_PAGE}`,
        afterRun ? [instanceId, afterRun.createdAt, afterRun.id] : [instanceId],
      );
      yield* runs;
      if (runs.length < HISTORY_RUN_PAGE) return;
      const last = runs[runs.length - 1];
      afterRun = { createdAt: last.created_at, id: last.id };
    }
  }

  private async uncheckedSearches(instanceId: string, run: { id: string; created_at: string }, devices: readonly SerpDevice[], device?: SerpDevice | null): Promise<UncheckedSearch[]> {
    const onDevice = deviceSql('d.device', device);
    const rows = await this.em.execute<{ keyword: string; device: SerpDevice }[]>(
      `select k.keyword, d.device from tracking_keywords k
       cross join lateral (select value as device from jsonb_array_elements_text(case when k.device is null then ?::jsonb else jsonb_build_array(k.device) end)) d
       where k.instance_id = ? and k.created_at <= ?::timestamptz${onDevice.sql}
         and not exists (select 1 from tracking_results r where r.run_id = ? and r.keyword_key = k.keyword_key and r.device = d.device)
       order by k.keyword, d.device`,
      [JSON.stringify(devices), instanceId, run.created_at, ...onDevice.params, run.id],
    );
    return rows.map((row) => ({ unchecked: true, keyword: row.keyword, device: row.device, createdAt: new Date(run.created_at) }));
  }

  private async *runRows(runId: string, device?: SerpDevice | null): AsyncGenerator<ResultRow> {
    const onDevice = deviceSql('device', device);
    let after: { domain: string; keyword: string; device: string } | undefined;
    for (;;) {
      const rows = await this.em.execute<RawResultRow[]>(
        `select domain, keyword, device, position, run_at from tracking_results where run_id = ?${onDevice.sql}
         ${after ? 'and (domain, keyword, device) > (?, ?, ?)' : ''} order by domain, keyword, device limit ${HISTORY_ROW_PAGE}`,
        after ? [runId, ...onDevice.params, after.domain, after.keyword, after.device] : [runId, ...onDevice.params],
      );
      for (const row of rows) yield toResultRow(row);
      if (rows.length < HISTORY_ROW_PAGE) return;
      after = rows[rows.length - 1];
    }
  }

  /** Per company, the latest completed run's found count and mean found position. */
  async latestAggregates(instanceId: string, device?: SerpDevice | null): Promise<CompanyAggregate[]> {
    const onDevice = deviceSql('device', device);
    const rows = await this.em.execute<SummaryRow[]>(
      `select domain, run_at, sum(keywords_checked) as keywords_checked, sum(keywords_found) as keywords_found, sum(position_sum) as position_sum
       from tracking_run_summaries where run_id = ${LATEST_REPORTED_RUN}${onDevice.sql} group by domain, run_at`,
      [instanceId, ...onDevice.params],
    );
    return rows.map((row) => ({ domain: row.domain, runAt: new Date(row.run_at), keywordsChecked: Number(row.keywords_checked), keywordsFound: Number(row.keywords_found), averageRank: meanOf(row) }));
  }

  /** Per company and completed run, the mean found position (null when none was found). */
  async series(instanceId: string, device?: SerpDevice | null): Promise<SeriesPoint[]> {
    const onDevice = deviceSql('s.device', device);
    const rows = await this.em.execute<SummaryRow[]>(
      `select s.domain, s.run_at, sum(s.keywords_checked) as keywords_checked, sum(s.keywords_found) as keywords_found, sum(s.position_sum) as position_sum
       from tracking_run_summaries s join tracking_runs t on t.id = s.run_id and t.status in ${REPORTED_RUN_STATUSES_SQL}
       where s.instance_id = ?${onDevice.sql} group by s.run_id, s.domain, s.run_at order by s.run_at`,
      [instanceId, ...onDevice.params],
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

/** A search a partial run did not check (its search failed, or the run was cancelled first). */
export interface UncheckedSearch {
  unchecked: true;
  keyword: string;
  device: SerpDevice;
  createdAt: Date;
}

interface RawResultRow {
  domain: string;
  keyword: string;
  device: SerpDevice;
  position: number;
  run_at: Date | string;
}

function toResultRow(row: RawResultRow): ResultRow {
  return { domain: row.domain, keyword: row.keyword, device: row.device, position: Number(row.position), createdAt: new Date(row.run_at) };
}
