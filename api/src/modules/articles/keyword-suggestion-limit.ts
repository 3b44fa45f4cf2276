import type { Knex } from '@mikro-orm/postgresql';
import { MinuteAndDayLimit } from '../../common/postgres-rate-limiter';

/**
 * Keyword suggestions one user may ask for. Each is a call to the language model, which costs
 * money with a paid one; the flows ask for one per business description, so these leave room to
 * retry and compare while stopping a script from running up the bill.
 */
export const KEYWORD_SUGGESTIONS_PER_MINUTE = 10;
export const KEYWORD_SUGGESTIONS_PER_DAY = 100;

export class KeywordSuggestionLimit extends MinuteAndDayLimit {
  constructor(knex: Knex) {
    super(knex, { keyPrefix: 'suggest-keyword', perMinute: KEYWORD_SUGGESTIONS_PER_MINUTE, perDay: KEYWORD_SUGGESTIONS_PER_DAY, calls: 'keyword suggestions' });
  }
}
