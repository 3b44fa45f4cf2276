import { setTimeout as delay } from 'node:timers/promises';
import type { Knex } from '@mikro-orm/postgresql';
import { RateLimiterMemory, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { postgresRateLimiter } from '../../../common/postgres-rate-limiter';

/** Requests to a SERP vendor per second, shared by every process that counts in the same store. */
export interface VendorRateLimit {
  /** Waits until one more request may go to the vendor and takes it, or rejects with the signal's reason once it aborts. */
  take(signal?: AbortSignal): Promise<void>;
}

/**
 * `perSecond` requests a second to `vendor`, counted in the app's database (the rate_limits table)
 * on PostgreSQL, so every api and worker process shares it, or in this process's memory on the
 * embedded default (a single process). The second is cut into short windows (see rateWindows), so
 * no second of wall time holds much more than the rate, even across a window's edge.
 */
export function createVendorRateLimit(vendor: string, perSecond: number, store: Knex | 'memory'): VendorRateLimit {
  const { points, windowMs } = rateWindows(perSecond);
  const limits = { keyPrefix: 'serp-vendor', points, duration: windowMs / 1000 };
  const limiter: RateLimiterAbstract = store === 'memory' ? new RateLimiterMemory(limits) : postgresRateLimiter(store, limits);
  return {
    async take(signal) {
      for (;;) {
        signal?.throwIfAborted();
        try {
          await limiter.consume(vendor);
          return;
        } catch (refusal) {
          if (!(refusal instanceof RateLimiterRes)) throw refusal;
          await delay(Math.max(1, refusal.msBeforeNext), undefined, { signal });
        }
      }
    },
  };
}

/**
 * Fixed windows for a rate: as many (up to 10) as keep at least 90 % of it when each window allows
 * a whole number of requests, rounded down, so the rate is never exceeded (60 a second: 6 per
 * 100 ms; 15: 2 per 143 ms; 5: 1 per 200 ms). Window lengths are whole milliseconds.
 */
export function rateWindows(perSecond: number): { points: number; windowMs: number } {
  if (!Number.isInteger(perSecond) || perSecond < 1) throw new RangeError('the rate must be a positive whole number of requests a second');
  for (let windows = Math.min(10, perSecond); windows > 1; windows--) {
    const points = Math.floor(perSecond / windows);
    if (points * windows >= 0.9 * perSecond) return { points, windowMs: Math.ceil(1000 / windows) };
  }
  return { points: perSecond, windowMs: 1000 };
}
