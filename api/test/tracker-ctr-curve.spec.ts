import { createServices } from '../src/app/services';
import { migratorOf } from '../src/db/orm';
import type { SearchAnalyticsRow } from '../src/modules/search-console/providers';
import { positionsText } from '../src/modules/tracker/ctr-curve';
import { bestRate, visibilityTenths } from '../src/modules/tracker/visibility-curve';
import { createInstance, createUser } from './support/factories';
import { graphql, request } from './support/http';
import { migrateUpAgain } from './support/migrate-again';
import { sandboxProperty } from './support/search-console';
import { startSerperApp, type SerperApp } from './support/serper-app';

// Visibility and share of voice weigh positions by the site's own click-through rates where its linked Search
// Console property had enough impressions at a position over the last 90 days, and by the default curve elsewhere;
// hand-built fixtures with the arithmetic written out. Without a link the figures are those of the default curve,
// as before the rates per position were stored.

const DAY_MS = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString().slice(0, 10);
const fillers = (count: number, prefix: string) => Array.from({ length: count }, (_, index) => `${prefix}-${index + 1}.net`);

const CURVE = 'source siteUrl sandbox ownPositions own { position rate impressions } note';
// One read per request, in turn: reads in one request run at once, and two that store a run's missing figures
// together can see each other's rows half replaced.
const READS = {
  report: `query($id: ID!) { trackerReport(instanceId: $id) { visibility { domain score } ctrCurve { ${CURVE} } } }`,
  shareOfVoice: `query($id: ID!, $tag: String) { trackerShareOfVoice(instanceId: $id, tag: $tag) { companies { domain share } ctrCurve { ${CURVE} } } }`,
  tags: `query($id: ID!) { trackerTagSummary(instanceId: $id) { tag companies { domain visibility } ctrCurve { ${CURVE} } } }`,
};

let app: SerperApp;
let owner: { token: string };
let id: string;

beforeAll(async () => {
  app = await startSerperApp();
  owner = await createUser(app, { plan: 'pro' });
  id = await createInstance(app, owner.token, { competitor_domains: ['rival.io'], competitor_company_names: ['Rival'], keywords: ['alpha', 'beta', 'gamma', 'delta'] });
  expect(await request(app.url, 'POST', `/api/instances/${id}/keywords/bulk`, { token: owner.token, body: { action: 'addTags', keywords: ['alpha', 'beta'], tags: ['core'] } })).toMatchObject({ status: 200 });
  // Acme: alpha 1, beta 3, gamma 12, delta not found; Rival: alpha 2, delta 3.
  app.serper.setRankings({ alpha: ['acme.com', 'rival.io'], beta: ['x.com', 'y.com', 'acme.com'], gamma: [...fillers(11, 'g'), 'acme.com'], delta: ['x.com', 'y.com', 'rival.io'] });
  expect(await request(app.url, 'POST', `/api/instances/${id}/run`, { token: owner.token })).toMatchObject({ status: 200, body: { status: 'succeeded' } });
  await sql(`update tracking_keyword_volumes set volume = case keyword_key when 'alpha' then 1000 when 'beta' then 100 when 'gamma' then 500 else 400 end
    where country = 'us' and keyword_key in ('alpha', 'beta', 'gamma', 'delta')`);
}, 60_000);
afterAll(async () => {
  await app.close();
});

const sql = <T>(text: string, params: unknown[] = []) => app.deps.orm.em.fork().getConnection().execute<T[]>(text, params);

const row = (date: string, query: string, clicks: number, impressions: number, position: number, device = 'desktop', country = 'usa'): SearchAnalyticsRow => ({
  date,
  query,
  page: 'https://acme.com/',
  device,
  country,
  clicks,
  impressions,
  ctr: clicks / impressions,
  position,
});

async function store(key: number, day: string, rows: SearchAnalyticsRow[]) {
  await createServices(app.deps, app.deps.orm.em.fork()).searchConsoleSync.storeDay(key, day, rows);
}

async function read(query: string, variables: Record<string, unknown> = {}) {
  const answer = await graphql(app.url, query, { id, ...variables }, owner.token);
  expect(answer.errors).toBeUndefined();
  return answer.data;
}

type Figure = { domain: string; score?: number; share?: number; visibility?: number };
const byDomain = (companies: Figure[], field: 'score' | 'share' | 'visibility') => Object.fromEntries(companies.map((company) => [company.domain, company[field]]));

async function figures() {
  const report = (await read(READS.report)).trackerReport;
  const all = (await read(READS.shareOfVoice)).trackerShareOfVoice;
  const core = (await read(READS.shareOfVoice, { tag: 'core' })).trackerShareOfVoice;
  const coreTag = (await read(READS.tags)).trackerTagSummary.find((summary: { tag: string }) => summary.tag === 'core');
  return {
    visibility: byDomain(report.visibility, 'score'),
    shareOfVoice: byDomain(all.companies, 'share'),
    coreShareOfVoice: byDomain(core.companies, 'share'),
    coreVisibility: byDomain(coreTag.companies, 'visibility'),
    curves: [report.ctrCurve, all.ctrCurve, core.ctrCurve, coreTag.ctrCurve],
  };
}

// Jest's default is short for a dozen reads on PGlite under load.
jest.setTimeout(120_000);

describe('click-through rates by position in visibility and share of voice', () => {
  let unlinked: Awaited<ReturnType<typeof figures>>;
  let property: { id: string; key: number };

  it('weigh positions by the default curve without a linked property, as before', async () => {
    unlinked = await figures();
    // Share of voice over 2,000 searches: Acme (1000 × 27.6 + 100 × 11.0 + 500 × 0.063) / 2000 = 14.4 %,
    // Rival (1000 × 15.8 + 400 × 11.0) / 2000 = 10.1 %; tag core (1,100 searches): 28700 / 1100 = 26.1 %, 15800 / 1100 = 14.4 %.
    // Visibility over 4 keywords: Acme (27.6 + 11.0) / (4 × 27.6) = 35.0 %, Rival (15.8 + 11.0) / 110.4 = 24.3 %;
    // tag core (2 keywords): Acme 38.6 / 55.2 = 69.9 %, Rival 15.8 / 55.2 = 28.6 %.
    expect(unlinked).toEqual({
      visibility: { 'acme.com': 35, 'rival.io': 24.3 },
      shareOfVoice: { 'acme.com': 14.4, 'rival.io': 10.1 },
      coreShareOfVoice: { 'acme.com': 26.1, 'rival.io': 14.4 },
      coreVisibility: { 'acme.com': 69.9, 'rival.io': 28.6 },
      curves: Array.from({ length: 4 }, () => ({
        source: 'DEFAULT',
        siteUrl: null,
        sandbox: false,
        ownPositions: [],
        own: [],
        note: 'Click-through rates by position: the default curve (Backlinko, 2023).',
      })),
    });
  });

  it('use the site’s own rate at each position with at least 200 impressions over the last 90 days, the default elsewhere', async () => {
    property = await sandboxProperty(app, owner.token, 'acme.com');
    await sql('insert into search_console_links (instance_id, property_id) values (?, ?)', [id, property.id]);
    await store(property.key, daysAgo(2), [
      // Position 1 over two queries and days: (240 + 160) / (600 + 400) = 40 %.
      row(daysAgo(2), 'alpha', 240, 600, 1.2),
      // Position 3: 30 / 300 = 10 %; position 12 (any device and country): 7 / 200 = 3.5 %, exactly the impressions needed.
      row(daysAgo(2), 'beta', 30, 300, 3),
      row(daysAgo(2), 'gamma', 7, 200, 12.4, 'mobile', 'gbr'),
      // Position 2 with 199 impressions: too few, the default 15.8 % stays; position 25 is beyond the curve.
      row(daysAgo(2), 'rival brand', 60, 199, 2),
      row(daysAgo(2), 'deep', 0, 900, 25),
    ]);
    await store(property.key, daysAgo(30), [row(daysAgo(30), 'acme', 160, 400, 0.9)]);
    // Older than 90 days: not counted.
    await store(property.key, daysAgo(120), [row(daysAgo(120), 'old', 2500, 5000, 5)]);

    const own = await figures();
    // Share of voice: Acme (1000 × 40 + 100 × 10 + 500 × 3.5) / 2000 = 21.4 %, Rival (1000 × 15.8 + 400 × 10) / 2000 = 9.9 %;
    // tag core: Acme (1000 × 40 + 100 × 10) / 1100 = 37.3 %, Rival 15800 / 1100 = 14.4 %.
    // Visibility, against every keyword at the site's own 40 % of position 1: Acme (40 + 10 + 3.5) / (4 × 40) = 33.4 %,
    // Rival (15.8 + 10) / 160 = 16.1 %; tag core: Acme (40 + 10) / 80 = 62.5 %, Rival 15.8 / 80 = 19.75 → 19.8 %.
    expect(own).toEqual({
      visibility: { 'acme.com': 33.4, 'rival.io': 16.1 },
      shareOfVoice: { 'acme.com': 21.4, 'rival.io': 9.9 },
      coreShareOfVoice: { 'acme.com': 37.3, 'rival.io': 14.4 },
      coreVisibility: { 'acme.com': 62.5, 'rival.io': 19.8 },
      curves: Array.from({ length: 4 }, () => ({
        source: 'SEARCH_CONSOLE',
        siteUrl: 'sc-domain:acme.com',
        sandbox: true,
        ownPositions: [1, 3, 12],
        own: [
          { position: 1, rate: 40, impressions: 1000 },
          { position: 3, rate: 10, impressions: 300 },
          { position: 12, rate: 3.5, impressions: 200 },
        ],
        note: 'Click-through rates by position: your site’s own, from the sandbox Search Console, generated data (sc-domain:acme.com) over the last 90 days, at positions 1, 3 and 12; the default curve (Backlinko, 2023) elsewhere.',
      })),
    });
  });

  it('say which rates a report’s tracker summary and visibility chart use', async () => {
    const created = await request(app.url, 'POST', '/api/reports', {
      token: owner.token,
      body: { name: 'Curve', client: 'Acme', range: { preset: 'last-7-days' }, sections: [{ kind: 'tracker-summary', instanceId: id }, { kind: 'visibility-chart', instanceId: id }] },
    });
    expect(created.status).toBe(201);
    const html = (await request(app.url, 'GET', `/api/reports/${created.body.id}/html`, { token: owner.token })).body as string;
    const note = 'your site’s own, from the sandbox Search Console, generated data (sc-domain:acme.com) over the last 90 days, at positions 1, 3 and 12';
    // Once under the summary's table, once under the chart; the summary's figures are the own curve's.
    expect(html.split(note)).toHaveLength(3);
    expect(html).toMatch(/Acme \(you\)<\/td><td>33\.4%<\/td><td>[^<]*<\/td><td>21\.4%<\/td>/);
    expect(html).toContain('SANDBOX');
  });

  it('fall back to the default curve, figure for figure, when no position has enough impressions or the link goes', async () => {
    // The same days again with fewer impressions: no position reaches 200.
    await store(property.key, daysAgo(2), [row(daysAgo(2), 'alpha', 80, 150, 1), row(daysAgo(2), 'beta', 3, 30, 3)]);
    await store(property.key, daysAgo(30), [row(daysAgo(30), 'acme', 20, 49, 1)]);
    const thin = await figures();
    const { curves, ...values } = unlinked;
    expect({ ...thin, curves: undefined }).toEqual({ ...values, curves: undefined });
    expect(thin.curves[0]).toEqual({
      ...curves[0],
      siteUrl: 'sc-domain:acme.com',
      sandbox: true,
      note: 'Click-through rates by position: the default curve (Backlinko, 2023); the sandbox Search Console, generated data (sc-domain:acme.com) has fewer than 200 impressions at every position over the last 90 days.',
    });

    await sql('delete from search_console_links where instance_id = ?', [id]);
    expect(await figures()).toEqual(unlinked);
  });

  it('are stored per position for the existing history by their migration', async () => {
    const stored = async () => ({
      figures: await sql('select run_id, device, tag, domain, keywords_at, volume_at from tracking_run_tag_figures where instance_id = ? order by run_id, device, tag, domain', [id]),
      summaries: await sql('select run_id, domain, device, keywords_at from tracking_run_summaries where instance_id = ? order by run_id, domain, device', [id]),
      positionDays: await sql<{ day: unknown; position: number; clicks: string; impressions: string }>(
        "select to_char(day, 'YYYY-MM-DD') as day, position, clicks, impressions from search_console_position_days where property_key = ? order by day, position",
        [property.key],
      ),
    });
    const before = await stored();
    // Acme's row over every keyword: alpha at 1 (1,000 searches), beta at 3 (100), gamma at 12 (500).
    const acme = before.figures.find((figure) => (figure as { tag: string; domain: string }).tag === '' && (figure as { domain: string }).domain === 'acme.com') as { keywords_at: number[]; volume_at: (string | number)[] };
    expect(acme.keywords_at.map(Number)).toEqual([1, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(acme.volume_at.map(Number)).toEqual([1000, 0, 100, 0, 0, 0, 0, 0, 0, 0, 0, 500, 0, 0, 0, 0, 0, 0, 0, 0]);
    // The property's clicks and impressions per day and rounded position, as the last days stored them.
    expect(before.positionDays.map((day) => [day.day, day.position, Number(day.clicks), Number(day.impressions)])).toEqual([
      [daysAgo(120), 5, 2500, 5000],
      [daysAgo(30), 1, 20, 49],
      [daysAgo(2), 1, 80, 150],
      [daysAgo(2), 3, 3, 30],
    ]);
    const migrator = await migratorOf(app.deps.orm);
    await migrator.down({ to: 'Migration20261130160000_search_console_alerts' });
    await migrateUpAgain(app, migrator);
    expect(await stored()).toEqual(before);
    expect(await figures()).toEqual(unlinked);
  });

  it('keep visibility within 100 %: its maximum is the curve’s highest rate, position 1’s on any usual curve', () => {
    expect(bestRate([])).toBe(27.6);
    expect(bestRate([{ position: 1, rate: 40 }])).toBe(40);
    // No clicks at position 1 (however unlikely): the default's 15.8 % at position 2 is the highest.
    expect(bestRate([{ position: 1, rate: 0 }, { position: 3, rate: 12 }])).toBe(15.8);
    expect(visibilityTenths(10, 4, 0)).toBe(0);
  });

  it('name their own positions in runs', () => {
    expect(positionsText([3])).toBe('position 3');
    expect(positionsText([1, 2, 3, 4, 5, 6, 7, 8, 11])).toBe('positions 1–8 and 11');
    expect(positionsText([1, 2, 3, 5, 7, 8, 9])).toBe('positions 1–3, 5 and 7–9');
  });
});
