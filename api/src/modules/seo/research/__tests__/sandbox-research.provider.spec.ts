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

  it('proposes keyword ideas for a seed: the seed in each, none twice, up to the number asked for', async () => {
    const provider = new SandboxResearchProvider({ now });
    const related = await provider.relatedKeywords({ keyword: 'Sourdough bread', num: 100, country: 'us' });
    expect(related.length).toBeGreaterThanOrEqual(60);
    expect(related).toEqual(await new SandboxResearchProvider({ now }).relatedKeywords({ keyword: 'Sourdough bread', num: 100, country: 'us' }));
    const keywords = related.map((stat) => stat.keyword);
    expect(new Set(keywords).size).toBe(keywords.length);
    expect(keywords.every((keyword) => keyword.includes('sourdough bread'))).toBe(true);
    expect((await provider.pasfKeywords({ keyword: 'sourdough bread', num: 50, country: 'us' })).map((stat) => stat.keyword)).not.toContain(keywords[0]);
  });

  it('derives an idea’s numbers from its seed: a share of the searches, and dearer clicks where people buy', async () => {
    const provider = new SandboxResearchProvider({ now });
    const [seed] = await provider.keywordStats({ keywords: ['sourdough bread'], country: 'us' });
    const ideas = [...(await provider.relatedKeywords({ keyword: 'sourdough bread', num: 100, country: 'us' })), ...(await provider.pasfKeywords({ keyword: 'sourdough bread', num: 50, country: 'us' }))];
    for (const idea of ideas) {
      expect(idea.volume).toBeGreaterThanOrEqual(10);
      expect(idea.volume).toBeLessThan(seed.volume);
    }
    const average = (pattern: RegExp, field: 'cpc' | 'competition') => {
      const matching = ideas.filter((idea) => pattern.test(idea.keyword));
      return matching.reduce((sum, idea) => sum + idea[field], 0) / matching.length;
    };
    const buying = /^(?:buy|cheap|order)\b|\b(?:price|prices|cost|near me|delivery|for sale)$/;
    const learning = /^(?:how to|what|types of|history of|guide to)\b|\b(?:guide|tips|ideas|history|meaning|explained|basics)$/;
    expect(average(buying, 'cpc')).toBeGreaterThan(2 * average(learning, 'cpc'));
    expect(average(buying, 'competition')).toBeGreaterThan(average(learning, 'competition'));
    // The stats the article job asks for later match what the keyword table showed.
    expect(await provider.keywordStats({ keywords: [ideas[3].keyword], country: 'us' })).toEqual([ideas[3]]);
  });

  it('ranks a domain for its own name near the top and, when the name says its trade, for that trade', async () => {
    const provider = new SandboxResearchProvider({ now });
    const ranked = await provider.domainKeywords({ domain: 'tiny-bakery.example', country: 'us', num: 50 });
    expect(ranked.length).toBe(50);
    expect(new Set(ranked.map((row) => row.keyword)).size).toBe(50);
    expect(ranked.find((row) => row.keyword === 'tiny bakery')?.serpPosition).toBeLessThanOrEqual(4);
    expect(ranked.some((row) => !row.keyword.includes('tiny bakery') && row.keyword.includes('bakery'))).toBe(true);
    expect(ranked.map((row) => row.estimatedMonthlyTraffic)).toEqual([...ranked.map((row) => row.estimatedMonthlyTraffic)].sort((a, b) => b - a));
    const page = await provider.urlKeywords({ url: 'https://moz.com/learn/keyword-research', country: 'us', num: 20 });
    expect(page.every((row) => row.keyword.includes('keyword research'))).toBe(true);
    // A path that only organises the site says nothing about the topic: the page ranks for the brand.
    expect((await provider.urlKeywords({ url: 'https://moz.com/learn/', country: 'us', num: 10 })).every((row) => row.keyword.includes('moz'))).toBe(true);
  });
});
