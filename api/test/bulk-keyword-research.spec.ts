import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createServices } from '../src/app/services';
import { CreditKind } from '../src/modules/plans/credit-kind';
import { ENGINES, startEngineApp, type EngineApp } from './support/engine-app';
import { createInstance, createUser, jobFinished, waitFor } from './support/factories';
import { graphql, request, signInUser } from './support/http';
import { ADMIN, startTestApp, type TestApp } from './support/test-app';

// Bulk keyword research on both JobRunner adapters (and both databases in CI), against a local
// stand-in for DataForSEO's Google Ads search volume endpoint that counts calls and keywords per call.

const SEARCH_VOLUME = '/v3/keywords_data/google_ads/search_volume/live';
/** Keywords containing this make the stand-in answer HTTP 500, every time. */
const FAILING = 'vendor-breaks';
/** Calls with keywords containing this get no answer until the client gives up. */
const HELD = 'vendor-hangs';

interface DataForSeoStandIn {
  url: string;
  /** Keywords of each search volume call, in order. */
  calls: string[][];
  /** The market of each call. */
  markets: { language: string; location: string | undefined }[];
  close(): Promise<void>;
}

async function startDataForSeo(): Promise<DataForSeoStandIn> {
  const calls: string[][] = [];
  const markets: { language: string; location: string | undefined }[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      if (req.url !== SEARCH_VOLUME) return void res.writeHead(404).end();
      const [task] = JSON.parse(body) as [{ keywords: string[]; language_code: string; location_name?: string }];
      calls.push(task.keywords);
      markets.push({ language: task.language_code, location: task.location_name });
      if (task.keywords.some((keyword) => keyword.includes(HELD))) return;
      if (task.keywords.some((keyword) => keyword.includes(FAILING))) return void res.writeHead(500, { 'content-type': 'application/json' }).end('{"status_code":50000,"status_message":"Internal Error."}');
      // DataForSEO's envelope: one task whose result is one item per keyword.
      const result = task.keywords.map((keyword) => ({
        keyword: keyword.toLowerCase(),
        location_code: 2840,
        language_code: task.language_code,
        competition: 'MEDIUM',
        competition_index: 40,
        search_volume: keyword.length * 10,
        cpc: 1.25,
        monthly_searches: [{ year: 2026, month: 10, search_volume: keyword.length * 10 }],
      }));
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          version: '0.1.20250520',
          status_code: 20000,
          status_message: 'Ok.',
          tasks: [{ id: 'task-1', status_code: 20000, status_message: 'Ok.', result_count: result.length, result }],
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    markets,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

const keywordsOf = (prefix: string, count: number) => Array.from({ length: count }, (_, index) => `${prefix} keyword ${index + 1}`);

const START = 'mutation($input: StartBulkResearchInput!) { startBulkResearch(input: $input) { id jobId status } }';
const RESULTS =
  'query($id: ID!, $offset: Int, $limit: Int) { bulkResearchResults(id: $id, offset: $offset, limit: $limit) { source provider total offset rows { position keyword status volume cpc competition trend { year month volume } error } } }';
const PREVIEW =
  'query($text: String) { bulkKeywordsPreview(text: $text) { count duplicateCount invalidCount limit refusal duplicates { line keyword repeats } invalid { line keyword message } } }';
const PREVIEW_CREDITS = 'query($keywords: [String!]) { bulkKeywordsPreview(keywords: $keywords) { count limit searchesLeft searchesShort } }';
const SORTED =
  'query($id: ID!, $offset: Int, $limit: Int, $sort: String, $direction: String, $search: String, $minVolume: Int, $maxCompetition: Float) { bulkResearchResults(id: $id, offset: $offset, limit: $limit, sort: $sort, direction: $direction, search: $search, minVolume: $minVolume, maxCompetition: $maxCompetition) { total matching offset rows { keyword volume cpc competition } } }';
const ADD_TO_TRACKER = 'mutation($input: AddBulkResultsToTrackerInput!) { addBulkResultsToTracker(input: $input) { added alreadyTracked } }';
const RESEARCH = 'query($id: ID!) { bulkResearch(id: $id) { id jobId status source provider total done failed batchSize country language } }';

describe.each(ENGINES)('bulk keyword research on DataForSEO: %s', (engine) => {
  let vendor: DataForSeoStandIn;
  let app: EngineApp;

  beforeAll(async () => {
    vendor = await startDataForSeo();
    app = await startEngineApp(engine, { SEO_DATA_PROVIDER: 'dataforseo', DATAFORSEO_LOGIN: 'team@rankcraft.test', DATAFORSEO_PASSWORD: 'secret', SEO_DATA_BASE_URL: vendor.url });
  }, 120_000);

  afterAll(async () => {
    await app.close();
    await vendor.close();
  });

  beforeEach(() => {
    vendor.calls.length = 0;
    vendor.markets.length = 0;
  });

  const keywordSearchesUsed = async (userId: string) => {
    const services = createServices(app.deps, app.deps.orm.em.fork());
    const usage = await services.credits.usage(await services.auth.findUserOrFail(userId));
    return usage.find((row) => row.kind === CreditKind.KEYWORD_SEARCHES)!.used;
  };

  it('asks 2,500 keywords in 3 calls of at most 1,000, stores every answer, and charges one keyword search each', async () => {
    const user = await createUser(app, { plan: 'agency' });
    const keywords = keywordsOf('bulk', 2500);
    const started = await request(app.url, 'POST', '/api/keyword-research/bulk', { token: user.token, body: { keywords, country: 'gb', language: 'de' } });
    expect(started.status).toBe(202);
    expect(started.body).toEqual({ id: expect.any(String), jobId: expect.any(String), status: 'queued' });

    const job = await jobFinished(app, started.body.jobId as string, 90_000);
    expect(job).toMatchObject({ kind: 'bulk-research', status: 'succeeded', progressDone: 2500, progressTotal: 2500, progressMessage: 'Researched 2,500 keywords' });
    expect(vendor.calls.map((call) => call.length).sort((a, b) => b - a)).toEqual([1000, 1000, 500]);
    expect(new Set(vendor.calls.flat()).size).toBe(2500);
    expect(vendor.markets).toEqual(Array(3).fill({ language: 'de', location: 'United Kingdom' }));

    const research = await request(app.url, 'GET', `/api/keyword-research/bulk/${started.body.id}?offset=998&limit=3`, { token: user.token });
    expect(research.status).toBe(200);
    expect(research.body).toMatchObject({ id: started.body.id, status: 'succeeded', source: 'LIVE', provider: 'dataforseo', country: 'gb', language: 'de', total: 2500, done: 2500, failed: 0, batch_size: 1000, offset: 998 });
    expect(research.body.data.map((row: { keyword: string }) => row.keyword)).toEqual(['bulk keyword 999', 'bulk keyword 1000', 'bulk keyword 1001']);
    expect(research.body.data[0]).toEqual({
      keyword: 'bulk keyword 999',
      status: 'done',
      vol: 'bulk keyword 999'.length * 10,
      cpc: { currency: 'USD', value: 1.25 },
      competition: 0.4,
      trend: [{ year: 2026, month: 10, value: 160 }],
      error: null,
    });
    expect(await keywordSearchesUsed(user.id)).toBe(2500);

    const csv = await fetch(`${app.url}/api/keyword-research/bulk/${started.body.id}/results.csv`, { headers: { authorization: `Bearer ${user.token}` } });
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toMatch(/^attachment; filename="bulk-keyword-research-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = (await csv.text()).trim().split('\n');
    expect(lines).toHaveLength(2501);
    expect(lines[0]).toBe('keyword,search_volume,cpc_usd,competition,status,error,source,trend');
    expect(lines[1]).toBe('bulk keyword 1,140,1.25,0.4,done,,LIVE,2026-10:140');
    expect(lines[2500]).toBe('bulk keyword 2500,170,1.25,0.4,done,,LIVE,2026-10:170');
  }, 120_000);

  it('retries a failing batch, then marks its keywords failed and refunds them; the other batches stand', async () => {
    const user = await createUser(app, { plan: 'agency' });
    const keywords = [...keywordsOf('fine', 1000), ...keywordsOf(FAILING, 200)];
    const started = await graphql(app.url, START, { input: { keywords } }, user.token);
    expect(started.errors).toBeUndefined();
    const { id, jobId } = started.data.startBulkResearch;

    const job = await jobFinished(app, jobId, 90_000);
    expect(job).toMatchObject({ status: 'succeeded', progressDone: 1200, progressMessage: 'Researched 1,000 keywords; 200 could not be answered and were refunded' });
    // The failing batch was asked once and retried by the runner (4 attempts in all); the good one once.
    expect(vendor.calls.filter((call) => call.some((keyword) => keyword.includes(FAILING)))).toHaveLength(4);
    expect(vendor.calls.filter((call) => call[0] === 'fine keyword 1')).toHaveLength(1);
    expect(await keywordSearchesUsed(user.id)).toBe(1000);

    const research = await graphql(app.url, RESEARCH, { id }, user.token);
    expect(research.data.bulkResearch).toMatchObject({ status: 'succeeded', total: 1200, done: 1000, failed: 200, source: 'LIVE', provider: 'dataforseo', batchSize: 1000, country: 'us', language: 'en' });
    const page = await graphql(app.url, RESULTS, { id, offset: 999, limit: 2 }, user.token);
    expect(page.data.bulkResearchResults).toMatchObject({ total: 1200, offset: 999, source: 'LIVE' });
    expect(page.data.bulkResearchResults.rows).toEqual([
      expect.objectContaining({ position: 999, keyword: 'fine keyword 1000', status: 'done', volume: 170, error: null }),
      expect.objectContaining({ position: 1000, keyword: `${FAILING} keyword 1`, status: 'failed', volume: null, cpc: null, error: expect.stringContaining('DataForSEO') }),
    ]);
  }, 120_000);
});

describe.each(ENGINES)('bulk keyword research cancelled: %s', (engine) => {
  let vendor: DataForSeoStandIn;
  let app: EngineApp;

  beforeAll(async () => {
    vendor = await startDataForSeo();
    app = await startEngineApp(engine, { SEO_DATA_PROVIDER: 'dataforseo', DATAFORSEO_LOGIN: 'team@rankcraft.test', DATAFORSEO_PASSWORD: 'secret', SEO_DATA_BASE_URL: vendor.url });
  }, 120_000);

  afterAll(async () => {
    await app.close();
    await vendor.close();
  });

  it('gives back every keyword not answered when the job is cancelled mid-call', async () => {
    const user = await createUser(app, { plan: 'pro' });
    const started = await request(app.url, 'POST', '/api/keyword-research/bulk', { token: user.token, body: { keywords: keywordsOf(HELD, 5) } });
    expect(started.status).toBe(202);
    await waitFor(async () => (vendor.calls.length > 0 ? true : undefined), 60_000);
    const cancelled = await graphql(app.url, 'mutation($id: ID!) { cancelJob(id: $id) { id } }', { id: started.body.jobId }, user.token);
    expect(cancelled.errors).toBeUndefined();
    expect(await jobFinished(app, started.body.jobId as string, 90_000)).toMatchObject({ status: 'cancelled' });
    const research = await request(app.url, 'GET', `/api/keyword-research/bulk/${started.body.id}`, { token: user.token });
    expect(research.body).toMatchObject({ status: 'cancelled', total: 5, done: 0, failed: 5 });
    expect(research.body.data.every((row: { status: string; error: string }) => row.status === 'failed' && row.error === 'Cancelled.')).toBe(true);
    const services = createServices(app.deps, app.deps.orm.em.fork());
    const usage = await services.credits.usage(await services.auth.findUserOrFail(user.id));
    expect(usage.find((row) => row.kind === CreditKind.KEYWORD_SEARCHES)!.used).toBe(0);
  }, 120_000);
});

describe('bulk keyword research: plans, input and the sandbox', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  }, 120_000);
  afterAll(() => app.close());

  it('is refused on Free with the plans that have it, and past the per-job limit on Pro', async () => {
    const free = await createUser(app);
    const refused = await request(app.url, 'POST', '/api/keyword-research/bulk', { token: free.token, body: { keywords: ['seo tools'] } });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe('Bulk keyword research is not included in the Free plan. Upgrade to Pro or Agency to use it.');
    const viaGraphql = await graphql(app.url, START, { input: { keywords: ['seo tools'] } }, free.token);
    expect(viaGraphql.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const pro = await createUser(app, { plan: 'pro' });
    const tooMany = await request(app.url, 'POST', '/api/keyword-research/bulk', { token: pro.token, body: { keywords: keywordsOf('pro', 1001) } });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error).toBe('At most 1,000 keywords per bulk research on the Pro plan.');
    const preview = await request(app.url, 'POST', '/api/keyword-research/bulk/preview', { token: pro.token, body: { keywords: ['a'] } });
    expect(preview.body).toMatchObject({ count: 1, limit: 1000, refusal: null });
    const freePreview = await request(app.url, 'POST', '/api/keyword-research/bulk/preview', { token: free.token, body: { text: 'a' } });
    expect(freePreview.body).toMatchObject({ limit: 0, refusal: 'Bulk keyword research is not included in the Free plan. Upgrade to Pro or Agency to use it.' });
  });

  it('names bad lines by number, previews repeats, and starts nothing while a line is bad', async () => {
    const user = await createUser(app, { plan: 'agency' });
    const text = ['keyword,notes', 'seo tools,x', 'SEO  Tools', '', 'x'.repeat(81), '"broken,quote', 'rank tracker'].join('\n');
    const preview = await request(app.url, 'POST', '/api/keyword-research/bulk/preview', { token: user.token, rawBody: text, headers: { 'content-type': 'text/csv' } });
    expect(preview.status).toBe(200);
    expect(preview.body).toEqual({
      count: 2,
      duplicates: [{ line: 3, keyword: 'SEO Tools', repeats: 2 }],
      duplicate_count: 1,
      invalid_count: 2,
      invalid: [
        { line: 5, keyword: 'x'.repeat(81), message: 'A keyword must be at most 80 characters.' },
        { line: 6, keyword: '"broken,quote', message: 'This line cannot be read: a quote is not closed.' },
      ],
      limit: 10_000,
      refusal: null,
      // Agency's keyword searches are unlimited.
      searches_left: null,
      searches_short: null,
    });
    const refused = await request(app.url, 'POST', '/api/keyword-research/bulk', { token: user.token, body: { text } });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe('Line 5: A keyword must be at most 80 characters; line 6: This line cannot be read: a quote is not closed.');
    const empty = await request(app.url, 'POST', '/api/keyword-research/bulk', { token: user.token, body: { text: 'keyword\n\n  \n' } });
    expect(empty).toMatchObject({ status: 400, body: { error: 'Enter at least one keyword.' } });
    const badCountry = await request(app.url, 'POST', '/api/keyword-research/bulk', { token: user.token, body: { keywords: ['a'], country: 'usa' } });
    expect(badCountry).toMatchObject({ status: 400, body: { error: 'Country must be a two-letter code such as us, or global.' } });
    const jobs = await app.deps.orm.em.fork().getConnection().execute<{ count: string }[]>("select count(*) as count from jobs where owner_id = ? and kind = 'bulk-research'", [user.id]);
    expect(Number(jobs[0].count)).toBe(0);
  });

  it('answers a preview with counts and the first 20 repeats and bad lines, never the input echoed back', async () => {
    const user = await createUser(app, { plan: 'pro' });
    // About 400 KB: one keyword, 3,000 repeats of it, 1,500 lines of 200 characters and another keyword.
    const text = ['seo tools', ...Array(3000).fill('SEO  tools'), ...Array(1500).fill('y'.repeat(200)), 'rank tracker'].join('\n');
    const answer = await graphql(app.url, PREVIEW, { text }, user.token);
    expect(answer.errors).toBeUndefined();
    const preview = answer.data.bulkKeywordsPreview;
    expect(preview).toMatchObject({ count: 2, duplicateCount: 3000, invalidCount: 1500, limit: 1000, refusal: null });
    expect(preview.duplicates).toHaveLength(20);
    expect(preview.duplicates[0]).toEqual({ line: 2, keyword: 'SEO tools', repeats: 1 });
    expect(preview.duplicates[19].line).toBe(21);
    expect(preview.invalid).toHaveLength(20);
    expect(preview.invalid[0]).toEqual({ line: 3002, keyword: 'y'.repeat(100), message: 'A keyword must be at most 80 characters.' });
    expect(JSON.stringify(answer).length).toBeLessThan(10_000);

    const viaRest = await request(app.url, 'POST', '/api/keyword-research/bulk/preview', { token: user.token, rawBody: text, headers: { 'content-type': 'text/csv' } });
    expect(viaRest.body).toMatchObject({ count: 2, duplicate_count: 3000, invalid_count: 1500 });
    expect(viaRest.body.invalid).toHaveLength(20);

    // A plan without bulk research is told so and nothing is read.
    const free = await createUser(app);
    const freePreview = await graphql(app.url, PREVIEW, { text }, free.token);
    expect(freePreview.data.bulkKeywordsPreview).toMatchObject({ count: 0, duplicateCount: 0, invalidCount: 0, duplicates: [], invalid: [], limit: 0 });
  });

  it('says in the preview when the keywords outnumber the searches left, and the start is refused for credits', async () => {
    const user = await createUser(app, { plan: 'pro' });
    const first = await request(app.url, 'POST', '/api/keyword-research/bulk', { token: user.token, body: { keywords: keywordsOf('spent', 120) } });
    expect(await jobFinished(app, first.body.jobId as string)).toMatchObject({ status: 'succeeded' });

    const short = await graphql(app.url, PREVIEW_CREDITS, { keywords: keywordsOf('more', 900) }, user.token);
    expect(short.data.bulkKeywordsPreview).toEqual({ count: 900, limit: 1000, searchesLeft: 880, searchesShort: '900 keywords need 900 keyword searches; 880 are left this month.' });
    const viaRest = await request(app.url, 'POST', '/api/keyword-research/bulk/preview', { token: user.token, body: { keywords: keywordsOf('more', 900) } });
    expect(viaRest.body).toMatchObject({ searches_left: 880, searches_short: '900 keywords need 900 keyword searches; 880 are left this month.' });
    const refused = await request(app.url, 'POST', '/api/keyword-research/bulk', { token: user.token, body: { keywords: keywordsOf('more', 900) } });
    expect(refused).toMatchObject({ status: 400, body: { error: 'Insufficient keyword credits' } });

    const enough = await graphql(app.url, PREVIEW_CREDITS, { keywords: keywordsOf('more', 880) }, user.token);
    expect(enough.data.bulkKeywordsPreview).toMatchObject({ count: 880, searchesLeft: 880, searchesShort: null });
    // Admins have no allowance to run short of.
    const admin = await graphql(app.url, PREVIEW_CREDITS, { keywords: keywordsOf('more', 900) }, await signInUser(app.url, ADMIN.email, ADMIN.password));
    expect(admin.data.bulkKeywordsPreview).toMatchObject({ count: 900, searchesLeft: null, searchesShort: null });
  });

  it('sorts and filters the results in SQL, paged, with how many match', async () => {
    const user = await createUser(app, { plan: 'pro' });
    const keywords = ['running shoes', 'trail running shoes', 'best running shoes for women', 'coffee', 'coffee grinder', 'buy coffee beans online', 'seo tools', 'rank tracker'];
    const started = await request(app.url, 'POST', '/api/keyword-research/bulk', { token: user.token, body: { keywords } });
    await jobFinished(app, started.body.jobId as string);
    const id = started.body.id as string;
    const all = (await graphql(app.url, SORTED, { id, limit: 50 }, user.token)).data.bulkResearchResults;
    expect(all.rows.map((row: { keyword: string }) => row.keyword)).toEqual(keywords);
    type Row = { keyword: string; volume: number; cpc: number; competition: number };
    const rows: Row[] = all.rows;

    const byVolume = await graphql(app.url, SORTED, { id, sort: 'volume', direction: 'desc', offset: 2, limit: 3 }, user.token);
    const expectedByVolume = [...rows].sort((a, b) => b.volume - a.volume || keywords.indexOf(a.keyword) - keywords.indexOf(b.keyword));
    expect(byVolume.data.bulkResearchResults).toMatchObject({ total: 8, matching: 8, offset: 2 });
    expect(byVolume.data.bulkResearchResults.rows.map((row: Row) => row.keyword)).toEqual(expectedByVolume.slice(2, 5).map((row) => row.keyword));

    const byKeyword = await graphql(app.url, SORTED, { id, sort: 'keyword' }, user.token);
    expect(byKeyword.data.bulkResearchResults.rows.map((row: Row) => row.keyword)).toEqual([...keywords].sort());

    const threshold = expectedByVolume[3].volume;
    const filtered = await graphql(app.url, SORTED, { id, search: 'RUNNING', minVolume: threshold, sort: 'cpc', direction: 'asc' }, user.token);
    const expected = rows.filter((row) => row.keyword.includes('running') && row.volume >= threshold).sort((a, b) => a.cpc - b.cpc || keywords.indexOf(a.keyword) - keywords.indexOf(b.keyword));
    expect(filtered.data.bulkResearchResults.matching).toBe(expected.length);
    expect(filtered.data.bulkResearchResults.rows.map((row: Row) => row.keyword)).toEqual(expected.map((row) => row.keyword));

    const competitive = await request(app.url, 'GET', `/api/keyword-research/bulk/${id}?max_competition=0.3&sort=competition&direction=desc`, { token: user.token });
    const low = rows.filter((row) => row.competition <= 0.3);
    expect(competitive.body.matching).toBe(low.length);
    expect(competitive.body.data.map((row: { competition: number }) => row.competition)).toEqual(low.map((row) => row.competition).sort((a, b) => b - a));

    const badSort = await graphql(app.url, SORTED, { id, sort: 'price' }, user.token);
    expect(badSort.errors?.[0]).toMatchObject({ message: 'sort must be position, keyword, volume, cpc or competition.', extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('adds picked keywords, or all matching a filter, to a tracking instance, within the plan’s keywords per instance', async () => {
    const user = await createUser(app, { plan: 'pro' });
    // The instance tracks "seo tools" (with a tag) already.
    const instanceId = await createInstance(app, user.token);
    await app.deps.orm.em.fork().getConnection().execute(`update tracking_keywords set tags = '{brand}' where instance_id = ?`, [instanceId]);
    const keywords = ['SEO Tools', 'rank tracker', ...keywordsOf('track', 998)];
    const started = await request(app.url, 'POST', '/api/keyword-research/bulk', { token: user.token, body: { keywords } });
    await jobFinished(app, started.body.jobId as string);
    const researchId = started.body.id as string;
    const tracked = async () =>
      (
        await app.deps.orm.em.fork().getConnection().execute<{ keyword: string }[]>("select keyword || '[' || array_to_string(tags, ';') || ']' as keyword from tracking_keywords where instance_id = ? order by ordinal", [instanceId])
      ).map((row) => row.keyword);

    const picked = await graphql(app.url, ADD_TO_TRACKER, { input: { researchId, instanceId, positions: [0, 1] } }, user.token);
    expect(picked.errors).toBeUndefined();
    expect(picked.data.addBulkResultsToTracker).toEqual({ added: 1, alreadyTracked: 1 });
    // A keyword tracked already keeps its tags.
    expect(await tracked()).toEqual(['seo tools[brand]', 'rank tracker[]']);

    const filtered = await graphql(app.url, ADD_TO_TRACKER, { input: { researchId, instanceId, search: 'TRACK KEYWORD 99' } }, user.token);
    expect(filtered.data.addBulkResultsToTracker).toEqual({ added: 10, alreadyTracked: 0 });
    expect((await tracked()).slice(2)).toEqual(['track keyword 99[]', ...Array.from({ length: 9 }, (_, index) => `track keyword ${990 + index}[]`)]);

    // 12 of the 1,000 are tracked; the other 988 fill the instance to Pro's 1,000 exactly. Past it, nothing is added.
    const everything = await graphql(app.url, ADD_TO_TRACKER, { input: { researchId, instanceId } }, user.token);
    expect(everything.data.addBulkResultsToTracker).toEqual({ added: 988, alreadyTracked: 12 });
    const more = await request(app.url, 'POST', '/api/instances', { token: user.token, body: { name: 'Second', user_domain: 'acme.org', user_company_name: 'Acme', keywords: ['x'] } });
    expect(more.status).toBe(201);
    await app.deps.orm.em.fork().getConnection().execute(`insert into tracking_keywords (instance_id, ordinal, keyword) select ?, 1000 + n, 'filler ' || n from generate_series(1, 999) n`, [more.body.id]);
    const over = await graphql(app.url, ADD_TO_TRACKER, { input: { researchId, instanceId: more.body.id, positions: [0, 1] } }, user.token);
    expect(over.errors?.[0]).toMatchObject({ message: 'Track at most 1,000 keywords per instance on your plan.', extensions: { code: 'BAD_USER_INPUT' } });
    const [{ count }] = await app.deps.orm.em.fork().getConnection().execute<{ count: string }[]>('select count(*) as count from tracking_keywords where instance_id = ?', [more.body.id]);
    expect(Number(count)).toBe(1000);

    const stranger = await createUser(app, { plan: 'pro' });
    const notTheirs = await graphql(app.url, ADD_TO_TRACKER, { input: { researchId, instanceId: await createInstance(app, stranger.token) } }, stranger.token);
    expect(notTheirs.errors?.[0]?.message).toBe('Bulk keyword research not found.');
    const notMine = await graphql(app.url, ADD_TO_TRACKER, { input: { researchId, instanceId: await createInstance(app, stranger.token) } }, user.token);
    expect(notMine.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const none = await graphql(app.url, ADD_TO_TRACKER, { input: { researchId, instanceId, search: 'no such keyword' } }, user.token);
    expect(none.errors?.[0]?.message).toBe('No keywords of this research match: pick at least one.');
  });

  it('refuses more than 20,000 lines before reading them, on preview and start', async () => {
    const user = await createUser(app, { plan: 'agency' });
    const text = 'seo tools\n'.repeat(20_000);
    const preview = await graphql(app.url, PREVIEW, { text }, user.token);
    expect(preview.errors?.[0]).toMatchObject({ message: 'At most 20,000 lines of keywords at a time.', extensions: { code: 'BAD_USER_INPUT' } });
    const started = await request(app.url, 'POST', '/api/keyword-research/bulk', { token: user.token, body: { text } });
    expect(started).toMatchObject({ status: 400, body: { error: 'At most 20,000 lines of keywords at a time.' } });
    const justUnder = await graphql(app.url, PREVIEW, { text: text.trimEnd() }, user.token);
    expect(justUnder.data.bulkKeywordsPreview).toMatchObject({ count: 1, duplicateCount: 19_999 });
  });

  it('labels sandbox numbers SANDBOX, down to the CSV, and keeps each research to its owner', async () => {
    const user = await createUser(app, { plan: 'pro' });
    const started = await request(app.url, 'POST', '/api/keyword-research/bulk', { token: user.token, rawBody: 'seo tools\tx\nrank tracker\n=cmd()\n\uFF20cmd()\n', headers: { 'content-type': 'text/tab-separated-values' } });
    expect(started.status).toBe(202);
    expect(await jobFinished(app, started.body.jobId as string)).toMatchObject({ status: 'succeeded', progressDone: 4 });
    const research = await request(app.url, 'GET', `/api/keyword-research/bulk/${started.body.id}`, { token: user.token });
    expect(research.body).toMatchObject({ source: 'SANDBOX', provider: 'sandbox', total: 4, done: 4 });
    expect(research.body.data.map((row: { keyword: string }) => row.keyword)).toEqual(['seo tools', 'rank tracker', '=cmd()', '\uFF20cmd()']);
    const csv = await fetch(`${app.url}/api/keyword-research/bulk/${started.body.id}/results.csv`, { headers: { authorization: `Bearer ${user.token}` } });
    expect(csv.headers.get('content-disposition')).toMatch(/-SANDBOX\.csv"$/);
    const lines = (await csv.text()).trim().split('\n');
    // The 12-month trend, oldest month first, as "YYYY-MM:volume" joined by semicolons.
    expect(lines.slice(1).every((line) => /,done,,SANDBOX,(\d{4}-\d{2}:\d+;){11}\d{4}-\d{2}:\d+$/.test(line))).toBe(true);
    const [trendCell] = lines[1].split(',').slice(-1);
    const trend = research.body.data[0].trend as { year: number; month: number; value: number }[];
    expect(trendCell).toBe(trend.map(({ year, month, value }) => `${year}-${String(month).padStart(2, '0')}:${value}`).join(';'));
    // Twelve months up to last month, each near the keyword's volume, the same every time it is asked.
    const lastMonth = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth() - 1, 1));
    expect(trend).toHaveLength(12);
    expect(trend[11]).toMatchObject({ year: lastMonth.getUTCFullYear(), month: lastMonth.getUTCMonth() + 1 });
    expect(trend.every(({ value }) => value >= research.body.data[0].vol * 0.5 && value <= research.body.data[0].vol * 1.5)).toBe(true);
    const again = await request(app.url, 'POST', '/api/keyword-research/bulk', { token: user.token, body: { keywords: ['seo tools'] } });
    await jobFinished(app, again.body.jobId as string);
    const repeated = await request(app.url, 'GET', `/api/keyword-research/bulk/${again.body.id}`, { token: user.token });
    expect(repeated.body.data[0].trend).toEqual(trend);
    // A cell a spreadsheet would run as a formula is made plain text, also with a full-width sign.
    expect(lines[3].startsWith("'=cmd()")).toBe(true);
    expect(lines[4].startsWith("'\uFF20cmd()")).toBe(true);

    const other = await createUser(app, { plan: 'agency' });
    const hidden = await request(app.url, 'GET', `/api/keyword-research/bulk/${started.body.id}`, { token: other.token });
    expect(hidden).toMatchObject({ status: 404, body: { error: 'Bulk keyword research not found.' } });
    const hiddenCsv = await request(app.url, 'GET', `/api/keyword-research/bulk/${started.body.id}/results.csv`, { token: other.token });
    expect(hiddenCsv.status).toBe(404);
    const listed = await request(app.url, 'GET', '/api/keyword-research/bulk', { token: user.token });
    expect(listed.body.data.map((row: { id: string }) => row.id)).toEqual([again.body.id, started.body.id]);
  });
});
