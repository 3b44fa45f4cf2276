import type { Page } from 'playwright-core';
import { request } from '../api/test/support/http';
import { signInViaApi } from './support/api';
import { signInThroughTheUi, useAppAndBrowser } from './support/suite';

jest.setTimeout(180_000);

const suite = useAppAndBrowser();

/** Twelve lines of keyword, tags, target URL and device: a preview that fills its scroll box. */
const TWELVE_LINES = Array.from({ length: 12 }, (_, index) => `imported keyword ${index + 1},batch;q${(index % 4) + 1},https://wikipedia.org/page-${index + 1},${index % 2 ? 'mobile' : 'desktop'}`).join('\n');

describe('importing keywords', () => {
  let page: Page;

  beforeAll(async () => {
    // Admins are not held to plan limits. The keyword table (and its import) shows once a run has ended.
    const token = await signInViaApi(suite.app.baseUrl, suite.app.admin.email, suite.app.admin.password);
    const created = await request(suite.app.baseUrl, 'POST', '/api/instances', {
      token,
      body: { name: 'Import target', user_domain: 'wikipedia.org', user_company_name: 'Wikipedia', keywords: ['seo tools'] },
    });
    expect(created.status).toBe(201);
    expect(await request(suite.app.baseUrl, 'POST', `/api/instances/${created.body.id}/run`, { token })).toMatchObject({ status: 200, body: { status: 'succeeded' } });

    page = await suite.browser.newPage({ viewport: { width: 1280, height: 860 } });
    await signInThroughTheUi(page, suite.app.baseUrl, suite.app.admin.email, suite.app.admin.password);
    await page.goto(`${suite.app.baseUrl}/keyword-tracking`);
    await page.getByRole('link', { name: 'Import target', exact: true }).click();
    await page.getByRole('heading', { name: 'Import target', level: 1 }).waitFor();
  });

  afterAll(async () => {
    await page?.close();
  });

  it('at 1280x860, saves a 12-line preview with a click on Save, which the preview does not cover', async () => {
    await page.getByRole('button', { name: 'Import keywords' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import keywords' });
    await dialog.getByLabel('Keywords').fill(TWELVE_LINES);
    await dialog.getByRole('button', { name: 'Preview' }).click();
    await dialog.getByTestId('import-summary').getByText('12 new,', { exact: false }).waitFor();
    const save = dialog.getByRole('button', { name: 'Save 12 keywords' });
    await save.scrollIntoViewIfNeeded();
    // What a click at the middle of Save lands on: the button itself, not a cell of the preview drawn over it.
    const landsOn = await save.evaluate((button) => {
      const box = button.getBoundingClientRect();
      const target = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return target === button || button.contains(target) ? 'Save' : `${target?.tagName.toLowerCase()}: ${target?.textContent?.slice(0, 40)}`;
    });
    expect(landsOn).toBe('Save');
    await save.click({ timeout: 5_000 });
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Imported: 12 added, 0 updated, 0 skipped.').waitFor();
  });
});
