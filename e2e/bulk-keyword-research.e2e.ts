import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { signInThroughTheUi, useAppAndBrowser } from './support/suite';

jest.setTimeout(180_000);

const suite = useAppAndBrowser();

// Bulk keyword research on the sandbox: reached from SEO Analysis, three keywords pasted, the job's
// results shown in the table and downloaded as a CSV labelled SANDBOX; the page fits a 375 px phone.

/** Elements of <main> that stick out past the viewport, ignoring boxes that scroll on their own. */
function overflowingElements(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    return Array.from(document.querySelectorAll('main *'))
      .filter((element) => !element.closest('[data-scroll-region]'))
      .filter((element) => element.getBoundingClientRect().right > width + 1)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`.slice(0, 120));
  });
}

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
    expect(await table.getByRole('row').count()).toBe(4);
    expect(await table.getByRole('cell', { name: 'Done', exact: true }).count()).toBe(3);
    await page.getByRole('note', { name: 'Sandbox data' }).waitFor();

    const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
    expect(file.suggestedFilename()).toMatch(/^bulk-keyword-research-\d{4}-\d{2}-\d{2}-SANDBOX\.csv$/);
    const lines = (await readFile(await file.path(), 'utf8')).trim().split('\n');
    expect(lines[0]).toBe('keyword,search_volume,cpc_usd,competition,status,error,source');
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(['seo tools', 'keyword research', 'rank tracker']);
    expect(lines.slice(1).every((line) => /^[a-z ]+,\d+,[\d.]+,[\d.]+,done,,SANDBOX$/.test(line))).toBe(true);
  });

  it('fits a 375 px phone', async () => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.getByRole('table', { name: 'Keyword results' }).waitFor();
    expect(await overflowingElements(page)).toEqual([]);
    await page.getByRole('link', { name: 'New bulk research' }).click();
    await page.getByLabel('Keywords').waitFor();
    expect(await overflowingElements(page)).toEqual([]);
  });
});
