import { strFromU8, unzipSync } from 'fflate';
import { extractText, getDocumentProxy } from 'unpdf';
import { createServices } from '../src/app/services';
import type { SearchAnalyticsRow } from '../src/modules/search-console/providers';
import { isoDay } from '../src/modules/search-console/search-console-sync-plan';
import { createInstance, createUser } from './support/factories';
import { request } from './support/http';
import { sandboxProperty } from './support/search-console';
import { startTestApp, type TestApp } from './support/test-app';

jest.setTimeout(120_000);

// The Search Console report section over hand-built rows: a last-7-days report (UTC) compares today and the 6 days
// before with the 7 days before those.

const DAY_MS = 86_400_000;
const TODAY = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate());
const CURRENT_DAY = isoDay(new Date(TODAY - 2 * DAY_MS));
const PREVIOUS_DAY = isoDay(new Date(TODAY - 9 * DAY_MS));
const BEFORE_BOTH = isoDay(new Date(TODAY - 20 * DAY_MS));
const WORKSPACE = 'Rankcraft-Workspace';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.close();
});

const sql = <T>(query: string, params: unknown[] = []) => app.deps.orm.em.fork().getConnection().execute<T[]>(query, params);

const row = (date: string, query: string, page: string, clicks: number, impressions: number, position: number): SearchAnalyticsRow => ({
  date,
  query,
  page,
  device: 'desktop',
  country: 'usa',
  clicks,
  impressions,
  ctr: impressions ? clicks / impressions : 0,
  position,
});

async function store(key: number, day: string, rows: SearchAnalyticsRow[]) {
  await createServices(app.deps, app.deps.orm.em.fork()).searchConsoleSync.storeDay(key, day, rows);
}

async function fetchBytes(path: string, token: string): Promise<Buffer> {
  const response = await fetch(`${app.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

const createReport = (token: string, sections: unknown[], extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
  request(app.url, 'POST', '/api/reports', { token, headers, body: { name: 'Search report', client: 'My site', range: { preset: 'last-7-days' }, sections, ...extra } });

describe('the Search Console report section', () => {
  it('shows totals against the previous period, the daily trend, top queries and top pages, in HTML, CSV and PDF', async () => {
    const owner = await createUser(app, { plan: 'agency' });
    const instanceId = await createInstance(app, owner.token, { name: 'My site', user_domain: 'mysite.com', keywords: ['alpha'] });
    const property = await sandboxProperty(app, owner.token, 'mysite.com');
    await sql('insert into search_console_links (instance_id, property_id) values (?, ?)', [instanceId, property.id]);
    await store(property.key, CURRENT_DAY, [row(CURRENT_DAY, 'alpha', 'https://mysite.com/a', 30, 300, 4), row(CURRENT_DAY, 'beta', 'https://mysite.com/b', 10, 200, 9)]);
    await store(property.key, PREVIOUS_DAY, [row(PREVIOUS_DAY, 'alpha', 'https://mysite.com/a', 20, 100, 6)]);
    // Outside both periods: counted nowhere.
    await store(property.key, BEFORE_BOTH, [row(BEFORE_BOTH, 'gamma', 'https://mysite.com/c', 500, 5000, 1)]);

    const created = await createReport(owner.token, [{ kind: 'search-console', instanceId }]);
    expect(created.status).toBe(201);
    expect(created.body.sections).toEqual([expect.objectContaining({ kind: 'search-console', instanceId })]);
    const html = (await request(app.url, 'GET', `/api/reports/${created.body.id}/html`, { token: owner.token })).body as string;
    expect(html).toContain('<h2>Search Console</h2><p class="subtitle">My site · sc-domain:mysite.com</p>');
    expect(html).toContain('SANDBOX');
    // Clicks 40 against 20; impressions 500 against 100; CTR 8% against 20%; position (300 × 4 + 200 × 9) / 500 = 6 against 6.
    expect(html).toContain('<tr><td>Clicks</td><td class="number">40</td><td class="number">20</td><td>+100%</td></tr>');
    expect(html).toContain('<tr><td>Impressions</td><td class="number">500</td><td class="number">100</td><td>+400%</td></tr>');
    expect(html).toContain('<tr><td>CTR</td><td>8%</td><td>20%</td><td>-12 pts</td></tr>');
    expect(html).toContain('<tr><td>Average position</td><td class="number">6</td><td class="number">6</td><td>same</td></tr>');
    expect(html).toContain('<h3>Clicks per day</h3><svg');
    expect(html).toContain('<h3>Top queries</h3>');
    expect(html).toContain('<tr><td>alpha</td><td class="number">30</td><td class="number">300</td><td>10%</td><td class="number">4</td><td class="number">20</td><td class="number">100</td><td class="number">6</td></tr>');
    expect(html).toContain('<tr><td>beta</td><td class="number">10</td><td class="number">200</td><td>5%</td><td class="number">9</td><td class="number">0</td><td class="number">0</td><td>–</td></tr>');
    expect(html).toContain('<tr><td>https://mysite.com/a</td><td class="number">30</td>');
    expect(html).not.toContain('gamma');

    const files = unzipSync(new Uint8Array(await fetchBytes(`/api/reports/${created.body.id}/csv`, owner.token)));
    const lines = strFromU8(files['01-search-console.csv']).trim().split('\n');
    expect(lines[0]).toBe('kind,name,clicks,impressions,ctr,position,clicks_before,impressions_before,position_before');
    expect(lines[1]).toBe('total,,40,500,0.08,6,20,100,6');
    expect(lines).toContain(`day,${CURRENT_DAY},40,500,,,,,`);
    expect(lines).toContain('query,alpha,30,300,0.1,4,20,100,6');
    expect(lines).toContain('page,https://mysite.com/b,10,200,0.05,9,0,0,');

    const pdf = await fetchBytes(`/api/reports/${created.body.id}/pdf`, owner.token);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
    expect(text).toContain('Search Console');
    expect(text).toContain('Top queries');
  });

  it('says so when no property is linked or it has no data in the period', async () => {
    const owner = await createUser(app, { plan: 'agency' });
    const unlinked = await createInstance(app, owner.token, { name: 'Unlinked', user_domain: 'mysite.com' });
    const quiet = await createInstance(app, owner.token, { name: 'Quiet', user_domain: 'mysite.com' });
    const property = await sandboxProperty(app, owner.token, 'mysite.com');
    await sql('insert into search_console_links (instance_id, property_id) values (?, ?)', [quiet, property.id]);
    await store(property.key, BEFORE_BOTH, [row(BEFORE_BOTH, 'alpha', 'https://mysite.com/a', 5, 50, 3)]);
    const created = await createReport(owner.token, [{ kind: 'search-console', instanceId: unlinked }, { kind: 'search-console', instanceId: quiet }]);
    expect(created.status).toBe(201);
    const html = (await request(app.url, 'GET', `/api/reports/${created.body.id}/html`, { token: owner.token })).body as string;
    expect(html).toContain('Unlinked · no Search Console property linked');
    expect(html).toContain('Quiet · sc-domain:mysite.com');
    expect(html.match(/No Search Console data for this period/g)).toHaveLength(2);
    const files = unzipSync(new Uint8Array(await fetchBytes(`/api/reports/${created.body.id}/csv`, owner.token)));
    expect(Object.keys(files)).toEqual([]);
  });

  it('refuses another workspace’s instance, a section without an instance, and another client’s instance in a client’s report', async () => {
    const owner = await createUser(app, { plan: 'agency' });
    const stranger = await createUser(app, { plan: 'agency' });
    const instanceId = await createInstance(app, owner.token, { user_domain: 'mysite.com' });
    expect((await createReport(stranger.token, [{ kind: 'search-console', instanceId }])).status).toBe(404);
    expect(await createReport(owner.token, [{ kind: 'search-console' }])).toMatchObject({ status: 400, body: { error: 'Choose a tracking instance for the Search Console section.' } });

    const workspaceId = (await request(app.url, 'POST', '/api/workspaces', { token: owner.token, body: { name: 'Agency' } })).body.id as string;
    const asOwner = { [WORKSPACE]: workspaceId };
    const client = async (name: string) => (await request(app.url, 'POST', `/api/workspaces/${workspaceId}/clients`, { token: owner.token, body: { name } })).body.id as string;
    const [acme, beta] = [await client('Acme'), await client('Beta')];
    const instanceOf = async (clientId: string, name: string) => {
      const created = await request(app.url, 'POST', '/api/instances', { token: owner.token, headers: asOwner, body: { name, user_domain: 'mysite.com', user_company_name: 'Me', keywords: ['alpha'], clientId } });
      expect(created.status).toBe(201);
      return created.body.id as string;
    };
    const betaInstance = await instanceOf(beta, 'Beta site');
    const acmeInstance = await instanceOf(acme, 'Acme site');
    expect(await createReport(owner.token, [{ kind: 'search-console', instanceId: betaInstance }], { clientId: acme }, asOwner)).toMatchObject({
      status: 400,
      body: { error: 'This tracking instance is not grouped under the report’s client: a client’s report shows Search Console data of its own instances only.' },
    });
    expect((await createReport(owner.token, [{ kind: 'search-console', instanceId: acmeInstance }], { clientId: acme }, asOwner)).status).toBe(201);
  });
});
