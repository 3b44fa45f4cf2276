import { creditPeriodAt } from '../src/modules/billing/credits.service';
import { createUser } from './support/factories';
import { graphql, request, signUpUser } from './support/http';
import { startKeywordsEverywhereServer, type KeywordsEverywhereServer } from './support/keywords-everywhere-server';
import { startTestApp, type TestApp } from './support/test-app';

// Spec §1 and §7: URL analysis covers a page's backlinks — POST /api/get-page-backlinks and
// /api/get-unique-page-backlinks ({ url, num (default 50) } → data), GraphQL lookupPageBacklinks.

const pageBacklinks = `mutation($url: String!, $num: Int, $unique: Boolean) {
  lookupPageBacklinks(url: $url, num: $num, unique: $unique) { source provider target unique backlinks { anchorText domainSource domainTarget urlSource urlTarget } }
}`;
const backlinkKeys = ['anchor_text', 'domain_source', 'domain_target', 'url_source', 'url_target'];
const refusal = 'Backlink analysis is not included in the Free plan. Upgrade to Pro or Agency to use it.';

async function keywordSearchesUsed(app: TestApp, userId: string): Promise<number> {
  const rows = await app.database.orm.em
    .fork()
    .getConnection()
    .execute<{ used: number }[]>(`select used from credit_balances where workspace_id = (select personal_workspace_id from users where id = ?) and kind = 'keyword_searches' and period_start = ?`, [userId, creditPeriodAt(new Date()).start]);
  return rows[0]?.used ?? 0;
}

describe('page backlinks on the sandbox', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('answers both REST paths with the spec’s fields, 50 by default, labelled SANDBOX', async () => {
    const { token } = await createUser(app, { plan: 'pro' });
    const url = 'https://moz.com/learn/seo';
    const all = await request(app.url, 'POST', '/api/get-page-backlinks', { token, body: { url } });
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ source: 'SANDBOX', provider: 'sandbox' });
    expect(all.body.data.length).toBeGreaterThan(0);
    expect(all.body.data.length).toBeLessThanOrEqual(50);
    expect(Object.keys(all.body.data[0]).sort()).toEqual(backlinkKeys);
    expect(all.body.data.every((link: { url_target: string; domain_target: string }) => link.url_target === url && link.domain_target === 'moz.com')).toBe(true);

    const unique = await request(app.url, 'POST', '/api/get-unique-page-backlinks', { token, body: { url, num: 20 } });
    expect(unique.status).toBe(200);
    const sources = unique.body.data.map((link: { domain_source: string }) => link.domain_source);
    expect(sources.length).toBeLessThanOrEqual(20);
    expect(new Set(sources).size).toBe(sources.length);

    expect(await request(app.url, 'POST', '/api/get-page-backlinks', { token, body: { url: ' ' } })).toMatchObject({ status: 400, body: { error: 'Please enter a URL to analyze' } });
    expect(await request(app.url, 'POST', '/api/get-unique-page-backlinks', { token, body: {} })).toMatchObject({ status: 400, body: { error: 'Please enter a URL to analyze' } });
  });

  it('answers lookupPageBacklinks for a page, a home page included, all or one per referring domain', async () => {
    const { token } = await createUser(app, { plan: 'pro' });
    const all = await graphql(app.url, pageBacklinks, { url: 'https://moz.com/' }, token);
    expect(all.errors).toBeUndefined();
    // A home page is still a page: its own backlinks, not the whole domain's.
    expect(all.data.lookupPageBacklinks).toMatchObject({ source: 'SANDBOX', provider: 'sandbox', target: 'https://moz.com/', unique: false });
    expect(all.data.lookupPageBacklinks.backlinks.length).toBeGreaterThan(0);
    expect(all.data.lookupPageBacklinks.backlinks.length).toBeLessThanOrEqual(50);
    expect(all.data.lookupPageBacklinks.backlinks.every((link: { urlTarget: string }) => link.urlTarget === 'https://moz.com/')).toBe(true);
    const domain = await request(app.url, 'POST', '/api/domain-backlinks', { token, body: { domain: 'moz.com', num: 50 } });
    expect(domain.body.data.map((link: { url_source: string }) => link.url_source)).not.toEqual(all.data.lookupPageBacklinks.backlinks.map((link: { urlSource: string }) => link.urlSource));

    const unique = await graphql(app.url, pageBacklinks, { url: 'https://moz.com/blog', num: 30, unique: true }, token);
    expect(unique.errors).toBeUndefined();
    expect(unique.data.lookupPageBacklinks).toMatchObject({ target: 'https://moz.com/blog', unique: true });
    const sources = unique.data.lookupPageBacklinks.backlinks.map((link: { domainSource: string }) => link.domainSource);
    expect(new Set(sources).size).toBe(sources.length);

    const bad = await graphql(app.url, pageBacklinks, { url: 'javascript:alert(1)' }, token);
    expect(bad.errors?.[0]).toMatchObject({ message: 'Please enter a full URL starting with http:// or https://, for example https://example.com/page.', extensions: { code: 'BAD_USER_INPUT' } });
  });
});

describe('page backlinks from Keywords Everywhere', () => {
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

  it('asks get_page_backlinks and get_unique_page_backlinks for the page, one keyword search each', async () => {
    const user = await createUser(app, { plan: 'pro' });
    const url = `https://shop-${Date.now()}.example.com/guides/grinders`;

    const all = await request(app.url, 'POST', '/api/get-page-backlinks', { token: user.token, body: { url } });
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ source: 'LIVE', provider: 'keywords-everywhere' });
    expect(vendor.requests.at(-1)).toMatchObject({ endpoint: 'get_page_backlinks' });
    expect(Object.fromEntries(vendor.requests.at(-1)!.form)).toEqual({ page: url, num: '50' });
    expect(all.body.data).toHaveLength(4);
    expect(all.body.data[0]).toEqual({ anchor_text: 'anchor 1', domain_source: 'source1.example', domain_target: new URL(url).hostname, url_source: 'https://source1.example/post-1', url_target: url });

    const unique = await graphql(app.url, pageBacklinks, { url, num: 3, unique: true }, user.token);
    expect(unique.errors).toBeUndefined();
    expect(vendor.requests.at(-1)).toMatchObject({ endpoint: 'get_unique_page_backlinks' });
    expect(Object.fromEntries(vendor.requests.at(-1)!.form)).toEqual({ page: url, num: '3' });
    expect(unique.data.lookupPageBacklinks).toMatchObject({ source: 'LIVE', provider: 'keywords-everywhere', target: url, unique: true });
    expect(unique.data.lookupPageBacklinks.backlinks.map((link: { domainSource: string }) => link.domainSource)).toEqual(['source1.example', 'source2.example', 'source3.example']);

    // The same questions again: answered from the cache, still one search each.
    const before = vendor.requests.length;
    await request(app.url, 'POST', '/api/get-unique-page-backlinks', { token: user.token, body: { url, num: 3 } });
    expect(vendor.requests.length).toBe(before);
    expect(await keywordSearchesUsed(app, user.id)).toBe(3);
  });

  it('keeps page backlinks from the Free plan, on REST and GraphQL, before any vendor call or spend', async () => {
    const free = await signUpUser(app.url);
    const before = vendor.requests.length;
    for (const path of ['/api/get-page-backlinks', '/api/get-unique-page-backlinks']) {
      expect(await request(app.url, 'POST', path, { token: free.token, body: { url: 'https://moz.com/learn' } })).toMatchObject({ status: 403, body: { error: refusal } });
    }
    for (const unique of [false, true]) {
      const refused = await graphql(app.url, pageBacklinks, { url: 'https://moz.com/learn', unique }, free.token);
      expect(refused.errors?.[0]).toMatchObject({ message: refusal, extensions: { code: 'FORBIDDEN' } });
    }
    expect(vendor.requests.length).toBe(before);
    expect(await keywordSearchesUsed(app, free.id)).toBe(0);

    const anonymous = await graphql(app.url, pageBacklinks, { url: 'https://moz.com/learn' });
    expect(anonymous.errors?.[0]).toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } });
  });

  it('says which vendor failed, and spends nothing', async () => {
    const user = await createUser(app, { plan: 'pro' });
    vendor.failNext(1, 500);
    const down = await graphql(app.url, pageBacklinks, { url: `https://down-${Date.now()}.example.com/page` }, user.token);
    expect(down.errors?.[0]).toMatchObject({ message: 'Keywords Everywhere is unavailable right now (HTTP 500). Please try again later.', extensions: { code: 'PROVIDER_UNAVAILABLE' } });
    expect(await keywordSearchesUsed(app, user.id)).toBe(0);
  });
});
