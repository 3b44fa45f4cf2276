import type { Dictionary, EventSubscriber } from '@mikro-orm/core';
import { LRUCache, type Perf } from 'lru-cache';
import type { Logger } from 'pino';
import { openPostgresChannels, type PostgresChannels } from '../../common/postgres-channels';
import { User } from './user.entity';

/** The channel the `users` and `app_settings` triggers notify (migration Migration20261125010000_session_cache). */
export const USER_CHANGES_CHANNEL = 'rankcraft_user_changes';
/** The payload that says every remembered row is out of date (the maintenance switch changed). */
const EVERYONE = '*';
/** Users remembered at most. */
const MAX_USERS = 10_000;

/**
 * The rows sessions read (a user and the maintenance switch, in AuthService.sessionOf), remembered for
 * `ttlMs` so that a signed-in request need not read them again. Correctness does not rest on the time:
 * a trigger on `users` and on `app_settings` notifies every process of each change, and a change this
 * process flushes is forgotten here at once, before its answer leaves (see `forget`). If the channel
 * that carries the notifications is lost, nothing is remembered any more, so nothing stale is served.
 */
export class SessionCache {
  private readonly rows: LRUCache<string, Dictionary>;
  /** Counts the forgets: a row read while one happened may be older than the change and is not kept. */
  private generation = 0;
  private trusted = true;
  private channels?: PostgresChannels;

  /** `clock` is performance-like (milliseconds from `now()`); tests bring their own. */
  constructor(ttlMs: number, clock: Perf = performance) {
    // ttlResolution 0: each read asks the clock (a cheap call) instead of a time kept for 1 ms by a timer.
    this.rows = new LRUCache({ max: MAX_USERS, ttl: ttlMs, ttlResolution: 0, perf: clock });
  }

  /** The remembered row of this user, if any. */
  get(userId: string): Dictionary | undefined {
    return this.trusted ? this.rows.get(userId) : undefined;
  }

  /** A token to hand to `remember` with a row read after this call. */
  readStarted(): number {
    return this.generation;
  }

  /** Keeps a row read since `readStarted` returned `started`, unless something changed meanwhile. */
  remember(userId: string, row: Dictionary, started: number): void {
    if (this.trusted && started === this.generation) this.rows.set(userId, Object.freeze(row));
  }

  /** Drops what is remembered of these users, or of everyone when none is named. */
  forget(userIds?: Iterable<string>): void {
    this.generation++;
    if (!userIds) return this.rows.clear();
    for (const userId of userIds) this.rows.delete(userId);
  }

  /** LISTENs for the triggers' notifications; when the listening connection fails, stops remembering for good. */
  async listen(databaseUrl: string, logger: Logger): Promise<void> {
    this.channels = await openPostgresChannels(
      databaseUrl,
      'session cache',
      { [USER_CHANGES_CHANNEL]: (payload) => this.forget(payload === EVERYONE ? undefined : [payload]) },
      logger,
      () => {
        this.trusted = false;
        this.forget();
        logger.error('session cache off: its change notifications stopped; every request reads its user again');
      },
    );
  }

  async close(): Promise<void> {
    this.trusted = false;
    this.forget();
    await this.channels?.close();
  }
}

/**
 * Forgets each user this process changes through the ORM as the change is written, so the answer that
 * follows (and this process's next request) never sees the old row; the trigger's notification, sent
 * on commit, tells the other processes and ends a race with a read of this one meanwhile.
 */
export function forgetChangedUsers(cache: SessionCache): EventSubscriber<User> {
  return {
    getSubscribedEntities: () => [User],
    afterUpdate: ({ entity }) => cache.forget([entity.id]),
    afterDelete: ({ entity }) => cache.forget([entity.id]),
  };
}
