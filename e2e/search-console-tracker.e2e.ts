import type { Locator, Page } from 'playwright-core';
import { graphql, request } from '../api/test/support/http';
import { signInViaApi } from './support/api';
import { watchSectionReads } from './support/section-reads';
import { signInThroughTheUi, useAppAndBrowser } from './support/suite';
import { overflowingElements } from './support/layout';

jest.setTimeout(300_000);

const suite = useAppAndBrowser();

// Queries the sandbox Search Console reports for wikipedia.org (brand "wikipedia"): tracked here on the sandbox SERP.
const KEYWORDS = ['wikipedia', 'wikipedia login', 'wikipedia reviews', 'wikipedia pricing', 'wikipedia alternatives'];
const NAME = 'Search Console columns';

function rowOf(table: Locator, keyword: string): Locator {
  return table.getByRole('row').filter({ has: table.page().getByRole('button', { name: `${keyword}: show history`, exact: true }) });
}

interface ApiRow {
  keyword: string;
  positionsDisagree: boolean;
  searchConsole: { clicks: number; impressions: number; position: number | null } | null;
  positions: { position: number | null }[];
}

describe('tracker: Search Console columns and the flag (sandbox)', () => {
  let page: Page;
  let rows: ApiRow[];
  let token: string;
  let instanceId: string;
  let backfillJobId: string;

  beforeAll(async () => {
    const base = suite.app.baseUrl;
    token = await signInViaApi(base, suite.app.admin.email, suite.app.admin.password);
    const created = await request(base, 'POST', '/api/instances', {
      token,
      body: { name: NAME, user_domain: 'wikipedia.org', user_company_name: 'Wikipedia', competitor_domains: ['britannica.com'], competitor_company_names: ['Britannica'], keywords: KEYWORDS },
    });
    expect(created.status).toBe(201);
    instanceId = created.body.id as string;
    expect(await request(base, 'POST', `/api/instances/${instanceId}/run`, { token })).toMatchObject({ status: 200, body: { status: 'succeeded' } });

    // The sandbox Search Console, through its in-app consent page.
    const started = await request(base, 'POST', '/api/search-console/connect', { token });
    const state = new URL(started.body.url as string, base).searchParams.get('state') ?? '';
    const allowed = await fetch(`${base}/search-console/sandbox-consent`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ state, decision: 'allow' }).toString() });
    await fetch(`${base}${allowed.headers.get('location')}`, { redirect: 'manual' });
    const properties = (await request(base, 'GET', '/api/search-console/properties', { token })).body as { id: string; siteUrl: string }[];
    const property = properties.find((candidate) => candidate.siteUrl === 'sc-domain:wikipedia.org');
    expect(property).toBeDefined();
    const linked = await request(base, 'POST', `/api/instances/${instanceId}/search-console`, { token, body: { propertyId: property!.id } });
    expect(linked).toMatchObject({ status: 202 });
    backfillJobId = linked.body.jobId as string;

    // The whole backfill first: read while it stores days, the table's figures still move (its last 28 days fill newest first).
    const deadline = Date.now() + 180_000;
    let status = '';
    while (status !== 'succeeded' && Date.now() < deadline) {
      status = (await graphql(base, 'query($id: ID!) { job(id: $id) { status } }', { id: backfillJobId }, token)).data.job.status;
      if (status !== 'succeeded') await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    expect(status).toBe('succeeded');
    rows = (await graphql(base, `query($id: ID!) { trackerKeywordTable(instanceId: $id) { rows { keyword positionsDisagree searchConsole { clicks impressions position } positions { position } } } }`, { id: instanceId }, token)).data
      .trackerKeywordTable.rows as ApiRow[];
    expect(rows.filter((row) => row.searchConsole).length).toBeGreaterThanOrEqual(3);

    page = await suite.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signInThroughTheUi(page, base, suite.app.admin.email, suite.app.admin.password);
  });

  afterAll(async () => {
    await page?.close();
  });

  async function openTable(): Promise<Locator> {
    await page.goto(`${suite.app.baseUrl}/keyword-tracking`);
    await page.getByRole('link', { name: NAME, exact: true }).click();
    const table = page.getByRole('table', { name: 'Keyword positions' });
    await table.getByTestId('search-console-heading').waitFor();
    return table;
  }

  it('shows Search Console clicks, impressions, CTR and position beside the tracked rank, and flags the rows the server flags (1280 px)', async () => {
    const table = await openTable();
    await table.getByRole('columnheader', { name: 'Clicks' }).waitFor();
    for (const row of rows) {
      const cells = rowOf(table, row.keyword);
      if (row.searchConsole) {
        expect(await cells.getByTestId('keyword-sc-clicks').textContent()).toBe(row.searchConsole.clicks.toLocaleString('en-US'));
        expect(await cells.getByTestId('keyword-sc-position').textContent()).toContain(row.searchConsole.position === null ? '—' : row.searchConsole.position.toFixed(1));
      } else {
        expect(await cells.getByTestId('keyword-sc-clicks').textContent()).toContain('no Search Console data');
      }
      expect(await cells.getByTestId('keyword-sc-flag').count()).toBe(row.positionsDisagree ? 1 : 0);
    }
    // The sandbox SERP and the sandbox Search Console put wikipedia.org apart on some of these keywords.
    const flagged = rows.filter((row) => row.positionsDisagree);
    expect(flagged.length).toBeGreaterThan(0);
    expect(await table.getByTestId('search-console-heading').getByTestId('figures-sandbox').textContent()).toContain('SANDBOX');
    for (const row of flagged) {
      expect(await rowOf(table, row.keyword).getByTestId('keyword-sc-flag').textContent()).toMatch(/^Tracked position \d+ and Search Console position [\d.]+ differ by more than 5 places: $/);
    }
    await page.screenshot({ path: '/tmp/search-console-tracker-1280.png', fullPage: true });
  });

  it('says under the visibility and share of voice charts which click-through rates weigh their positions: the site’s own where the sandbox Search Console has enough impressions', async () => {
    // The backfill has stored every day (beforeAll): the rates over the last 90 days stay as they are.
    const base = suite.app.baseUrl;
    const curves = (
      await graphql(
        base,
        'query($id: ID!) { trackerReport(instanceId: $id) { ctrCurve { source ownPositions note } } trackerShareOfVoice(instanceId: $id) { ctrCurve { note } } }',
        { id: instanceId },
        token,
      )
    ).data;
    const curve = curves.trackerReport.ctrCurve as { source: string; ownPositions: number[]; note: string };
    // The sandbox's generated rows reach 200 impressions at its top positions over 90 days.
    expect(curve.source).toBe('SEARCH_CONSOLE');
    expect(curve.ownPositions.length).toBeGreaterThan(0);
    expect(curve.note).toMatch(/^Click-through rates by position: your site’s own, from the sandbox Search Console, generated data \(sc-domain:wikipedia\.org\) over the last 90 days, at positions? /);
    expect(curves.trackerShareOfVoice.ctrCurve.note).toBe(curve.note);

    await openTable();
    for (const [title, width] of [
      ['Visibility over time', 1280],
      ['Share of voice', 375],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      const section = page.locator('div').filter({ has: page.getByText(title, { exact: true }) }).filter({ has: page.getByTestId('ctr-curve-note') }).last();
      const note = section.getByTestId('ctr-curve-note');
      await note.scrollIntoViewIfNeeded();
      expect(await note.innerText()).toContain(curve.note);
      expect(await note.getByTestId('figures-sandbox').textContent()).toContain('SANDBOX');
      expect(await overflowingElements(page)).toEqual([]);
      await section.screenshot({ path: `/tmp/ctr-curve-note-${width}.png` });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('fits a 375 px phone: the Search Console columns scroll sideways inside the table’s own box only', async () => {
    await openTable();
    await page.setViewportSize({ width: 375, height: 800 });
    try {
      const region = page.getByRole('region', { name: 'Keyword positions' });
      await region.waitFor();
      expect(await overflowingElements(page)).toEqual([]);
      expect(await region.evaluate((box) => box.scrollWidth > box.clientWidth)).toBe(true);
      await page.screenshot({ path: '/tmp/search-console-tracker-375.png', fullPage: true });
    } finally {
      await page.setViewportSize({ width: 1280, height: 900 });
    }
  });

  it('reads the property’s clicks and impressions below the fold once, together with the section’s code', async () => {
    await page.goto('about:blank');
    const watch = await watchSectionReads(page, { 'web/src/features/tracker/search-console-section.tsx': ['TrackerSearchConsoleSeries'] });
    try {
      await page.goto(`${suite.app.baseUrl}/keyword-tracking/${instanceId}`);
      await page.getByTestId('search-console-totals').waitFor();
      await page.waitForLoadState('networkidle');
    } finally {
      await watch.stop();
    }
    expect({ sentBeforeCode: watch.sentBeforeCode, times: watch.sent.filter((operation) => operation === 'TrackerSearchConsoleSeries').length }).toEqual({
      sentBeforeCode: ['TrackerSearchConsoleSeries'],
      times: 1,
    });
  });
});
