import { formatTraffic, hostOf, parseDomainList, parseResultCount } from './research-format';

describe('traffic numbers (spec §9)', () => {
  it('abbreviates thousands with K and millions with M, one decimal', () => {
    expect(formatTraffic(999)).toBe('999');
    expect(formatTraffic(1000)).toBe('1.0K');
    expect(formatTraffic(1540)).toBe('1.5K');
    expect(formatTraffic(999_949)).toBe('999.9K');
    expect(formatTraffic(999_950)).toBe('1.0M');
    expect(formatTraffic(2_345_678)).toBe('2.3M');
    expect(formatTraffic(0)).toBe('0');
  });
});

describe('result counts (spec §5)', () => {
  it('keeps a whole number within 1..max and turns anything else into 10', () => {
    expect(parseResultCount('250', 1000)).toBe(250);
    expect(parseResultCount('1000', 1000)).toBe(1000);
    expect(parseResultCount('1', 10_000)).toBe(1);
    for (const bad of ['', '0', '1001', 'abc', '-5', '2.5']) expect(parseResultCount(bad, 1000)).toBe(10);
    expect(parseResultCount('10001', 10_000)).toBe(10);
  });
});

describe('domain lists', () => {
  it('splits on commas, trims and drops empties and repeats', () => {
    expect(parseDomainList(' a.com, b.com,,A.com , ')).toEqual(['a.com', 'b.com']);
    expect(parseDomainList(' , ')).toEqual([]);
  });
});

describe('hosts of typed URLs', () => {
  it('reads the host with or without a scheme', () => {
    expect(hostOf('https://www.example.com/blog?x=1')).toBe('www.example.com');
    expect(hostOf('example.org/page')).toBe('example.org');
    expect(hostOf('not a url')).toBeNull();
    expect(hostOf('')).toBeNull();
  });
});
