import type { EntityManager } from '@mikro-orm/postgresql';
import type { Job } from '../jobs/job.entity';
import type { JobProgressReports } from '../jobs/job-progress';
import type { JobService, UnfinishedJobSettlement } from '../jobs/job.service';
import { NonRetryableError } from '../jobs/non-retryable-error';
import { VendorError } from '../../common/vendor-error';
import { jobsMessages } from '../jobs/jobs.messages';
import { SearchQuotaError, type SearchAnalyticsRow } from './providers';
import { abortableSleep, type SearchConsoleRuntime } from './search-console-runtime';
import { SearchConsoleConnection, SearchConsoleProperty } from './search-console.entities';
import { searchConsoleMessages } from './search-console.messages';
import { DAYS_PER_STEP, daysNewestFirst } from './search-console-sync-plan';
import { storePositionDay } from './position-click-through';

/** Device codes of stored rows. */
export const DEVICE_CODES: Record<string, number> = { all: 0, desktop: 1, mobile: 2, tablet: 3 };

export interface SearchConsoleSyncDeps {
  em: EntityManager;
  jobs: JobService;
  progress: JobProgressReports;
  runtime: SearchConsoleRuntime;
  /** Told when a sync has stored its days, before it succeeds: the Search Console alert rules. */
  syncListener?: () => { syncEnded(propertyId: string, jobId: string): Promise<void> };
}

interface SyncPlan {
  job: Job;
  property: SearchConsoleProperty & { key: number };
  connection: SearchConsoleConnection;
  days: string[];
}

/**
 * The steps of a sync job: each reads DAYS_PER_STEP days (newest first), one day at a time, every page of
 * `pageRows` rows (`startRow` paging), paced within the provider's queries per minute, waiting `quotaBackoffMs`
 * (doubling) when the quota is spent; then replaces the stored rows of that day in one transaction, so a step
 * run again writes the same rows.
 */
export class SearchConsoleSyncService {
  constructor(private readonly deps: SearchConsoleSyncDeps) {}

  async start(jobId: string): Promise<{ steps: number }> {
    const { job, days } = await this.plan(jobId);
    await this.deps.jobs.markRunning(job, days.length);
    return { steps: Math.ceil(days.length / DAYS_PER_STEP) };
  }

  async step(jobId: string, step: number, signal?: AbortSignal): Promise<void> {
    const { job, property, connection, days } = await this.plan(jobId);
    const stepDays = days.slice(step * DAYS_PER_STEP, (step + 1) * DAYS_PER_STEP);
    const { provider, credentials } = this.deps.runtime.providerOf(connection);
    for (const day of stepDays) {
      const dayRows: SearchAnalyticsRow[] = [];
      for (let startRow = 0; ; ) {
        const page = await this.withQuotaRetries(signal, async () => {
          await this.deps.runtime.paced(connection.id, property.siteUrl, signal);
          return provider.searchAnalytics(credentials, { propertyId: property.siteUrl, startDate: day, endDate: day, startRow, rowLimit: this.deps.runtime.config.sync.pageRows, dataState: 'all' }, signal);
        }).catch(async (error: unknown) => {
          // The provider no longer accepts the connection (revoked, expired): no retry can help; it is marked for reconnecting.
          if (!(error instanceof VendorError) || error.kind !== 'auth') throw error;
          await this.deps.em.execute(`update search_console_connections set status = 'revoked', updated_at = now() where id = ?`, [connection.id]);
          throw new NonRetryableError(error.message);
        });
        dayRows.push(...page.rows);
        startRow += page.rows.length;
        if (!page.hasMore || page.rows.length === 0) break;
      }
      await this.storeDay(property.key, day, dayRows);
    }
    const done = Math.min(days.length, (step + 1) * DAYS_PER_STEP);
    if (stepDays[0] && (!property.syncedThrough || stepDays[0] > property.syncedThrough)) {
      await this.deps.em.execute('update search_console_properties set synced_through = ? where id = ? and (synced_through is null or synced_through < ?)', [stepDays[0], property.id, stepDays[0]]);
    }
    this.deps.progress.push(job.id, { done, message: searchConsoleMessages.syncProgress(done, days.length), item: stepDays.at(-1) ?? null });
  }

  async finish(jobId: string): Promise<void> {
    const { job, days, property } = await this.plan(jobId);
    this.deps.progress.discard(job.id);
    const [counted] = await this.deps.em.execute<{ rows: string | number }[]>('select count(*) as rows from search_console_rows where property_key = ? and day between ? and ?', [property.key, days.at(-1), days[0]]);
    const rows = Number(counted?.rows ?? 0);
    // A backfill adds many rows at once: fresh statistics keep the reads' plans right before autovacuum gets to it.
    if (job.result?.mode === 'backfill') await this.deps.em.execute('analyze search_console_rows');
    await this.deps.syncListener?.().syncEnded(property.id, job.id);
    await this.deps.jobs.succeed(job, { ...job.result, days: days.length, rows }, searchConsoleMessages.syncDone(days.length, rows));
  }

  /** Replaces the property's stored rows of `day` with `rows`; how many rows it stored. */
  async storeDay(propertyKey: number, day: string, rows: SearchAnalyticsRow[]): Promise<number> {
    return this.deps.em.transactional(async (tx) => {
      const queries = await this.dictionary(tx, 'search_console_queries', 'text', propertyKey, rows.map((row) => row.query));
      const pages = await this.dictionary(tx, 'search_console_pages', 'url', propertyKey, rows.map((row) => row.page));
      await tx.execute('delete from search_console_rows where property_key = ? and day = ?', [propertyKey, day]);
      // Same key twice (a provider repeating a row): summed.
      const merged = new Map<string, { q: number; p: number; d: number; c: string; clicks: number; impressions: number; ps: number }>();
      for (const row of rows) {
        const q = row.query === null ? 0 : (queries.get(row.query) ?? 0);
        const p = row.page === null ? 0 : (pages.get(row.page) ?? 0);
        const d = DEVICE_CODES[row.device] ?? 0;
        const c = row.country.slice(0, 3);
        const key = `${q}|${p}|${d}|${c}`;
        const entry = merged.get(key) ?? { q, p, d, c, clicks: 0, impressions: 0, ps: 0 };
        entry.clicks += Math.round(row.clicks);
        entry.impressions += Math.round(row.impressions);
        entry.ps += row.position * row.impressions;
        merged.set(key, entry);
      }
      const values = [...merged.values()];
      for (let start = 0; start < values.length; start += 10_000) {
        await tx.execute(
          `insert into search_console_rows (property_key, day, query_id, page_id, device, country, clicks, impressions, position_sum)
           select ?, ?::date, x.q, x.p, x.d, x.c, x.clicks, x.impressions, x.ps
           from json_to_recordset(?::json) as x(q integer, p integer, d smallint, c varchar(3), clicks integer, impressions integer, ps real)`,
          [propertyKey, day, JSON.stringify(values.slice(start, start + 10_000))],
        );
      }
      await storePositionDay(tx, propertyKey, day);
      return values.length;
    });
  }

  /** The ids of `values` in a dictionary table of the property, added where missing. */
  private async dictionary(tx: EntityManager, table: string, column: string, propertyKey: number, values: (string | null)[]): Promise<Map<string, number>> {
    const distinct = [...new Set(values.filter((value): value is string => value !== null && value !== ''))].map((value) => value.slice(0, 2048));
    const ids = new Map<string, number>();
    for (let start = 0; start < distinct.length; start += 10_000) {
      const given = JSON.stringify(distinct.slice(start, start + 10_000));
      await tx.execute(`insert into ${table} (property_key, ${column}) select ?, v from json_array_elements_text(?::json) as t(v) on conflict do nothing`, [propertyKey, given]);
      const found = await tx.execute<{ id: number; v: string }[]>(`select d.id, d.${column} as v from ${table} d join json_array_elements_text(?::json) as t(v) on d.${column} = t.v where d.property_key = ?`, [given, propertyKey]);
      for (const row of found) ids.set(row.v, Number(row.id));
    }
    return ids;
  }

  private async withQuotaRetries<T>(signal: AbortSignal | undefined, call: () => Promise<T>): Promise<T> {
    const { quotaBackoffMs, quotaRetries } = this.deps.runtime.config.sync;
    for (let attempt = 0; ; attempt++) {
      try {
        return await call();
      } catch (error) {
        if (!(error instanceof SearchQuotaError) || attempt >= quotaRetries) throw error;
        const wait = Math.max(error.retryAfterMs ?? 0, quotaBackoffMs * 2 ** attempt);
        await abortableSleep(wait, signal);
      }
    }
  }

  private async plan(jobId: string): Promise<SyncPlan> {
    const job = await this.deps.jobs.getJobOrFail(jobId);
    if (job.finished) throw new NonRetryableError(jobsMessages.alreadyFinished(job.status));
    const propertyId = typeof job.result?.propertyId === 'string' ? job.result.propertyId : '';
    const [keyed] = propertyId ? await this.deps.em.execute<{ key: number }[]>('select key from search_console_properties where id = ?', [propertyId]) : [];
    const property = keyed ? await this.deps.em.findOne(SearchConsoleProperty, { id: propertyId }) : null;
    const connection = property ? await this.deps.em.findOne(SearchConsoleConnection, { id: property.connectionId }, { populate: ['secret'] }) : null;
    if (!property || !connection || !keyed) throw new NonRetryableError(searchConsoleMessages.propertyGone);
    const days = daysNewestFirst(String(job.result?.from), String(job.result?.to));
    return { job, property: Object.assign(property, { key: Number(keyed.key) }), connection, days };
  }
}

/** A sync spends nothing: one that ends unfinished keeps the days it stored. */
export class SearchConsoleSyncSettlement implements UnfinishedJobSettlement {
  constructor(private readonly progress: JobProgressReports) {}

  settle(job: Job): Promise<void> {
    this.progress.discard(job.id);
    return Promise.resolve();
  }
}
