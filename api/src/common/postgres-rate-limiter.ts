import type { Knex } from '@mikro-orm/postgresql';
import type { ClientBase, QueryResult } from 'pg';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from './app-error';

/** The table made by the hardening migration, in rate-limiter-flexible's layout. */
const TABLE = 'rate_limits';

/**
 * A limiter whose counts live in the app's database (the rate_limits table), so REST, GraphQL and
 * every api replica share them; each request is counted by one atomic upsert.
 */
export function postgresRateLimiter(knex: Knex, limits: { keyPrefix: string; points: number; duration: number; blockDuration?: number }): RateLimiterPostgres {
  return new RateLimiterPostgres({ storeClient: unnamedStatements(knex), storeType: 'pool', tableName: TABLE, tableCreated: true, ...limits });
}

/** Takes one point, or throws the refusal made from the milliseconds until the next one is free. */
export async function consumeOrRefuse(limiter: RateLimiterPostgres, limiterKey: string, refusal: (msBeforeNext: number) => AppError): Promise<void> {
  try {
    await limiter.consume(limiterKey);
  } catch (error) {
    if (error instanceof RateLimiterRes) throw refusal(error.msBeforeNext);
    throw error;
  }
}

/**
 * Per-user windows of a minute and a day for one kind of call (e.g. a language-model suggestion: not charged in
 * credits, so these stop a script from running up the model's bill), counted in the database.
 */
export class MinuteAndDayLimit {
  private readonly perMinute: RateLimiterPostgres;
  private readonly perDay: RateLimiterPostgres;

  /** `calls`: what is counted, in the refusal's words ("keyword suggestions"). */
  constructor(
    knex: Knex,
    private readonly limits: { keyPrefix: string; perMinute: number; perDay: number; calls: string },
  ) {
    this.perMinute = postgresRateLimiter(knex, { keyPrefix: `${limits.keyPrefix}-minute`, points: limits.perMinute, duration: 60 });
    this.perDay = postgresRateLimiter(knex, { keyPrefix: `${limits.keyPrefix}-day`, points: limits.perDay, duration: 24 * 60 * 60 });
  }

  /** Counts one call, or refuses it with 429 and the time until the user may ask again. */
  async take(userId: string): Promise<void> {
    const { perMinute, perDay, calls } = this.limits;
    await consumeOrRefuse(this.perMinute, userId, (ms) => tooManyRequests(`ask for ${perMinute} ${calls} a minute`, ms));
    await consumeOrRefuse(this.perDay, userId, (ms) => tooManyRequests(`ask for ${perDay} ${calls} a day`, ms));
  }
}

/** The 429 of an allowance used up: "You can <allowance>. Please try again in <wait>.", with Retry-After. */
export function tooManyRequests(allowance: string, msBeforeNext: number): AppError {
  const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  return new AppError('TOO_MANY_REQUESTS', `You can ${allowance}. Please try again in ${waitOf(seconds)}.`, seconds);
}

function waitOf(seconds: number): string {
  const [amount, unit] = seconds < 60 ? [seconds, 'second'] : seconds < 3600 ? [Math.ceil(seconds / 60), 'minute'] : [Math.ceil(seconds / 3600), 'hour'];
  return `${amount} ${unit}${amount === 1 ? '' : 's'}`;
}

/**
 * The app's own connection pool, as the "pool" client rate-limiter-flexible expects, sending its
 * statements unnamed: on embedded PGlite every pool connection shares one session, where the
 * library's named prepared statements would collide ("prepared statement already exists").
 */
function unnamedStatements(knex: Knex) {
  const pool = knex.client as Knex.Client;
  return {
    async query({ text, values }: { text: string; values?: unknown[] }): Promise<QueryResult> {
      const connection = (await pool.acquireConnection()) as ClientBase;
      try {
        return await connection.query({ text, values });
      } finally {
        await (pool.releaseConnection(connection) as Promise<unknown>);
      }
    },
  };
}
