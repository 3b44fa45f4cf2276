import type { Knex } from '@mikro-orm/postgresql';
import type { RateLimiterPostgres } from 'rate-limiter-flexible';
import { consumeOrRefuse, postgresRateLimiter, tooManyRequests } from '../../common/postgres-rate-limiter';

/**
 * Keyword suggestions one user may ask for. Each is a call to the language model, which costs
 * money with a paid one; the flows ask for one per business description, so these leave room to
 * retry and compare while stopping a script from running up the bill.
 */
export const KEYWORD_SUGGESTIONS_PER_MINUTE = 10;
export const KEYWORD_SUGGESTIONS_PER_DAY = 100;

/** Per-user windows counted in the database, so REST, GraphQL and every api replica share them. */
export class KeywordSuggestionLimit {
  private readonly perMinute: RateLimiterPostgres;
  private readonly perDay: RateLimiterPostgres;

  constructor(knex: Knex) {
    this.perMinute = postgresRateLimiter(knex, { keyPrefix: 'suggest-keyword-minute', points: KEYWORD_SUGGESTIONS_PER_MINUTE, duration: 60 });
    this.perDay = postgresRateLimiter(knex, { keyPrefix: 'suggest-keyword-day', points: KEYWORD_SUGGESTIONS_PER_DAY, duration: 24 * 60 * 60 });
  }

  /** Counts one suggestion, or refuses it with 429 and the time until the user may ask again. */
  async take(userId: string): Promise<void> {
    await consumeOrRefuse(this.perMinute, userId, (ms) => tooManyRequests(`ask for ${KEYWORD_SUGGESTIONS_PER_MINUTE} keyword suggestions a minute`, ms));
    await consumeOrRefuse(this.perDay, userId, (ms) => tooManyRequests(`ask for ${KEYWORD_SUGGESTIONS_PER_DAY} keyword suggestions a day`, ms));
  }
}
