import { clampKeywordLimit, defaultKeywordLimit, presetsUpTo } from './keyword-limit';
import { mergeKeywordLists, mixedSplit, perSeedCount } from './keyword-split';

const row = (keyword: string) => ({ keyword, volume: 0, cpc: 0, competition: 0 });

describe('mixed keyword split (spec §9)', () => {
  it('asks suggestions for half the limit rounded up and related keywords for the rest', () => {
    expect(mixedSplit(10)).toEqual({ suggestions: 5, related: 5 });
    expect(mixedSplit(7)).toEqual({ suggestions: 4, related: 3 });
    expect(mixedSplit(2)).toEqual({ suggestions: 1, related: 1 });
  });

  it('uses only suggestions at a limit of 1', () => {
    expect(mixedSplit(1)).toEqual({ suggestions: 1, related: 0 });
  });

  it('merges lists in order without repeats, up to the limit', () => {
    const merged = mergeKeywordLists([[row('a'), row('B')], [row('b'), row('c'), row('d')]], 3);
    expect(merged.map((r) => r.keyword)).toEqual(['a', 'B', 'c']);
  });

  it('spreads the limit over several seed keywords', () => {
    expect(perSeedCount(10, 3)).toBe(4);
    expect(perSeedCount(10, 0)).toBe(10);
  });
});

describe('keyword limit', () => {
  it('offers the presets up to the plan maximum', () => {
    expect(presetsUpTo(10)).toEqual([1, 5, 10]);
    expect(presetsUpTo(50)).toEqual([1, 5, 10, 15, 20, 25, 30, 40, 50]);
    expect(presetsUpTo(100)).toEqual([1, 5, 10, 15, 20, 25, 30, 40, 50, 75, 100]);
  });

  it('accepts digits only, clamps to 1..max and turns empty into the minimum', () => {
    expect(clampKeywordLimit('7', 10)).toBe(7);
    expect(clampKeywordLimit('3a4', 50)).toBe(34);
    expect(clampKeywordLimit('999', 50)).toBe(50);
    expect(clampKeywordLimit('0', 50)).toBe(1);
    expect(clampKeywordLimit('', 50)).toBe(1);
  });

  it('defaults to 10, or the plan maximum when that is lower', () => {
    expect(defaultKeywordLimit(50)).toBe(10);
    expect(defaultKeywordLimit(5)).toBe(5);
  });
});
