import { checkContrast, brandContrastWarnings } from '../brand-contrast';
import { resolvePeriod } from '../report-range';
import { nextDeliveryAfter } from '../report-schedule';
import { DeliveryFrequency } from '../report.entity';

describe('nextDeliveryAfter', () => {
  const berlinMondays = { frequency: DeliveryFrequency.weekly, day: 1, time: '09:00', timeZone: 'Europe/Berlin' };

  it('keeps 09:00 local time across the spring DST change (UTC+1 → UTC+2)', () => {
    // Summer time starts in Berlin on Sunday 2026-03-29.
    expect(nextDeliveryAfter(berlinMondays, new Date('2026-03-20T00:00:00Z')).toISOString()).toBe('2026-03-23T08:00:00.000Z');
    expect(nextDeliveryAfter(berlinMondays, new Date('2026-03-23T08:00:00Z')).toISOString()).toBe('2026-03-30T07:00:00.000Z');
  });

  it('keeps local time across the autumn change and in other zones', () => {
    const newYorkFirst = { frequency: DeliveryFrequency.monthly, day: 1, time: '07:30', timeZone: 'America/New_York' };
    // EDT (UTC-4) on 1 October; daylight saving ends at 02:00 on Sunday 1 November 2026, so 07:30 is EST (UTC-5).
    expect(nextDeliveryAfter(newYorkFirst, new Date('2026-09-15T00:00:00Z')).toISOString()).toBe('2026-10-01T11:30:00.000Z');
    expect(nextDeliveryAfter(newYorkFirst, new Date('2026-10-15T00:00:00Z')).toISOString()).toBe('2026-11-01T12:30:00.000Z');
    expect(nextDeliveryAfter(newYorkFirst, new Date('2026-11-15T00:00:00Z')).toISOString()).toBe('2026-12-01T12:30:00.000Z');
  });

  it('reads day 7 as Sunday', () => {
    expect(nextDeliveryAfter({ frequency: DeliveryFrequency.weekly, day: 7, time: '18:00', timeZone: 'UTC' }, new Date('2026-11-24T00:00:00Z')).toISOString()).toBe('2026-11-29T18:00:00.000Z');
  });
});

describe('resolvePeriod', () => {
  const now = new Date('2026-11-24T12:00:00Z');

  it('counts the last N days as today and the days before it, compared with the N days before those', () => {
    expect(resolvePeriod({ preset: 'last-7-days', from: null, to: null }, now)).toEqual({
      start: new Date('2026-11-18T00:00:00Z'),
      end: now,
      previousStart: new Date('2026-11-11T00:00:00Z'),
      previousEnd: new Date('2026-11-18T00:00:00Z'),
    });
    expect(resolvePeriod({ preset: 'month-to-date', from: null, to: null }, now).start).toEqual(new Date('2026-11-01T00:00:00Z'));
  });

  it('counts days in the user’s time zone: just before midnight in New York it is still the day before in New York', () => {
    // 23:30 on Monday 30 November in New York (EST, UTC-5) is already Tuesday 1 December in UTC.
    const lateEvening = new Date('2026-12-01T04:30:00Z');
    const newYork = { from: null, to: null, timeZone: 'America/New_York' };
    // Month to date is November's (from New York's midnight), not December's.
    expect(resolvePeriod({ preset: 'month-to-date', ...newYork }, lateEvening).start).toEqual(new Date('2026-11-01T04:00:00Z'));
    // The last 7 days are 24–30 November from New York's midnight; the 7 before them span the end of daylight saving (1 November).
    expect(resolvePeriod({ preset: 'last-7-days', ...newYork }, lateEvening)).toEqual({
      start: new Date('2026-11-24T05:00:00Z'),
      end: lateEvening,
      previousStart: new Date('2026-11-17T05:00:00Z'),
      previousEnd: new Date('2026-11-24T05:00:00Z'),
    });
    expect(resolvePeriod({ preset: 'last-30-days', ...newYork }, lateEvening).previousStart).toEqual(new Date('2026-10-02T04:00:00Z'));
    // In UTC the same moment is already 1 December.
    expect(resolvePeriod({ preset: 'month-to-date', from: null, to: null, timeZone: 'UTC' }, lateEvening).start).toEqual(new Date('2026-12-01T00:00:00Z'));
  });

  it('runs a custom range from the zone’s midnight to the end of its last day', () => {
    const period = resolvePeriod({ preset: 'custom', from: '2026-01-01', to: '2026-01-31', timeZone: 'Asia/Tokyo' }, now);
    expect(period.start).toEqual(new Date('2025-12-31T15:00:00Z'));
    expect(period.end).toEqual(new Date('2026-01-31T14:59:59.999Z'));
  });

  it('covers both ends of a custom range', () => {
    const period = resolvePeriod({ preset: 'custom', from: '2026-10-01', to: '2026-10-31' }, now);
    expect(period.start).toEqual(new Date('2026-10-01T00:00:00Z'));
    expect(period.end).toEqual(new Date('2026-10-31T23:59:59.999Z'));
    expect(period.previousStart).toEqual(new Date('2026-08-31T00:00:00.001Z'));
  });
});

describe('brand contrast', () => {
  it('computes WCAG contrast ratios', () => {
    expect(checkContrast('#000000', '#ffffff').ratio).toBeCloseTo(21, 1);
    expect(checkContrast('#777777', '#ffffff')).toEqual({ ratio: expect.closeTo(4.48, 1), readable: false });
    expect(checkContrast('#767676', '#ffffff').readable).toBe(true);
  });

  it('warns only about colours that make text hard to read', () => {
    expect(brandContrastWarnings('#0f172a', '#1d4ed8')).toEqual([]);
    expect(brandContrastWarnings('#0f172a', '#ffdd00')).toEqual([expect.stringContaining('accent colour')]);
  });
});
