import { createVendorRateLimit, rateWindows } from '../vendor-rate-limit';

describe('rateWindows', () => {
  it.each([
    [60, { points: 6, windowMs: 100 }],
    [15, { points: 2, windowMs: 143 }],
    [5, { points: 1, windowMs: 200 }],
    [1, { points: 1, windowMs: 1000 }],
    [67, { points: 7, windowMs: 112 }],
  ])('cuts %d a second into short windows without exceeding it', (perSecond, expected) => {
    const windows = rateWindows(perSecond);
    expect(windows).toEqual(expected);
    // Never more than the rate in a second, never less than 90 % of it.
    const perSecondAllowed = (windows.points * 1000) / windows.windowMs;
    expect(perSecondAllowed).toBeLessThanOrEqual(perSecond);
    expect(perSecondAllowed).toBeGreaterThanOrEqual(0.85 * perSecond);
  });

  it('refuses a rate that is not a positive whole number', () => {
    expect(() => rateWindows(0)).toThrow(RangeError);
    expect(() => rateWindows(2.5)).toThrow(RangeError);
  });
});

describe('createVendorRateLimit (memory)', () => {
  it('lets no more than the rate through in any second', async () => {
    const limit = createVendorRateLimit('scripted', 50, 'memory');
    const started = Date.now();
    const times: number[] = [];
    await Promise.all(Array.from({ length: 120 }, () => limit.take().then(() => times.push(Date.now() - started))));
    times.sort((a, b) => a - b);
    let most = 0;
    for (let first = 0, last = 0; last < times.length; last++) {
      while (times[last] - times[first] >= 1000) first++;
      most = Math.max(most, last - first + 1);
    }
    // 5 per 100 ms window: a second of wall time spans at most 11 windows.
    expect(most).toBeLessThanOrEqual(55);
    // 120 at 50 a second: the last one is let through in the 24th window at the earliest.
    expect(times.at(-1)).toBeGreaterThanOrEqual(2_200);
  });

  it('stops waiting when the signal aborts', async () => {
    const limit = createVendorRateLimit('scripted', 1, 'memory');
    await limit.take();
    const controller = new AbortController();
    const waiting = limit.take(controller.signal);
    setTimeout(() => controller.abort(new Error('cancelled')), 20);
    await expect(waiting).rejects.toThrow();
    expect(controller.signal.aborted).toBe(true);
  });
});
