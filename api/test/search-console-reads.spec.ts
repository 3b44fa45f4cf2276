import { createServices } from '../src/app/services';
import type { SearchAnalyticsRow } from '../src/modules/search-console/providers';
import { createInstance, createUser } from './support/factories';
import { graphql, request } from './support/http';
import { sandboxProperty } from './support/search-console';
import { startTestApp, type TestApp } from './support/test-app';

// The reads over hand-built rows: the tracker's join (same device and country, impressions-weighted position,
// the latest tracked rank beside it), striking distance, and the property series and CTR by position.

const TO = '2026-11-20';
const DAY_BEFORE = '2026-11-19';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
}, 60_000);
afterAll(async () => {
  await app.close();
});

const sql = <T>(query: string, params: unknown[] = []) => app.deps.orm.em.fork().getConnection().execute<T[]>(query, params);

const row = (date: string, query: string | null, device: string, country: string, clicks: number, impressions: number, position: number, page: string | null = 'https://www.mysite.com/'): SearchAnalyticsRow => ({
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

/** A completed run of the instance at `at` with the own domain's positions per keyword (0: not found). */
async function seedRun(instanceId: string, at: string, positions: Record<string, number>, device = 'desktop') {
  const [{ id }] = await sql<{ id: string }>(
    `insert into tracking_runs (id, instance_id, job_id, status, source, provider, depth, created_at) values (gen_random_uuid(), ?, gen_random_uuid(), 'completed', 'LIVE', 'serper', 10, ?) returning id`,
    [instanceId, at],
  );
  for (const [keyword, position] of Object.entries(positions)) {
    await sql(`insert into tracking_results (run_id, instance_id, run_at, domain, keyword, device, position) values (?, ?, ?, 'mysite.com', ?, ?, ?)`, [id, instanceId, at, keyword, device, position]);
  }
}

describe('Search Console reads', () => {
  it('joins tracked keywords with Search Console rows of the same device and country, beside the latest tracked rank', async () => {
    const user = await createUser(app, { plan: 'pro' });
    const instanceId = await createInstance(app, user.token, { user_domain: 'mysite.com', keywords: ['Alpha', 'beta', 'gamma'], serp_country: 'us' });
    const property = await sandboxProperty(app, user.token, 'mysite.com');
    await sql('insert into search_console_links (instance_id, property_id) values (?, ?)', [instanceId, property.id]);
    await store(property.key, DAY_BEFORE, [
      row(DAY_BEFORE, 'alpha', 'desktop', 'usa', 10, 100, 3),
      row(DAY_BEFORE, 'alpha', 'mobile', 'usa', 99, 990, 1),
      row(DAY_BEFORE, 'alpha', 'desktop', 'gbr', 77, 770, 1),
    ]);
    await store(property.key, TO, [
      row(TO, 'alpha', 'desktop', 'usa', 20, 200, 5, 'https://www.mysite.com/a'),
      row(TO, 'alpha', 'desktop', 'usa', 10, 100, 5, 'https://www.mysite.com/b'),
    ]);
    await store(property.key, '2026-10-01', [row('2026-10-01', 'gamma', 'desktop', 'usa', 5, 50, 2)]);
    await seedRun(instanceId, '2026-11-10T08:00:00Z', { Alpha: 9, beta: 4 });
    await seedRun(instanceId, '2026-11-17T08:00:00Z', { Alpha: 6, beta: 0 });
    await seedRun(instanceId, '2026-11-18T08:00:00Z', { Alpha: 2 }, 'mobile');

    const desktop = await request(app.url, 'GET', `/api/instances/${instanceId}/search-console?from=${DAY_BEFORE}&to=${TO}&device=desktop`, { token: user.token });
    expect(desktop.status).toBe(200);
    expect(desktop.body).toEqual({
      propertyId: property.id,
      rows: [
        // (10 × 3 + 300 × 5) / 400 = 4.5 over both days and pages; mobile and gbr rows left out.
        { keyword: 'Alpha', clicks: 40, impressions: 400, ctr: 0.1, position: 4.5, trackedPosition: 6 },
        { keyword: 'beta', clicks: null, impressions: null, ctr: null, position: null, trackedPosition: null },
        // Its one row is outside the range.
        { keyword: 'gamma', clicks: null, impressions: null, ctr: null, position: null, trackedPosition: null },
      ],
    });
    const mobile = await request(app.url, 'GET', `/api/instances/${instanceId}/search-console?from=${DAY_BEFORE}&to=${TO}&device=mobile`, { token: user.token });
    expect(mobile.body.rows[0]).toEqual({ keyword: 'Alpha', clicks: 99, impressions: 990, ctr: 0.1, position: 1, trackedPosition: 2 });

    // Storing a day again replaces it.
    await store(property.key, TO, [row(TO, 'alpha', 'desktop', 'usa', 1, 100, 7)]);
    const again = await request(app.url, 'GET', `/api/instances/${instanceId}/search-console?from=${TO}&to=${TO}&device=desktop`, { token: user.token });
    expect(again.body.rows[0]).toMatchObject({ clicks: 1, impressions: 100, ctr: 0.01, position: 7 });

    const viaGraphql = await graphql(app.url, `query($id: ID!) { searchConsoleInstanceRows(instanceId: $id, from: "${DAY_BEFORE}", to: "${TO}", device: "mobile") { rows { keyword clicks position trackedPosition } } }`, { id: instanceId }, user.token);
    expect(viaGraphql.data.searchConsoleInstanceRows.rows[0]).toEqual({ keyword: 'Alpha', clicks: 99, position: 1, trackedPosition: 2 });

    for (const [query, message] of [
      ['from=2026-13-01', 'from must be a date as YYYY-MM-DD.'],
      [`from=${TO}&to=${DAY_BEFORE}`, 'from must be on or before to, at most 16 months apart.'],
      ['device=watch', 'device must be desktop, mobile or tablet.'],
    ]) {
      expect(await request(app.url, 'GET', `/api/instances/${instanceId}/search-console?${query}`, { token: user.token })).toMatchObject({ status: 400, body: { error: message } });
    }
  });

  it('finds striking-distance queries (positions 8-20 in the last 28 days, with impressions, not tracked), most impressions first', async () => {
    const user = await createUser(app, { plan: 'pro' });
    const instanceId = await createInstance(app, user.token, { user_domain: 'mysite.com', keywords: ['alpha'] });
    const property = await sandboxProperty(app, user.token, 'mysite.com');
    await sql('insert into search_console_links (instance_id, property_id) values (?, ?)', [instanceId, property.id]);
    await store(property.key, TO, [
      row(TO, 'delta', 'desktop', 'usa', 3, 500, 12),
      row(TO, 'epsilon', 'mobile', 'gbr', 8, 800, 9),
      row(TO, 'zeta', 'desktop', 'usa', 0, 900, 25),
      row(TO, 'alpha', 'desktop', 'usa', 1, 1000, 10),
      row(TO, 'eta', 'desktop', 'usa', 0, 0, 15),
    ]);
    // Two days: 8 then 16 by impressions, 12 on average: in.
    await store(property.key, DAY_BEFORE, [row(DAY_BEFORE, 'iota', 'desktop', 'usa', 1, 100, 8), row(DAY_BEFORE, 'iota', 'desktop', 'usa', 0, 100, 16, 'https://www.mysite.com/x')]);
    await store(property.key, '2026-10-10', [row('2026-10-10', 'theta', 'desktop', 'usa', 1, 5000, 12)]);
    await sql('update search_console_properties set synced_through = ? where id = ?', [TO, property.id]);

    const striking = await request(app.url, 'GET', `/api/search-console/striking-distance?propertyId=${property.id}`, { token: user.token });
    expect(striking.status).toBe(200);
    expect(striking.body).toEqual([
      { query: 'epsilon', clicks: 8, impressions: 800, position: 9, tracked: false },
      { query: 'delta', clicks: 3, impressions: 500, position: 12, tracked: false },
      { query: 'iota', clicks: 1, impressions: 200, position: 12, tracked: false },
    ]);

    const series = await request(app.url, 'GET', `/api/search-console/properties/${property.id}/series?from=${DAY_BEFORE}&to=${TO}`, { token: user.token });
    expect(series.body).toEqual([
      { date: DAY_BEFORE, clicks: 1, impressions: 200 },
      { date: TO, clicks: 12, impressions: 3200 },
    ]);
    const ctr = await request(app.url, 'GET', `/api/search-console/properties/${property.id}/ctr-by-position?days=28`, { token: user.token });
    expect(ctr.body).toEqual([
      { position: 8, ctr: 0.01, impressions: 100 },
      { position: 9, ctr: 0.01, impressions: 800 },
      { position: 10, ctr: 0.001, impressions: 1000 },
      { position: 12, ctr: 0.006, impressions: 500 },
      { position: 16, ctr: 0, impressions: 100 },
    ]);
    const queries = await request(app.url, 'GET', `/api/search-console/properties/${property.id}/queries?days=28`, { token: user.token });
    expect(queries.body.lost).toEqual([{ query: 'theta', clicks: 1, impressions: 5000, position: 12, tracked: false }]);
    expect(queries.body.new.map((entry: { query: string }) => entry.query)).toEqual(['alpha', 'zeta', 'epsilon', 'delta', 'iota']);
  });

  it('marks the new and lost queries an instance tracks: the one asked about, else any linked to the property', async () => {
    const user = await createUser(app, { plan: 'pro' });
    const first = await createInstance(app, user.token, { user_domain: 'mysite.com', keywords: ['Alpha'] });
    const second = await createInstance(app, user.token, { user_domain: 'mysite.com', keywords: ['beta'] });
    const unlinked = await createInstance(app, user.token, { user_domain: 'mysite.com', keywords: ['gamma'] });
    const property = await sandboxProperty(app, user.token, 'mysite.com');
    for (const instanceId of [first, second]) await sql('insert into search_console_links (instance_id, property_id) values (?, ?)', [instanceId, property.id]);
    await store(property.key, TO, [row(TO, 'alpha', 'desktop', 'usa', 3, 300, 4), row(TO, 'beta', 'desktop', 'usa', 2, 200, 5), row(TO, 'gamma', 'desktop', 'usa', 1, 100, 6)]);
    await sql('update search_console_properties set synced_through = ? where id = ?', [TO, property.id]);
    const marked = (body: { new: { query: string; tracked: boolean }[] }) => body.new.map((entry) => [entry.query, entry.tracked]);

    const anyLinked = await request(app.url, 'GET', `/api/search-console/properties/${property.id}/queries?days=28`, { token: user.token });
    expect(marked(anyLinked.body)).toEqual([['alpha', true], ['beta', true], ['gamma', false]]);
    const ofFirst = await request(app.url, 'GET', `/api/search-console/properties/${property.id}/queries?days=28&instance_id=${first}`, { token: user.token });
    expect(marked(ofFirst.body)).toEqual([['alpha', true], ['beta', false], ['gamma', false]]);
    // Any instance of the viewer's may be asked about, linked or not.
    const viaGraphql = await graphql(
      app.url,
      'query($property: ID!, $instance: ID) { searchConsoleNewAndLostQueries(propertyId: $property, days: 28, instanceId: $instance) { new { query tracked } } }',
      { property: property.id, instance: unlinked },
      user.token,
    );
    expect(marked(viaGraphql.data.searchConsoleNewAndLostQueries)).toEqual([['alpha', false], ['beta', false], ['gamma', true]]);

    // Another's instance, or no instance at all, is not found.
    const other = await createUser(app, { plan: 'pro' });
    const othersInstance = await createInstance(app, other.token, { user_domain: 'other.com', keywords: ['alpha'] });
    for (const instanceId of [othersInstance, 'not-an-id']) {
      expect(await request(app.url, 'GET', `/api/search-console/properties/${property.id}/queries?instance_id=${instanceId}`, { token: user.token })).toMatchObject({ status: 404 });
    }
  });
});
