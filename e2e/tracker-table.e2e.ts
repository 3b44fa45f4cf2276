import type { Locator, Page } from 'playwright-core';
import { request } from '../api/test/support/http';
import { signInViaApi } from './support/api';
import { signInThroughTheUi, useAppAndBrowser } from './support/suite';
import { overflowingElements } from './support/layout';

jest.setTimeout(180_000);

const suite = useAppAndBrowser();

const KEYWORDS = ['seo tools', 'keyword research', 'backlinks', 'rank tracker', 'what is seo', 'technical seo', 'link building', 'seo audit'];

/** Keywords in the order the table shows them. */
function keywordOrder(table: Locator): Promise<string[]> {
  return table.getByRole('rowheader').allTextContents();
}

/** One company's positions, top to bottom; "–" is beyond the checked depth. */
async function positionsOf(table: Locator, company: number): Promise<string[]> {
  const rows = await table.locator('tbody tr').all();
  const positions: string[] = [];
  for (const row of rows) positions.push(((await row.getByTestId('keyword-position').nth(company).locator('div').first().textContent()) ?? '').trim());
  return positions;
}

describe('keyword table and keyword history', () => {
  let page: Page;
  let instanceId: string;

  beforeAll(async () => {
    // Admins are not held to plan limits. The first run goes over REST; the second from the page.
    const token = await signInViaApi(suite.app.baseUrl, suite.app.admin.email, suite.app.admin.password);
    const created = await request(suite.app.baseUrl, 'POST', '/api/instances', {
      token,
      body: {
        name: 'Keyword table',
        user_domain: 'wikipedia.org',
        user_company_name: 'Wikipedia',
        competitor_domains: ['moz.com'],
        competitor_company_names: ['Moz'],
        keywords: KEYWORDS,
      },
    });
    expect(created.status).toBe(201);
    instanceId = created.body.id as string;
    expect(await request(suite.app.baseUrl, 'POST', `/api/instances/${instanceId}/run`, { token })).toMatchObject({ status: 200, body: { status: 'succeeded' } });

    page = await suite.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signInThroughTheUi(page, suite.app.baseUrl, suite.app.admin.email, suite.app.admin.password);
    await page.goto(`${suite.app.baseUrl}/keyword-tracking`);
    await page.getByRole('link', { name: 'Keyword table', exact: true }).click();
    await page.getByRole('heading', { name: 'Keyword table', level: 1 }).waitFor();
  });

  afterAll(async () => {
    await page?.close();
  });

  it('shows every keyword of the first run, with nothing to compare yet, then compares after a second run', async () => {
    const table = page.getByRole('table', { name: 'Keyword positions' });
    await table.waitFor();
    expect(await keywordOrder(table)).toEqual([...KEYWORDS].sort());
    await page.getByText('no earlier run to compare with', { exact: false }).waitFor();
    // The spec's tables stay beside it.
    await page.getByRole('table', { name: 'Ranking results' }).waitFor();

    await page.getByRole('button', { name: 'Run now' }).click();
    await page.getByTestId('run-progress').getByText('Run complete').waitFor({ timeout: 60_000 });
    await page.getByText('compared with', { exact: false }).waitFor();
    // Sandbox rankings are the same on every run: nothing moved, and every found keyword is unchanged.
    const changes = await table.getByTestId('keyword-change').allTextContents();
    expect(changes.length).toBe(2 * KEYWORDS.length);
    for (const change of changes) expect(change).toMatch(/^(=unchanged|–no change to show)$/);
  });

  it('sorts by a company position both ways, and by keyword', async () => {
    const table = page.getByRole('table', { name: 'Keyword positions' });
    const sortWikipedia = table.getByRole('button', { name: 'Sort by Wikipedia position' });
    await sortWikipedia.click();
    expect(await sortWikipedia.locator('xpath=..').getAttribute('aria-sort')).toBe('ascending');
    const ascending = await positionsOf(table, 0);
    const rank = (text: string) => (text === '–' ? Number.POSITIVE_INFINITY : Number(text));
    expect(ascending.map(rank)).toEqual([...ascending.map(rank)].sort((a, b) => a - b));
    expect(ascending.some((text) => text !== '–')).toBe(true);

    await sortWikipedia.press('Enter');
    expect(await sortWikipedia.locator('xpath=..').getAttribute('aria-sort')).toBe('descending');
    expect((await positionsOf(table, 0)).map(rank)).toEqual([...ascending.map(rank)].sort((a, b) => b - a));

    await table.getByRole('button', { name: /^Keyword/ }).click();
    expect(await keywordOrder(table)).toEqual([...KEYWORDS].sort());
  });

  it('filters by keyword text and by not found and moved', async () => {
    const table = page.getByRole('table', { name: 'Keyword positions' });
    await page.getByLabel('Filter keywords').fill('seo');
    expect(await keywordOrder(table)).toEqual(['seo audit', 'seo tools', 'technical seo', 'what is seo']);
    await page.getByLabel('Filter keywords').fill('');

    const filters = page.getByRole('group', { name: 'Show keywords' });
    await filters.getByRole('button', { name: 'Not found' }).click();
    const notFound = await table.locator('tbody tr').all();
    expect(notFound.length).toBeGreaterThan(0);
    for (const row of notFound) expect(await row.textContent()).toContain('beyond checked depth');

    await filters.getByRole('button', { name: 'Moved' }).click();
    await table.getByText('No keywords match the filter.').waitFor();
    await filters.getByRole('button', { name: 'All' }).click();
    expect(await table.getByRole('rowheader').count()).toBe(KEYWORDS.length);
  });

  it("opens a keyword's history with its chart and both runs", async () => {
    const table = page.getByRole('table', { name: 'Keyword positions' });
    await table.getByRole('button', { name: 'seo audit: show history' }).click();
    const history = page.getByTestId('keyword-history');
    await history.getByRole('heading', { name: 'History of “seo audit”' }).waitFor();
    await history.getByTestId('keyword-history-chart').locator('.apexcharts-canvas svg').first().waitFor();
    const runs = history.getByRole('table', { name: 'Runs for seo audit' });
    await runs.waitFor();
    expect(await runs.locator('tbody tr').count()).toBe(2);
    // The newest run's stored results page: the sandbox's whole top 100, with its features.
    await runs.getByRole('button', { name: 'Show page' }).first().click();
    const results = history.getByTestId('results-page');
    await results.getByRole('list', { name: 'Organic results' }).waitFor();
    expect(await results.getByRole('list', { name: 'Organic results' }).locator(':scope > li').count()).toBe(100);
    await results.getByRole('heading', { name: 'Features on the page' }).waitFor();
    await page.screenshot({ path: '/tmp/tracker-keyword-table.png', fullPage: true });
  });

  it('fits a 375 px phone: the tables scroll sideways inside their own box only', async () => {
    // The instance opened afresh with a keyword's history showing, so this test does not depend on the ones above.
    await page.goto(`${suite.app.baseUrl}/keyword-tracking`);
    await page.getByRole('link', { name: 'Keyword table', exact: true }).click();
    await page.getByRole('table', { name: 'Keyword positions' }).getByRole('button', { name: 'seo audit: show history' }).click();
    await page.getByTestId('ranking-chart').locator('.apexcharts-canvas svg').first().waitFor();
    await page.getByTestId('keyword-history-chart').locator('.apexcharts-canvas svg').first().waitFor();
    const charts = ['[data-testid="ranking-chart"] .apexcharts-canvas svg', '[data-testid="keyword-history-chart"] .apexcharts-canvas svg'];
    const widths = await page.evaluate((selectors) => selectors.map((selector) => document.querySelector(selector)?.getAttribute('width') ?? null), charts);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.getByRole('table', { name: 'Keyword positions' }).waitFor();
    // ApexCharts redraws on resize (debounced): wait until both charts have drawn at the phone's width.
    await page.waitForFunction(
      ({ selectors, before }) => selectors.every((selector, i) => document.querySelector(selector)?.getAttribute('width') !== before[i]),
      { selectors: charts, before: widths },
    );
    expect(await overflowingElements(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/tracker-keyword-table-phone.png', fullPage: true });
    await page.getByRole('button', { name: 'Close history' }).click();
    await page.getByTestId('keyword-history').waitFor({ state: 'detached' });
  });
});
