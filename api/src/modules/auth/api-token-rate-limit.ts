import type { Knex } from '@mikro-orm/postgresql';
import type { RateLimiterPostgres } from 'rate-limiter-flexible';
import { AppError } from '../../common/app-error';
import { consumeOrRefuse, postgresRateLimiter } from '../../common/postgres-rate-limiter';
import { authMessages } from './auth.messages';

/** Requests one API token may make per minute, across every api process. */
export const API_TOKEN_REQUESTS_PER_MINUTE = 60;
const WINDOW_SECONDS = 60;

/** A fixed one-minute window per token, counted in the database so every api replica shares it. */
export class ApiTokenRateLimit {
  private readonly limiter: RateLimiterPostgres;

  constructor(knex: Knex, limit = API_TOKEN_REQUESTS_PER_MINUTE) {
    this.limiter = postgresRateLimiter(knex, { keyPrefix: 'api-token', points: limit, duration: WINDOW_SECONDS });
  }

  /** Counts a request, or refuses it with 429 and the seconds until the window resets. */
  take(tokenId: string): Promise<void> {
    return consumeOrRefuse(this.limiter, tokenId, tooManyRequests);
  }
}

function tooManyRequests(msBeforeNext: number): AppError {
  return new AppError('TOO_MANY_REQUESTS', authMessages.tooManyApiTokenRequests, Math.max(1, Math.ceil(msBeforeNext / 1000)));
}
