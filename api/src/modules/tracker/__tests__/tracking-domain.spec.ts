import { cronExpressionFor, hostBelongsTo, nextRunAfter, positionOf, rankingsOf } from '../tracking-domain';
import { TrackingFrequency } from '../tracking-instance.entity';

describe('positions', () => {
  const results = [
    { position: 1, domain: 'notacme.com' },
    { position: 2, domain: 'blog.acme.com' },
    { position: 3, domain: 'acme.com' },
  ];

  it('counts subdomains as the company, but not look-alike domains', () => {
    expect(hostBelongsTo('blog.acme.com', 'acme.com')).toBe(true);
    expect(hostBelongsTo('notacme.com', 'acme.com')).toBe(false);
    expect(positionOf(results, 'acme.com')).toBe(2);
  });

  it('is 0 when the company is not within the results', () => {
    expect(positionOf(results, 'rival.io')).toBe(0);
  });

  it("places every company of a page at once: its first result's position and URL, subdomains counted", () => {
    // Result domains as providers give them: normalised (no www., lower case).
    const page = [
      { position: 1, domain: 'notacme.com', url: 'https://notacme.com/' },
      { position: 2, domain: 'rival.io', url: 'https://www.rival.io/a' },
      { position: 3, domain: 'blog.acme.com', url: 'https://blog.acme.com/post' },
      { position: 4, domain: 'acme.com', url: '' },
      { position: 5, domain: 'shop.acme.com', url: 'https://shop.acme.com/' },
    ];
    expect(rankingsOf(page, ['acme.com', 'rival.io', 'absent.org', 'notacme.com', 'shop.acme.com', 'hop.acme.com'])).toEqual([
      { position: 3, url: 'https://blog.acme.com/post' },
      { position: 2, url: 'https://www.rival.io/a' },
      { position: 0, url: null },
      { position: 1, url: 'https://notacme.com/' },
      { position: 5, url: 'https://shop.acme.com/' },
      { position: 0, url: null },
    ]);
  });
});

describe('schedules', () => {
  const at = (frequency: TrackingFrequency, scheduledTime: string, timeZone: string) => ({ frequency, scheduledTime, timeZone });

  it('turns frequency and time into one cron expression', () => {
    expect(cronExpressionFor(TrackingFrequency.daily, '09:00')).toBe('0 9 * * *');
    expect(cronExpressionFor(TrackingFrequency.weekly, '07:30')).toBe('30 7 * * 1');
    expect(cronExpressionFor(TrackingFrequency.monthly, '23:05')).toBe('5 23 1 * *');
  });

  it('computes the next run in the owner’s time zone, across daylight-saving changes', () => {
    const daily = at(TrackingFrequency.daily, '09:00', 'America/New_York');
    // 8 March 2026: New York moves from UTC-5 to UTC-4 at 02:00.
    expect(nextRunAfter(daily, new Date('2026-03-07T15:00:00Z')).toISOString()).toBe('2026-03-08T13:00:00.000Z');
    expect(nextRunAfter(daily, new Date('2026-03-06T15:00:00Z')).toISOString()).toBe('2026-03-07T14:00:00.000Z');
  });

  it('runs weekly on Mondays and monthly on the 1st', () => {
    expect(nextRunAfter(at(TrackingFrequency.weekly, '09:00', 'UTC'), new Date('2026-11-22T12:00:00Z')).toISOString()).toBe('2026-11-23T09:00:00.000Z');
    expect(nextRunAfter(at(TrackingFrequency.monthly, '09:00', 'Europe/Berlin'), new Date('2026-11-22T12:00:00Z')).toISOString()).toBe('2026-12-01T08:00:00.000Z');
  });
});
