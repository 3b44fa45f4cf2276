import { createServices } from '../src/app/services';
import type { SearchAnalyticsRow } from '../src/modules/search-console/providers';
import { positionsDisagree } from '../src/modules/tracker/keyword-search-console';
import { createInstance, createUser } from './support/factories';
import { graphql, request } from './support/http';
import { sandboxProperty } from './support/search-console';
import { startTestApp, type TestApp } from './support/test-app';

// The keyword table's Search Console columns over hand-built rows: joined by keyword (any case), device and the
// instance's country over the last 28 days; the flag where tracked and Search Console positions differ by more than
// the instance's places; no columns without a linked property.

const DAY_MS = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString().slice(0, 10);

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
}, 60_000);
afterAll(async () => {
  await app.close();
});

const sql = <T>(query: string, params: unknown[] = []) => app.deps.orm.em.fork().getConnection().execute<T[]>(query, params);

const row = (date: string, query: string, device: string, country: string, clicks: number, impressions: number, position: number, page = 'https://www.mysite.com/'): SearchAnalyticsRow => ({
  date,
  query,
  page,
  device,
  country,
  clicks,
  impressions,
  ctr: impressions ? clicks / impressions : 0,
  position,
});

async function store(key: number, day: string, rows: SearchAnalyticsRow[]) {
  await createServices(app.deps, app.deps.orm.em.fork()).searchConsoleSync.storeDay(key, day, rows);
}

async function seedRun(instanceId: string, positions: Record<string, number>, devices = ['desktop']) {
  const at = new Date(Date.now() - DAY_MS).toISOString();
  const [{ id }] = await sql<{ id: string }>(
    `insert into tracking_runs (id, instance_id, job_id, status, source, provider, depth, created_at) values (gen_random_uuid(), ?, gen_random_uuid(), 'completed', 'LIVE', 'serper', 100, ?) returning id`,
    [instanceId, at],
  );
  for (const device of devices) {
    for (const [keyword, position] of Object.entries(positions)) {
      await sql(`insert into tracking_results (run_id, instance_id, run_at, domain, keyword, device, position) values (?, ?, ?, 'mysite.com', ?, ?, ?)`, [id, instanceId, at, keyword, device, position]);
    }
  }
}

const TABLE = `query($id: ID!) { trackerKeywordTable(instanceId: $id) {
  searchConsole { propertyId from to flagPlaces sandbox }
  rows { keyword device positionsDisagree searchConsole { clicks impressions ctr position } positions { domain position } } } }`;

describe('Search Console in the keyword table', () => {
  it('shows clicks, impressions, CTR and position per keyword, device and country, and flags positions apart by more than N', async () => {
    const user = await createUser(app, { plan: 'pro' });
    const instanceId = await createInstance(app, user.token, { user_domain: 'mysite.com', keywords: ['Alpha', 'beta', 'gamma', 'delta'], serp_country: 'gb', devices: ['desktop', 'mobile'] });
    await seedRun(instanceId, { Alpha: 3, beta: 20, gamma: 0, delta: 8 }, ['desktop', 'mobile']);

    // No property linked: no Search Console columns, no flags.
    const unlinked = await graphql(app.url, TABLE, { id: instanceId }, user.token);
    expect(unlinked.errors).toBeUndefined();
    expect(unlinked.data.trackerKeywordTable.searchConsole).toBeNull();
    expect(unlinked.data.trackerKeywordTable.rows.every((r: { searchConsole: unknown; positionsDisagree: boolean }) => r.searchConsole === null && !r.positionsDisagree)).toBe(true);

    const property = await sandboxProperty(app, user.token, 'mysite.com');
    await sql('insert into search_console_links (instance_id, property_id) values (?, ?)', [instanceId, property.id]);
    const recent = daysAgo(2);
    const earlier = daysAgo(10);
    await store(property.key, recent, [
      row(recent, 'alpha', 'desktop', 'gbr', 20, 200, 4, 'https://www.mysite.com/a'),
      row(recent, 'alpha', 'desktop', 'gbr', 10, 100, 4, 'https://www.mysite.com/b'),
      row(recent, 'alpha', 'mobile', 'gbr', 1, 10, 11),
      // Another country: not counted.
      row(recent, 'alpha', 'desktop', 'usa', 500, 5000, 1),
      row(recent, 'beta', 'desktop', 'gbr', 0, 50, 14),
      row(recent, 'gamma', 'desktop', 'gbr', 2, 40, 6),
      row(recent, 'delta', 'desktop', 'gbr', 1, 10, 13.4),
    ]);
    await store(property.key, earlier, [row(earlier, 'alpha', 'desktop', 'gbr', 10, 100, 1)]);
    // Older than 28 days: outside the range.
    const old = daysAgo(40);
    await store(property.key, old, [row(old, 'beta', 'desktop', 'gbr', 99, 990, 1)]);

    const linked = await graphql(app.url, TABLE, { id: instanceId }, user.token);
    expect(linked.errors).toBeUndefined();
    const table = linked.data.trackerKeywordTable;
    expect(table.searchConsole).toEqual({ propertyId: property.id, from: daysAgo(28), to: daysAgo(1), flagPlaces: 5, sandbox: true });
    const byRow = new Map<string, { positionsDisagree: boolean; searchConsole: unknown }>(table.rows.map((r: { keyword: string; device: string }) => [`${r.keyword}/${r.device}`, r]));
    // Both pages and days: (200 × 4 + 100 × 4 + 100 × 1) / 400 = 3.25 → 3.3; tracked 3: no flag.
    expect(byRow.get('Alpha/desktop')).toEqual(expect.objectContaining({ positionsDisagree: false, searchConsole: { clicks: 40, impressions: 400, ctr: 0.1, position: 3.3 } }));
    // Mobile: 11 against tracked 3, 8 places apart: flagged.
    expect(byRow.get('Alpha/mobile')).toEqual(expect.objectContaining({ positionsDisagree: true, searchConsole: { clicks: 1, impressions: 10, ctr: 0.1, position: 11 } }));
    // 14 against 20: 6 places, more than 5.
    expect(byRow.get('beta/desktop')).toEqual(expect.objectContaining({ positionsDisagree: true, searchConsole: { clicks: 0, impressions: 50, ctr: 0, position: 14 } }));
    expect(byRow.get('beta/mobile')).toEqual(expect.objectContaining({ positionsDisagree: false, searchConsole: null }));
    // Not found in the tracker: nothing to compare.
    expect(byRow.get('gamma/desktop')).toEqual(expect.objectContaining({ positionsDisagree: false, searchConsole: { clicks: 2, impressions: 40, ctr: 0.05, position: 6 } }));
    // 13.4 against 8: 5.4 places, more than 5.
    expect(byRow.get('delta/desktop')?.positionsDisagree).toBe(true);

    // N = 6 (set over REST): beta (6 apart) and delta (5.4) are no longer flagged; Alpha on mobile (8) still is.
    const current = ((await request(app.url, 'GET', '/api/instances', { token: user.token })).body as { id: string }[]).find((instance) => instance.id === instanceId)!;
    expect(current).toMatchObject({ search_console_flag_places: 5 });
    const put = await request(app.url, 'PUT', `/api/instances/${instanceId}`, { token: user.token, body: { ...current, search_console_flag_places: 6 } });
    expect(put.status).toBe(200);
    expect(put.body.search_console_flag_places).toBe(6);
    const wider = (await graphql(app.url, TABLE, { id: instanceId }, user.token)).data.trackerKeywordTable;
    const flagged = wider.rows.filter((r: { positionsDisagree: boolean }) => r.positionsDisagree).map((r: { keyword: string; device: string }) => `${r.keyword}/${r.device}`);
    expect(wider.searchConsole.flagPlaces).toBe(6);
    expect(flagged).toEqual(['Alpha/mobile']);

    const bad = await request(app.url, 'PUT', `/api/instances/${instanceId}`, { token: user.token, body: { ...current, search_console_flag_places: 0 } });
    expect(bad).toMatchObject({ status: 400, body: { error: 'Places before the Search Console flag must be a whole number from 1 to 100.' } });
    const viaGraphql = await graphql(app.url, 'query($id: ID!) { trackingInstance(id: $id) { searchConsoleFlagPlaces } }', { id: instanceId }, user.token);
    expect(viaGraphql.data.trackingInstance.searchConsoleFlagPlaces).toBe(6);
  });

  it('flags only when both positions are known and more than N apart', () => {
    expect(positionsDisagree(3, 8, 5)).toBe(false);
    expect(positionsDisagree(3, 8.1, 5)).toBe(true);
    expect(positionsDisagree(9, 3.9, 5)).toBe(true);
    expect(positionsDisagree(0, 30, 5)).toBe(false);
    expect(positionsDisagree(null, 30, 5)).toBe(false);
    expect(positionsDisagree(3, null, 5)).toBe(false);
  });
});
