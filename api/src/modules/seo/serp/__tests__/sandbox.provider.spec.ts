import { SANDBOX_DOMAINS } from '../sandbox-domains';
import { SandboxSerpProvider } from '../sandbox.provider';
import { mulberry32 } from '../seeded-random';
import { serpQuery } from './vendor-server';

// The generator counted (and used as it is): a ranking drawn again shows as more generators made.
jest.mock('../seeded-random', () => {
  const actual = jest.requireActual<typeof import('../seeded-random')>('../seeded-random');
  return { ...actual, mulberry32: jest.fn(actual.mulberry32) };
});

const sandbox = new SandboxSerpProvider();

describe('SandboxSerpProvider', () => {
  it('marks its pages as SANDBOX data from the sandbox provider', async () => {
    const page = await sandbox.search(serpQuery());
    expect(page.source).toBe('SANDBOX');
    expect(page.provider).toBe('sandbox');
    expect(sandbox.source).toBe('SANDBOX');
  });

  it('gives the same page for the same query, every time', async () => {
    const first = await sandbox.search(serpQuery({ keyword: 'running shoes', depth: 50 }));
    const again = await new SandboxSerpProvider().search(serpQuery({ keyword: 'running shoes', depth: 50 }));
    expect(again).toEqual(first);
  });

  it('ranks the same sites for a keyword whatever its case and spacing, echoing it as typed', async () => {
    const ranking = (page: { results: { position: number; url: string }[] }) => page.results.map((r) => [r.position, r.url]);
    const plain = await sandbox.search(serpQuery({ keyword: 'running shoes' }));
    const shouted = await sandbox.search(serpQuery({ keyword: '  Running   SHOES ' }));
    expect(ranking(shouted)).toEqual(ranking(plain));
    expect(shouted.results[0].title).toMatch(/^Running SHOES: /);
    expect(plain.results[0].title).toMatch(/^Running shoes: /);
  });

  it.each([{ keyword: 'trail running shoes' }, { language: 'de' }, { country: 'gb' }, { location: 'Austin, Texas, United States' }, { dateRange: 'w' as const }])(
    'gives a different ranking when %j changes',
    async (change) => {
      const base = await sandbox.search(serpQuery({ keyword: 'running shoes', depth: 100 }));
      const changed = await sandbox.search(serpQuery({ keyword: 'running shoes', depth: 100, ...change }));
      expect(changed.results.map((r) => r.domain)).not.toEqual(base.results.map((r) => r.domain));
    },
  );

  it.each([10, 20, 50, 100])('returns exactly depth=%i results with absolute positions', async (depth) => {
    const page = await sandbox.search(serpQuery({ depth, page: 3 }));
    expect(page.results).toHaveLength(depth);
    expect(page.results.map((r) => r.position)).toEqual(Array.from({ length: depth }, (_, i) => 2 * depth + i + 1));
  });

  it('serves later pages as windows of one ranking: page 2 at depth 10 is results 11-20 at depth 20', async () => {
    const top20 = await sandbox.search(serpQuery({ keyword: 'crm software', depth: 20, page: 1 }));
    const page2 = await sandbox.search(serpQuery({ keyword: 'crm software', depth: 10, page: 2 }));
    expect(page2.results).toEqual(top20.results.slice(10));
  });

  it('mixes pool sites with keyword-derived .example sites, each appearing once, with www. stripped from the domain', async () => {
    const { results } = await sandbox.search(serpQuery({ keyword: 'Best CRM for startups', depth: 100 }));
    const domains = results.map((r) => r.domain);
    const known = domains.filter((domain) => SANDBOX_DOMAINS.includes(domain));
    const fake = domains.filter((domain) => domain.endsWith('.example'));
    expect(known.length).toBeGreaterThanOrEqual(12);
    expect(known.length + fake.length).toBe(100);
    expect(new Set(domains).size).toBe(100);
    expect(fake.every((domain) => domain.includes('best-crm-for-startups'))).toBe(true);
    expect(domains.some((domain) => domain.startsWith('www.'))).toBe(false);
    expect(results.some((r) => r.url.startsWith('https://www.'))).toBe(true);
    for (const result of results) {
      expect(new URL(result.url).hostname.replace(/^www\./, '')).toBe(result.domain);
      expect(result.title).toContain('Best CRM for startups: ');
      expect(result.snippet).toContain('not a real search result');
    }
  });

  it('shows a tracked pool domain at a fixed position for some keywords and not at all for others', async () => {
    const keywords = Array.from({ length: 40 }, (_, i) => `keyword number ${i}`);
    const positions = await Promise.all(
      keywords.map(async (keyword) => (await sandbox.search(serpQuery({ keyword, depth: 100 }))).results.find((r) => r.domain === 'wikipedia.org')?.position),
    );
    const found = positions.filter((position) => position !== undefined);
    expect(found.length).toBeGreaterThan(3);
    expect(found.length).toBeLessThan(keywords.length - 3);
    const again = (await sandbox.search(serpQuery({ keyword: keywords[positions.findIndex(Boolean)], depth: 100 }))).results.find((r) => r.domain === 'wikipedia.org');
    expect(again?.position).toBe(found[0]);
  });

  it('builds a usable slug for keywords without Latin letters', async () => {
    const { results } = await sandbox.search(serpQuery({ keyword: 'кроссовки для бега' }));
    const fake = results.filter((r) => r.domain.endsWith('.example'));
    expect(fake.length).toBeGreaterThan(0);
    expect(fake.every((r) => /^[a-z0-9-]+\.example$/.test(r.domain))).toBe(true);
  });

  it('publishes a pool of about 60 distinct, bare, lower-case domains including the documented ones', () => {
    expect(SANDBOX_DOMAINS.length).toBeGreaterThanOrEqual(55);
    expect(new Set(SANDBOX_DOMAINS).size).toBe(SANDBOX_DOMAINS.length);
    expect(SANDBOX_DOMAINS.every((domain) => /^[a-z0-9.-]+$/.test(domain) && !domain.startsWith('www.'))).toBe(true);
    expect(SANDBOX_DOMAINS).toEqual(expect.arrayContaining(['wikipedia.org', 'amazon.com', 'reddit.com', 'youtube.com', 'nytimes.com', 'forbes.com', 'hubspot.com', 'moz.com', 'ahrefs.com', 'semrush.com', 'example.com']));
  });

  it('answers page 20 of 100 results without waiting on any timer', async () => {
    // With the clock frozen, a sandbox that simulated latency would never answer and the test would time out.
    jest.useFakeTimers();
    try {
      const page = await sandbox.search(serpQuery({ depth: 100, page: 20 }));
      expect(page.results.map((result) => result.position)).toEqual(Array.from({ length: 100 }, (_, i) => 1901 + i));
    } finally {
      jest.useRealTimers();
    }
  });

  it('refuses an invalid query', async () => {
    await expect(sandbox.search(serpQuery({ depth: 7 }))).rejects.toMatchObject({ code: 'BAD_USER_INPUT' });
  });
});

describe('SandboxSerpProvider movement, features and failures', () => {
  const query = (seed?: string, extra: Partial<Parameters<typeof serpQuery>[0]> = {}) => serpQuery({ keyword: 'running shoes', depth: 100, ...extra, ...(seed === undefined ? {} : { seed }) });

  it('moves rankings from one run seed to another, the same seed always giving the same page', async () => {
    const first = await sandbox.search(query('run-1'));
    expect(await sandbox.search(query('run-1'))).toEqual(first);
    const second = await sandbox.search(query('run-2'));
    expect(second.results.map((r) => r.url)).not.toEqual(first.results.map((r) => r.url));
    // The same sites, a few places apart, with the same URLs: a site keeps its URL wherever it ranks.
    expect(new Set(second.results.map((r) => r.url))).toEqual(new Set(first.results.map((r) => r.url)));
    const moves = first.results.map((result) => Math.abs(second.results.findIndex((other) => other.url === result.url) + 1 - result.position));
    expect(Math.max(...moves)).toBeLessThanOrEqual(20);
  });

  it('keeps a moved page a window of one ranking', async () => {
    const top20 = await sandbox.search(query('run-1', { depth: 20 }));
    const page2 = await sandbox.search(query('run-1', { depth: 10, page: 2 }));
    expect(page2.results).toEqual(top20.results.slice(10));
    expect(page2.features).toEqual(top20.features);
  });

  it('draws a moved ranking once for a search read page by page, and hands each caller a page of its own', async () => {
    const draws = jest.mocked(mulberry32);
    draws.mockClear();
    const pages = [];
    for (let page = 1; page <= 10; page++) pages.push(await sandbox.search(query('run-pages', { keyword: 'paged running shoes', depth: 10, page })));
    // The base ranking's generator: made once for the ten pages, not once a page.
    expect(draws).toHaveBeenCalledTimes(1);
    const whole = await sandbox.search(query('run-pages', { keyword: 'paged running shoes' }));
    expect(pages.flatMap((page) => page.results)).toEqual(whole.results);
    pages[0].results[0].url = 'https://changed.example/';
    pages[0].features.splice(0);
    const again = await sandbox.search(query('run-pages', { keyword: 'paged running shoes', depth: 10, page: 1 }));
    expect(again.results).toEqual(whole.results.slice(0, 10));
    expect(again.features).toEqual(whole.features);
  });

  it('labels features with the site that holds them, and they come and go between runs', async () => {
    const pages = await Promise.all(Array.from({ length: 12 }, (_, run) => sandbox.search(query(`run-${run}`))));
    const seen = pages.map((page) => page.features.map((feature) => feature.type).join(','));
    expect(new Set(seen).size).toBeGreaterThan(1);
    for (const page of pages) {
      expect(page.source).toBe('SANDBOX');
      for (const feature of page.features) {
        if (feature.type === 'featured_snippet') expect(page.results.slice(0, 3).map((r) => r.domain)).toContain(feature.domain);
        if (feature.type === 'people_also_ask') expect(feature.questions?.length).toBe(4);
        if (feature.type === 'video') expect(feature.domain).toBe('youtube.com');
      }
    }
  });

  it('fails the share of requests set as its failure rate, as a retryable outage', async () => {
    const draws = [0.1, 0.9];
    const flaky = new SandboxSerpProvider({ failureRate: 0.5, random: () => draws.shift() ?? 0.9 });
    await expect(flaky.search(query())).rejects.toMatchObject({ kind: 'unavailable', retryable: true, message: expect.stringMatching(/^SANDBOX/) });
    await expect(flaky.search(query())).resolves.toMatchObject({ source: 'SANDBOX' });
  });

  it('gives every run the same page when its seed is fixed (SANDBOX_SERP_SEED)', async () => {
    const fixed = new SandboxSerpProvider({ seed: 'fixed' });
    expect(await fixed.search(query('run-1'))).toEqual(await fixed.search(query('run-2')));
    expect(await fixed.search(query('run-1'))).toEqual(await sandbox.search(query('fixed')));
  });

  it('answers after its latency', async () => {
    const started = Date.now();
    await new SandboxSerpProvider({ latencyMs: 120 }).search(query());
    expect(Date.now() - started).toBeGreaterThanOrEqual(110);
  });
});
