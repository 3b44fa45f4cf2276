import { createHash } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import stableStringify from 'safe-stable-stringify';

export interface CacheKey {
  provider: string;
  operation: string;
  /** Already normalised by the caller: equal questions must give equal params. */
  params: Record<string, unknown>;
}

/**
 * Vendor answers kept in the database for a TTL per operation, shared by every user and api
 * replica. Identical questions asked at once in this process share one vendor call (single flight);
 * across replicas the row written by the first answer serves the rest.
 */
export class ResearchCache {
  private readonly inFlight = new Map<string, Promise<unknown>>();

  constructor(
    private readonly orm: MikroORM,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The stored answer while it is fresh, else the answer of `fetch` (stored for `ttlMs`); failures are not stored. */
  async getOrFetch<T>(key: CacheKey, ttlMs: number, fetch: () => Promise<T>): Promise<T> {
    const paramsKey = hashParams(key.params);
    const flightKey = `${key.provider}\u0000${key.operation}\u0000${paramsKey}`;
    const pending = this.inFlight.get(flightKey) as Promise<T> | undefined;
    if (pending) return pending;

    const flight = (async () => {
      const stored = await this.read<T>(key, paramsKey);
      if (stored !== undefined) return stored;
      const value = await fetch();
      await this.write(key, paramsKey, value, ttlMs);
      return value;
    })();
    this.inFlight.set(flightKey, flight);
    try {
      return await flight;
    } finally {
      this.inFlight.delete(flightKey);
    }
  }

  /** The stored answer while it is fresh, else undefined; never asks the vendor. */
  async peek<T>(key: CacheKey): Promise<T | undefined> {
    return this.read<T>(key, hashParams(key.params));
  }

  private async read<T>(key: CacheKey, paramsKey: string): Promise<T | undefined> {
    const rows = await this.orm.em
      .fork()
      .getConnection()
      .execute<{ answer: T }[]>('select answer from research_cache where provider = ? and operation = ? and params_key = ? and expires_at > ?', [
        key.provider,
        key.operation,
        paramsKey,
        this.now(),
      ]);
    return rows[0]?.answer;
  }

  private async write(key: CacheKey, paramsKey: string, value: unknown, ttlMs: number): Promise<void> {
    const now = this.now();
    const connection = this.orm.em.fork().getConnection();
    await connection.execute(
      `insert into research_cache (provider, operation, params_key, params, answer, expires_at, created_at) values (?, ?, ?, ?, ?, ?, ?)
       on conflict (provider, operation, params_key) do update set params = excluded.params, answer = excluded.answer, expires_at = excluded.expires_at, created_at = excluded.created_at`,
      [key.provider, key.operation, paramsKey, JSON.stringify(key.params), JSON.stringify(value), new Date(now.getTime() + ttlMs), now],
    );
    // Writes follow vendor calls, which are rare and slow next to this indexed delete.
    await connection.execute('delete from research_cache where expires_at <= ?', [now]);
  }
}

/**
 * A stable hash of the parameters: keys sorted at every level, undefined values left out. Equal to
 * the hand-written canonical JSON it replaced, so keys stored before still match.
 */
export function hashParams(params: Record<string, unknown>): string {
  return createHash('sha256').update(stableStringify(params)).digest('hex');
}
