import { createServices } from '../src/app/services';
import { admitForWork } from '../src/modules/auth/access';
import { User } from '../src/modules/auth/user.entity';
import { WorkspaceRole } from '../src/modules/auth/workspace.entity';
import { syncWindow } from '../src/modules/search-console/search-console-sync-plan';
import { ENGINES, startEngineApp, type Engine, type EngineApp } from './support/engine-app';
import { createInstance, createUser, jobFinished } from './support/factories';
import { request } from './support/http';
import { startSearchConsoleServer, type SearchConsoleServer } from './support/search-console-server';

jest.setTimeout(180_000);

// The sync job on both runners: a 16-month backfill against the local Google server, day by day, paged with
// startRow, a spent quota waited out and retried, re-runs idempotent; then reads over what it stored.

const ROWS_PER_DAY = 5;
/** Two pages a day: 16 months stay under 1,200 queries, so the pace (a minute's wait past them) is not hit here. */
const PAGE_ROWS = 3;

describe.each(ENGINES)('the Search Console backfill on the %s runner', (engine: Engine) => {
  let app: EngineApp;
  let server: SearchConsoleServer;

  beforeAll(async () => {
    server = await startSearchConsoleServer({ sites: [{ siteUrl: 'sc-domain:example.com', permissionLevel: 'siteOwner' }], rowsPerProperty: ROWS_PER_DAY });
    app = await startEngineApp(engine, {
      GOOGLE_CLIENT_ID: server.clientId,
      GOOGLE_CLIENT_SECRET: server.clientSecret,
      GOOGLE_OAUTH_AUTHORIZATION_URL: `${server.url}/o/oauth2/v2/auth`,
      GOOGLE_OAUTH_BASE_URL: server.url,
      SEARCH_CONSOLE_API_BASE_URL: `${server.url}/webmasters/v3`,
      SEARCH_CONSOLE_MAX_ATTEMPTS: '1',
      SEARCH_CONSOLE_PAGE_ROWS: String(PAGE_ROWS),
      SEARCH_CONSOLE_QUOTA_BACKOFF_MS: '20',
    });
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await server?.close();
  });

  it('reads 16 months day by day in pages, waits out a spent quota, reports progress and stores each day once', async () => {
    const user = await createUser(app, { plan: 'pro' });
    const started = await request(app.url, 'POST', '/api/search-console/connect', { token: user.token });
    const url = new URL(started.body.url as string);
    const code = server.consent(url.toString());
    await fetch(`${app.url}/api/search-console/callback?${new URLSearchParams({ code, state: url.searchParams.get('state') ?? '' })}`, { redirect: 'manual' });
    const [property] = (await request(app.url, 'GET', '/api/search-console/properties', { token: user.token })).body as { id: string }[];
    const instanceId = await createInstance(app, user.token, { user_domain: 'example.com', keywords: ['query 1', 'query 3', 'not searched'] });

    // Two quota answers (429 RESOURCE_EXHAUSTED) before the first analytics query: waited out, then retried.
    server.failNext(2, { status: 429, body: { error: { code: 429, message: 'Quota exceeded', status: 'RESOURCE_EXHAUSTED' } } });
    const before = server.requests.length;
    const linked = await request(app.url, 'POST', `/api/instances/${instanceId}/search-console`, { token: user.token, body: { propertyId: property.id } });
    expect(linked.status).toBe(202);
    const job = await jobFinished(app, linked.body.jobId as string, 150_000);
    const window = syncWindow('backfill', new Date());
    expect(job).toMatchObject({ kind: 'search-console-sync', status: 'succeeded', progressDone: window.days, progressTotal: window.days });
    expect(job.result).toMatchObject({ days: window.days, rows: window.days * ROWS_PER_DAY });

    const analytics = server.requests.slice(before).filter((r) => r.path.endsWith('/searchAnalytics/query'));
    // Per day: startRow 0 and 3 (the last page short); plus the two refused.
    expect(analytics.length).toBe(window.days * Math.ceil(ROWS_PER_DAY / PAGE_ROWS) + 2);
    const bodies = analytics.map((r) => JSON.parse(r.body) as { startDate: string; endDate: string; startRow: number; rowLimit: number; dimensions: string[] });
    expect(bodies[0]).toMatchObject({ startDate: window.to, endDate: window.to, startRow: 0, rowLimit: PAGE_ROWS, dimensions: ['date', 'query', 'page', 'device', 'country'] });
    expect(bodies.slice(2, 4).map((b) => b.startRow)).toEqual([0, 3]);
    // Newest day first, oldest last.
    expect(bodies.at(-1)).toMatchObject({ startDate: window.from });

    const em = app.deps.orm.em.fork();
    const counts = async () =>
      (await em.getConnection().execute<{ rows: string; days: string; queries: string }[]>(
        `select count(*) as rows, count(distinct day) as days, (select count(*) from search_console_queries q join search_console_properties p on p.key = q.property_key where p.id = ?) as queries
         from search_console_rows r join search_console_properties p on p.key = r.property_key where p.id = ?`,
        [property.id, property.id],
      ))[0];
    expect(await counts()).toEqual({ rows: String(window.days * ROWS_PER_DAY), days: String(window.days), queries: String(ROWS_PER_DAY) });

    // Bytes per query-day: the rows table with its indexes, over the rows stored (noted in the README).
    const [{ bytes }] = await em.getConnection().execute<{ bytes: string }[]>(`select pg_total_relation_size('search_console_rows') as bytes`);
    const perRow = Number(bytes) / (window.days * ROWS_PER_DAY);
    expect(perRow).toBeLessThan(400);

    // A re-run (the daily pass's 'recent' sync) replaces the days it reads: nothing doubles.
    const { searchConsoleConnections } = createServices(app.deps, app.deps.orm.em.fork());
    const recent = await searchConsoleConnections.startSync({ id: user.id }, await searchConsoleConnections.findPropertyOrFail(await viewerOf(app, user.id), property.id), 'recent');
    expect((await jobFinished(app, recent.id)).status).toBe('succeeded');
    expect(await counts()).toEqual({ rows: String(window.days * ROWS_PER_DAY), days: String(window.days), queries: String(ROWS_PER_DAY) });

    // The daily pass: a 'recent' sync of each linked property; nothing doubles either.
    const beforePass = server.requests.length;
    expect(await createServices(app.deps, app.deps.orm.em.fork()).searchConsoleConnections.syncLinkedRecent()).toBe(1);
    const [{ id: passJobId }] = await em.getConnection().execute<{ id: string }[]>(`select id from jobs where kind = 'search-console-sync' and subject_id = ? order by created_at desc limit 1`, [property.id]);
    expect(await jobFinished(app, passJobId)).toMatchObject({ status: 'succeeded', result: { mode: 'recent', days: 4 } });
    expect(server.requests.slice(beforePass).filter((r) => r.path.endsWith('/searchAnalytics/query')).length).toBe(4 * Math.ceil(ROWS_PER_DAY / PAGE_ROWS));
    expect(await counts()).toEqual({ rows: String(window.days * ROWS_PER_DAY), days: String(window.days), queries: String(ROWS_PER_DAY) });

    // The tracker's join: tracked keywords in order, Search Console figures where the property has them (the
    // server's rows: 'query n' on desktop when n is even, clicks 5 - n, impressions 10 × that, position 1 + n).
    const to = window.to;
    const from = new Date(Date.parse(`${to}T00:00:00Z`) - 6 * 86_400_000).toISOString().slice(0, 10);
    const mobile = await request(app.url, 'GET', `/api/instances/${instanceId}/search-console?from=${from}&to=${to}&device=mobile`, { token: user.token });
    expect(mobile.body).toEqual({
      propertyId: property.id,
      rows: [
        { keyword: 'query 1', clicks: 4 * 7, impressions: 40 * 7, ctr: 0.1, position: 2, trackedPosition: null },
        { keyword: 'query 3', clicks: 2 * 7, impressions: 20 * 7, ctr: 0.1, position: 4, trackedPosition: null },
        { keyword: 'not searched', clicks: null, impressions: null, ctr: null, position: null, trackedPosition: null },
      ],
    });
    const desktop = await request(app.url, 'GET', `/api/instances/${instanceId}/search-console?from=${from}&to=${to}&device=desktop`, { token: user.token });
    expect(desktop.body.rows.map((row: { clicks: number | null }) => row.clicks)).toEqual([null, null, null]);
  });
});

/** The user as a request would admit them, for calling services directly. */
async function viewerOf(app: EngineApp, userId: string) {
  const user = await app.deps.orm.em.fork().findOneOrFail(User, { id: userId });
  return admitForWork(user, { id: user.personalWorkspaceId, role: WorkspaceRole.owner, payer: user });
}

