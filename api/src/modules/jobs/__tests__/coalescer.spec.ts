import { createCoalescer } from '../coalescer';

describe('coalescer', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  function recording(intervalMs = 100) {
    const sent: [number, string, number][] = [];
    const start = Date.now();
    const coalescer = createCoalescer<number>(intervalMs, async (key, value) => void sent.push([Date.now() - start, key, value]), (error) => {
      throw error;
    });
    return { coalescer, sent };
  }

  it('sends the first value at once, then at most one per interval, always ending with the newest', async () => {
    const { coalescer, sent } = recording();
    for (let value = 1; value <= 25; value++) {
      coalescer.push('job', value);
      await jest.advanceTimersByTimeAsync(10);
    }
    await jest.advanceTimersByTimeAsync(500);
    expect(sent.map(([, , value]) => value)).toEqual([1, 10, 20, 25]);
    const times = sent.map(([at]) => at);
    times.slice(1).forEach((at, i) => expect(at - times[i]).toBeGreaterThanOrEqual(100));
  });

  it('keeps the interval per key', async () => {
    const { coalescer, sent } = recording();
    coalescer.push('a', 1);
    coalescer.push('b', 1);
    await jest.advanceTimersByTimeAsync(0);
    coalescer.push('a', 2);
    await jest.advanceTimersByTimeAsync(0);
    expect(sent.map(([, key, value]) => `${key}${value}`)).toEqual(['a1', 'b1']);
    await jest.advanceTimersByTimeAsync(100);
    expect(sent.map(([, key, value]) => `${key}${value}`)).toEqual(['a1', 'b1', 'a2']);
  });

  it('drops a discarded value and sends what is waiting on close', async () => {
    const { coalescer, sent } = recording();
    coalescer.push('a', 1);
    await jest.advanceTimersByTimeAsync(0);
    coalescer.push('a', 2);
    coalescer.discard('a');
    coalescer.push('b', 1);
    await jest.advanceTimersByTimeAsync(0);
    coalescer.push('b', 2);
    await coalescer.close();
    await jest.advanceTimersByTimeAsync(500);
    expect(sent.map(([, key, value]) => `${key}${value}`)).toEqual(['a1', 'b1', 'b2']);
    coalescer.push('a', 3);
    await jest.advanceTimersByTimeAsync(500);
    expect(sent).toHaveLength(3);
  });
});
