import type { Page } from 'playwright-core';
import { graphql, request } from '../api/test/support/http';
import { createInstanceViaApi, signInViaApi } from './support/api';
import { signInThroughTheUi, useAppAndBrowser } from './support/suite';

jest.setTimeout(240_000);

const suite = useAppAndBrowser();

describe('Search Console in client reports', () => {
  let page: Page;
  let instanceName: string;

  beforeAll(async () => {
    // Admins are not held to plan limits; the sandbox Search Console connects through its in-app consent page.
    const base = suite.app.baseUrl;
    const token = await signInViaApi(base, suite.app.admin.email, suite.app.admin.password);
    instanceName = `Search report site ${Date.now()}`;
    const instanceId = await createInstanceViaApi(base, token, { name: instanceName, user_domain: 'searchreport.com', user_company_name: 'Search Report', keywords: ['seo tools'] });
    const started = await request(base, 'POST', '/api/search-console/connect', { token });
    const state = new URL(started.body.url as string, base).searchParams.get('state') ?? '';
    const allowed = await fetch(`${base}/search-console/sandbox-consent`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ state, decision: 'allow' }).toString() });
    await fetch(`${base}${allowed.headers.get('location')}`, { redirect: 'manual' });
    const properties = (await request(base, 'GET', '/api/search-console/properties', { token })).body as { id: string; siteUrl: string }[];
    const property = properties.find((candidate) => candidate.siteUrl === 'sc-domain:searchreport.com');
    if (!property) throw new Error(`no sandbox property for the instance: ${JSON.stringify(properties)}`);
    const linked = await request(base, 'POST', `/api/instances/${instanceId}/search-console`, { token, body: { propertyId: property.id } });
    expect(linked.status).toBe(202);
    const deadline = Date.now() + 180_000;
    for (;;) {
      const job = (await graphql(base, 'query($id: ID!) { job(id: $id) { status } }', { id: linked.body.jobId }, token)).data.job as { status: string };
      if (job.status === 'succeeded') break;
      if (Date.now() > deadline || job.status === 'failed' || job.status === 'cancelled') throw new Error(`the backfill did not finish (${job.status})`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    page = await suite.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signInThroughTheUi(page, base, suite.app.admin.email, suite.app.admin.password);
  });

  afterAll(async () => {
    await page?.close();
  });

  it('adds the Search Console section to a report and shows its trend, totals and top queries in the preview', async () => {
    await page.goto(`${suite.app.baseUrl}/reports/new`);
    await page.getByLabel('Report name').fill('Search Console report');
    await page.getByLabel('Client').fill('Search Report');
    await page.getByLabel('Section to add').selectOption('search-console');
    await page.getByRole('button', { name: 'Add section' }).focus();
    await page.keyboard.press('Enter');
    await page.getByLabel('Tracking instance').selectOption({ label: instanceName });
    await page.getByText('Its linked Search Console property').waitFor();

    await page.getByRole('button', { name: 'Create report' }).click();
    await page.waitForURL(/\/reports\/[0-9a-f-]{36}$/);
    const preview = page.frameLocator('iframe[title="Preview of Search Console report"]');
    await preview.getByRole('heading', { name: 'Search Console', exact: true }).waitFor();
    await preview.getByText(`${instanceName} · sc-domain:searchreport.com`).waitFor();
    await preview.getByRole('cell', { name: 'Clicks', exact: true }).waitFor();
    await preview.getByRole('heading', { name: 'Clicks per day' }).waitFor();
    await preview.getByRole('heading', { name: 'Top queries' }).waitFor();
    await preview.getByRole('heading', { name: 'Top pages' }).waitFor();
    await preview.getByText('SANDBOX', { exact: false }).first().waitFor();
  });

  it('offers the section at 375 px, its instance picker within the screen', async () => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`${suite.app.baseUrl}/reports/new`);
    await page.getByLabel('Section to add').selectOption('search-console');
    await page.getByRole('button', { name: 'Add section' }).click();
    const picker = page.getByLabel('Tracking instance');
    await picker.selectOption({ label: instanceName });
    const box = await picker.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});
