import { ResearchCache } from '../src/modules/seo/research/research-cache';
import { ormDatabaseForTests } from './support/orm-database';

const database = ormDatabaseForTests();

const HOUR = 3_600_000;

function clock(start = new Date('2026-11-23T09:00:00Z')) {
  let now = start.getTime();
  return { now: () => new Date(now), advance: (ms: number) => (now += ms) };
}

/** A vendor stand-in that counts calls and answers when told to. */
function vendor<T>(answer: T) {
  const calls: { resolve: () => void }[] = [];
  let called!: () => void;
  const firstCall = new Promise<void>((resolve) => (called = resolve));
  return {
    calls,
    firstCall,
    fetch: () =>
      new Promise<T>((resolve) => {
        calls.push({ resolve: () => resolve(answer) });
        called();
      }),
    answerAll: () => calls.forEach((call) => call.resolve()),
  };
}

describe('ResearchCache', () => {
  it('answers from the database within the TTL and asks again after it, whatever the key order', async () => {
    const time = clock();
    const cache = new ResearchCache(database().orm, time.now);
    let calls = 0;
    const fetch = () => Promise.resolve(['answer', ++calls]);
    const key = { provider: 'keywords-everywhere', operation: 'relatedKeywords', params: { keyword: 'seo', num: 10, country: 'us' } };

    expect(await cache.getOrFetch(key, 6 * HOUR, fetch)).toEqual(['answer', 1]);
    time.advance(6 * HOUR - 1);
    expect(await cache.getOrFetch({ ...key, params: { country: 'us', num: 10, keyword: 'seo' } }, 6 * HOUR, fetch)).toEqual(['answer', 1]);
    // Another replica (a second cache object) sees the same row.
    expect(await new ResearchCache(database().orm, time.now).getOrFetch(key, 6 * HOUR, fetch)).toEqual(['answer', 1]);
    expect(calls).toBe(1);

    time.advance(1);
    expect(await cache.getOrFetch(key, 6 * HOUR, fetch)).toEqual(['answer', 2]);
    expect(await cache.getOrFetch({ ...key, provider: 'dataforseo' }, 6 * HOUR, fetch)).toEqual(['answer', 3]);
    expect(await cache.getOrFetch({ ...key, params: { ...key.params, num: 11 } }, 6 * HOUR, fetch)).toEqual(['answer', 4]);
  });

  it('makes one vendor call for identical questions asked while the first is in flight', async () => {
    const cache = new ResearchCache(database().orm, clock().now);
    const slow = vendor({ volume: 10 });
    const key = { provider: 'sandbox', operation: 'keywordStats', params: { keywords: ['a', 'b'], country: 'us' } };
    const answers = Array.from({ length: 20 }, () => cache.getOrFetch(key, HOUR, slow.fetch));
    await slow.firstCall;
    slow.answerAll();
    expect(await Promise.all(answers)).toEqual(Array(20).fill({ volume: 10 }));
    expect(slow.calls).toHaveLength(1);
  });

  it('does not keep a failure: every waiter sees it and the next question asks the vendor again', async () => {
    const cache = new ResearchCache(database().orm, clock().now);
    const key = { provider: 'sandbox', operation: 'backlinks', params: { target: 'moz.com' } };
    let calls = 0;
    const failing = () => {
      calls++;
      return Promise.reject(new Error('vendor down'));
    };
    const results = await Promise.allSettled([cache.getOrFetch(key, HOUR, failing), cache.getOrFetch(key, HOUR, failing)]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(calls).toBe(1);
    expect(await cache.getOrFetch(key, HOUR, () => Promise.resolve('ok'))).toBe('ok');
  });
});
