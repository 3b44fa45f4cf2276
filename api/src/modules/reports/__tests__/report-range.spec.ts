import { localDay, resolvePeriod, type ReportRange } from '../report-range';

const inZone = (preset: ReportRange['preset'], timeZone: string, from: string | null = null, to: string | null = null): ReportRange => ({ preset, from, to, timeZone });
const iso = (period: ReturnType<typeof resolvePeriod>) => Object.fromEntries(Object.entries(period).map(([key, value]) => [key, value.toISOString()]));

describe('report ranges across daylight saving changes', () => {
  it('starts the last 7 days at Berlin midnight in winter time though the report is built in summer time (29 March 2026)', () => {
    const now = new Date('2026-04-01T10:00:00Z');
    expect(iso(resolvePeriod(inZone('last-7-days', 'Europe/Berlin'), now))).toEqual({
      // 26 March 00:00 CET (UTC+1); the 7 days before start on 19 March 00:00 CET.
      start: '2026-03-25T23:00:00.000Z',
      end: '2026-04-01T10:00:00.000Z',
      previousStart: '2026-03-18T23:00:00.000Z',
      previousEnd: '2026-03-25T23:00:00.000Z',
    });
  });

  it('starts the last 7 days at Berlin midnight in summer time though the report is built in winter time (25 October 2026)', () => {
    const now = new Date('2026-10-28T10:00:00Z');
    expect(iso(resolvePeriod(inZone('last-7-days', 'Europe/Berlin'), now))).toMatchObject({ start: '2026-10-21T22:00:00.000Z', previousStart: '2026-10-14T22:00:00.000Z' });
    expect(resolvePeriod(inZone('last-30-days', 'Europe/Berlin'), now).start.toISOString()).toBe('2026-09-28T22:00:00.000Z');
  });

  it('counts a custom month with a DST change in New York from its first midnight to the last moment of its last day', () => {
    // Daylight saving starts on 8 March 2026: March is one hour shorter than 31 × 24 hours.
    const period = resolvePeriod(inZone('custom', 'America/New_York', '2026-03-01', '2026-03-31'), new Date('2026-04-15T12:00:00Z'));
    expect(iso(period)).toEqual({
      start: '2026-03-01T05:00:00.000Z',
      end: '2026-04-01T03:59:59.999Z',
      previousStart: '2026-01-29T06:00:00.001Z',
      previousEnd: '2026-03-01T05:00:00.000Z',
    });
  });

  it('starts month to date at the first midnight of the month in New York after daylight saving ended (1 November 2026)', () => {
    expect(resolvePeriod(inZone('month-to-date', 'America/New_York'), new Date('2026-11-10T15:00:00Z')).start.toISOString()).toBe('2026-11-01T04:00:00.000Z');
    expect(resolvePeriod(inZone('month-to-date', 'America/New_York'), new Date('2026-12-10T15:00:00Z')).start.toISOString()).toBe('2026-12-01T05:00:00.000Z');
  });

  it('starts a day whose midnight does not exist (Santiago skips 00:00–01:00 on 6 September 2026) at its first hour, not in the day before', () => {
    const period = resolvePeriod(inZone('custom', 'America/Santiago', '2026-09-06', '2026-09-06'), new Date('2026-09-10T12:00:00Z'));
    expect(period.start.toISOString()).toBe('2026-09-06T04:00:00.000Z');
    expect(localDay(period.start, 'America/Santiago')).toBe('2026-09-06');
    expect(period.end.toISOString()).toBe('2026-09-07T02:59:59.999Z');
  });

  it('names the day it is in the zone', () => {
    expect(localDay(new Date('2026-03-29T00:30:00Z'), 'Europe/Berlin')).toBe('2026-03-29');
    expect(localDay(new Date('2026-03-28T22:59:59Z'), 'Europe/Berlin')).toBe('2026-03-28');
    expect(localDay(new Date('2026-11-01T04:30:00Z'), 'America/New_York')).toBe('2026-11-01');
    expect(localDay(new Date('2026-11-01T03:30:00Z'), 'America/New_York')).toBe('2026-10-31');
  });
});
