import type { Page } from 'playwright-core';
import { request } from '../api/test/support/http';
import { signInViaApi } from './support/api';
import { signInThroughTheUi, useAppAndBrowser } from './support/suite';
import { overflowingElements } from './support/layout';

jest.setTimeout(180_000);

const suite = useAppAndBrowser();

describe('client reports', () => {
  let page: Page;

  beforeAll(async () => {
    // Admins are not held to plan limits.
    const token = await signInViaApi(suite.app.baseUrl, suite.app.admin.email, suite.app.admin.password);
    const created = await request(suite.app.baseUrl, 'POST', '/api/instances', {
      token,
      body: { name: 'Client tracking', user_domain: 'acme.com', user_company_name: 'Acme', keywords: ['seo tools', 'rank tracker'] },
    });
    expect(created.status).toBe(201);
    expect((await request(suite.app.baseUrl, 'POST', `/api/instances/${created.body.id}/run`, { token })).status).toBe(200);
    page = await suite.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signInThroughTheUi(page, suite.app.baseUrl, suite.app.admin.email, suite.app.admin.password);
  });

  afterAll(async () => {
    await page?.close();
  });

  it('builds a report with the keyboard, previews it, and opens its share link in a fresh browser context', async () => {
    await page.goto(`${suite.app.baseUrl}/reports`);
    await page.getByRole('heading', { name: 'Client Reports' }).waitFor();
    await page.getByText('No reports yet.').waitFor();
    await page.getByRole('link', { name: 'New Report' }).click();
    await page.getByLabel('Report name').fill('Monthly SEO report');
    await page.getByLabel('Client').fill('Acme Corp');
    await page.getByLabel('Date range').selectOption('last-90-days');

    // Add a note, then a ranking summary, with the keyboard only.
    await page.getByLabel('Section to add').selectOption('note');
    await page.getByRole('button', { name: 'Add section' }).focus();
    await page.keyboard.press('Enter');
    await page.getByLabel('Note text').fill('Rankings rose after the migration.');
    await page.getByLabel('Section to add').selectOption('tracker-summary');
    await page.getByRole('button', { name: 'Add section' }).focus();
    await page.keyboard.press('Enter');
    // Move the summary to the top: focus stays on the moved section's button.
    await page.getByRole('button', { name: 'Move Ranking summary (section 2) up' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Move Ranking summary (section 1) down' }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Move Ranking summary (section 1) down');
    const order = await page.getByRole('list', { name: 'Report sections' }).locator(':scope > li p.font-semibold').allTextContents();
    expect(order).toEqual(['1. Ranking summary', '2. Note']);

    await page.getByRole('button', { name: 'Create report' }).click();
    await page.waitForURL(/\/reports\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { name: 'Monthly SEO report' }).waitFor();
    const preview = page.frameLocator('iframe[title="Preview of Monthly SEO report"]');
    await preview.getByRole('heading', { name: 'Ranking summary' }).waitFor();
    await preview.getByText('Rankings rose after the migration.').waitFor();

    // The PDF is rendered by a job whose progress shows while it runs, then downloaded.
    const downloaded = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PDF' }).click();
    await page.getByRole('status').filter({ hasText: /PDF|data/ }).waitFor();
    expect((await downloaded).suggestedFilename()).toMatch(/\.pdf$/);
    await page.getByRole('button', { name: 'Download PDF' }).waitFor();

    await page.getByRole('button', { name: 'Create share link' }).click();
    const url = await page.getByLabel('New share link').inputValue();
    expect(url).toMatch(/\/r\/[A-Za-z0-9_-]{32}$/);
    const shareUrl = `${suite.app.baseUrl}${new URL(url).pathname}`;

    // A fresh context: no token, no storage.
    const stranger = await suite.browser.newContext();
    try {
      const publicPage = await stranger.newPage();
      const response = await publicPage.goto(shareUrl);
      expect(response?.status()).toBe(200);
      expect(response?.headers()['x-robots-tag']).toBe('noindex, nofollow');
      await publicPage.getByRole('heading', { name: 'Monthly SEO report' }).waitFor();
      await publicPage.getByText('Acme Corp', { exact: true }).waitFor();
      expect(await publicPage.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, nofollow');
      // No app shell: none of the app's navigation.
      expect(await publicPage.getByRole('link', { name: 'Pricing' }).count()).toBe(0);
    } finally {
      await stranger.close();
    }

    await page.reload();
    await page.getByText(/opened 1 time/).waitFor();

    await page.setViewportSize({ width: 375, height: 800 });
    await page.getByRole('heading', { name: 'Monthly SEO report' }).waitFor();
    expect(await overflowingElements(page)).toEqual([]);
  });

  it('warns about hard-to-read brand colours while they are chosen', async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${suite.app.baseUrl}/reports/brand-kit`);
    await page.getByLabel('Agency name').fill('Northwind Digital');
    await page.getByLabel('Accent colour').fill('#dddddd');
    await page.getByText(/Headings in the accent colour are hard to read/).waitFor();
    await page.getByLabel('Accent colour').fill('#1d4ed8');
    await page.getByText(/Headings in the accent colour are hard to read/).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Save brand kit' }).click();
    await page.getByText('Brand kit saved.', { exact: false }).waitFor();
  });
});
