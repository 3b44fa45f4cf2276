import { createInstance, createUser } from './support/factories';
import { createServices } from '../src/app/services';
import { SerpSnapshotRepository } from '../src/modules/tracker/serp-snapshot.repository';
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

const SNAPSHOT_QUERY = `query($id: ID!, $keyword: String!, $runId: ID) { serpSnapshot(instanceId: $id, keyword: $keyword, runId: $runId) {
  keyword device runId runAt results { position url title type } features { type domain } } }`;

async function run(token: string, instanceId: string): Promise<string> {
  const started = await request(app.url, 'POST', `/api/instances/${instanceId}/run`, { token });
  expect(started).toMatchObject({ status: 200, body: { status: 'succeeded' } });
  const [row] = await app.deps.orm.em.fork().getConnection().execute<{ id: string }[]>('select id from tracking_runs where job_id = ?', [started.body.job_id]);
  return row.id;
}

describe('results page snapshots', () => {
  let owner: { id: string; token: string };
  let instanceId: string;
  let firstRun: string;
  let secondRun: string;

  beforeAll(async () => {
    owner = await createUser(app, { plan: 'pro' });
    instanceId = await createInstance(app, owner.token, { name: 'Snapshots', keywords: ['seo tools', 'rank tracker'], result_count: 20, competitor_domains: ['rival.io'], competitor_company_names: ['Rival'] });
    serper.setRankings({ 'seo tools': ['x.com', 'acme.com', 'rival.io'], 'rank tracker': Array.from({ length: 14 }, (_, i) => `site-${i + 1}.net`) });
    serper.setBlocks({ 'seo tools': { answerBox: { title: 'SEO tools', link: 'https://www.rival.io/answer' }, peopleAlsoAsk: [{ question: 'What are SEO tools?', link: 'https://x.com/q' }] } });
    firstRun = await run(owner.token, instanceId);
    serper.setRankings({ 'seo tools': ['acme.com', 'y.com'], 'rank tracker': ['z.com'] });
    serper.setBlocks({});
    secondRun = await run(owner.token, instanceId);
  });

  it('answers REST with exactly the page of the latest run: every result to the depth, with titles and types, and its features', async () => {
    const latest = await request(app.url, 'GET', `/api/instances/${instanceId}/snapshots?keyword=${encodeURIComponent('seo tools')}`, { token: owner.token });
    expect(latest.status).toBe(200);
    expect(latest.body).toEqual({
      keyword: 'seo tools',
      device: 'desktop',
      runId: secondRun,
      runAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      results: [
        { position: 1, url: 'https://acme.com/seo%20tools', title: 'seo tools — acme.com', type: 'organic' },
        { position: 2, url: 'https://y.com/seo%20tools', title: 'seo tools — y.com', type: 'organic' },
      ],
      features: [],
    });
  });

  it('answers an earlier run with its own page and features, and reads every page to the depth though all companies were found', async () => {
    const first = await request(app.url, 'GET', `/api/instances/${instanceId}/snapshots?keyword=${encodeURIComponent('seo tools')}&device=desktop&run=${firstRun}`, { token: owner.token });
    expect(first.body).toMatchObject({
      runId: firstRun,
      results: [
        { position: 1, url: 'https://x.com/seo%20tools', type: 'organic' },
        { position: 2, url: 'https://acme.com/seo%20tools', type: 'organic' },
        { position: 3, url: 'https://rival.io/seo%20tools', type: 'organic' },
      ],
      features: [
        { type: 'featured_snippet', domain: 'rival.io' },
        { type: 'people_also_ask', domain: 'x.com' },
      ],
    });
    const deep = await graphql(app.url, SNAPSHOT_QUERY, { id: instanceId, keyword: 'rank tracker', runId: firstRun }, owner.token);
    expect(deep.errors).toBeUndefined();
    const page = (deep.data as { serpSnapshot: { results: { position: number; url: string }[] } }).serpSnapshot;
    expect(page.results.map((result) => result.position)).toEqual(Array.from({ length: 14 }, (_, i) => i + 1));
    expect(page.results[13].url).toBe('https://site-14.net/rank%20tracker');
  });

  it('gives GraphQL the same page as REST', async () => {
    const rest = await request(app.url, 'GET', `/api/instances/${instanceId}/snapshots?keyword=${encodeURIComponent('seo tools')}&run=${firstRun}`, { token: owner.token });
    const overGraphQL = await graphql(app.url, SNAPSHOT_QUERY, { id: instanceId, keyword: 'seo tools', runId: firstRun }, owner.token);
    expect((overGraphQL.data as { serpSnapshot: unknown }).serpSnapshot).toEqual(rest.body);
  });

  it('refuses bad input with 400 and BAD_USER_INPUT, and a keyword without a page with 404', async () => {
    const noKeyword = await request(app.url, 'GET', `/api/instances/${instanceId}/snapshots`, { token: owner.token });
    expect(noKeyword).toMatchObject({ status: 400, body: { error: 'Please give the keyword.' } });
    const badDevice = await request(app.url, 'GET', `/api/instances/${instanceId}/snapshots?keyword=seo&device=tablet`, { token: owner.token });
    expect(badDevice).toMatchObject({ status: 400, body: { error: 'The device must be desktop or mobile.' } });
    const badRun = await graphql(app.url, SNAPSHOT_QUERY, { id: instanceId, keyword: 'seo tools', runId: 'nope' }, owner.token);
    expect(badRun.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const never = await request(app.url, 'GET', `/api/instances/${instanceId}/snapshots?keyword=backlinks`, { token: owner.token });
    expect(never).toMatchObject({ status: 404, body: { error: 'No results page is stored for this keyword yet.' } });
  });

  it("hides another user's instance", async () => {
    const other = await createUser(app, { plan: 'pro' });
    const rest = await request(app.url, 'GET', `/api/instances/${instanceId}/snapshots?keyword=${encodeURIComponent('seo tools')}`, { token: other.token });
    expect(rest).toMatchObject({ status: 404, body: { error: 'Tracking instance not found.' } });
    const overGraphQL = await graphql(app.url, SNAPSHOT_QUERY, { id: instanceId, keyword: 'seo tools' }, other.token);
    expect(overGraphQL.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });

  it("keeps People Also Ask questions for the latest run's page only: a content brief gets those of the page it reads", async () => {
    const repository = () => new SerpSnapshotRepository(app.deps.orm.em.fork());
    const [{ personal_workspace_id: workspaceId }] = await app.deps.orm.em.fork().getConnection().execute<{ personal_workspace_id: string }[]>('select personal_workspace_id from users where id = ?', [owner.id]);
    const fresh = () => repository().freshPageFor(workspaceId, { keyword: ' SEO  Tools', country: 'us', language: 'en', device: 'desktop' }, new Date(Date.now() - 3_600_000), 10);
    // The first run's page had a question; the second's had none, so the newest page comes without any.
    expect(await fresh()).toMatchObject({ runId: secondRun, questions: [] });
    const page = (questions: string[]) => ({
      results: [{ position: 1, url: 'https://acme.com/seo%20tools', title: 'seo tools — acme.com', domain: 'acme.com', snippet: '', date: null, type: 'organic' as const }],
      features: [{ type: 'people_also_ask' as const, domain: null, questions }],
    });
    // A retried step of the second run that now sees questions: trimmed, each once, in page order.
    await repository().store(secondRun, [{ keyword: 'seo tools', device: 'desktop', page: page([' Which SEO tool is best? ', 'Are SEO tools free?', 'Which SEO tool is best?']) }]);
    expect(await fresh()).toMatchObject({ runId: secondRun, questions: ['Which SEO tool is best?', 'Are SEO tools free?'] });
    // A retried step of the older run does not replace the newer run's questions.
    await repository().store(firstRun, [{ keyword: 'seo tools', device: 'desktop', page: page(['What are SEO tools?']) }]);
    expect(await fresh()).toMatchObject({ runId: secondRun, questions: ['Which SEO tool is best?', 'Are SEO tools free?'] });
    const [{ rows }] = await app.deps.orm.em.fork().getConnection().execute<{ rows: number }[]>('select count(*) as rows from serp_questions where instance_id = ?', [instanceId]);
    expect(Number(rows)).toBe(1);
  });
});

describe('results page retention', () => {
  it('prunes the pages of runs older than TRACKER_SNAPSHOT_RETENTION_DAYS (400 by default) and keeps the results', async () => {
    const owner = await createUser(app, { plan: 'pro' });
    const instanceId = await createInstance(app, owner.token, { name: 'Retention', keywords: ['old keyword'], result_count: 10 });
    serper.setRankings({ 'old keyword': ['acme.com'] });
    const runId = await run(owner.token, instanceId);
    const connection = app.deps.orm.em.fork().getConnection();
    const pages = async () => Number((await connection.execute<{ n: number }[]>('select count(*) as n from serp_snapshots where run_id = ?', [runId]))[0].n);
    const backfills = () => createServices(app.deps, app.deps.orm.em.fork()).trackerBackfills;
    await connection.execute("update tracking_runs set created_at = now() - interval '399 days' where id = ?", [runId]);
    await backfills().pruneSnapshots();
    expect(await pages()).toBe(1);
    await connection.execute("update tracking_runs set created_at = now() - interval '401 days' where id = ?", [runId]);
    expect(await backfills().pruneSnapshots()).toBeGreaterThanOrEqual(1);
    expect(await pages()).toBe(0);
    const [results] = await connection.execute<{ n: number }[]>('select count(*) as n from tracking_results where run_id = ?', [runId]);
    expect(Number(results.n)).toBe(1);
  });

  it('keeps the values pages point at: a statement that would change or delete a domain, title, URL or entry is refused', async () => {
    const owner = await createUser(app, { plan: 'pro' });
    const instanceId = await createInstance(app, owner.token, { name: 'Dictionaries', keywords: ['kept keyword'], result_count: 10 });
    serper.setRankings({ 'kept keyword': ['kept.example'] });
    await run(owner.token, instanceId);
    const connection = app.deps.orm.em.fork().getConnection();
    const [url] = await connection.execute<{ id: number; url: string }[]>("select id, url from serp_urls where url like '%kept.example%'");
    for (const statement of [
      ['delete from serp_urls where id = ?', [url.id]],
      ["update serp_urls set url = 'https://elsewhere.example/' where id = ?", [url.id]],
      ["delete from serp_domains where domain = 'kept.example'", []],
      ['delete from serp_entries where url_id = ?', [url.id]],
      ['update serp_titles set title = title where false', []],
      ['truncate serp_titles cascade', []],
    ] as const) {
      await expect(connection.execute(statement[0], [...statement[1]])).rejects.toThrow(/rows are never changed or deleted: the results-page store keeps their ids in memory/);
    }
    expect(await connection.execute('select url from serp_urls where id = ?', [url.id])).toEqual([{ url: url.url }]);
  });
});
