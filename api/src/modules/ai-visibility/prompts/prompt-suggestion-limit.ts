import type { Knex } from '@mikro-orm/postgresql';
import type { RateLimiterPostgres } from 'rate-limiter-flexible';
import { consumeOrRefuse, postgresRateLimiter, tooManyRequests } from '../../../common/postgres-rate-limiter';

/**
 * Prompt suggestions one user may ask for. Like the writer's keyword suggestions, a suggestion is one
 * short call to the language model and is not charged in credits (articles and briefs are: they are
 * long jobs); these windows stop a script from running up the model's bill.
 */
export const PROMPT_SUGGESTIONS_PER_MINUTE = 10;
export const PROMPT_SUGGESTIONS_PER_DAY = 100;

/** Per-user windows counted in the database, so REST, GraphQL and every api replica share them. */
export class PromptSuggestionLimit {
  private readonly perMinute: RateLimiterPostgres;
  private readonly perDay: RateLimiterPostgres;

  constructor(knex: Knex) {
    this.perMinute = postgresRateLimiter(knex, { keyPrefix: 'ai-prompt-suggestions-minute', points: PROMPT_SUGGESTIONS_PER_MINUTE, duration: 60 });
    this.perDay = postgresRateLimiter(knex, { keyPrefix: 'ai-prompt-suggestions-day', points: PROMPT_SUGGESTIONS_PER_DAY, duration: 24 * 60 * 60 });
  }

  /** Counts one suggestion call, or refuses it with 429 and the time until the user may ask again. */
  async take(userId: string): Promise<void> {
    await consumeOrRefuse(this.perMinute, userId, (ms) => tooManyRequests(`ask for ${PROMPT_SUGGESTIONS_PER_MINUTE} prompt suggestions a minute`, ms));
    await consumeOrRefuse(this.perDay, userId, (ms) => tooManyRequests(`ask for ${PROMPT_SUGGESTIONS_PER_DAY} prompt suggestions a day`, ms));
  }
}
