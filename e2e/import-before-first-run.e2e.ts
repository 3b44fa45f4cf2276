import type { Page } from 'playwright-core';
import { signInThroughTheUi, useAppAndBrowser } from './support/suite';

jest.setTimeout(180_000);

const suite = useAppAndBrowser();

const CSV = ['keyword,tags,target url,device', 'seo tools,core;money,https://wikipedia.org/tools,mobile', 'rank tracker,core,,desktop'].join('\n');

/** The keywords table of an instance page, a row's cells as text. */
async function keywordRows(page: Page): Promise<string[][]> {
  const table = page.getByRole('table', { name: 'Keywords' });
  await table.waitFor();
  return table.locator('tbody tr').evaluateAll((rows) => rows.map((row) => Array.from(row.querySelectorAll('td'), (cell) => cell.textContent?.trim() ?? '')));
}

describe.each([
  { width: 1280, height: 900 },
  { width: 375, height: 800 },
])('keywords imported before the first run at $width px', (viewport) => {
  let page: Page;
  const name = `Agency list ${viewport.width}`;

  beforeAll(async () => {
    // Admins are not held to plan limits; the api tests cover the limits.
    page = await suite.browser.newPage({ viewport });
    await signInThroughTheUi(page, suite.app.baseUrl, suite.app.admin.email, suite.app.admin.password);
  });

  afterAll(async () => {
    await page?.close();
  });

  it('creates an instance from a pasted CSV, previewed first, and shows its keywords with tags before any run', async () => {
    await page.goto(`${suite.app.baseUrl}/keyword-tracking`);
    await page.getByRole('button', { name: 'New Instance' }).click();
    const form = page.getByRole('dialog', { name: 'Create New Tracking Instance' });
    await form.getByLabel('Instance name').fill(name);
    await form.getByLabel('Your domain').fill('wikipedia.org');
    await form.getByLabel('Your company').fill('Wikipedia');
    await form.getByRole('button', { name: 'Import from CSV / TSV' }).click();

    const importer = page.getByRole('dialog', { name: 'Import keywords' });
    await importer.getByLabel('Keywords').fill(CSV);
    await importer.getByRole('button', { name: 'Preview' }).click();
    await importer.getByTestId('import-summary').getByText('2 new,', { exact: false }).waitFor();
    const preview = importer.getByRole('table', { name: 'Import preview' });
    expect(await preview.getByRole('row').filter({ hasText: 'seo tools' }).textContent()).toContain('core, money');
    await page.screenshot({ path: `/tmp/import-first-run-preview-${viewport.width}.png`, fullPage: true });
    await importer.getByRole('button', { name: 'Use 2 keywords' }).click();
    await importer.waitFor({ state: 'detached' });

    await form.getByTestId('keyword-file-summary').getByText('2 keywords from the file', { exact: false }).waitFor();
    await page.screenshot({ path: `/tmp/import-first-run-form-${viewport.width}.png`, fullPage: true });
    await form.getByRole('button', { name: 'Create Instance' }).click();
    await form.waitFor({ state: 'detached' });

    await page.getByRole('link', { name, exact: true }).click();
    await page.getByRole('heading', { name, level: 1 }).waitFor();
    await page.getByText('No run yet.', { exact: false }).waitFor();
    expect(await keywordRows(page)).toEqual([
      ['seo tools', 'coremoney', 'https://wikipedia.org/tools', 'mobile'],
      ['rank tracker', 'core', '', 'desktop'],
    ]);
  });

  it('imports into the instance never run, with the same preview', async () => {
    await page.getByRole('button', { name: 'Import keywords' }).click();
    const importer = page.getByRole('dialog', { name: 'Import keywords' });
    await importer.getByLabel('Keywords').fill('backlink checker,links,,desktop\nrank tracker,core;tools,,');
    await importer.getByRole('button', { name: 'Preview' }).click();
    await importer.getByTestId('import-summary').getByText('1 new, 1 already tracked', { exact: false }).waitFor();
    await importer.getByRole('button', { name: 'Save 2 keywords' }).click();
    await importer.waitFor({ state: 'detached' });
    await page.getByText('Imported: 1 added, 1 updated, 0 skipped.').waitFor();
    await page.getByRole('table', { name: 'Keywords' }).getByText('backlink checker').waitFor();
    expect(await keywordRows(page)).toEqual([
      ['seo tools', 'coremoney', 'https://wikipedia.org/tools', 'mobile'],
      ['rank tracker', 'coretools', '', 'All devices'],
      ['backlink checker', 'links', '', 'desktop'],
    ]);
    await page.screenshot({ path: `/tmp/import-first-run-instance-${viewport.width}.png`, fullPage: true });
  });
});
