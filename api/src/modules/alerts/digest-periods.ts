import { registerEnumType } from 'type-graphql';

/** How often an instance's movers are emailed; OFF (the default) sends none. */
export enum DigestFrequency {
  OFF = 'OFF',
  DAILY = 'DAILY',
  WEEKLY = 'WEEKLY',
}
registerEnumType(DigestFrequency, { name: 'DigestFrequency', description: 'How often a tracking instance’s movers are emailed.' });

/** The frequencies that send, as stored in instance_digests.frequency. */
export const SENDING_FREQUENCIES = ['daily', 'weekly'] as const;
export type SendingFrequency = (typeof SENDING_FREQUENCIES)[number];

export const toStored = (frequency: DigestFrequency): SendingFrequency | null =>
  frequency === DigestFrequency.DAILY ? 'daily' : frequency === DigestFrequency.WEEKLY ? 'weekly' : null;
export const fromStored = (frequency: SendingFrequency | null | undefined): DigestFrequency =>
  frequency === 'daily' ? DigestFrequency.DAILY : frequency === 'weekly' ? DigestFrequency.WEEKLY : DigestFrequency.OFF;

export interface DigestPeriod {
  start: Date;
  end: Date;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The latest period of `frequency` that has ended by `now` (UTC): yesterday for a daily digest, last
 * Monday-to-Monday week for a weekly one. A digest covers its period once, sent after it ends.
 */
export function lastEndedPeriod(frequency: SendingFrequency, now: Date): DigestPeriod {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  if (frequency === 'daily') return { start: new Date(today - DAY_MS), end: new Date(today) };
  // getUTCDay: Sunday 0 … Saturday 6; the week starts on Monday.
  const monday = today - ((now.getUTCDay() + 6) % 7) * DAY_MS;
  return { start: new Date(monday - 7 * DAY_MS), end: new Date(monday) };
}

/** The period of `frequency` under way at `now`: the one the next scheduled digest covers, sent once it ends. */
export function currentPeriod(frequency: SendingFrequency, now: Date): DigestPeriod {
  const ended = lastEndedPeriod(frequency, now);
  return { start: ended.end, end: new Date(ended.end.getTime() + (ended.end.getTime() - ended.start.getTime())) };
}
