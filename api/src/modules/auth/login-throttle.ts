import { createHash } from 'node:crypto';
import type { Knex } from '@mikro-orm/postgresql';
import type { RateLimiterPostgres } from 'rate-limiter-flexible';
import { AppError } from '../../common/app-error';
import { consumeOrRefuse, postgresRateLimiter } from '../../common/postgres-rate-limiter';
import { authMessages } from './auth.messages';

const FAILURES_PER_EMAIL_AND_IP = 5;
const FAILURES_PER_IP = 50;
const WINDOW_SECONDS = 15 * 60;
const SIGN_UP_WINDOW_SECONDS = 60 * 60;

/**
 * Limits sign-in attempts per (email, address) and per address, and sign-ups per address. Counts
 * live in the app's database, so REST, GraphQL and every api replica share them, and each attempt
 * is reserved by one atomic upsert before its password is checked: parallel attempts cannot all
 * slip past a count they read before any of them had failed. A successful sign-in gives its
 * attempts back.
 */
export class LoginThrottle {
  private readonly perEmailAndIp: RateLimiterPostgres;
  private readonly perIp: RateLimiterPostgres;
  private readonly signUpsPerIp: RateLimiterPostgres;

  constructor(knex: Knex, signUpsPerHour: number) {
    this.perEmailAndIp = postgresRateLimiter(knex, { keyPrefix: 'signin-email-ip', points: FAILURES_PER_EMAIL_AND_IP, duration: WINDOW_SECONDS, blockDuration: WINDOW_SECONDS });
    this.perIp = postgresRateLimiter(knex, { keyPrefix: 'signin-ip', points: FAILURES_PER_IP, duration: WINDOW_SECONDS, blockDuration: WINDOW_SECONDS });
    this.signUpsPerIp = postgresRateLimiter(knex, { keyPrefix: 'signup-ip', points: signUpsPerHour, duration: SIGN_UP_WINDOW_SECONDS });
  }

  /** Takes one attempt from the account's and the address's allowance, or refuses when either is spent. */
  async reserveSignIn(email: string, ip: string): Promise<void> {
    await consumeOrRefuse(this.perEmailAndIp, key(email, ip), tooManySignIns);
    await consumeOrRefuse(this.perIp, key(ip), tooManySignIns);
  }

  /** The attempt was right: the account's earlier failures are forgotten and the address's attempt is returned. */
  async signInSucceeded(email: string, ip: string): Promise<void> {
    await Promise.all([this.perEmailAndIp.delete(key(email, ip)), this.perIp.reward(key(ip))]);
  }

  async reserveSignUp(ip: string): Promise<void> {
    await consumeOrRefuse(this.signUpsPerIp, key(ip), tooManySignUps);
  }
}

/** Hashed: an email and an address together can be longer than the table's key column. */
function key(...parts: string[]): string {
  return createHash('sha256').update(parts.join('|')).digest('hex');
}

function tooManySignIns(msBeforeNext: number): AppError {
  return new AppError('TOO_MANY_REQUESTS', authMessages.tooManySignIns(msBeforeNext));
}

function tooManySignUps(msBeforeNext: number): AppError {
  return new AppError('TOO_MANY_REQUESTS', authMessages.tooManySignUps(msBeforeNext));
}
