import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { createInstanceViaApi, paidAccountViaApi, runInstanceViaApi } from './support/api';
import { signInThroughTheUi, useAppAndBrowser } from './support/suite';
import { overflowingElements } from './support/layout';

jest.setTimeout(180_000);

const suite = useAppAndBrowser();

const KEYWORDS = ['seo tools', 'keyword research', 'backlinks', 'rank tracker', 'what is seo', 'technical seo'];
/** A new user is on Free, which has no tracking. */
const PRO = 2;
/** The instance the dialog test creates, as the REST API takes it. */
const WIKIPEDIA_VS_MOZ = {
  name: 'Wikipedia vs Moz',
  user_domain: 'https://www.wikipedia.org/',
  user_company_name: 'Wikipedia',
  competitor_domains: ['moz.com'],
  competitor_company_names: ['Moz'],
  keywords: KEYWORDS,
};

// Each test starts from its own new Pro account, so any one of them runs alone or in any order.
describe('keyword ranking tracker', () => {
  /** The test's page, closed after it. */
  let opened: Page | undefined;

  afterEach(async () => {
    await opened?.close();
    opened = undefined;
  });

  async function newPage(): Promise<Page> {
    opened = await suite.browser.newPage({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
    return opened;
  }

  /** A new Pro account signed in on a fresh page, at `path`. */
  async function signedInAt(path: string): Promise<Page> {
    const account = await paidAccountViaApi(suite.app.baseUrl, PRO);
    const page = await newPage();
    await signInThroughTheUi(page, suite.app.baseUrl, account.email, account.password);
    await page.goto(`${suite.app.baseUrl}${path}`);
    return page;
  }

  /** A new account's Wikipedia vs Moz (run once when `ran`), open on its page. */
  async function instancePage({ ran }: { ran: boolean }): Promise<Page> {
    const account = await paidAccountViaApi(suite.app.baseUrl, PRO);
    const instanceId = await createInstanceViaApi(suite.app.baseUrl, account.token, WIKIPEDIA_VS_MOZ);
    if (ran) await runInstanceViaApi(suite.app.baseUrl, account.token, instanceId);
    const page = await newPage();
    await signInThroughTheUi(page, suite.app.baseUrl, account.email, account.password);
    await page.goto(`${suite.app.baseUrl}/keyword-tracking/${instanceId}`);
    await page.getByRole('heading', { name: WIKIPEDIA_VS_MOZ.name, level: 1 }).waitFor();
    return page;
  }

  it('says the rankings come from the sandbox, and starts empty', async () => {
    const page = await signedInAt('/keyword-tracking');
    await page.getByRole('heading', { name: 'Your Tracking Instances' }).waitFor();
    await page.getByRole('note', { name: 'Sandbox data' }).getByText('generated, not real search results', { exact: false }).waitFor();
    await page.getByText('No Tracking Instances Yet').waitFor();
    await page.getByText('Create your first keyword tracking instance to get started.').waitFor();
  });

  it('refuses to create an instance without the required fields', async () => {
    const page = await signedInAt('/keyword-tracking');
    await page.getByRole('button', { name: 'New Instance' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Tracking Instance' });
    await dialog.getByRole('button', { name: 'Create Instance' }).click();
    await dialog.getByRole('alert').getByText('Fill the required fields.').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('creates an instance, which the list shows', async () => {
    const page = await signedInAt('/keyword-tracking');
    await page.getByRole('button', { name: 'New Instance' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Tracking Instance' });
    await dialog.getByLabel('Instance name').fill('Wikipedia vs Moz');
    await dialog.getByLabel('Your domain').fill('https://www.wikipedia.org/');
    await dialog.getByLabel('Your company').fill('Wikipedia');
    await dialog.getByLabel('Competitor domain').fill('moz.com');
    await dialog.getByLabel('Company name (optional)').fill('Moz');
    await dialog.getByRole('button', { name: 'Add competitor' }).click();
    await dialog.getByRole('list', { name: 'Competitors' }).getByText('moz.com').waitFor();
    for (const keyword of KEYWORDS) {
      await dialog.getByLabel('Keyword', { exact: true }).fill(keyword);
      await dialog.getByLabel('Keyword', { exact: true }).press('Enter');
    }
    expect(await dialog.getByRole('list', { name: 'Keywords' }).getByRole('listitem').count()).toBe(KEYWORDS.length);
    await dialog.getByRole('button', { name: 'Create Instance' }).click();
    await dialog.waitFor({ state: 'detached' });

    const row = page.getByRole('row').filter({ hasText: 'Wikipedia vs Moz' });
    await row.waitFor();
    // The list names the first five keywords and counts the rest (an instance can track 10,000).
    expect(await row.textContent()).toContain(`${KEYWORDS.slice(0, 5).join(', ')} and ${KEYWORDS.length - 5} more`);
    expect(await row.textContent()).toContain('Never');
    await page.getByRole('link', { name: 'Wikipedia vs Moz', exact: true }).click();
    await page.getByRole('heading', { name: 'Wikipedia vs Moz', level: 1 }).waitFor();
  });

  it('runs it and shows the progress to the end, the results of both companies and the chart', async () => {
    const page = await instancePage({ ran: false });
    await page.getByText('Next run:').waitFor();

    await page.getByRole('button', { name: 'Run now' }).click();
    const progress = page.getByTestId('run-progress');
    await progress.getByText(`${KEYWORDS.length} of ${KEYWORDS.length} searches`, { exact: true }).waitFor({ timeout: 60_000 });
    await progress.getByText('Run complete').waitFor();
    expect(await progress.getByRole('progressbar').getAttribute('aria-valuenow')).toBe(String(KEYWORDS.length));
    await page.getByRole('button', { name: 'Run now' }).waitFor();

    const rankings = page.getByRole('table', { name: 'Ranking results' });
    const rows = rankings.getByRole('row');
    await rows.nth(2).waitFor();
    expect(await rows.count()).toBe(3);
    expect(await rows.nth(1).textContent()).toContain('Wikipedia');
    expect(await rows.nth(2).textContent()).toContain('Moz');
    for (const cell of await rankings.getByTestId('average-rank').allTextContents()) expect(cell).toMatch(/^(\d+\.\d|-)$/);
    await page.getByText('Sandbox data (generated)').waitFor();

    await page.getByRole('heading', { name: 'Ranking over time' }).waitFor();
    await page.getByTestId('ranking-chart').locator('.apexcharts-canvas svg').first().waitFor();

    await page.screenshot({ path: '/tmp/tracker-detail.png', fullPage: true });
  });

  it('shows each company’s visibility and its chart after the run', async () => {
    const page = await instancePage({ ran: true });
    await page.getByRole('heading', { name: 'Visibility over time' }).waitFor();
    const scores = page.getByRole('list', { name: 'Latest visibility' });
    const items = scores.getByRole('listitem');
    expect(await items.count()).toBe(2);
    expect(await items.nth(0).textContent()).toContain('Wikipedia');
    expect(await items.nth(1).textContent()).toContain('Moz');
    for (const score of await scores.getByTestId('visibility-score').allTextContents()) expect(score).toMatch(/^\d+\.\d %$/);
    // One run so far: no change to show yet.
    expect(await scores.getByText('No earlier run').count()).toBe(2);
    await page.getByTestId('visibility-chart').locator('.apexcharts-canvas svg').first().waitFor();
    await page.screenshot({ path: '/tmp/tracker-visibility.png', fullPage: true });
  });

  it('exports the results as CSV', async () => {
    const page = await instancePage({ ran: true });
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toBe('Wikipedia-vs-Moz-rankings.csv');
    const csv = await readFile(await download.path(), 'utf8');
    const lines = csv.trim().split(/\r?\n/);
    expect(lines[0]).toBe('run_at,company,domain,keyword,device,position');
    // One row per company and keyword of the run.
    expect(lines).toHaveLength(1 + 2 * KEYWORDS.length);
  });

  it('fits a 375 px phone: only tables and the chart may scroll sideways, inside their own box', async () => {
    const page = await instancePage({ ran: true });
    const chartSvg = page.getByTestId('ranking-chart').locator('.apexcharts-canvas svg').first();
    const desktopWidth = await chartSvg.getAttribute('width');
    await page.setViewportSize({ width: 375, height: 800 });
    await page.getByRole('heading', { name: 'Ranking over time' }).waitFor();
    // ApexCharts redraws on resize (debounced): wait until it has drawn at the phone's width.
    await page.waitForFunction(
      ({ selector, before }) => document.querySelector(selector)?.getAttribute('width') !== before,
      { selector: '[data-testid="ranking-chart"] .apexcharts-canvas svg', before: desktopWidth },
    );
    await page.screenshot({ path: '/tmp/tracker-detail-phone.png', fullPage: true });
    expect(await overflowingElements(page)).toEqual([]);
  });

  it('deletes it after confirmation and shows the empty state', async () => {
    const page = await instancePage({ ran: false });
    await page.getByRole('button', { name: 'Delete Instance' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete instance' });
    await confirm.getByText('Delete “Wikipedia vs Moz” and all its data?').waitFor();
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByRole('heading', { name: 'Your Tracking Instances' }).waitFor();
    await page.getByText('No Tracking Instances Yet').waitFor();
  });
});

describe('tracking credits on the tracker page', () => {
  it('tells an admin, who has no plan limit, that their tracking credits are unlimited', async () => {
    const page = await suite.browser.newPage({ viewport: { width: 1280, height: 900 } });
    try {
      await signInThroughTheUi(page, suite.app.baseUrl, suite.app.admin.email, suite.app.admin.password);
      await page.goto(`${suite.app.baseUrl}/keyword-tracking`);
      await page.getByRole('heading', { name: 'Your Tracking Instances' }).waitFor();
      await page.getByTestId('tracking-credits').getByText('Unlimited tracking credits this period').waitFor();
    } finally {
      await page.close();
    }
  });
});
