import { syncWindow } from '../src/modules/search-console/search-console-sync-plan';
import { ENGINES, startEngineApp, type Engine, type EngineApp } from './support/engine-app';
import { createInstance, createUser, jobFinished } from './support/factories';
import { graphql, request } from './support/http';
import { startSearchConsoleServer, type BingQueryStats, type SearchConsoleServer } from './support/search-console-server';

jest.setTimeout(180_000);

// Bing Webmaster Tools end to end against the local Bing-shaped server, on both runners: connected with an API key, its site listed
// as a property, linked to a tracking instance (the backfill job), then read as Google's data is: the tracker's
// rows beside the tracked rank, striking distance, and the property's daily series.

const DAY_MS = 86_400_000;
const window = syncWindow('backfill', new Date());
/** `days` before the window's last day, YYYY-MM-DD. */
const daysBefore = (days: number) => new Date(Date.parse(`${window.to}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);
/** A day as Bing's JSON sends it: a WCF date at midnight Pacific (daylight time), with its offset. */
const wcfDate = (day: string) => `/Date(${Date.parse(`${day}T07:00:00Z`)}-0700)/`;
const stats = (day: string, query: string, clicks: number, impressions: number, position: number): BingQueryStats => ({
  Query: query,
  Date: wcfDate(day),
  Clicks: clicks,
  Impressions: impressions,
  // The click position differs on purpose: the port's position is the impressions-weighted one.
  AvgClickPosition: 1,
  AvgImpressionPosition: position,
});

const RECENT = daysBefore(3);
const EARLIER = daysBefore(10);

describe.each(ENGINES)('Bing Webmaster Tools beside the tracker on the %s runner', (engine: Engine) => {
  let app: EngineApp;
  let server: SearchConsoleServer;

  beforeAll(async () => {
    server = await startSearchConsoleServer({
      bingSites: [
        { Url: 'https://www.example.com/', IsVerified: true },
        { Url: 'https://unverified.example.com/', IsVerified: false },
      ],
      bingQueryStats: [
        stats(RECENT, 'running shoes', 30, 300, 4),
        stats(EARLIER, 'running shoes', 10, 100, 8),
        // Bing may keep a query's capitals; it is matched and listed in lower case as Google's are.
        stats(RECENT, 'Trail Running Shoes', 2, 500, 12),
        stats(RECENT, 'shoe polish', 0, 50, 35),
        // Older than the 16 months a backfill reads: not stored.
        stats(daysBefore(600), 'running shoes', 999, 9_990, 1),
      ],
      bingPageStats: [stats(RECENT, 'https://www.example.com/running', 32, 850, 9)],
    });
    app = await startEngineApp(engine, {
      BING_WEBMASTER_BASE_URL: `${server.url}/webmaster/api.svc/json`,
      SEARCH_CONSOLE_MAX_ATTEMPTS: '1',
    });
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await server?.close();
  });

  const sql = <T>(query: string, params: unknown[] = []) => app.deps.orm.em.fork().getConnection().execute<T[]>(query, params);

  /** A completed tracker run at `at` with the own domain's positions per keyword. */
  async function seedRun(instanceId: string, at: string, device: string, positions: Record<string, number>) {
    const [{ id }] = await sql<{ id: string }>(
      `insert into tracking_runs (id, instance_id, job_id, status, source, provider, depth, created_at) values (gen_random_uuid(), ?, gen_random_uuid(), 'completed', 'LIVE', 'serper', 10, ?) returning id`,
      [instanceId, at],
    );
    for (const [keyword, position] of Object.entries(positions)) {
      await sql(`insert into tracking_results (run_id, instance_id, run_at, domain, keyword, device, position) values (?, ?, ?, 'example.com', ?, ?, ?)`, [id, instanceId, at, keyword, device, position]);
    }
  }

  it('connects with an API key, links its site, syncs, and shows clicks, impressions and position beside the tracked rank, and striking distance', async () => {
    const user = await createUser(app, { plan: 'pro' });
    const connected = await request(app.url, 'POST', '/api/search-console/bing', { token: user.token, body: { apiKey: server.bingApiKey } });
    expect(connected.status).toBe(201);
    const properties = await request(app.url, 'GET', '/api/search-console/properties', { token: user.token });
    expect(properties.body).toEqual([{ id: expect.any(String), siteUrl: 'https://www.example.com/', kind: 'url-prefix' }]);
    const [property] = properties.body as { id: string }[];

    const instanceId = await createInstance(app, user.token, { user_domain: 'example.com', keywords: ['Running Shoes', 'blue sneakers'], serp_country: 'us', devices: ['desktop', 'mobile'] });
    await seedRun(instanceId, new Date(Date.now() - 2 * DAY_MS).toISOString(), 'desktop', { 'Running Shoes': 6, 'blue sneakers': 0 });
    await seedRun(instanceId, new Date(Date.now() - 2 * DAY_MS).toISOString(), 'mobile', { 'Running Shoes': 3 });

    const statsCallsBefore = server.requests.filter((r) => /GetQueryStats|GetPageStats/.test(r.path)).length;
    const linked = await request(app.url, 'POST', `/api/instances/${instanceId}/search-console`, { token: user.token, body: { propertyId: property.id } });
    expect(linked).toMatchObject({ status: 202, body: { jobId: expect.any(String) } });
    const job = await jobFinished(app, linked.body.jobId as string, 150_000);
    expect(job).toMatchObject({ kind: 'search-console-sync', status: 'succeeded', progressDone: window.days, progressTotal: window.days });
    // Query rows and page rows of the window's days; the one older than 16 months left out.
    expect(job.result).toMatchObject({ days: window.days, rows: 5 });
    // Bing answers a site's whole history at once: the backfill asks it once per kind, not once per day.
    const statsCalls = server.requests.filter((r) => /GetQueryStats|GetPageStats/.test(r.path)).slice(statsCallsBefore);
    expect(statsCalls.map((r) => [r.path.split('/').at(-1), r.query.get('siteUrl')])).toEqual([
      ['GetQueryStats', 'https://www.example.com/'],
      ['GetPageStats', 'https://www.example.com/'],
    ]);

    // Bing splits by neither device nor country: each device's row shows the same figures, beside that device's rank.
    const desktop = await request(app.url, 'GET', `/api/instances/${instanceId}/search-console?device=desktop`, { token: user.token });
    expect(desktop.status).toBe(200);
    expect(desktop.body).toEqual({
      propertyId: property.id,
      rows: [
        // (300 × 4 + 100 × 8) / 400 = 5.
        { keyword: 'Running Shoes', clicks: 40, impressions: 400, ctr: 0.1, position: 5, trackedPosition: 6 },
        { keyword: 'blue sneakers', clicks: null, impressions: null, ctr: null, position: null, trackedPosition: null },
      ],
    });
    const mobile = await request(app.url, 'GET', `/api/instances/${instanceId}/search-console?device=mobile`, { token: user.token });
    expect(mobile.body.rows[0]).toEqual({ keyword: 'Running Shoes', clicks: 40, impressions: 400, ctr: 0.1, position: 5, trackedPosition: 3 });
    const recentOnly = await request(app.url, 'GET', `/api/instances/${instanceId}/search-console?from=${RECENT}&to=${RECENT}`, { token: user.token });
    expect(recentOnly.body.rows[0]).toEqual({ keyword: 'Running Shoes', clicks: 30, impressions: 300, ctr: 0.1, position: 4, trackedPosition: 6 });

    const striking = await request(app.url, 'GET', `/api/search-console/striking-distance?propertyId=${property.id}`, { token: user.token });
    expect(striking).toMatchObject({ status: 200, body: [{ query: 'trail running shoes', clicks: 2, impressions: 500, position: 12 }] });
    const viaGraphql = await graphql(app.url, 'query($id: ID!) { searchConsoleStrikingDistance(propertyId: $id) { query clicks impressions position tracked } }', { id: property.id }, user.token);
    expect(viaGraphql.data.searchConsoleStrikingDistance).toEqual(striking.body);

    // The site's totals count the query rows once (Bing's page rows repeat them).
    const series = await request(app.url, 'GET', `/api/search-console/properties/${property.id}/series`, { token: user.token });
    expect(series.body).toEqual([
      { date: EARLIER, clicks: 10, impressions: 100 },
      { date: RECENT, clicks: 32, impressions: 850 },
    ]);
    const losing = await request(app.url, 'GET', `/api/search-console/properties/${property.id}/losing-pages`, { token: user.token });
    expect(losing).toMatchObject({ status: 200, body: [] });
  });
});
