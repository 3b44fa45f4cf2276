import { ADMIN, startTestApp, type TestApp } from './support/test-app';
import { createUser } from './support/factories';
import { graphql, request, signInUser } from './support/http';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const sandboxed = { source: 'SANDBOX', provider: 'sandbox' };

describe('health', () => {
  it('reports the SEO data provider', async () => {
    const health = await request(app.url, 'GET', '/healthz');
    expect(health.body.providers).toEqual({ serp: 'sandbox', research: 'sandbox', writer: { name: 'sandbox', model: null, source: 'SANDBOX' } });
  });
});

describe('research REST on the sandbox (spec §7)', () => {
  it('answers every analysis path with spec field names, marked SANDBOX', async () => {
    const { token } = await createUser(app, { plan: 'pro' });
    const post = (path: string, body: unknown) => request(app.url, 'POST', `/api/${path}`, { token, body });

    const stats = await post('keyword-stats', { keywords: ['seo tools', 'Keyword Research'] });
    expect(stats.status).toBe(200);
    expect(stats.body).toMatchObject(sandboxed);
    expect(stats.body.data).toHaveLength(2);
    expect(stats.body.data[1]).toEqual({
      keyword: 'Keyword Research',
      vol: expect.any(Number),
      cpc: { currency: 'USD', value: expect.any(Number) },
      competition: expect.any(Number),
      trend: expect.arrayContaining([{ year: expect.any(Number), month: expect.any(Number), value: expect.any(Number) }]),
    });
    expect(stats.body.data[1].trend).toHaveLength(12);

    const related = await post('get-related-keywords', { keyword: 'seo tools' });
    expect(related.body).toMatchObject(sandboxed);
    expect(related.body.data).toHaveLength(10);
    expect(typeof related.body.data[0]).toBe('string');

    const pasf = await post('get-pasf-keywords', { keyword: 'seo tools', num: 500 });
    expect(pasf.body.data.length).toBeLessThanOrEqual(50);

    const domainKeywords = await post('get-domain-keywords', { domain: 'https://www.Moz.com/', country: 'us', num: 5 });
    expect(domainKeywords.body.data).toHaveLength(5);
    expect(domainKeywords.body.data[0]).toEqual(
      expect.objectContaining({ keyword: expect.any(String), vol: expect.any(Number), estimated_monthly_traffic: expect.any(Number), serp_position: expect.any(Number) }),
    );

    const urlKeywords = await post('get-url-keywords', { url: 'https://moz.com/learn/seo', country: 'global', num: 'lots' });
    expect(urlKeywords.body.data).toHaveLength(10);
    expect(Object.keys(urlKeywords.body.data[0]).sort()).toEqual(['estimated_monthly_traffic', 'keyword', 'serp_position']);

    const urlTraffic = await post('get-url-traffic-metrics', { url: 'https://moz.com/learn/seo', country: 'us' });
    expect(urlTraffic.body.data).toEqual([{ url: 'https://moz.com/learn/seo', estimated_monthly_traffic: expect.any(Number), total_ranking_keywords: expect.any(Number) }]);

    const traffic = await post('get-domain-traffic-metrics', { domains: 'moz.com, ahrefs.com', country: 'us' });
    expect(traffic.body.data.map((row: { domain: string }) => row.domain)).toEqual(['moz.com', 'ahrefs.com']);
    expect(Object.keys(traffic.body.data[0]).sort()).toEqual(['domain', 'estimated_monthly_traffic', 'total_ranking_keywords']);

    const backlinkKeys = ['anchor_text', 'domain_source', 'domain_target', 'url_source', 'url_target'];
    for (const [path, body, max] of [
      ['get-page-backlinks', { url: 'https://moz.com/learn/seo' }, 50],
      ['get-unique-page-backlinks', { url: 'https://moz.com/learn/seo' }, 50],
      ['domain-backlinks', { domain: 'moz.com' }, 10],
      ['domain-unique-backlinks', { domain: 'moz.com', num: 20 }, 20],
    ] as const) {
      const answer = await post(path, body);
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject(sandboxed);
      expect(answer.body.data.length).toBeGreaterThan(0);
      expect(answer.body.data.length).toBeLessThanOrEqual(max);
      expect(Object.keys(answer.body.data[0]).sort()).toEqual(backlinkKeys);
      if (path.includes('unique')) {
        const sources = answer.body.data.map((link: { domain_source: string }) => link.domain_source);
        expect(new Set(sources).size).toBe(sources.length);
      }
    }

    const serp = await post('serp-rankings', { keyword: 'seo tools', num: 30, page: 2 });
    expect(serp.status).toBe(200);
    expect(serp.body).toMatchObject({ ...sandboxed, query: 'seo tools' });
    expect(serp.body.organic.map((result: { position: number }) => result.position)).toEqual(Array.from({ length: 30 }, (_, i) => 31 + i));
    expect(Object.keys(serp.body.organic[0]).sort()).toEqual(['date', 'domain', 'link', 'position', 'snippet', 'title']);

    // Results 91-120 straddle two vendor pages of 100; both are read and cut to the window.
    const straddling = await post('serp-rankings', { keyword: 'seo tools', num: 30, page: 4 });
    expect(straddling.body.organic.map((result: { position: number }) => result.position)).toEqual(Array.from({ length: 30 }, (_, i) => 91 + i));
  });

  it('answers bad input with clear 400s and no token with 401', async () => {
    const { token } = await createUser(app, { plan: 'pro' });
    const post = (path: string, body: unknown, withToken = true) => request(app.url, 'POST', `/api/${path}`, { token: withToken ? token : undefined, body });
    expect(await post('keyword-stats', { keywords: [] })).toMatchObject({ status: 400, body: { error: 'Enter at least one keyword.' } });
    expect(await post('serp-rankings', { keyword: '  ' })).toMatchObject({ status: 400, body: { error: 'Please enter a search query' } });
    expect(await post('get-url-keywords', { url: '' })).toMatchObject({ status: 400, body: { error: 'Please enter a URL to analyze' } });
    expect((await post('get-url-keywords', { url: 'not a url' })).status).toBe(400);
    expect(await post('get-domain-traffic-metrics', { domains: ' , ' })).toMatchObject({ status: 400, body: { error: 'Enter at least one domain (comma-separated).' } });
    expect(await post('domain-backlinks', { domain: '' })).toMatchObject({ status: 400, body: { error: 'Please enter a domain before analysing' } });
    expect(await post('get-domain-keywords', { domain: 'not_a_domain' })).toMatchObject({ status: 400, body: { error: '“not_a_domain” is not a valid domain.' } });
    expect(await post('keyword-stats', { keywords: ['x'], country: 'usa' })).toMatchObject({ status: 400 });
    expect(await post('keyword-stats', { keywords: ['x'] }, false)).toMatchObject({ status: 401, body: { error: 'Authentication required. Please log in.' } });
  });
});

describe('research GraphQL on the sandbox', () => {
  it('reports the provider and answers each mutation with the contract’s fields', async () => {
    const { token } = await createUser(app, { plan: 'pro' });
    const provider = await graphql(app.url, '{ researchProvider { name label source } }', undefined, token);
    expect(provider.data).toEqual({ researchProvider: { name: 'sandbox', label: 'Sandbox', source: 'SANDBOX' } });

    const stats = await graphql(
      app.url,
      'mutation($k: [String!]!) { lookupKeywordStats(keywords: $k) { source provider keywords { keyword volume cpc { currency value } competition trend { year month volume } } } }',
      { k: ['seo tools'] },
      token,
    );
    expect(stats.errors).toBeUndefined();
    expect(stats.data.lookupKeywordStats).toMatchObject({ source: 'SANDBOX', provider: 'sandbox', keywords: [{ keyword: 'seo tools', cpc: { currency: 'USD' } }] });

    const url = await graphql(
      app.url,
      'mutation { runUrlAnalysis(url: "https://moz.com/learn", num: 5000) { source url keywords { keyword estimatedMonthlyTraffic serpPosition } summary { totalRankingKeywords estimatedMonthlyTraffic } } }',
      undefined,
      token,
    );
    expect(url.errors).toBeUndefined();
    expect(url.data.runUrlAnalysis.keywords).toHaveLength(10);

    const competitor = await graphql(
      app.url,
      'mutation($input: CompetitorAnalysisInput!) { runCompetitorAnalysis(input: $input) { source provider query domain depth found position results { position domain } } }',
      { input: { query: 'seo tools', domain: 'https://www.moz.com' } },
      token,
    );
    expect(competitor.errors).toBeUndefined();
    expect(competitor.data.runCompetitorAnalysis).toMatchObject({ query: 'seo tools', domain: 'moz.com', depth: 100 });
    expect(competitor.data.runCompetitorAnalysis.results).toHaveLength(10);

    const traffic = await graphql(app.url, 'mutation { lookupDomainTraffic(domains: ["moz.com, ahrefs.com", "MOZ.com"], country: "global") { country domains { domain estimatedMonthlyTraffic totalRankingKeywords } } }', undefined, token);
    expect(traffic.data.lookupDomainTraffic.country).toBeNull();
    expect(traffic.data.lookupDomainTraffic.domains).toHaveLength(2);

    const backlinks = await graphql(app.url, 'mutation { lookupBacklinks(target: "moz.com", num: 5, unique: true) { target unique backlinks { anchorText domainSource domainTarget urlSource urlTarget } } }', undefined, token);
    expect(backlinks.errors).toBeUndefined();
    expect(backlinks.data.lookupBacklinks).toMatchObject({ target: 'moz.com', unique: true });
  });

  it('answers the keyword list mutations and the SERP analysis with the contract’s fields', async () => {
    const { token } = await createUser(app, { plan: 'pro' });
    const lists = await graphql(
      app.url,
      `mutation {
        related: lookupRelatedKeywords(keyword: "coffee", num: 3) { source provider keywords { keyword volume cpc { currency value } competition trend { year month volume } } }
        pasf: lookupPasfKeywords(keyword: "coffee", num: 80) { source keywords { keyword } }
        domain: lookupDomainKeywords(domain: "moz.com", num: 4) { provider keywords { keyword volume estimatedMonthlyTraffic serpPosition } }
        serp: runSerpAnalysis(input: { query: "coffee", num: 10, page: 2, country: "global", dateRange: "w" }) { source provider query results { position title snippet link domain date } }
      }`,
      undefined,
      token,
    );
    expect(lists.errors).toBeUndefined();
    expect(lists.data.related).toMatchObject({ source: 'SANDBOX', provider: 'sandbox' });
    expect(lists.data.related.keywords).toHaveLength(3);
    // Capped at 50; the sandbox has fewer ideas than that for one seed.
    expect(lists.data.pasf.keywords.length).toBeGreaterThan(10);
    expect(lists.data.pasf.keywords.length).toBeLessThanOrEqual(50);
    expect(lists.data.domain.keywords).toHaveLength(4);
    expect(lists.data.domain.keywords[0]).toEqual({ keyword: expect.any(String), volume: expect.any(Number), estimatedMonthlyTraffic: expect.any(Number), serpPosition: expect.any(Number) });
    expect(lists.data.serp.results.map((result: { position: number }) => result.position)).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);

    const bad = await graphql(app.url, 'mutation { runSerpAnalysis(input: { query: "coffee", dateRange: "decade" }) { query } }', undefined, token);
    expect(bad.errors?.[0]).toMatchObject({ message: 'The date range must be one of h, d, w, m or y.', extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('reads a URL given to a domain path as its host, and a domain given to a page path as its home page', async () => {
    const { token } = await createUser(app, { plan: 'pro' });
    const domain = await request(app.url, 'POST', '/api/domain-backlinks', { token, body: { domain: 'https://www.moz.com/blog/post' } });
    expect(domain.body.data[0].domain_target).toBe('moz.com');
    const page = await request(app.url, 'POST', '/api/get-page-backlinks', { token, body: { url: 'moz.com' } });
    expect(page.body.data[0].url_target).toBe('https://moz.com/');
  });

  it('refuses research to users, not admins, while maintenance is on', async () => {
    const { token } = await createUser(app, { plan: 'pro' });
    const adminToken = await signInUser(app.url, ADMIN.email, ADMIN.password);
    await request(app.url, 'PUT', '/api/maintenance', { token: adminToken, body: { maintenance: true } });
    try {
      expect(await request(app.url, 'POST', '/api/keyword-stats', { token, body: { keywords: ['coffee'] } })).toMatchObject({ status: 503, body: { error: expect.stringMatching(/maintenance/) } });
      expect((await request(app.url, 'POST', '/api/keyword-stats', { token: adminToken, body: { keywords: ['coffee'] } })).status).toBe(200);
    } finally {
      await request(app.url, 'PUT', '/api/maintenance', { token: adminToken, body: { maintenance: false } });
    }
  });

  it('lets admins use every tool without a plan', async () => {
    const adminToken = await signInUser(app.url, ADMIN.email, ADMIN.password);
    const backlinks = await graphql(app.url, 'mutation { lookupBacklinks(target: "moz.com") { backlinks { urlSource } } }', undefined, adminToken);
    expect(backlinks.errors).toBeUndefined();
  });
});
