import type { Knex } from '@mikro-orm/postgresql';
import type { RateLimiterPostgres } from 'rate-limiter-flexible';
import { consumeOrRefuse, postgresRateLimiter, tooManyRequests } from './postgres-rate-limiter';

/** A count of actions allowed in a window, per subject (a report, an endpoint, a delivery) or per account. */
interface SendingWindow {
  per: 'subject' | 'account';
  points: number;
  seconds: number;
  /** Completes "You can …", e.g. "send a report now 3 times an hour". */
  allowance: string;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Actions that make the app send something to an address a user typed (an email with a PDF, a
 * signed POST retried for a day), so that nobody can use them as a relay: the only place these
 * limits are set. Room for trying things out; not for a script.
 */
export const SENDING_LIMITS = {
  /** "Send now" of a report: emails its PDF to the report's recipients. */
  reportSendNow: [
    { per: 'subject', points: 3, seconds: HOUR, allowance: 'send a report now 3 times an hour' },
    { per: 'account', points: 20, seconds: DAY, allowance: 'send reports now 20 times a day' },
  ],
  /** "Send now" of a ranking digest: emails the digest so far to its owner. */
  digestSendNow: [
    { per: 'subject', points: 3, seconds: HOUR, allowance: 'send a digest now 3 times an hour' },
    { per: 'account', points: 20, seconds: DAY, allowance: 'send digests now 20 times a day' },
  ],
  /** "Send test event" to a webhook endpoint. */
  webhookTest: [
    { per: 'subject', points: 5, seconds: MINUTE, allowance: 'send 5 test events a minute to an endpoint' },
    { per: 'account', points: 30, seconds: HOUR, allowance: 'send 30 test events an hour' },
  ],
  /** "Redeliver" of one webhook delivery. */
  webhookRedelivery: [
    { per: 'subject', points: 3, seconds: MINUTE, allowance: 'redeliver an event 3 times a minute' },
    { per: 'account', points: 60, seconds: HOUR, allowance: 'redeliver 60 events an hour' },
  ],
} as const satisfies Record<string, readonly SendingWindow[]>;

export type SendingAction = keyof typeof SENDING_LIMITS;

/** The windows of SENDING_LIMITS counted in the database, so REST, GraphQL and every api replica share them. */
export class SendingLimits {
  private readonly limiters: Record<SendingAction, { window: SendingWindow; limiter: RateLimiterPostgres }[]>;

  constructor(knex: Knex) {
    const limitersOf = (action: SendingAction) =>
      SENDING_LIMITS[action].map((window: SendingWindow) => ({
        window,
        limiter: postgresRateLimiter(knex, { keyPrefix: `${action}-${window.per}-${window.seconds}`, points: window.points, duration: window.seconds }),
      }));
    this.limiters = { reportSendNow: limitersOf('reportSendNow'), digestSendNow: limitersOf('digestSendNow'), webhookTest: limitersOf('webhookTest'), webhookRedelivery: limitersOf('webhookRedelivery') };
  }

  /** Counts one action, or refuses it (429 with Retry-After) naming the allowance and when to try again. */
  async take(action: SendingAction, ids: { accountId: string; subjectId: string }): Promise<void> {
    for (const { window, limiter } of this.limiters[action]) {
      await consumeOrRefuse(limiter, window.per === 'account' ? ids.accountId : ids.subjectId, (ms) => tooManyRequests(window.allowance, ms));
    }
  }
}
