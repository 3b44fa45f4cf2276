import { SandboxResearchProvider } from '../sandbox-research.provider';

describe('SandboxResearchProvider', () => {
  const now = () => new Date('2026-11-23T10:00:00Z');

  it('answers the same question the same way every time, marked SANDBOX', async () => {
    const first = new SandboxResearchProvider({ now });
    const second = new SandboxResearchProvider({ now });
    expect(first.source).toBe('SANDBOX');
    expect(await first.keywordStats({ keywords: ['seo tools'], country: 'us' })).toEqual(await second.keywordStats({ keywords: ['seo tools'], country: 'us' }));
    expect(await first.backlinks({ target: 'moz.com', scope: 'domain', unique: false, num: 50 })).toEqual(
      await second.backlinks({ target: 'moz.com', scope: 'domain', unique: false, num: 50 }),
    );
    expect(await first.keywordStats({ keywords: ['seo tools'], country: 'us' })).not.toEqual(await first.keywordStats({ keywords: ['seo tools'], country: 'gb' }));
  });

  it('gives plausible magnitudes and the 12 months before now', async () => {
    const provider = new SandboxResearchProvider({ now });
    const [stat] = await provider.keywordStats({ keywords: ['seo tools'], country: 'us' });
    expect(stat.volume).toBeGreaterThanOrEqual(0);
    expect(stat.volume).toBeLessThan(300_000);
    expect(stat.competition).toBeGreaterThanOrEqual(0);
    expect(stat.competition).toBeLessThanOrEqual(1);
    expect(stat.trend.map(({ year, month }) => `${year}-${month}`)).toEqual([
      '2025-11', '2025-12', '2026-1', '2026-2', '2026-3', '2026-4', '2026-5', '2026-6', '2026-7', '2026-8', '2026-9', '2026-10',
    ]);
    const [wellKnown, unknown] = await provider.domainTraffic({ targets: ['wikipedia.org', 'tiny-bakery.example'], country: 'us' });
    expect(wellKnown.estimatedMonthlyTraffic).toBeGreaterThan(unknown.estimatedMonthlyTraffic);
  });

  it('returns at most num items and one backlink per referring domain when unique', async () => {
    const provider = new SandboxResearchProvider({ now });
    expect(await provider.relatedKeywords({ keyword: 'coffee', num: 7, country: 'us' })).toHaveLength(7);
    const links = await provider.backlinks({ target: 'https://moz.com/learn', scope: 'page', unique: true, num: 100 });
    expect(new Set(links.map((link) => link.domainSource)).size).toBe(links.length);
    expect(links.every((link) => link.urlTarget === 'https://moz.com/learn')).toBe(true);
  });
});
