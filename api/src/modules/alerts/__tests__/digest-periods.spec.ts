import { lastEndedPeriod } from '../digest-periods';

describe('digest periods (UTC)', () => {
  it('daily: the day before the one `now` is in', () => {
    expect(lastEndedPeriod('daily', new Date('2026-11-24T00:05:00Z'))).toEqual({ start: new Date('2026-11-23T00:00:00Z'), end: new Date('2026-11-24T00:00:00Z') });
    expect(lastEndedPeriod('daily', new Date('2026-11-24T23:59:59Z'))).toEqual({ start: new Date('2026-11-23T00:00:00Z'), end: new Date('2026-11-24T00:00:00Z') });
  });

  it('weekly: the Monday-to-Monday week before the one `now` is in', () => {
    // 2026-11-23 is a Monday.
    const week = { start: new Date('2026-11-16T00:00:00Z'), end: new Date('2026-11-23T00:00:00Z') };
    expect(lastEndedPeriod('weekly', new Date('2026-11-23T00:00:00Z'))).toEqual(week);
    expect(lastEndedPeriod('weekly', new Date('2026-11-29T23:00:00Z'))).toEqual(week);
    expect(lastEndedPeriod('weekly', new Date('2026-11-30T01:00:00Z'))).toEqual({ start: new Date('2026-11-23T00:00:00Z'), end: new Date('2026-11-30T00:00:00Z') });
  });
});
