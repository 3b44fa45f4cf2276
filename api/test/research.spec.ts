import { ADMIN, setPlan, startTestApp, type TestApp } from './support/test-app';
import { createUser } from './support/factories';
import { graphql, request, signInUser, signUpUser } from './support/http';
import { startKeywordsEverywhereServer, type KeywordsEverywhereServer } from './support/keywords-everywhere-server';
import { creditPeriodAt } from '../src/modules/billing/credits.service';

let vendor: KeywordsEverywhereServer;
let app: TestApp;
beforeAll(async () => {
  vendor = await startKeywordsEverywhereServer();
  app = await startTestApp({ SEO_DATA_PROVIDER: 'keywords-everywhere', KEYWORDS_EVERYWHERE_API_KEY: 'ke-test-key', SEO_DATA_BASE_URL: vendor.url, SEO_DATA_TIMEOUT_MS: '5000' });
});
afterAll(async () => {
  await app.close();
  await vendor.close();
});
beforeEach(() => {
  vendor.setLatency(0);
  vendor.failNext(0, 500);
});

const keywordSearchesUsed = async (userId: string): Promise<number> => {
  const rows = await app.database.orm.em
    .fork()
    .getConnection()
    .execute<{ used: number }[]>(`select used from credit_balances where workspace_id = (select personal_workspace_id from users where id = ?) and kind = 'keyword_searches' and period_start = ?`, [userId, creditPeriodAt(new Date()).start]);
  return rows[0]?.used ?? 0;
};

const setKeywordSearchesUsed = (userId: string, used: number) =>
  app.database.orm.em
    .fork()
    .getConnection()
    .execute(
      `insert into credit_balances (workspace_id, kind, period_start, used) select personal_workspace_id, 'keyword_searches', ?, ? from users where id = ? on conflict (workspace_id, kind, period_start) do update set used = excluded.used`,
      [creditPeriodAt(new Date()).start, used, userId],
    );

const callsTo = (endpoint: string) => vendor.requests.filter((request) => request.endpoint === endpoint).length;

/** A keyword no other test asks about, so the cache is cold. */
let counter = 0;
const fresh = (label: string) => `${label} ${Date.now()} ${++counter}`;

describe('keyword-search credits', () => {
  it('spends one per distinct keyword, also for a cached answer, and creditUsage shows it', async () => {
    const user = await signUpUser(app.url);
    const keywords = [fresh('alpha'), fresh('beta'), fresh('gamma')];
    const before = callsTo('get_keyword_data');

    const first = await request(app.url, 'POST', '/api/keyword-stats', { token: user.token, body: { keywords: [...keywords, keywords[0].toUpperCase()] } });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ source: 'LIVE', provider: 'keywords-everywhere' });
    expect(first.body.data).toHaveLength(3);
    expect(first.body.data[0]).toEqual({ keyword: keywords[0], vol: expect.any(Number), cpc: { currency: 'USD', value: 1.5 }, competition: 0.5, trend: expect.any(Array) });
    expect(await keywordSearchesUsed(user.id)).toBe(3);

    // The same question in another order and case: answered from the cache, still counted.
    const again = await request(app.url, 'POST', '/api/keyword-stats', { token: user.token, body: { keywords: [...keywords].reverse().map((k) => k.toUpperCase()) } });
    expect(again.status).toBe(200);
    expect(callsTo('get_keyword_data')).toBe(before + 1);
    expect(await keywordSearchesUsed(user.id)).toBe(6);

    const usage = await graphql(app.url, '{ creditUsage { kind used limit remaining } }', undefined, user.token);
    expect(usage.data.creditUsage).toContainEqual({ kind: 'KEYWORD_SEARCHES', used: 6, limit: 100, remaining: 94 });
  });

  it('refuses with "Insufficient keyword credits" before calling the vendor when the month is used up', async () => {
    const user = await signUpUser(app.url);
    await setKeywordSearchesUsed(user.id, 99);
    const before = vendor.requests.length;

    const refused = await request(app.url, 'POST', '/api/keyword-stats', { token: user.token, body: { keywords: [fresh('one'), fresh('two')] } });
    expect(refused).toMatchObject({ status: 400, body: { error: 'Insufficient keyword credits' } });
    const graph = await graphql(app.url, 'mutation { lookupRelatedKeywords(keyword: "x", num: 1) { keywords { keyword } } }', undefined, user.token);
    expect(graph.errors).toBeUndefined();
    const nowOut = await graphql(app.url, `mutation { lookupRelatedKeywords(keyword: "${fresh('y')}") { keywords { keyword } } }`, undefined, user.token);
    expect(nowOut.errors?.[0]).toMatchObject({ message: 'Insufficient keyword credits', extensions: { code: 'INSUFFICIENT_CREDITS' } });

    expect(vendor.requests.length).toBe(before + 1);
    expect(await keywordSearchesUsed(user.id)).toBe(100);
  });

  it('spends nothing when the vendor fails, and words the failure with the vendor’s name', async () => {
    const user = await signUpUser(app.url);
    vendor.failNext(1, 500);
    const down = await request(app.url, 'POST', '/api/keyword-stats', { token: user.token, body: { keywords: [fresh('down')] } });
    expect(down).toMatchObject({ status: 503, body: { error: 'Keywords Everywhere is unavailable right now (HTTP 500). Please try again later.' } });

    vendor.failNext(1, 401);
    const rejected = await graphql(app.url, `mutation { lookupDomainTraffic(domains: ["moz.com", "${Date.now()}.example.com"]) { domains { domain } } }`, undefined, user.token);
    expect(rejected.errors?.[0]).toMatchObject({ message: 'Keywords Everywhere rejected the API key. Check KEYWORDS_EVERYWHERE_API_KEY.', extensions: { code: 'PROVIDER_ERROR' } });

    vendor.failNext(1, 429);
    const slow = await request(app.url, 'POST', '/api/get-related-keywords', { token: user.token, body: { keyword: fresh('slow') } });
    expect(slow).toMatchObject({ status: 503, body: { error: 'Keywords Everywhere is limiting how fast we can search. Please try again in 30 seconds.' } });
    // The vendor's wait reaches the caller as Retry-After, so a client knows when to try again.
    expect(slow.headers.get('retry-after')).toBe('30');

    vendor.failNext(1, 402);
    const broke = await request(app.url, 'POST', '/api/get-pasf-keywords', { token: user.token, body: { keyword: fresh('broke') } });
    expect(broke.status).toBe(502);
    expect(broke.body.error).toMatch(/^Keywords Everywhere has no credits left/);

    expect(await keywordSearchesUsed(user.id)).toBe(0);
  });

  it('does not limit admins', async () => {
    const adminToken = await signInUser(app.url, ADMIN.email, ADMIN.password);
    const me = await graphql(app.url, '{ me { id } }', undefined, adminToken);
    await setKeywordSearchesUsed(me.data.me.id, 100_000);
    const answer = await request(app.url, 'POST', '/api/keyword-stats', { token: adminToken, body: { keywords: [fresh('admin')] } });
    expect(answer.status).toBe(200);
  });
});

describe('plan gates', () => {
  it('keeps backlinks and competitor analysis from the Free plan, naming the plans that have them', async () => {
    const free = await signUpUser(app.url);
    const before = vendor.requests.length;
    for (const path of ['/api/domain-backlinks', '/api/domain-unique-backlinks', '/api/get-page-backlinks', '/api/get-unique-page-backlinks']) {
      const refused = await request(app.url, 'POST', path, { token: free.token, body: { domain: 'moz.com', url: 'https://moz.com/a' } });
      expect(refused).toMatchObject({ status: 403, body: { error: 'Backlink analysis is not included in the Free plan. Upgrade to Pro or Agency to use it.' } });
    }
    const competitor = await graphql(app.url, 'mutation { runCompetitorAnalysis(input: { query: "seo", domain: "moz.com" }) { found } }', undefined, free.token);
    expect(competitor.errors?.[0]).toMatchObject({ message: 'Competitor analysis is not included in the Free plan. Upgrade to Pro or Agency to use it.', extensions: { code: 'FORBIDDEN' } });
    expect(vendor.requests.length).toBe(before);
    expect(await keywordSearchesUsed(free.id)).toBe(0);

    await setPlan(app, free.id, 2);
    const allowed = await request(app.url, 'POST', '/api/domain-backlinks', { token: free.token, body: { domain: `${Date.now()}.moz.com`, num: 2 } });
    expect(allowed.status).toBe(200);
    expect(allowed.body.data).toHaveLength(2);
    expect(callsTo('get_domain_backlinks')).toBeGreaterThan(0);
    expect(vendor.requests.at(-1)?.form.get('num')).toBe('2');
  });
});

describe('response cache', () => {
  it('answers a repeated question within the TTL without a vendor call, for every user', async () => {
    const [a, b] = [await signUpUser(app.url), await signUpUser(app.url)];
    const domain = `${Date.now()}-cached.com`;
    const before = callsTo('get_domain_keywords');
    const first = await request(app.url, 'POST', '/api/get-domain-keywords', { token: a.token, body: { domain, num: 5 } });
    const second = await request(app.url, 'POST', '/api/get-domain-keywords', { token: b.token, body: { domain: `https://www.${domain.toUpperCase()}/`, num: 5, country: 'US' } });
    expect(second.body).toEqual(first.body);
    expect(callsTo('get_domain_keywords')).toBe(before + 1);
  });

  it('makes one vendor call for identical questions asked at the same moment', async () => {
    const user = await createUser(app, { plan: 'agency' });
    vendor.setLatency(150);
    const keyword = fresh('together');
    const before = callsTo('get_related_keywords');
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => request(app.url, 'POST', '/api/get-related-keywords', { token: user.token, body: { keyword, num: 3 } })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((answer) => JSON.stringify(answer.body))).size).toBe(1);
    expect(callsTo('get_related_keywords')).toBe(before + 1);
    expect(await keywordSearchesUsed(user.id)).toBe(10);
  });
});

describe('saved SERP analyses', () => {
  const save = `mutation($input: SaveSerpAnalysisInput!) { saveSerpAnalysis(input: $input) { id query description source provider num page country results { position title link domain } } }`;

  it('stores a snapshot for its owner only, newest first, and deletes it', async () => {
    const [owner, other] = [await signUpUser(app.url), await signUpUser(app.url)];
    const analysis = await graphql(app.url, 'mutation { runSerpAnalysis(input: { query: "coffee grinder", num: 10 }) { source provider query results { position title snippet link domain date } } }', undefined, owner.token);
    expect(analysis.errors).toBeUndefined();
    expect(analysis.data.runSerpAnalysis.results).toHaveLength(10);

    const first = await graphql(app.url, save, { input: { description: 'Grinders, week 1', analysis: { query: 'coffee grinder', num: 10 } } }, owner.token);
    expect(first.errors).toBeUndefined();
    expect(first.data.saveSerpAnalysis).toMatchObject({ query: 'coffee grinder', description: 'Grinders, week 1', source: 'SANDBOX', provider: 'sandbox', num: 10, page: 1, country: 'us' });
    const second = await graphql(app.url, save, { input: { description: 'Again', analysis: { query: 'coffee grinder', num: 2 } } }, owner.token);

    const list = await graphql(app.url, '{ savedSerpAnalyses { id description results { position } } }', undefined, owner.token);
    expect(list.data.savedSerpAnalyses.map((saved: { id: string }) => saved.id)).toEqual([second.data.saveSerpAnalysis.id, first.data.saveSerpAnalysis.id]);
    expect(list.data.savedSerpAnalyses[1].results).toHaveLength(10);

    expect((await graphql(app.url, '{ savedSerpAnalyses { id } }', undefined, other.token)).data.savedSerpAnalyses).toEqual([]);
    const stolen = await graphql(app.url, 'mutation($id: ID!) { deleteSavedSerpAnalysis(id: $id) }', { id: first.data.saveSerpAnalysis.id }, other.token);
    expect(stolen.errors?.[0]).toMatchObject({ extensions: { code: 'NOT_FOUND' } });

    const deleted = await graphql(app.url, 'mutation($id: ID!) { deleteSavedSerpAnalysis(id: $id) }', { id: first.data.saveSerpAnalysis.id }, owner.token);
    expect(deleted.data).toEqual({ deleteSavedSerpAnalysis: true });
    expect((await graphql(app.url, '{ savedSerpAnalyses { id } }', undefined, owner.token)).data.savedSerpAnalyses).toHaveLength(1);

    const empty = await graphql(app.url, save, { input: { description: '  ', analysis: { query: 'x' } } }, owner.token);
    expect(empty.errors?.[0]).toMatchObject({ message: 'Please enter a description.', extensions: { code: 'BAD_USER_INPUT' } });
  });
});

describe('GraphQL cost', () => {
  it('grows with the list sizes asked for', async () => {
    const user = await createUser(app, { plan: 'agency' });
    const lookups = Array.from({ length: 3 }, (_, i) => `l${i}: lookupBacklinks(target: "moz.com", num: 10000) { backlinks { urlSource } }`).join(' ');
    const tooMuch = await graphql(app.url, `mutation { ${lookups} }`, undefined, user.token);
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.errors?.[0].message).toMatch(/^Query is too expensive/);
    expect((await graphql(app.url, 'mutation { lookupBacklinks(target: "moz.com", num: 10000) { backlinks { urlSource } } }', undefined, user.token)).errors).toBeUndefined();
  });
});
