import { createSerpClient } from '../serp-client';
import { VendorError } from '../../../../common/vendor-error';
import { SerpPage, SerpProvider, SerpQuery } from '../serp-provider';
import { serpQuery } from './vendor-server';

type Behaviour = (query: SerpQuery, call: number) => Promise<SerpPage>;

/** A provider whose answers the test scripts, recording calls and how many were in flight at once. */
function scriptedProvider(behaviour: Behaviour) {
  const stats = { calls: [] as string[], inFlight: 0, maxInFlight: 0 };
  const provider: SerpProvider = {
    name: 'scripted',
    source: 'LIVE',
    resultsPerRequest: 100,
    async search(query) {
      stats.calls.push(query.keyword);
      stats.inFlight++;
      stats.maxInFlight = Math.max(stats.maxInFlight, stats.inFlight);
      try {
        return await behaviour(query, stats.calls.filter((keyword) => keyword === query.keyword).length);
      } finally {
        stats.inFlight--;
      }
    },
  };
  return { provider, stats };
}

const page = (keyword: string): SerpPage => ({ source: 'LIVE', provider: 'scripted', results: [{ position: 1, type: 'organic', title: keyword, url: `https://${keyword}.test/`, domain: `${keyword}.test`, snippet: '', date: null }], features: [] });
const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Backoff waits of a millisecond or two. */
const noSleep = { baseDelayMs: 2, maxDelayMs: 2 };

/** The backoff waits the client schedules (async-retry's timers; nothing else sets one in these tests), with Math.random fixed at `random`. */
function recordBackoff(random: number): () => (number | undefined)[] {
  jest.spyOn(Math, 'random').mockReturnValue(random);
  const timers = jest.spyOn(global, 'setTimeout');
  return () => timers.mock.calls.map(([, ms]) => ms);
}

afterEach(() => jest.restoreAllMocks());

describe('createSerpClient', () => {
  it('never has more than `concurrency` searches in flight, and answers in input order', async () => {
    const { provider, stats } = scriptedProvider(async (query) => {
      await tick(5 + (query.keyword.length % 3) * 5);
      return page(query.keyword);
    });
    const client = createSerpClient(provider, { concurrency: 3 });
    const queries = Array.from({ length: 20 }, (_, i) => serpQuery({ keyword: `kw${i}` }));
    const outcomes = await client.searchAll(queries);
    expect(stats.maxInFlight).toBe(3);
    expect(stats.calls).toHaveLength(20);
    expect(outcomes.map((outcome) => outcome.page?.results[0].title)).toEqual(queries.map((q) => q.keyword));
  });

  it('defaults to 8 at a time', async () => {
    const { provider, stats } = scriptedProvider(async (query) => {
      await tick(5);
      return page(query.keyword);
    });
    await createSerpClient(provider).searchAll(Array.from({ length: 30 }, (_, i) => serpQuery({ keyword: `kw${i}` })));
    expect(stats.maxInFlight).toBe(8);
  });

  it('retries retryable errors with growing, jittered delays, then succeeds', async () => {
    const { provider, stats } = scriptedProvider((query, call) =>
      call < 3 ? Promise.reject(new VendorError('rate_limited', 'slow down', true)) : Promise.resolve(page(query.keyword)),
    );
    const delays = recordBackoff(0.5);
    const client = createSerpClient(provider, { baseDelayMs: 40 });
    await expect(client.search(serpQuery({ keyword: 'flaky' }))).resolves.toEqual(page('flaky'));
    expect(stats.calls).toEqual(['flaky', 'flaky', 'flaky']);
    // Three quarters of each step (40 ms, then 80 ms) with the random draw in the middle.
    expect(delays()).toEqual([30, 60]);
  });

  it.each([
    [0, [4, 8, 16, 32, 40]],
    [0.999, [8, 16, 32, 40, 40]],
  ])('keeps delays between half and all of the backoff step, capped at maxDelayMs (random draw %d)', async (random, expected) => {
    const { provider, stats } = scriptedProvider(() => Promise.reject(new VendorError('unavailable', 'down', true)));
    const delays = recordBackoff(random);
    const client = createSerpClient(provider, { maxAttempts: 6, baseDelayMs: 8, maxDelayMs: 40 });
    await expect(client.search(serpQuery())).rejects.toMatchObject({ kind: 'unavailable' });
    expect(stats.calls).toHaveLength(6);
    expect(delays()).toEqual(expected);
  });

  it('gives up after maxAttempts and reports the last error', async () => {
    const { provider, stats } = scriptedProvider(() => Promise.reject(new VendorError('timeout', 'too slow', true)));
    await expect(createSerpClient(provider, noSleep).search(serpQuery())).rejects.toMatchObject({ kind: 'timeout', message: 'too slow' });
    expect(stats.calls).toHaveLength(3);
  });

  it.each(['auth', 'credits', 'bad_response'] as const)('does not retry %s errors', async (kind) => {
    const { provider, stats } = scriptedProvider(() => Promise.reject(new VendorError(kind, 'no', false)));
    await expect(createSerpClient(provider, noSleep).search(serpQuery())).rejects.toMatchObject({ kind });
    expect(stats.calls).toHaveLength(1);
  });

  it('does not retry errors that are not provider errors', async () => {
    const { provider, stats } = scriptedProvider(() => Promise.reject(new TypeError('bug')));
    await expect(createSerpClient(provider, noSleep).search(serpQuery())).rejects.toThrow('bug');
    expect(stats.calls).toHaveLength(1);
  });

  it('stops sending a run’s remaining queries after a credits failure and reports it for each', async () => {
    const { provider, stats } = scriptedProvider(async (query) => {
      if (query.keyword === 'kw1') throw new VendorError('credits', 'out of credits', false);
      await tick(20);
      return page(query.keyword);
    });
    const outcomes = await createSerpClient(provider, { concurrency: 2 }).searchAll(Array.from({ length: 10 }, (_, i) => serpQuery({ keyword: `kw${i}` })));
    expect(stats.calls).toEqual(['kw0', 'kw1']);
    expect(outcomes[0].page).toEqual(page('kw0'));
    expect(outcomes.slice(1).map((outcome) => outcome.error?.message)).toEqual(Array(9).fill('out of credits'));
  });

  it('keeps going after one keyword fails for good, so the rest of the run still gets results', async () => {
    const { provider } = scriptedProvider((query) => (query.keyword === 'bad' ? Promise.reject(new VendorError('bad_response', 'odd', false)) : Promise.resolve(page(query.keyword))));
    const outcomes = await createSerpClient(provider, noSleep).searchAll([serpQuery({ keyword: 'a' }), serpQuery({ keyword: 'bad' }), serpQuery({ keyword: 'b' })]);
    expect(outcomes.map((outcome) => (outcome.page ? 'ok' : outcome.error.message))).toEqual(['ok', 'odd', 'ok']);
  });

  it('stops retrying and sends nothing more once the caller aborts', async () => {
    const controller = new AbortController();
    const { provider, stats } = scriptedProvider(async () => {
      controller.abort(new Error('cancelled'));
      throw new VendorError('unavailable', 'down', true);
    });
    const outcomes = await createSerpClient(provider, { concurrency: 1, ...noSleep }).searchAll([serpQuery({ keyword: 'a' }), serpQuery({ keyword: 'b' })], { signal: controller.signal });
    expect(stats.calls).toEqual(['a']);
    expect(outcomes[1].error?.message).toBe('cancelled');
  });

  it('waits for the vendor rate limit in its slot, before the request is recorded and sent', async () => {
    const order: string[] = [];
    const { provider, stats } = scriptedProvider(async (query) => {
      order.push(`send ${query.keyword}`);
      return page(query.keyword);
    });
    let inRateLimit = 0;
    const rateLimit = {
      async take() {
        inRateLimit++;
        order.push(`rate ${inRateLimit}`);
        await tick(5);
      },
    };
    const claimCall = async (request: SerpQuery) => (order.push(`claim ${request.keyword}`), true);
    await createSerpClient(provider, { concurrency: 1, rateLimit }).searchAll([serpQuery({ keyword: 'a' }), serpQuery({ keyword: 'b' })], { claimCall });
    expect(order).toEqual(['rate 1', 'claim a', 'send a', 'rate 2', 'claim b', 'send b']);
    expect(stats.maxInFlight).toBe(1);
  });

  it('sends nothing, and leaves no rejection unhandled, when the signal has already aborted', async () => {
    const { provider, stats } = scriptedProvider(() => Promise.resolve(page('kw')));
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      const controller = new AbortController();
      controller.abort(new Error('cancelled'));
      const outcomes = await createSerpClient(provider).searchAll([serpQuery({ keyword: 'a' }), serpQuery({ keyword: 'b' })], { signal: controller.signal });
      expect(outcomes.map((outcome) => outcome.error?.message)).toEqual(['cancelled', 'cancelled']);
      await tick(20);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
    expect(stats.calls).toEqual([]);
    expect(unhandled).toEqual([]);
  });

  it('interrupts a backoff wait when the caller aborts', async () => {
    const controller = new AbortController();
    const { provider } = scriptedProvider(() => Promise.reject(new VendorError('rate_limited', 'slow down', true)));
    const search = createSerpClient(provider, { baseDelayMs: 60_000, maxDelayMs: 60_000 }).search(serpQuery(), controller.signal);
    setTimeout(() => controller.abort(new Error('cancelled')), 10);
    await expect(search).rejects.toThrow('cancelled');
  });

  it('refuses a concurrency below 1', () => {
    expect(() => createSerpClient(scriptedProvider(() => Promise.resolve(page('x'))).provider, { concurrency: 0 })).toThrow(RangeError);
  });
});

describe('createSerpClient: a query’s call budget', () => {
  it('sends no more requests than `maxCalls`, pages and retries together, and fails for good past it', async () => {
    const { provider, stats } = scriptedProvider(() => Promise.reject(new VendorError('unavailable', 'down', true)));
    const [outcome] = await createSerpClient(provider, { maxAttempts: 5, ...noSleep }).searchAll([serpQuery({ keyword: 'kw' })], { maxCalls: () => 2 });
    expect(stats.calls).toEqual(['kw', 'kw']);
    expect(outcome.calls).toBe(2);
    expect(outcome.error).toMatchObject({ retryable: false, message: 'down Gave up on "kw": its requests to the search provider are used up.' });
  });

  it('asks `claimCall` before each request is sent, and fails the query for good once it refuses', async () => {
    const { provider, stats } = scriptedProvider(() => Promise.reject(new VendorError('unavailable', 'down', true)));
    const claimed: string[] = [];
    const claimCall = async (request: SerpQuery) => {
      // Recorded before the provider sees the request.
      expect(stats.calls).toHaveLength(claimed.length);
      claimed.push(request.keyword);
      return claimed.length <= 2;
    };
    const [outcome] = await createSerpClient(provider, { maxAttempts: 5, ...noSleep }).searchAll([serpQuery({ keyword: 'kw' })], { claimCall });
    expect(claimed).toEqual(['kw', 'kw', 'kw']);
    expect(stats.calls).toEqual(['kw', 'kw']);
    expect(outcome.error).toMatchObject({ retryable: false, message: 'down Gave up on "kw": its requests to the search provider are used up.' });
  });

  it('tells `claimCall` how many of the query’s requests were answered since its previous claim', async () => {
    // Three 10-result pages; the first try of page 2 fails.
    const { provider } = scriptedProvider((_query, call) => (call === 2 ? Promise.reject(new VendorError('unavailable', 'down', true)) : Promise.resolve(page('kw'))));
    const claims: string[] = [];
    const claimCall = async (request: SerpQuery, answered: number) => (claims.push(`page ${request.page} after ${answered} answered`), true);
    const [outcome] = await createSerpClient({ ...provider, resultsPerRequest: 10 }, noSleep).searchAll([serpQuery({ keyword: 'kw', depth: 30 })], { claimCall });
    expect(outcome.pages).toBe(3);
    expect(claims).toEqual(['page 1 after 0 answered', 'page 2 after 1 answered', 'page 2 after 0 answered', 'page 3 after 1 answered']);
  });

  it('sends nothing for a query whose budget an earlier attempt spent', async () => {
    const { provider, stats } = scriptedProvider(() => Promise.resolve(page('kw')));
    const [outcome] = await createSerpClient(provider).searchAll([serpQuery({ keyword: 'kw' })], { maxCalls: () => 0 });
    expect(stats.calls).toEqual([]);
    expect(outcome).toMatchObject({ calls: 0, pages: 0, error: { retryable: false } });
  });
});
