import { clicksPeriods } from '../search-console-alert-evaluation.service';
import { clicksDropped, positionsDisagree, type ClicksPeriods, type PositionPair } from '../search-console-alert-kinds';

const periods = (previous: number, current: number): ClicksPeriods => ({
  siteUrl: 'sc-domain:example.com',
  current: { from: '2026-11-08', to: '2026-11-14', clicks: current, impressions: 1000 },
  previous: { from: '2026-11-01', to: '2026-11-07', clicks: previous, impressions: 1000 },
});

const pair = (searchConsolePosition: number | null, trackedPosition: number | null, impressions = 50): PositionPair => ({ keyword: 'blue shoes', device: 'desktop', searchConsolePosition, trackedPosition, impressions });

describe('Search Console alert kinds', () => {
  it('compares the 7 days ending 4 days before the newest stored day with the 7 before them', () => {
    expect(clicksPeriods('2026-11-20')).toEqual({ current: { from: '2026-11-10', to: '2026-11-16' }, previous: { from: '2026-11-03', to: '2026-11-09' } });
  });

  it('calls a drop of more than the threshold a drop, not one at it', () => {
    expect(clicksDropped(periods(100, 69), 30)).toHaveLength(1);
    expect(clicksDropped(periods(100, 70), 30)).toEqual([]);
    expect(clicksDropped(periods(100, 130), 30)).toEqual([]);
    expect(clicksDropped(periods(100, 69), 30)[0].title).toBe('Search Console clicks fell 31% (100 → 69, 2026-11-08 – 2026-11-14 against the 7 days before) on sc-domain:example.com');
  });

  it('does not judge a drop from fewer than 20 clicks', () => {
    expect(clicksDropped(periods(19, 0), 30)).toEqual([]);
    expect(clicksDropped(periods(20, 0), 30)).toHaveLength(1);
  });

  it('reports a position more than N places from the tracked rank, only where both are known', () => {
    expect(positionsDisagree([pair(11.2, 5)], 5, false)).toHaveLength(1);
    expect(positionsDisagree([pair(10, 5)], 5, false)).toEqual([]);
    expect(positionsDisagree([pair(1, 9)], 5, false)[0]).toMatchObject({ subject: 'blue shoes', device: 'desktop', data: { difference: 8 } });
    expect(positionsDisagree([pair(null, 5), pair(30, null), pair(30, 2, 0)], 5, false)).toEqual([]);
    expect(positionsDisagree([pair(20, 2)], 5, true)[0].title).toBe('“blue shoes”: Search Console says position 20, the tracker #2 (desktop)');
  });
});
