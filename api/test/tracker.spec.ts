import { ADMIN } from './support/test-app';
import { createUser } from './support/factories';
import { graphql, request, signInUser, signUpUser } from './support/http';
import type { SerperServer } from './support/serper-server';
import { startSerperApp, type SerperApp } from './support/serper-app';
import { creditPeriodAt } from '../src/modules/billing/credits.service';
import { getPlanOrThrow } from '../src/modules/plans/plans';

let serper: SerperServer;
let app: SerperApp;
const RANKINGS = {
  'seo tools': ['moz.com', 'blog.acme.com', 'other.com', 'rival.io'],
  'rank tracker': ['rival.io', 'x.com', 'www.acme.com'],
  backlinks: ['x.com', 'y.com'],
};

beforeAll(async () => {
  app = await startSerperApp({ serper: { rankings: RANKINGS } });
  serper = app.serper;
});
afterAll(async () => {
  await app.close();
});

const instanceBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Acme tracking',
  user_domain: 'https://www.Acme.com/',
  user_company_name: 'Acme',
  competitor_domains: ['rival.io'],
  competitor_company_names: ['Rival'],
  keywords: ['seo tools', 'rank tracker', 'backlinks'],
  ...overrides,
});

describe('tracking instances', () => {
  it('creates an instance with the spec defaults and a normalised domain', async () => {
    const user = await createUser(app, { plan: 'pro' });
    const created = await request(app.url, 'POST', '/api/instances', { token: user.token, body: instanceBody() });

    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Acme tracking',
      user_domain: 'acme.com',
      user_company_name: 'Acme',
      competitor_domains: ['rival.io'],
      competitor_company_names: ['Rival'],
      keywords: ['seo tools', 'rank tracker', 'backlinks'],
      result_count: 100,
      frequency: 'daily',
      scheduled_time: '09:00',
      serp_location: null,
      serp_language: 'en',
      serp_country: 'us',
      serp_date_range: null,
      page: 1,
      last_run: '',
    });
    expect(Date.parse(created.body.next_run_at)).toBeGreaterThan(Date.now());
    expect((await request(app.url, 'GET', '/api/instances', { token: user.token })).body.map((i: { id: string }) => i.id)).toEqual([created.body.id]);
  });

  it('refuses missing required fields with "Fill the required fields."', async () => {
    const user = await createUser(app, { plan: 'pro' });
    for (const overrides of [{ name: ' ' }, { user_domain: '' }, { user_company_name: undefined }, { keywords: [] }, { keywords: ['  '] }]) {
      expect(await request(app.url, 'POST', '/api/instances', { token: user.token, body: instanceBody(overrides) })).toMatchObject({ status: 400, body: { error: 'Fill the required fields.' } });
    }
    expect(await request(app.url, 'POST', '/api/instances', { token: user.token, body: instanceBody({ result_count: 30 }) })).toMatchObject({ status: 400, body: { error: 'Results to check must be 10, 20, 50 or 100.' } });
    expect(await request(app.url, 'POST', '/api/instances', { token: user.token, body: instanceBody({ scheduled_time: '25:00' }) })).toMatchObject({ status: 400 });
    expect(await request(app.url, 'POST', '/api/instances', { token: user.token, body: instanceBody({ time_zone: 'Mars/Olympus' }) })).toMatchObject({ status: 400, body: { error: 'Unknown time zone.' } });
    expect((await request(app.url, 'GET', '/api/instances', { token: user.token })).body).toEqual([]);
  });

  it('keeps each competitor once, never the own domain, named after its domain by default', async () => {
    const user = await createUser(app, { plan: 'pro' });
    const created = await request(app.url, 'POST', '/api/instances', {
      token: user.token,
      body: instanceBody({ competitor_domains: ['rival.io', 'http://Rival.io/', 'acme.com', 'third.net'], competitor_company_names: ['Rival', 'Dup', 'Self', ''], keywords: ['a', 'a', ' b '] }),
    });
    expect(created.body).toMatchObject({ competitor_domains: ['rival.io', 'third.net'], competitor_company_names: ['Rival', 'third.net'], keywords: ['a', 'b'] });
  });

  it('is refused on the Free plan with an upgrade message, and allowed to admins', async () => {
    const free = await signUpUser(app.url);
    const refused = await request(app.url, 'POST', '/api/instances', { token: free.token, body: instanceBody() });
    expect(refused).toMatchObject({ status: 403, body: { error: expect.stringMatching(/^Keyword ranking tracking is not included in the Free plan\. Upgrade/) } });
    const adminToken = await signInUser(app.url, ADMIN.email, ADMIN.password);
    expect((await request(app.url, 'POST', '/api/instances', { token: adminToken, body: instanceBody() })).status).toBe(201);
  });

  it('requires the bearer token and hides other users’ instances (404)', async () => {
    const owner = await createUser(app, { plan: 'pro' });
    const other = await createUser(app, { plan: 'pro' });
    const { body: instance } = await request(app.url, 'POST', '/api/instances', { token: owner.token, body: instanceBody() });
    expect((await request(app.url, 'GET', '/api/instances')).status).toBe(401);
    for (const [method, path] of [
      ['GET', `/api/instances/${instance.id}/latest`],
      ['GET', `/api/instances/${instance.id}/results`],
      ['GET', `/api/instances/${instance.id}/results.csv`],
      ['POST', `/api/instances/${instance.id}/run`],
      ['DELETE', `/api/instances/${instance.id}`],
    ] as const) {
      expect(await request(app.url, method, path, { token: other.token })).toMatchObject({ status: 404, body: { error: 'Tracking instance not found.' } });
    }
    expect((await request(app.url, 'GET', '/api/instances', { token: other.token })).body).toEqual([]);
    const overGraphQL = await graphql(app.url, 'query($id: ID!) { trackerReport(instanceId: $id) { instanceId } }', { id: instance.id }, other.token);
    expect(overGraphQL.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });
});

describe('runs and results', () => {
  it('reads each keyword page by page for every company at once, and answers once the run has ended', async () => {
    const user = await createUser(app, { plan: 'pro' });
    const { body: instance } = await request(app.url, 'POST', '/api/instances', { token: user.token, body: instanceBody() });
    const before = serper.requests.length;

    const run = await request(app.url, 'POST', `/api/instances/${instance.id}/run`, { token: user.token });

    expect(run).toMatchObject({ status: 200, body: { status: 'succeeded', progress: { done: 3, total: 3 } } });
    // Pages of 10, each keyword to the instance's depth or until its results end (page 2 comes back
    // empty), even where page 1 placed every company: the whole page is kept for later competitors.
    const asked = serper.requests.slice(before).map((r) => `${r.q} ${r.page}`).sort();
    expect(asked).toEqual(['backlinks 1', 'backlinks 2', 'rank tracker 1', 'rank tracker 2', 'seo tools 1', 'seo tools 2']);
    expect(serper.requests.slice(before).every((r) => r.num === 10)).toBe(true);
    const [usage] = await app.database.orm.em
      .fork()
      .getConnection()
      .execute<{ pages_fetched: number; vendor_calls: number }[]>('select pages_fetched, vendor_calls from tracking_runs where instance_id = ?', [instance.id]);
    expect(usage).toEqual({ pages_fetched: 6, vendor_calls: 6 });

    const latest = await request(app.url, 'GET', `/api/instances/${instance.id}/latest`, { token: user.token });
    const positions = Object.fromEntries(latest.body.map((row: { domain: string; keyword: string; position: number }) => [`${row.domain} ${row.keyword}`, row.position]));
    expect(positions).toEqual({
      'acme.com seo tools': 2,
      'acme.com rank tracker': 3,
      'acme.com backlinks': 0,
      'rival.io seo tools': 4,
      'rival.io rank tracker': 1,
      'rival.io backlinks': 0,
    });
    expect(new Set(latest.body.map((row: { created_at: string }) => row.created_at)).size).toBe(1);
    const listed = await request(app.url, 'GET', '/api/instances', { token: user.token });
    expect(listed.body[0].last_run).toBe(latest.body[0].created_at);
  });

  it('aggregates latest results, average ranks and the chart series across runs, oldest run first', async () => {
    const user = await createUser(app, { plan: 'pro' });
    const { body: instance } = await request(app.url, 'POST', '/api/instances', { token: user.token, body: instanceBody() });
    // Two runs with different positions, and companies whose averages differ in each run, so a swapped
    // company, a reversed series or an average over the wrong run cannot pass.
    serper.setRankings({
      'seo tools': ['acme.com', 'x.com', 'rival.io'],
      'rank tracker': ['x.com', 'www.acme.com', 'y.com', 'z.com', 'rival.io'],
      backlinks: ['x.com'],
    });
    expect((await request(app.url, 'POST', `/api/instances/${instance.id}/run`, { token: user.token })).status).toBe(200);
    serper.setRankings({
      'seo tools': ['x.com', 'y.com', 'z.com', 'blog.acme.com'],
      'rank tracker': ['rival.io', 'a.com', 'b.com', 'c.com', 'd.com', 'acme.com'],
      backlinks: ['x.com', 'y.com', 'rival.io'],
    });
    try {
      expect((await request(app.url, 'POST', `/api/instances/${instance.id}/run`, { token: user.token })).status).toBe(200);
    } finally {
      serper.setRankings(RANKINGS);
    }

    const history = await request(app.url, 'GET', `/api/instances/${instance.id}/results`, { token: user.token });
    expect(history.body).toHaveLength(12);
    const latest = await request(app.url, 'GET', `/api/instances/${instance.id}/latest`, { token: user.token });
    expect(Object.fromEntries(latest.body.map((row: { domain: string; keyword: string; position: number }) => [`${row.domain} ${row.keyword}`, row.position]))).toEqual({
      'acme.com seo tools': 4,
      'acme.com rank tracker': 6,
      'acme.com backlinks': 0,
      'rival.io seo tools': 0,
      'rival.io rank tracker': 1,
      'rival.io backlinks': 3,
    });

    const report = await graphql(
      app.url,
      `query($id: ID!) { trackerReport(instanceId: $id) {
         source lastRun
         rankings { companyName domain own keywordsRanked keywordsTotal averageRank }
         notFound { companyName keyword positionsChecked }
         series { companyName points { averageRank } } } }`,
      { id: instance.id },
      user.token,
    );
    expect(report.errors).toBeUndefined();
    expect(report.data.trackerReport).toMatchObject({
      source: 'LIVE',
      // The latest run only: Acme (4 + 6) / 2, Rival (1 + 3) / 2.
      rankings: [
        { companyName: 'Acme', domain: 'acme.com', own: true, keywordsRanked: 2, keywordsTotal: 3, averageRank: 5 },
        { companyName: 'Rival', domain: 'rival.io', own: false, keywordsRanked: 2, keywordsTotal: 3, averageRank: 2 },
      ],
      notFound: [
        { companyName: 'Acme', keyword: 'backlinks', positionsChecked: 100 },
        { companyName: 'Rival', keyword: 'seo tools', positionsChecked: 100 },
      ],
      // One point per run, oldest first: run 1 Acme (1 + 2) / 2 and Rival (3 + 5) / 2, then run 2.
      series: [
        { companyName: 'Acme', points: [{ averageRank: 1.5 }, { averageRank: 5 }] },
        { companyName: 'Rival', points: [{ averageRank: 4 }, { averageRank: 2 }] },
      ],
    });
  });

  it('exports the history as CSV', async () => {
    const user = await createUser(app, { plan: 'pro' });
    const { body: instance } = await request(app.url, 'POST', '/api/instances', { token: user.token, body: instanceBody({ name: 'My "best" sites' }) });
    await request(app.url, 'POST', `/api/instances/${instance.id}/run`, { token: user.token });

    const response = await fetch(`${app.url}/api/instances/${instance.id}/results.csv`, { headers: { authorization: `Bearer ${user.token}` } });
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="My-best-sites-rankings.csv"');
    const lines = (await response.text()).trim().split('\n');
    expect(lines[0]).toBe('run_at,company,domain,keyword,device,position');
    expect(lines).toHaveLength(7);
    expect(lines).toEqual(expect.arrayContaining([expect.stringMatching(/,Acme,acme\.com,seo tools,desktop,2$/), expect.stringMatching(/,Rival,rival\.io,backlinks,desktop,0$/)]));
  });

  it('charges one tracking credit per keyword and refuses a run without enough credits', async () => {
    const user = await createUser(app, { plan: 'pro' });
    const { body: instance } = await request(app.url, 'POST', '/api/instances', { token: user.token, body: instanceBody() });
    const periodStart = creditPeriodAt(new Date()).start;
    const setUsed = (used: number) =>
      app.database.orm.em
        .fork()
        .getConnection()
        .execute(`insert into credit_balances (workspace_id, kind, period_start, used) select personal_workspace_id, 'tracking', ?, ? from users where id = ? on conflict (workspace_id, kind, period_start) do update set used = excluded.used`, [periodStart, used, user.id]);
    const used = async () =>
      (await app.database.orm.em.fork().getConnection().execute(`select used from credit_balances where workspace_id = (select personal_workspace_id from users where id = ?) and kind = 'tracking' and period_start = ?`, [user.id, periodStart]))[0].used;

    const limit = getPlanOrThrow(2).limits.monthlyTrackingCredits;
    await setUsed(limit - 10);
    expect((await request(app.url, 'POST', `/api/instances/${instance.id}/run`, { token: user.token })).status).toBe(200);
    expect(await used()).toBe(limit - 7);

    await setUsed(limit - 2);
    const refused = await request(app.url, 'POST', `/api/instances/${instance.id}/run`, { token: user.token });
    expect(refused).toMatchObject({ status: 400, body: { error: 'Insufficient tracking credits' } });
    expect(await used()).toBe(limit - 2);
    const overGraphQL = await graphql(app.url, 'mutation($id: ID!) { runTrackingInstance(id: $id) { id } }', { id: instance.id }, user.token);
    expect(overGraphQL.errors?.[0]).toMatchObject({ message: 'Insufficient tracking credits', extensions: { code: 'INSUFFICIENT_CREDITS' } });
  });

  it('prices a desktop + mobile run at a credit per keyword and device, and refuses it with credits for the keywords only', async () => {
    const user = await createUser(app, { plan: 'pro' });
    const { body: instance } = await request(app.url, 'POST', '/api/instances', { token: user.token, body: { ...instanceBody(), devices: ['desktop', 'mobile'] } });
    const keywords = instanceBody().keywords.length;
    const cost = await graphql(app.url, 'query($id: ID!) { trackingInstance(id: $id) { runCredits } trackingInstances { runCredits } }', { id: instance.id }, user.token);
    expect(cost.errors).toBeUndefined();
    expect(cost.data).toEqual({ trackingInstance: { runCredits: 2 * keywords }, trackingInstances: [{ runCredits: 2 * keywords }] });

    const periodStart = creditPeriodAt(new Date()).start;
    const limit = getPlanOrThrow(2).limits.monthlyTrackingCredits;
    await app.database.orm.em
      .fork()
      .getConnection()
      .execute(`insert into credit_balances (workspace_id, kind, period_start, used) select personal_workspace_id, 'tracking', ?, ? from users where id = ?`, [periodStart, limit - (2 * keywords - 1), user.id]);
    const refused = await request(app.url, 'POST', `/api/instances/${instance.id}/run`, { token: user.token });
    expect(refused).toMatchObject({ status: 400, body: { error: 'Insufficient tracking credits' } });
    const [balance] = await app.database.orm.em.fork().getConnection().execute(`select used from credit_balances where workspace_id = (select personal_workspace_id from users where id = ?) and kind = 'tracking'`, [user.id]);
    expect(balance.used).toBe(limit - (2 * keywords - 1));
  });

  it('deletes an instance with all its data', async () => {
    const user = await createUser(app, { plan: 'pro' });
    const { body: instance } = await request(app.url, 'POST', '/api/instances', { token: user.token, body: instanceBody() });
    await request(app.url, 'POST', `/api/instances/${instance.id}/run`, { token: user.token });

    expect(await request(app.url, 'DELETE', `/api/instances/${instance.id}`, { token: user.token })).toMatchObject({ status: 200 });
    expect((await request(app.url, 'GET', '/api/instances', { token: user.token })).body).toEqual([]);
    const left = await app.database.orm.em.fork().getConnection().execute('select count(*)::int as n from tracking_results where instance_id = ?', [instance.id]);
    expect(left[0].n).toBe(0);
  });
});
