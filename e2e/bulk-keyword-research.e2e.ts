import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { request } from '../api/test/support/http';
import { paidAccountViaApi, signInViaApi } from './support/api';
import { signInThroughTheUi, useAppAndBrowser } from './support/suite';
import { overflowingElements } from './support/layout';

jest.setTimeout(180_000);

const suite = useAppAndBrowser();

const PRO = 2;
const keywordsOf = (prefix: string, count: number) => Array.from({ length: count }, (_, index) => `${prefix} keyword ${index + 1}`);

const paidAccount = (fullName: string, planId: number) => paidAccountViaApi(suite.app.baseUrl, planId, { fullName });

/** Starts a bulk research over REST and waits for it to end. */
async function researchViaApi(token: string, keywords: string[]): Promise<string> {
  const started = await request(suite.app.baseUrl, 'POST', '/api/keyword-research/bulk', { token, body: { keywords } });
  if (started.status !== 202) throw new Error(`bulk research failed: ${started.status} ${JSON.stringify(started.body)}`);
  for (;;) {
    const research = await request(suite.app.baseUrl, 'GET', `/api/keyword-research/bulk/${started.body.id}?limit=1`, { token });
    if (research.body.status === 'succeeded') return started.body.id as string;
    if (research.body.status === 'failed') throw new Error('bulk research failed');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

// Bulk keyword research on the sandbox: reached from SEO Analysis, three keywords pasted, the job's
// results shown in the table and downloaded as a CSV labelled SANDBOX; the page fits a 375 px phone.

/** Elements of <main> that stick out past the viewport, ignoring boxes that scroll on their own. */
const overflowing = (page: Page) => overflowingElements(page, { ignoring: '[data-scroll-region]' });

describe('bulk keyword research', () => {
  let page: Page;

  beforeAll(async () => {
    // Admins are not held to plan limits.
    page = await suite.browser.newPage({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
    await signInThroughTheUi(page, suite.app.baseUrl, suite.app.admin.email, suite.app.admin.password);
  });

  afterAll(async () => {
    await page?.close();
  });

  it('researches three pasted keywords in the sandbox, shows them, and downloads them as CSV', async () => {
    await page.goto(`${suite.app.baseUrl}/seo-analysis`);
    await page.getByRole('link', { name: 'Bulk keyword research' }).click();
    await page.waitForURL(/\/keyword-research\/bulk$/);
    await page.getByText('No bulk researches yet.', { exact: false }).waitFor();

    await page.getByLabel('Keywords').fill('seo tools\nkeyword research\nSEO Tools\nrank tracker');
    await page.getByTestId('bulk-preview-counts').getByText('3 keywords').waitFor();
    await page.getByTestId('bulk-preview-counts').getByText('1 duplicate skipped').waitFor();
    await page.getByRole('button', { name: 'Research 3 keywords' }).click();
    await page.waitForURL(/\/keyword-research\/bulk\?id=/);

    const table = page.getByRole('table', { name: 'Keyword results' });
    await page.getByText('Researched 3 keywords.').waitFor({ timeout: 60_000 });
    // The summary and the results table are two queries refetched together when the job ends: wait for the rows too.
    const done = table.getByRole('cell', { name: 'Done', exact: true });
    await done.nth(2).waitFor();
    expect(await table.getByRole('row').count()).toBe(4);
    expect(await done.count()).toBe(3);
    await page.getByRole('note', { name: 'Sandbox data' }).waitFor();

    const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
    expect(file.suggestedFilename()).toMatch(/^bulk-keyword-research-\d{4}-\d{2}-\d{2}-SANDBOX\.csv$/);
    const lines = (await readFile(await file.path(), 'utf8')).trim().split('\n');
    expect(lines[0]).toBe('keyword,search_volume,cpc_usd,competition,status,error,source,trend');
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(['seo tools', 'keyword research', 'rank tracker']);
    expect(lines.slice(1).every((line) => /^[a-z ]+,\d+,[\d.]+,[\d.]+,done,,SANDBOX,(\d{4}-\d{2}:\d+;){11}\d{4}-\d{2}:\d+$/.test(line))).toBe(true);
    expect(await table.getByRole('img', { name: /^12-month trend: / }).count()).toBe(3);
  });

  it('fits a 375 px phone', async () => {
    // A research of its own, so this test does not depend on the one above having run.
    const adminToken = await signInViaApi(suite.app.baseUrl, suite.app.admin.email, suite.app.admin.password);
    const researchId = await researchViaApi(adminToken, ['seo tools', 'keyword research', 'rank tracker']);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`${suite.app.baseUrl}/keyword-research/bulk?id=${researchId}`);
    await page.getByRole('table', { name: 'Keyword results' }).waitFor();
    expect(await overflowing(page)).toEqual([]);
    await page.getByRole('link', { name: 'New bulk research' }).click();
    await page.getByLabel('Keywords').waitFor();
    expect(await overflowing(page)).toEqual([]);
  });
});

describe('bulk keyword research on Pro: the allowance, sorting, filtering and adding to the tracker', () => {
  let page: Page;
  let account: { token: string; email: string; password: string };
  let researchId: string;

  beforeAll(async () => {
    account = await paidAccount('Paula Pro', PRO);
    // Pro has 1,000 keyword searches a month: 120 spent leaves 880.
    researchId = await researchViaApi(account.token, keywordsOf('spent', 120));
    page = await suite.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signInThroughTheUi(page, suite.app.baseUrl, account.email, account.password);
  });

  afterAll(async () => {
    await page?.close();
  });

  it('warns in the preview and keeps Start disabled with the reason and a way to more credits', async () => {
    await page.goto(`${suite.app.baseUrl}/keyword-research/bulk`);
    await page.getByLabel('Keywords').fill(keywordsOf('wanted', 900).join('\n'));
    await page.getByTestId('bulk-preview-counts').getByText('900 keywords').waitFor();
    const notice = page.getByTestId('out-of-credits');
    await notice.getByText('Insufficient keyword credits. Please purchase more credits.').waitFor();
    await notice.getByText('900 keywords need 900 keyword searches; 880 are left this month.').waitFor();
    expect(await notice.getByRole('link', { name: 'Upgrade for more credits' }).getAttribute('href')).toBe('/pricing');
    const start = page.getByRole('button', { name: 'Research 900 keywords' });
    expect(await start.isDisabled()).toBe(true);
    expect(await start.getAttribute('aria-describedby')).toBe('bulk-credits');
    await page.screenshot({ path: '/tmp/bulk-research-allowance-1280.png', fullPage: true });
    await page.setViewportSize({ width: 375, height: 800 });
    await page.waitForFunction(() => document.documentElement.clientWidth <= 375);
    await page.screenshot({ path: '/tmp/bulk-research-allowance-375.png', fullPage: true });
    expect(await overflowing(page)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.getByLabel('Keywords').fill(keywordsOf('wanted', 880).join('\n'));
    await page.getByRole('button', { name: 'Research 880 keywords' }).waitFor();
    expect(await page.getByRole('button', { name: 'Research 880 keywords' }).isEnabled()).toBe(true);
    expect(await notice.count()).toBe(0);
  });

  it('sorts by volume and filters on the server, and adds the matching keywords, then two ticked ones, to a tracking instance', async () => {
    const created = await request(suite.app.baseUrl, 'POST', '/api/instances', { token: account.token, body: { name: 'Paula tracking', user_domain: 'paula.com', user_company_name: 'Paula', keywords: ['seo tools'] } });
    expect(created).toMatchObject({ status: 201 });
    await page.goto(`${suite.app.baseUrl}/keyword-research/bulk?id=${researchId}`);
    const table = page.getByRole('table', { name: 'Keyword results' });
    await page.getByTestId('bulk-results-range').getByText('1–50 of 120').waitFor();

    await table.getByRole('button', { name: 'Volume' }).click();
    await page.waitForFunction(() => document.querySelector('th[aria-sort="descending"]')?.textContent?.includes('Volume'));
    await page.waitForFunction(() => {
      const volumes = Array.from(document.querySelectorAll('table[aria-label="Keyword results"] tbody tr')).map((row) => Number(row.children[2]?.textContent?.replace(/,/g, '')));
      return volumes.length === 50 && volumes.every((volume, index) => index === 0 || volume <= volumes[index - 1]);
    });

    // "spent keyword 1", 10–19 and 100–120.
    await page.getByLabel('Filter keywords').fill('spent keyword 1');
    await page.getByTestId('bulk-results-range').getByText('1–32 of 32 matching (120 in all)').waitFor();
    await page.screenshot({ path: '/tmp/bulk-research-results-1280.png', fullPage: true });
    await page.getByRole('button', { name: 'Add all 32 keywords to tracker' }).click();
    await page.getByRole('status').getByText('Added 32 keywords to Paula tracking.').waitFor();

    // "spent keyword 2" and 20–29.
    await page.getByLabel('Filter keywords').fill('spent keyword 2');
    await page.getByTestId('bulk-results-range').getByText('1–11 of 11 matching (120 in all)').waitFor();
    await table.getByRole('checkbox', { name: 'Pick spent keyword 2', exact: true }).check();
    await table.getByRole('checkbox', { name: 'Pick spent keyword 25', exact: true }).check();
    await page.getByRole('button', { name: 'Add 2 keywords to tracker' }).click();
    await page.getByRole('status').getByText('Added 2 keywords to Paula tracking.').waitFor();

    const csv = await fetch(`${suite.app.baseUrl}/api/instances/${created.body.id}/keywords.csv`, { headers: { authorization: `Bearer ${account.token}` } });
    const trackedKeywords = (await csv.text()).trim().split('\n').slice(1).map((line) => line.split(',')[0]);
    expect(trackedKeywords).toHaveLength(35);
    expect(trackedKeywords).toEqual(expect.arrayContaining(['seo tools', 'spent keyword 1', 'spent keyword 19', 'spent keyword 120', 'spent keyword 2', 'spent keyword 25']));

    await page.setViewportSize({ width: 375, height: 800 });
    await page.waitForFunction(() => document.documentElement.clientWidth <= 375);
    await page.screenshot({ path: '/tmp/bulk-research-results-375.png', fullPage: true });
    expect(await overflowing(page)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 900 });
  });
});
