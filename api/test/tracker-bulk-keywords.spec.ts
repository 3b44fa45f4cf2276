import { SANDBOX_DOMAINS } from '../src/modules/seo/serp/sandbox-domains';
import { sandboxResults } from '../src/modules/seo/serp/sandbox.provider';
import type { SerpDevice } from '../src/modules/seo/serp/serp-provider';
import { ENGINES, startEngineApp, type EngineApp } from './support/engine-app';
import { createInstance, createUser } from './support/factories';
import { graphql, request } from './support/http';

const KEYWORDS = ['seo tools', 'rank tracker', 'backlink checker'];
/** Every run's sandbox pages are this seed's (SANDBOX_SERP_SEED), so the expected rankings are known. */
const SEED = 'bulk-keywords';

/** The sandbox's first well-known site for a keyword on a device, and its ranking page. */
function rankingSite(keyword: string, device: SerpDevice) {
  const results = sandboxResults({ keyword, device, depth: 100, page: 1, language: 'en', country: 'us', location: null, dateRange: null, seed: SEED });
  const result = results.find((candidate) => SANDBOX_DOMAINS.includes(candidate.domain))!;
  return { domain: result.domain, url: result.url, position: result.position };
}

const TABLE_QUERY = `query($id: ID!, $device: Device, $tag: String, $search: String, $offset: Int, $limit: Int) {
  trackerKeywordTable(instanceId: $id, device: $device, tag: $tag, search: $search, offset: $offset, limit: $limit) {
    totalRows rows { keyword device tags targetUrl ranksWithAnotherPage positions { domain position url } } } }`;

describe.each(ENGINES)('keywords in bulk, devices and tags (%s runner)', (engine) => {
  let app: EngineApp;
  beforeAll(async () => {
    app = await startEngineApp(engine, { SANDBOX_SERP_SEED: SEED });
  });
  afterAll(async () => {
    await app.close();
  });

  const trackingUsed = async (token: string) =>
    (await graphql(app.url, '{ creditUsage { kind used } }', undefined, token)).data.creditUsage.find((row: { kind: string }) => row.kind === 'TRACKING').used as number;

  it('searches each keyword once per device, charges a credit per search, and splits results by device', async () => {
    const owner = await createUser(app, { plan: 'pro' });
    const site = rankingSite('seo tools', 'desktop');
    const id = await createInstance(app, owner.token, { user_domain: site.domain, user_company_name: 'Site', keywords: KEYWORDS, devices: ['mobile', 'desktop'] });
    const listed = await request(app.url, 'GET', '/api/instances', { token: owner.token });
    expect(listed.body[0]).toMatchObject({ keywords: KEYWORDS, devices: ['desktop', 'mobile'] });

    const run = await request(app.url, 'POST', `/api/instances/${id}/run`, { token: owner.token });
    expect(run).toMatchObject({ status: 200, body: { status: 'succeeded', progress: { done: 6, total: 6 } } });
    expect(await trackingUsed(owner.token)).toBe(6);

    const both = await graphql(app.url, TABLE_QUERY, { id }, owner.token);
    expect(both.errors).toBeUndefined();
    expect(both.data.trackerKeywordTable.totalRows).toBe(6);
    const mobile = await graphql(app.url, TABLE_QUERY, { id, device: 'mobile' }, owner.token);
    expect(mobile.data.trackerKeywordTable.rows.map((row: { keyword: string; device: string }) => `${row.keyword}/${row.device}`)).toEqual([
      'backlink checker/mobile',
      'rank tracker/mobile',
      'seo tools/mobile',
    ]);
    expect(mobile.data.trackerKeywordTable.totalRows).toBe(3);
    // A page of one device, and a text filter's page past its end, still say how many rows match.
    const mobilePage = await graphql(app.url, TABLE_QUERY, { id, device: 'mobile', offset: 1, limit: 1 }, owner.token);
    expect(mobilePage.data.trackerKeywordTable).toMatchObject({ totalRows: 3, rows: [{ keyword: 'rank tracker', device: 'mobile' }] });
    const pastEnd = await graphql(app.url, TABLE_QUERY, { id, search: 'tool', offset: 5, limit: 1 }, owner.token);
    expect(pastEnd.data.trackerKeywordTable).toMatchObject({ totalRows: 2, rows: [] });
    const searched = await graphql(app.url, TABLE_QUERY, { id, search: 'tool', offset: 1, limit: 1 }, owner.token);
    expect(searched.data.trackerKeywordTable).toMatchObject({ totalRows: 2, rows: [{ keyword: 'seo tools', device: 'mobile' }] });
    const desktopSeo = both.data.trackerKeywordTable.rows.find((row: { keyword: string; device: string }) => row.keyword === 'seo tools' && row.device === 'desktop');
    expect(desktopSeo.positions[0]).toMatchObject({ domain: site.domain, position: site.position, url: site.url });
    const mobileSite = rankingSite('seo tools', 'mobile');
    const mobileSeo = mobile.data.trackerKeywordTable.rows.find((row: { keyword: string }) => row.keyword === 'seo tools');
    const expectedMobile = sandboxResults({ keyword: 'seo tools', device: 'mobile', depth: 100, page: 1, language: 'en', country: 'us', location: null, dateRange: null, seed: SEED }).find(
      (result) => result.domain === site.domain,
    );
    expect(mobileSeo.positions[0].position).toBe(expectedMobile?.position ?? 0);
    expect(mobileSite).toBeDefined();

    const csv = await request(app.url, 'GET', `/api/instances/${id}/results.csv?device=mobile`, { token: owner.token });
    const lines = (csv.body as string).trim().split('\n');
    expect(lines[0]).toBe('run_at,company,domain,keyword,device,position');
    expect(lines).toHaveLength(4);
    expect(lines.slice(1).every((line) => line.includes(',mobile,'))).toBe(true);
    const badDevice = await request(app.url, 'GET', `/api/instances/${id}/latest?device=tablet`, { token: owner.token });
    expect(badDevice).toMatchObject({ status: 400, body: { error: 'Device must be desktop or mobile.' } });
  });

  it('previews an import with its bad lines and repeats, saves nothing until asked, then saves the good lines', async () => {
    const owner = await createUser(app, { plan: 'pro' });
    const id = await createInstance(app, owner.token, { keywords: ['seo tools'] });
    const text = ['keyword,tags,target url,device', 'Seo Tools,core,https://acme.com/tools,', 'rank tracker,core;money,,mobile', 'rank tracker,again,,', ',x,,', 'audit,,ftp://acme.com,'].join(
      '\n',
    );
    const preview = await request(app.url, 'POST', `/api/instances/${id}/keywords/import?preview=1`, { token: owner.token, rawBody: text, headers: { 'content-type': 'text/csv' } });
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ added: 1, updated: 1, duplicates: 1, invalid: 2, keywordsAfter: 2, keywordLimit: 1000, problem: null });
    expect(preview.body.lines.map((line: { line: number; status: string }) => [line.line, line.status])).toEqual([
      [2, 'update'],
      [3, 'new'],
      [4, 'duplicate'],
      [5, 'invalid'],
      [6, 'invalid'],
    ]);
    expect((await graphql(app.url, 'query($id: ID!) { trackingKeywords(instanceId: $id) { keyword tags } }', { id }, owner.token)).data.trackingKeywords).toEqual([
      { keyword: 'seo tools', tags: [] },
    ]);

    const saved = await graphql(app.url, 'mutation($id: ID!, $text: String!) { importKeywords(instanceId: $id, text: $text) { added updated skipped } }', { id, text }, owner.token);
    expect(saved.data.importKeywords).toEqual({ added: 1, updated: 1, skipped: 3 });
    const keywords = await graphql(app.url, 'query($id: ID!) { trackingKeywords(instanceId: $id) { keyword tags targetUrl device } }', { id }, owner.token);
    expect(keywords.data.trackingKeywords).toEqual([
      { keyword: 'seo tools', tags: ['core'], targetUrl: 'https://acme.com/tools', device: null },
      { keyword: 'rank tracker', tags: ['core', 'money'], targetUrl: null, device: 'mobile' },
    ]);
    // The export has the import's columns, so it imports back.
    const exported = await request(app.url, 'GET', `/api/instances/${id}/keywords.csv`, { token: owner.token });
    expect(exported.body).toBe('keyword,tags,target_url,device\nseo tools,core,https://acme.com/tools,\nrank tracker,core;money,,mobile\n');
  });

  it('refuses keywords beyond the plan’s limit, on create and on import', async () => {
    const owner = await createUser(app, { plan: 'pro' });
    const many = Array.from({ length: 1001 }, (_, index) => `keyword ${index}`);
    const created = await request(app.url, 'POST', '/api/instances', { token: owner.token, body: { name: 'Big', user_domain: 'acme.com', user_company_name: 'Acme', keywords: many } });
    expect(created).toMatchObject({ status: 400, body: { error: 'Track at most 1,000 keywords per instance on your plan.' } });
    const id = await createInstance(app, owner.token, { keywords: ['seo tools'] });
    const text = many.slice(0, 1000).join('\n');
    const refused = await request(app.url, 'POST', `/api/instances/${id}/keywords/import`, { token: owner.token, body: { text } });
    expect(refused).toMatchObject({ status: 400, body: { error: 'Track at most 1,000 keywords per instance on your plan.' } });
    const keywords = await graphql(app.url, 'query($id: ID!) { trackingKeywords(instanceId: $id) { keyword } }', { id }, owner.token);
    expect(keywords.data.trackingKeywords).toHaveLength(1);
  });

  it('tags, retags and deletes selected keywords or all that match a filter, for the owner only', async () => {
    const owner = await createUser(app, { plan: 'pro' });
    const stranger = await createUser(app, { plan: 'pro' });
    const id = await createInstance(app, owner.token, { keywords: ['seo tools', 'seo audit', 'rank tracker', 'backlinks'] });
    const bulk = (token: string, body: Record<string, unknown>) => request(app.url, 'POST', `/api/instances/${id}/keywords/bulk`, { token, body });
    const tagsOf = async () =>
      Object.fromEntries(
        (await graphql(app.url, 'query($id: ID!) { trackingKeywords(instanceId: $id) { keyword tags } }', { id }, owner.token)).data.trackingKeywords.map(
          (row: { keyword: string; tags: string[] }) => [row.keyword, row.tags],
        ),
      );

    expect(await bulk(owner.token, { action: 'addTags', search: 'seo', tags: ['seo'] })).toMatchObject({ status: 200, body: { changed: 2 } });
    expect(await bulk(owner.token, { action: 'addTags', keywords: ['SEO tools', 'backlinks'], tags: ['money'] })).toMatchObject({ body: { changed: 2 } });
    expect(await tagsOf()).toEqual({ 'seo tools': ['money', 'seo'], 'seo audit': ['seo'], 'rank tracker': [], backlinks: ['money'] });
    const tagCounts = async () => (await graphql(app.url, 'query($id: ID!) { trackingKeywordTags(instanceId: $id) { tag keywords } }', { id }, owner.token)).data.trackingKeywordTags;
    // Each tag once, in order, with the keywords that carry it (a keyword with two tags counts in both; one with none in neither).
    expect(await tagCounts()).toEqual([
      { tag: 'money', keywords: 2 },
      { tag: 'seo', keywords: 2 },
    ]);
    expect(await bulk(owner.token, { action: 'setTags', tag: 'money', tags: ['core'] })).toMatchObject({ body: { changed: 2 } });
    expect(await bulk(owner.token, { action: 'removeTags', keywords: ['seo audit'], tags: ['seo'] })).toMatchObject({ body: { changed: 1 } });
    expect(await tagsOf()).toEqual({ 'seo tools': ['core'], 'seo audit': [], 'rank tracker': [], backlinks: ['core'] });
    expect(await tagCounts()).toEqual([{ tag: 'core', keywords: 2 }]);

    expect(await bulk(stranger.token, { action: 'delete', tag: 'core' })).toMatchObject({ status: 404 });
    const strangers = await graphql(app.url, 'mutation($id: ID!) { bulkEditKeywords(instanceId: $id, input: { action: "delete" }) }', { id }, stranger.token);
    expect(strangers.errors?.[0]).toMatchObject({ extensions: { code: 'NOT_FOUND' } });
    expect(await bulk(owner.token, { action: 'addTags', tags: [] })).toMatchObject({ status: 400, body: { error: 'Name at least one tag.' } });

    expect(await bulk(owner.token, { action: 'delete', tag: 'core' })).toMatchObject({ body: { changed: 2 } });
    expect(Object.keys(await tagsOf())).toEqual(['seo audit', 'rank tracker']);
    expect(await bulk(owner.token, { action: 'delete' })).toMatchObject({ status: 400, body: { error: 'An instance needs at least one keyword.' } });
    expect(Object.keys(await tagsOf())).toEqual(['seo audit', 'rank tracker']);
  });

  it('flags a keyword that ranks with another page than its target, and sums results per tag', async () => {
    const owner = await createUser(app, { plan: 'pro' });
    const site = rankingSite('seo tools', 'desktop');
    const id = await createInstance(app, owner.token, { user_domain: site.domain, user_company_name: 'Site', keywords: ['seo tools'] });
    const rankTracker = sandboxResults({ keyword: 'rank tracker', depth: 100, page: 1, language: 'en', country: 'us', location: null, dateRange: null, seed: SEED }).find(
      (result) => result.domain === site.domain,
    );
    // The target of "rank tracker" is the page that ranks (compared without scheme, www. or trailing slash).
    const rankTrackerTarget = rankTracker ? `${rankTracker.url.replace('://www.', '://')}/` : 'https://acme.com/';
    const text = `seo tools,core,${site.url.replace(/\/[^/]*$/, '/another-page')}\nrank tracker,core,${rankTrackerTarget}`;
    expect((await request(app.url, 'POST', `/api/instances/${id}/keywords/import`, { token: owner.token, body: { text } })).status).toBe(200);
    expect(await request(app.url, 'POST', `/api/instances/${id}/run`, { token: owner.token })).toMatchObject({ status: 200 });

    const table = await graphql(app.url, TABLE_QUERY, { id, tag: 'core' }, owner.token);
    const flags = Object.fromEntries(table.data.trackerKeywordTable.rows.map((row: { keyword: string; ranksWithAnotherPage: boolean }) => [row.keyword, row.ranksWithAnotherPage]));
    expect(flags).toEqual({ 'seo tools': true, 'rank tracker': false });

    const paged = await graphql(app.url, TABLE_QUERY, { id, offset: 1, limit: 1 }, owner.token);
    expect(paged.data.trackerKeywordTable).toMatchObject({ totalRows: 2, rows: [{ keyword: 'seo tools' }] });

    const summary = await graphql(app.url, 'query($id: ID!) { trackerTagSummary(instanceId: $id) { tag companies { domain keywordsChecked keywordsFound averageRank } } }', { id }, owner.token);
    const positions = [site.position, rankTracker?.position ?? 0].filter((position) => position > 0);
    expect(summary.data.trackerTagSummary).toEqual([
      {
        tag: 'core',
        companies: [{ domain: site.domain, keywordsChecked: 2, keywordsFound: positions.length, averageRank: Math.round((positions.reduce((a, b) => a + b, 0) / positions.length) * 10) / 10 }],
      },
    ]);
  });
});
