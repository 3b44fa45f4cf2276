import { setMaxListeners } from 'node:events';
import retry from 'async-retry';
import PQueue from 'p-queue';
import { VendorError } from '../../../common/vendor-error';
import { OrganicResult, pageWindow, SerpFeature, SerpPage, SerpProvider, SerpQuery } from './serp-provider';
import type { VendorRateLimit } from './vendor-rate-limit';

export interface SerpClientOptions {
  /** Most searches in flight at once in this process. Default 8. */
  concurrency?: number;
  /** Tries per vendor request, counting the first (a query's `maxCalls` can stop it sooner). Default 3. */
  maxAttempts?: number;
  /**
   * Backoff before the 2nd try, doubling per try up to maxDelayMs; each wait is drawn between half
   * and all of its step ("equal jitter"). Defaults 500 ms and 4 s.
   */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** The vendor's rate limit, shared with the other processes; awaited in the slot before each request. */
  rateLimit?: VendorRateLimit;
}

/** `pages`: vendor pages fetched for the query; `calls`: requests sent to the vendor, retries included. */
export type SerpOutcome = { query: SerpQuery; pages: number; calls: number } & ({ page: SerpPage; error?: undefined } | { page?: undefined; error: Error });

export interface SearchAllOptions {
  signal?: AbortSignal;
  /** Most vendor requests for one query, pages and retries together; the query fails for good past it. */
  maxCalls?: (query: SerpQuery) => number;
  /**
   * Awaited before each vendor request (one page of a query, retries included) is sent, in its
   * concurrency slot: the caller records it, durably if it likes, so requests a process sent just
   * before it died are still counted. False refuses the request: the query is out of tries (a
   * budget kept outside this process) and fails for good, as past `maxCalls`. `answered`: the query's
   * requests answered with a page since its previous claim (0 or 1, pages being read in order), so
   * the budget can tell the requests that failed from those that succeeded without a write of its own.
   */
  claimCall?: (request: SerpQuery, answered: number) => Promise<boolean>;
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
   * depth is covered or an empty page ends the results.
   * After an auth or credits failure the remaining queries are not sent (they would fail the same
   * way and may cost money); they get the same error.
   */
  searchAll(queries: SerpQuery[], options?: SearchAllOptions): Promise<SerpOutcome[]>;
}

interface RunState {
  stop?: VendorError;
}

/** Vendor requests sent for one query so far, how many it may send, and how many were answered since the last claim. */
interface CallTally {
  calls: number;
  maxCalls: number;
  answeredSinceClaim: number;
}

/**
 * One per process: every search of every job step it runs shares its `concurrency` slots (a FIFO
 * queue), and, through `rateLimit`, the vendor's rate with every other process.
 */
export function createSerpClient(provider: SerpProvider, options: SerpClientOptions = {}): SerpClient {
  const concurrency = options.concurrency ?? 8;
  if (!Number.isInteger(concurrency) || concurrency < 1) throw new RangeError('concurrency must be a positive integer');
  const slots = new PQueue({ concurrency });
  const maxAttempts = options.maxAttempts ?? 3;
  const baseDelayMs = options.baseDelayMs ?? 500;
  const maxDelayMs = options.maxDelayMs ?? 4_000;

  /** One request in a slot: the checks and the budget's claim come first, then the vendor. */
  async function send(query: SerpQuery, signal: AbortSignal | undefined, run?: RunState, tally?: CallTally, claimCall?: SearchAllOptions['claimCall'], lastError?: VendorError): Promise<SerpPage> {
    if (run?.stop) throw run.stop;
    if (tally && tally.calls >= tally.maxCalls) throw callsSpent(query);
    await options.rateLimit?.take(signal);
    signal?.throwIfAborted();
    if (tally) {
      if (claimCall && !(await claimCall(query, tally.answeredSinceClaim))) throw callsSpent(query, lastError);
      tally.calls++;
      tally.answeredSinceClaim = 0;
    }
    try {
      return await provider.search(query, signal);
    } catch (error) {
      // Recorded before the slot is released, so no queued query slips through to the vendor.
      if (run && error instanceof VendorError && (error.kind === 'auth' || error.kind === 'credits')) run.stop ??= error;
      throw error;
    }
  }

  /**
   * `run` holds the stop state of one searchAll and `tally` its query's calls; a bare search has
   * neither. `claimCall` (of searchAll's options) is asked before each request is sent.
   */
  function searchWithRetry(query: SerpQuery, signal: AbortSignal | undefined, run?: RunState, tally?: CallTally, claimCall?: SearchAllOptions['claimCall']): Promise<SerpPage> {
    let lastError: VendorError | undefined;
    const attempts = retry<SerpPage, Error>(
      async (bail, attempt) => {
        try {
          return await slots.add(() => send(query, signal, run, tally, claimCall, lastError), { signal });
        } catch (error) {
          const failure = error instanceof Error ? error : new Error(String(error));
          if (!(error instanceof VendorError) || !error.retryable || attempt >= maxAttempts || signal?.aborted) return bail(failure) as never;
          if (tally && tally.calls >= tally.maxCalls) return bail(callsSpent(query, error)) as never;
          lastError = error;
          throw error;
        }
      },
      // Waits of [1, 2) x minTimeout x 2^n: between half and all of baseDelayMs x 2^n, at most maxDelayMs.
      // Unref'd timers, so a wait given up on (below) does not hold the process open.
      { retries: maxAttempts - 1, factor: 2, minTimeout: Math.min(baseDelayMs, maxDelayMs) / 2, maxTimeout: maxDelayMs, randomize: true, unref: true },
    );
    return untilAborted(attempts, signal);
  }

  async function searchToDepth(query: SerpQuery, run: RunState, options: SearchAllOptions): Promise<SerpOutcome> {
    const { signal } = options;
    const tally: CallTally = { calls: 0, maxCalls: options.maxCalls?.(query) ?? Infinity, answeredSinceClaim: 0 };
    let pages = 0;
    const { offset, last } = pageWindow(query);
    const results: OrganicResult[] = [];
    // The blocks above and beside the results are on the first page; later pages repeat or lack them.
    let features: SerpFeature[] = [];
    try {
      for (const request of vendorRequests(query, provider.resultsPerRequest)) {
        const page = await searchWithRetry(request, signal, run, tally, options.claimCall);
        tally.answeredSinceClaim++;
        if (pages === 0) features = page.features;
        pages++;
        results.push(...page.results.filter((result) => result.position > offset && result.position <= last));
        if (page.results.length === 0) break;
      }
      results.sort((a, b) => a.position - b.position);
      return { query, pages, calls: tally.calls, page: { source: provider.source, provider: provider.name, results, features } };
    } catch (error) {
      return { query, pages, calls: tally.calls, error: error instanceof Error ? error : new Error(String(error)) };
    }
  }

  return {
    provider,
    search: (query, signal) => searchWithRetry(query, signal),
    async searchAll(queries, options = {}) {
      const run: RunState = {};
      // Each query waiting for a slot or a backoff listens on the signal: a step's dozens, by design.
      if (options.signal) setMaxListeners(0, options.signal);
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

/**
 * The promise, or the signal's reason as soon as it aborts: a backoff wait ends at once (the retry
 * that follows it sends nothing, as its signal is aborted).
 */
function untilAborted<T>(promise: Promise<T>, signal?: AbortSignal): Promise<T> {
  if (!signal) return promise;
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason as Error);
    // Settled either way, so a rejection after the abort is never left unhandled.
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
  });
}
