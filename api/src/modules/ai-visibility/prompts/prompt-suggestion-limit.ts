import type { Knex } from '@mikro-orm/postgresql';
import { MinuteAndDayLimit } from '../../../common/postgres-rate-limiter';

/**
 * Prompt suggestions one user may ask for. Like the writer's keyword suggestions, a suggestion is one
 * short call to the language model and is not charged in credits (articles and briefs are: they are
 * long jobs).
 */
export const PROMPT_SUGGESTIONS_PER_MINUTE = 10;
export const PROMPT_SUGGESTIONS_PER_DAY = 100;

export class PromptSuggestionLimit extends MinuteAndDayLimit {
  constructor(knex: Knex) {
    super(knex, { keyPrefix: 'ai-prompt-suggestions', perMinute: PROMPT_SUGGESTIONS_PER_MINUTE, perDay: PROMPT_SUGGESTIONS_PER_DAY, calls: 'prompt suggestions' });
  }
}
