import type { Page } from 'playwright-core';
import { request } from '../api/test/support/http';
import { signInViaApi } from './support/api';
import { signInThroughTheUi, useAppAndBrowser } from './support/suite';

jest.setTimeout(180_000);

const suite = useAppAndBrowser();

const KEYWORDS = ['seo tools', 'keyword research', 'backlinks', 'rank tracker', 'what is seo', 'technical seo', 'link building', 'seo audit'];
const CONTAINING_SEO = KEYWORDS.filter((keyword) => keyword.includes('seo'));

/** An instance of the admin's (no plan limits) tracking desktop and mobile, run once over REST. */
async function createRunInstance(token: string, name: string, competitor = { domain: 'moz.com', name: 'Moz' }): Promise<string> {
  const created = await request(suite.app.baseUrl, 'POST', '/api/instances', {
    token,
    body: {
      name,
      user_domain: 'wikipedia.org',
      user_company_name: 'Wikipedia',
      competitor_domains: [competitor.domain],
      competitor_company_names: [competitor.name],
      keywords: KEYWORDS,
      devices: ['desktop', 'mobile'],
    },
  });
  expect(created.status).toBe(201);
  const id = created.body.id as string;
  expect(await request(suite.app.baseUrl, 'POST', `/api/instances/${id}/run`, { token })).toMatchObject({ status: 200, body: { status: 'succeeded' } });
  return id;
}

async function storedKeywords(token: string, id: string): Promise<string[]> {
  const listed = await request(suite.app.baseUrl, 'GET', '/api/instances', { token });
  const instance = (listed.body as { id: string; keywords: string[] }[]).find((item) => item.id === id);
  return instance?.keywords ?? [];
}

async function openInstance(page: Page, name: string): Promise<void> {
  await page.goto(`${suite.app.baseUrl}/keyword-tracking`);
  await page.getByRole('link', { name, exact: true }).click();
  await page.getByRole('heading', { name, level: 1 }).waitFor();
}

let token: string;
let page: Page;

beforeAll(async () => {
  token = await signInViaApi(suite.app.baseUrl, suite.app.admin.email, suite.app.admin.password);
  page = await suite.browser.newPage({ viewport: { width: 1280, height: 900 } });
  await signInThroughTheUi(page, suite.app.baseUrl, suite.app.admin.email, suite.app.admin.password);
});

afterAll(async () => {
  await page?.close();
});

describe('selecting every keyword matching the filter on two devices', () => {
  it('counts keywords, not rows per device, with the text filter, and deletes exactly those', async () => {
    const id = await createRunInstance(token, 'Two devices, bulk');
    await openInstance(page, 'Two devices, bulk');
    const grid = page.getByRole('table', { name: 'Keyword positions' });
    await grid.waitFor();
    await page.getByLabel('Filter keywords').fill('seo');
    await grid.getByRole('checkbox', { name: 'Select seo audit' }).first().check();
    const bar = page.getByRole('region', { name: 'Bulk actions' });
    await bar.getByText('1 keyword selected.').waitFor();
    await bar.getByRole('button', { name: `Select all ${CONTAINING_SEO.length} keywords matching the filter` }).click();
    await bar.getByText(`All ${CONTAINING_SEO.length} keywords matching the filter selected.`).waitFor();
    await page.screenshot({ path: '/tmp/firstuse-bulk-1280.png', fullPage: true });
    await page.setViewportSize({ width: 375, height: 800 });
    await bar.screenshot({ path: '/tmp/firstuse-bulk-375.png' });
    await page.setViewportSize({ width: 1280, height: 900 });

    await bar.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: `Delete ${CONTAINING_SEO.length} keywords?` });
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByText(`Deleted ${CONTAINING_SEO.length} keywords.`).waitFor();
    expect(await storedKeywords(token, id)).toEqual(KEYWORDS.filter((keyword) => !keyword.includes('seo')));
  });
});

describe('tag figures after an import and after a run', () => {
  it('refresh the per-tag results without a reload', async () => {
    await createRunInstance(token, 'Tags refresh');
    await openInstance(page, 'Tags refresh');
    await page.getByText('Tag keywords in the keyword table to compare companies per tag.').waitFor();

    await page.getByRole('button', { name: 'Import keywords' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import keywords' });
    await dialog.getByLabel('Keywords').fill('seo tools,brand\nbrand new keyword,brand');
    await dialog.getByRole('button', { name: 'Preview' }).click();
    await dialog.getByRole('table', { name: 'Import preview' }).waitFor();
    await dialog.getByRole('button', { name: /^Save/ }).click();
    await dialog.waitFor({ state: 'hidden' });

    const perTag = page.getByRole('table', { name: 'Results per tag' });
    const ownFound = perTag.getByRole('row').filter({ hasText: 'Wikipedia' }).locator('td').nth(1);
    // Only "seo tools" has results so far, on both devices.
    await perTag.getByRole('rowheader', { name: 'brand' }).waitFor();
    await page.waitForFunction((text) => document.querySelector('table[aria-label="Results per tag"]')?.textContent?.includes(text), 'of 2');
    const afterImport = await ownFound.textContent();

    await page.getByRole('button', { name: 'Run now' }).click();
    await page.getByTestId('run-progress').getByText('Run complete').waitFor({ timeout: 60_000 });
    await page.waitForFunction((text) => document.querySelector('table[aria-label="Results per tag"]')?.textContent?.includes(text), 'of 4');
    expect(afterImport).toMatch(/ of 2$/);
    expect(await ownFound.textContent()).toMatch(/ of 4$/);
  });
});

describe('"No results found" on two devices', () => {
  it('names the device of each row and starts collapsed when long, so the ranking results stay near the top', async () => {
    // A competitor no search finds: a row per keyword and device.
    await createRunInstance(token, 'Not found twice', { domain: 'nowhere-to-be-found.org', name: 'Nowhere' });
    await openInstance(page, 'Not found twice');
    const toggle = page.getByRole('button', { name: /searches without a result$/ });
    await toggle.waitFor();
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByRole('table', { name: 'No results found' }).count()).toBe(0);
    await page.getByRole('table', { name: 'Ranking results' }).waitFor();
    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: '/tmp/firstuse-not-found-collapsed-375.png', fullPage: true });

    await toggle.click();
    const table = page.getByRole('table', { name: 'No results found' });
    await table.waitFor();
    expect(await table.getByRole('columnheader').allTextContents()).toEqual(['Company', 'Keyword', 'Device', 'Positions checked', 'Last run']);
    // A page at a time: "Show more" until every search without a result is listed.
    const total = Number(/the ([\d,]+) searches/.exec((await toggle.textContent()) ?? '')?.[1].replaceAll(',', ''));
    const rowCount = () => table.locator('tbody tr').count();
    for (let shown = await rowCount(); shown < total; shown = await rowCount()) {
      await page.getByRole('button', { name: 'Show more' }).click();
      await page.waitForFunction(([selector, before]) => document.querySelectorAll(selector).length > before, ['table[aria-label="No results found"] tbody tr', shown] as const);
    }
    expect(await page.getByText(`${total} of ${total} shown.`).count()).toBe(1);
    const nowhere = table.getByRole('row').filter({ hasText: 'Nowhere' });
    expect(await nowhere.count()).toBe(2 * KEYWORDS.length);
    expect(await toggle.textContent()).toContain(`${await table.locator('tbody tr').count()} searches without a result`);
    expect(await nowhere.filter({ hasText: 'Mobile' }).count()).toBe(KEYWORDS.length);
    await page.screenshot({ path: '/tmp/firstuse-not-found-open-375.png', fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: '/tmp/firstuse-not-found-open-1280.png', fullPage: true });
  });
});
