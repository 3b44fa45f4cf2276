import { VendorError } from '../../../common/vendor-error';
import { OrganicResult, pageWindow, SerpPage, SerpProvider, SerpQuery } from './serp-provider';

export interface SerpClientOptions {
  /** Most searches in flight at once. Default 8. */
  concurrency?: number;
  /** Tries per vendor request, counting the first (a query's `maxCalls` can stop it sooner). Default 3. */
  maxAttempts?: number;
  /** Backoff before the 2nd try; doubles per try up to maxDelayMs, with jitter. Defaults 500 ms and 4 s. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** Injectable for tests. */
  random?: () => number;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

/** `pages`: vendor pages fetched for the query; `calls`: requests sent to the vendor, retries included. */
export type SerpOutcome = { query: SerpQuery; pages: number; calls: number } & ({ page: SerpPage; error?: undefined } | { page?: undefined; error: Error });

export interface SearchAllOptions {
  signal?: AbortSignal;
  /** Says whether the results so far already answer the caller (say, every tracked domain is in them). */
  enough?: (results: OrganicResult[]) => boolean;
  /** Most vendor requests for one query, pages and retries together; the query fails for good past it. */
  maxCalls?: (query: SerpQuery) => number;
  /**
   * Awaited before each vendor request (one page of a query, retries included) is sent, in its
   * concurrency slot: the caller records it, durably if it likes, so requests a process sent just
   * before it died are still counted. False refuses the request: the query is out of tries (a
   * budget kept outside this process) and fails for good, as past `maxCalls`.
   */
  claimCall?: (request: SerpQuery) => Promise<boolean>;
  /** Called with each query's outcome as soon as it is known, before searchAll resolves. */
  onOutcome?: (outcome: SerpOutcome) => void;
}

export interface SerpClient {
  readonly provider: SerpProvider;
  /** One search within the concurrency limit, retried while the error is retryable. */
  search(query: SerpQuery, signal?: AbortSignal): Promise<SerpPage>;
  /**
   * Every query to its full depth, outcomes in input order. A query deeper than the provider's
   * `resultsPerRequest` is read page by page (in order, each page retried on its own) until the
   * depth is covered, an empty page ends the results, or `enough` holds for the results so far.
   * After an auth or credits failure the remaining queries are not sent (they would fail the same
   * way and may cost money); they get the same error.
   */
  searchAll(queries: SerpQuery[], options?: SearchAllOptions): Promise<SerpOutcome[]>;
}

interface RunState {
  stop?: VendorError;
}

/** Vendor requests sent for one query so far, and how many it may send. */
interface CallTally {
  calls: number;
  maxCalls: number;
}

export function createSerpClient(provider: SerpProvider, options: SerpClientOptions = {}): SerpClient {
  const slots = new Slots(options.concurrency ?? 8);
  const maxAttempts = options.maxAttempts ?? 3;
  const baseDelayMs = options.baseDelayMs ?? 500;
  const maxDelayMs = options.maxDelayMs ?? 4_000;
  const random = options.random ?? Math.random;
  const sleep = options.sleep ?? abortableSleep;

  /**
   * `run` holds the stop state of one searchAll and `tally` its query's calls; a bare search has
   * neither. `claimCall` (of searchAll's options) is asked before each request is sent.
   */
  async function searchWithRetry(query: SerpQuery, signal: AbortSignal | undefined, run?: RunState, tally?: CallTally, claimCall?: SearchAllOptions['claimCall']): Promise<SerpPage> {
    let lastError: VendorError | undefined;
    for (let attempt = 1; ; attempt++) {
      try {
        return await slots.run(async () => {
          signal?.throwIfAborted();
          if (run?.stop) throw run.stop;
          if (tally) {
            if (tally.calls >= tally.maxCalls) throw callsSpent(query);
            if (claimCall && !(await claimCall(query))) throw callsSpent(query, lastError);
            tally.calls++;
          }
          try {
            return await provider.search(query, signal);
          } catch (error) {
            // Recorded before the slot is released, so no queued query slips through to the vendor.
            if (run && error instanceof VendorError && (error.kind === 'auth' || error.kind === 'credits')) run.stop ??= error;
            throw error;
          }
        });
      } catch (error) {
        if (!(error instanceof VendorError) || !error.retryable || attempt >= maxAttempts || signal?.aborted) throw error;
        if (tally && tally.calls >= tally.maxCalls) throw callsSpent(query, error);
        lastError = error;
        const delay = Math.min(maxDelayMs, baseDelayMs * 2 ** (attempt - 1));
        // "Equal jitter": at least half the delay, so retries spread out without collapsing to zero.
        await sleep(delay / 2 + random() * (delay / 2), signal);
      }
    }
  }

  async function searchToDepth(query: SerpQuery, run: RunState, options: SearchAllOptions): Promise<SerpOutcome> {
    const { signal, enough } = options;
    const tally: CallTally = { calls: 0, maxCalls: options.maxCalls?.(query) ?? Infinity };
    let pages = 0;
    const { offset, last } = pageWindow(query);
    const results: OrganicResult[] = [];
    try {
      for (const request of vendorRequests(query, provider.resultsPerRequest)) {
        const page = await searchWithRetry(request, signal, run, tally, options.claimCall);
        pages++;
        results.push(...page.results.filter((result) => result.position > offset && result.position <= last));
        if (page.results.length === 0 || enough?.(results)) break;
      }
      results.sort((a, b) => a.position - b.position);
      return { query, pages, calls: tally.calls, page: { source: provider.source, provider: provider.name, results } };
    } catch (error) {
      return { query, pages, calls: tally.calls, error: error instanceof Error ? error : new Error(String(error)) };
    }
  }

  return {
    provider,
    search: (query, signal) => searchWithRetry(query, signal),
    async searchAll(queries, options = {}) {
      const run: RunState = {};
      return Promise.all(
        queries.map(async (query) => {
          const outcome = await searchToDepth(query, run, options);
          options.onOutcome?.(outcome);
          return outcome;
        }),
      );
    },
  };
}

/** A query out of tries fails for good, so no retry at any level sends it again. */
function callsSpent(query: SerpQuery, last?: VendorError): VendorError {
  const reason = last ? `${last.message} ` : '';
  return new VendorError(last?.kind ?? 'unavailable', `${reason}Gave up on "${query.keyword}": its requests to the search provider are used up.`, false);
}

/**
 * The vendor requests that cover a query's window of positions: the query itself when one request
 * reaches its last position, otherwise the vendor pages of `perRequest` results that overlap it.
 */
export function vendorRequests(query: SerpQuery, perRequest: number): SerpQuery[] {
  const { offset, last } = pageWindow(query);
  if (perRequest >= last) return [query];
  const requests: SerpQuery[] = [];
  for (let page = Math.floor(offset / perRequest) + 1; (page - 1) * perRequest < last; page++) requests.push({ ...query, depth: perRequest, page });
  return requests;
}

/** A counting semaphore: at most `limit` tasks run; the rest wait in arrival order. */
class Slots {
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly limit: number) {
    if (!Number.isInteger(limit) || limit < 1) throw new RangeError('concurrency must be a positive integer');
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active < this.limit) this.active++;
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    try {
      return await task();
    } finally {
      // Hand the slot straight to the next waiter, or give it back.
      const next = this.waiting.shift();
      if (next) next();
      else this.active--;
    }
  }
}

function abortableSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason as Error);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason as Error);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
