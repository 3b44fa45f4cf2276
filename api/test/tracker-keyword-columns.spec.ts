import { SandboxResearchProvider } from '../src/modules/seo/research/sandbox-research.provider';
import { createInstance, createUser } from './support/factories';
import { graphql, request } from './support/http';
import type { SerperServer } from './support/serper-server';
import { startSerperApp, type SerperApp } from './support/serper-app';

let serper: SerperServer;
let app: SerperApp;

beforeAll(async () => {
  app = await startSerperApp();
  serper = app.serper;
});
afterAll(async () => {
  await app.close();
});

const KEYWORDS = ['seo tools', 'rank tracker', 'backlinks'];

const TABLE_QUERY = `query($id: ID!, $tag: String, $serpFeature: SerpFeature, $compareRunId: ID, $offset: Int, $limit: Int) {
  trackerKeywordTable(instanceId: $id, tag: $tag, serpFeature: $serpFeature, compareRunId: $compareRunId, offset: $offset, limit: $limit) {
    totalRows previousRunAt compareRunId earlierRuns { runId runAt }
    rows { keyword volume cpc metricsSource serpFeatures positions { domain position previousPosition change changeBy } } } }`;

const MATCHING_QUERY = `query($id: ID!, $tag: String, $serpFeature: SerpFeature) { trackingKeywords(instanceId: $id, tag: $tag, serpFeature: $serpFeature) { keyword } }`;

interface Row {
  keyword: string;
  volume: number | null;
  cpc: number | null;
  metricsSource: string | null;
  serpFeatures: string[];
  positions: { domain: string; position: number; previousPosition: number | null; change: string; changeBy: number }[];
}

async function runWith(token: string, instanceId: string, rankings: Record<string, string[]>): Promise<void> {
  serper.setRankings(rankings);
  const run = await request(app.url, 'POST', `/api/instances/${instanceId}/run`, { token });
  expect(run).toMatchObject({ status: 200, body: { status: 'succeeded' } });
}

async function table(token: string, variables: Record<string, unknown>) {
  const { data, errors } = await graphql(app.url, TABLE_QUERY, variables, token);
  expect(errors).toBeUndefined();
  return data.trackerKeywordTable as { totalRows: number; previousRunAt: string | null; compareRunId: string | null; earlierRuns: { runId: string; runAt: string }[]; rows: Row[] };
}

const execute = <T>(sql: string, params: unknown[] = []) => app.database.orm.em.fork().getConnection().execute<T[]>(sql, params);

describe('keyword table columns', () => {
  let owner: { token: string; id: string };
  let instanceId: string;

  beforeAll(async () => {
    owner = await createUser(app, { plan: 'pro' });
    instanceId = await createInstance(app, owner.token, { name: 'Columns', competitor_domains: ['rival.io'], competitor_company_names: ['Rival'], keywords: KEYWORDS });
    await request(app.url, 'POST', `/api/instances/${instanceId}/keywords/bulk`, { token: owner.token, body: { action: 'addTags', keywords: ['rank tracker'], tags: ['core'] } });
    // The results pages: seo tools shows a featured snippet and People also ask, rank tracker a video block, backlinks none.
    serper.setBlocks({
      'seo tools': { answerBox: { title: 'SEO tools', link: 'https://www.rival.io/answer' }, peopleAlsoAsk: [{ question: 'What are SEO tools?', link: 'https://x.com/q' }] },
      'rank tracker': { videos: [{ title: 'Tracking ranks', link: 'https://video.example.com/v' }] },
    });
    // Positions (Acme, Rival): run 1: seo tools 5 1, rank tracker 2 0; run 2: 3 1, 4 0; run 3: 1 2, 4 3.
    await runWith(owner.token, instanceId, { 'seo tools': ['rival.io', 'x.com', 'y.com', 'z.com', 'acme.com'], 'rank tracker': ['x.com', 'acme.com'], backlinks: [] });
    await runWith(owner.token, instanceId, { 'seo tools': ['rival.io', 'x.com', 'acme.com'], 'rank tracker': ['x.com', 'y.com', 'z.com', 'acme.com'], backlinks: [] });
    serper.setBlocks({ 'seo tools': { answerBox: { title: 'SEO tools', link: 'https://www.acme.com/answer' }, peopleAlsoAsk: [{ question: 'What are SEO tools?', link: 'https://x.com/q' }] }, 'rank tracker': { videos: [{ title: 'Tracking ranks', link: 'https://video.example.com/v' }] } });
    await runWith(owner.token, instanceId, { 'seo tools': ['acme.com', 'rival.io'], 'rank tracker': ['x.com', 'y.com', 'rival.io', 'acme.com'], backlinks: [] });
  });

  it('shows each keyword’s volume and CPC from the research provider, marked SANDBOX, fetched as a run ends without charging anything beyond the run', async () => {
    const { rows } = await table(owner.token, { id: instanceId });
    const expected = await new SandboxResearchProvider().keywordStats({ keywords: KEYWORDS, country: 'us' });
    for (const stat of expected) {
      const row = rows.find((candidate) => candidate.keyword === stat.keyword)!;
      expect(row).toMatchObject({ volume: Math.round(stat.volume), metricsSource: 'SANDBOX' });
      expect(row.cpc).toBeCloseTo(stat.cpc, 2);
    }
    // Three runs of three keywords on one device: 9 tracking credits and nothing else.
    const spent = await execute<{ kind: string; spent: number | string }>("select kind, -sum(change) as spent from credit_entries where user_id = ? and reason = 'spend' group by kind", [owner.id]);
    expect(spent.map((row) => ({ kind: row.kind, spent: Number(row.spent) }))).toEqual([{ kind: 'tracking', spent: 9 }]);
  });

  it('shows a figure the vendor did not give as missing, never as 0, and fetches again the figures stored before CPCs were kept', async () => {
    const instance = await createInstance(app, owner.token, { name: 'Missing figures', keywords: ['missing one', 'older one'] });
    await runWith(owner.token, instance, { 'missing one': ['acme.com'], 'older one': ['acme.com'] });
    // As a vendor with no figures for one keyword leaves it; the other as share of voice stored it before this change.
    await execute("update tracking_keyword_volumes set has_volume = false, volume = 0, cpc = null where keyword_key = 'missing one' and country = 'us'");
    await execute("update tracking_keyword_volumes set source = null, cpc = null, has_volume = false where keyword_key = 'older one' and country = 'us'");
    const before = await table(owner.token, { id: instance });
    expect(before.rows.map(({ keyword, volume, cpc, metricsSource }) => ({ keyword, volume, cpc, metricsSource }))).toEqual([
      { keyword: 'missing one', volume: null, cpc: null, metricsSource: null },
      { keyword: 'older one', volume: null, cpc: null, metricsSource: null },
    ]);
    await runWith(owner.token, instance, { 'missing one': ['acme.com'], 'older one': ['acme.com'] });
    const after = await table(owner.token, { id: instance });
    // Fetched less than 30 days ago, the missing one waits; the older row had no source and is fetched again.
    expect(after.rows[0]).toMatchObject({ keyword: 'missing one', volume: null, cpc: null });
    expect(after.rows[1]).toMatchObject({ keyword: 'older one', volume: expect.any(Number), metricsSource: 'SANDBOX' });
    expect(after.rows[1].cpc).not.toBeNull();
  });

  it('lists the SERP features of each keyword’s latest results page, stored with the run', async () => {
    const { rows } = await table(owner.token, { id: instanceId });
    expect(rows.map(({ keyword, serpFeatures }) => ({ keyword, serpFeatures }))).toEqual([
      { keyword: 'backlinks', serpFeatures: [] },
      { keyword: 'rank tracker', serpFeatures: ['video'] },
      { keyword: 'seo tools', serpFeatures: ['featured_snippet', 'people_also_ask'] },
    ]);
  });

  it('filters by SERP feature in SQL with the paging, combined with the tag, and "all matching" covers exactly those keywords', async () => {
    const snippet = await table(owner.token, { id: instanceId, serpFeature: 'featured_snippet' });
    expect(snippet.totalRows).toBe(1);
    expect(snippet.rows.map((row) => row.keyword)).toEqual(['seo tools']);
    const either = await table(owner.token, { id: instanceId, serpFeature: 'video', limit: 1 });
    expect(either).toMatchObject({ totalRows: 1, rows: [{ keyword: 'rank tracker' }] });
    // Past the last page the count stays exact.
    expect(await table(owner.token, { id: instanceId, serpFeature: 'video', offset: 5, limit: 1 })).toMatchObject({ totalRows: 1, rows: [] });
    expect(await table(owner.token, { id: instanceId, serpFeature: 'video', tag: 'core' })).toMatchObject({ totalRows: 1, rows: [{ keyword: 'rank tracker' }] });
    expect(await table(owner.token, { id: instanceId, serpFeature: 'featured_snippet', tag: 'core' })).toMatchObject({ totalRows: 0, rows: [] });
    expect(await table(owner.token, { id: instanceId, serpFeature: 'shopping' })).toMatchObject({ totalRows: 0, rows: [] });

    const matching = await graphql(app.url, MATCHING_QUERY, { id: instanceId, serpFeature: 'people_also_ask' }, owner.token);
    expect(matching.data.trackingKeywords).toEqual([{ keyword: 'seo tools' }]);
    const tagged = await graphql(
      app.url,
      'mutation($id: ID!, $input: BulkKeywordsInput!) { bulkEditKeywords(instanceId: $id, input: $input) }',
      { id: instanceId, input: { action: 'addTags', serpFeature: 'people_also_ask', tags: ['snippet'] } },
      owner.token,
    );
    expect(tagged.data).toEqual({ bulkEditKeywords: 1 });
    const withTag = await graphql(app.url, MATCHING_QUERY, { id: instanceId, tag: 'snippet' }, owner.token);
    expect(withTag.data.trackingKeywords).toEqual([{ keyword: 'seo tools' }]);

    const unknown = await graphql(app.url, TABLE_QUERY, { id: instanceId, serpFeature: 'knowledge_panel' }, owner.token);
    expect(unknown.errors?.[0].message).toContain('Value "knowledge_panel" does not exist in "SerpFeature" enum');
  });

  it('compares with the previous run by default and with any earlier run chosen, listing the earlier runs newest first', async () => {
    const latest = await table(owner.token, { id: instanceId });
    expect(latest.earlierRuns).toHaveLength(2);
    const [previous, first] = latest.earlierRuns;
    expect(Date.parse(previous.runAt)).toBeGreaterThan(Date.parse(first.runAt));
    expect(latest).toMatchObject({ compareRunId: previous.runId, previousRunAt: previous.runAt });
    const seoTools = (rows: Row[]) => rows.find((row) => row.keyword === 'seo tools')!.positions;
    expect(seoTools(latest.rows)).toEqual([
      { domain: 'acme.com', position: 1, previousPosition: 3, change: 'UP', changeBy: 2 },
      { domain: 'rival.io', position: 2, previousPosition: 1, change: 'DOWN', changeBy: 1 },
    ]);

    const againstFirst = await table(owner.token, { id: instanceId, compareRunId: first.runId });
    expect(againstFirst).toMatchObject({ compareRunId: first.runId, previousRunAt: first.runAt, totalRows: 3 });
    expect(seoTools(againstFirst.rows)).toEqual([
      { domain: 'acme.com', position: 1, previousPosition: 5, change: 'UP', changeBy: 4 },
      { domain: 'rival.io', position: 2, previousPosition: 1, change: 'DOWN', changeBy: 1 },
    ]);
    expect(againstFirst.rows.find((row) => row.keyword === 'rank tracker')!.positions).toEqual([
      { domain: 'acme.com', position: 4, previousPosition: 2, change: 'DOWN', changeBy: 2 },
      { domain: 'rival.io', position: 3, previousPosition: 0, change: 'NEW', changeBy: 0 },
    ]);
    // Paged and filtered the same way.
    expect(await table(owner.token, { id: instanceId, compareRunId: first.runId, serpFeature: 'video' })).toMatchObject({ totalRows: 1, rows: [{ keyword: 'rank tracker' }] });
  });

  it('refuses to compare with the latest run itself, a run of another instance or an id that is not one', async () => {
    const other = await createInstance(app, owner.token, { name: 'Other', keywords: ['seo tools'] });
    await runWith(owner.token, other, { 'seo tools': ['acme.com'] });
    const [otherRun] = await execute<{ id: string }>('select id from tracking_runs where instance_id = ?', [other]);
    const [latestRun] = await execute<{ id: string }>('select id from tracking_runs where instance_id = ? order by created_at desc limit 1', [instanceId]);
    for (const compareRunId of [latestRun.id, otherRun.id, 'not-a-run']) {
      const { errors, data } = await graphql(app.url, TABLE_QUERY, { id: instanceId, compareRunId }, owner.token);
      expect(errors?.[0]).toMatchObject({ message: 'Choose an earlier run of this instance to compare with.', extensions: { code: 'BAD_USER_INPUT' } });
      expect(data).toBeNull();
    }
  });
});
