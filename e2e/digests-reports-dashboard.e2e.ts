import type { Page } from 'playwright-core';
import { request } from '../api/test/support/http';
import { signInViaApi } from './support/api';
import { overflowingElements } from './support/layout';
import { signInThroughTheUi, useAppAndBrowser } from './support/suite';

jest.setTimeout(240_000);

const suite = useAppAndBrowser();
const WIDTHS = [1280, 375] as const;
const NEXT_MONDAY_9_BERLIN = /^Next delivery: Mon, \d{1,2} [A-Z][a-z]{2} \d{4}, 09:00 (CET|CEST|GMT\+[12]) \(Europe\/Berlin\)$/;

describe('what users expect next to digests, reports and the dashboard', () => {
  let page: Page;
  let token: string;

  beforeAll(async () => {
    const { baseUrl, admin } = suite.app;
    token = await signInViaApi(baseUrl, admin.email, admin.password);
    page = await suite.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signInThroughTheUi(page, baseUrl, admin.email, admin.password);
  });
  afterAll(async () => {
    await page?.close();
  });

  it('the dashboard reaches bulk research, the inbox and, with email on the sandbox outbox, the outbox; by keyboard', async () => {
    const { baseUrl } = suite.app;
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${baseUrl}/dashboard`);
      await page.getByRole('link', { name: 'Open Bulk Keyword Research' }).waitFor();
      await page.getByRole('link', { name: 'Open Inbox' }).waitFor();
      await page.getByRole('link', { name: 'Open Sandbox outbox' }).waitFor();
      expect(await overflowingElements(page)).toEqual([]);
      await page.screenshot({ path: `test-results/dashboard-${width}.png`, fullPage: true });
    }
    for (const [link, heading] of [
      ['Open Bulk Keyword Research', 'Bulk Keyword Research'],
      ['Open Inbox', 'Inbox'],
      ['Open Sandbox outbox', 'Sandbox outbox'],
    ] as const) {
      await page.goto(`${baseUrl}/dashboard`);
      await page.getByRole('link', { name: link }).focus();
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
    }
  });

  it('a digest can be previewed as it would be sent now, then sent now to the sandbox outbox', async () => {
    const { baseUrl } = suite.app;
    const created = await request(baseUrl, 'POST', '/api/instances', {
      token,
      body: { name: 'Digest site', user_domain: 'moz.com', user_company_name: 'Moz', keywords: ['what is seo'], serp_country: 'us' },
    });
    expect(created.status).toBe(201);
    const instanceId = created.body.id as string;
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${baseUrl}/keyword-tracking/${instanceId}`);
    await page.getByRole('heading', { name: 'Digest site', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Run now' }).click();
    await page.getByTestId('run-progress').getByText('Run complete').waitFor({ timeout: 60_000 });

    expect((await request(baseUrl, 'PUT', `/api/instances/${instanceId}/digest`, { token, body: { frequency: 'DAILY' } })).status).toBe(200);
    await page.reload();
    await page.getByText('Preview and Send now cover today so far (UTC). Sending now does not move the scheduled digest').waitFor();

    const today = new Date().toISOString().slice(0, 10);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 860 });
      await page.getByRole('button', { name: 'Preview', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Digest preview' });
      await dialog.getByTestId('digest-preview-subject').getByText(`Daily ranking digest: ${today}`).waitFor();
      await page.frameLocator('iframe[title="Digest email"]').getByRole('link', { name: 'Digest site' }).waitFor();
      await page.screenshot({ path: `test-results/digest-preview-${width}.png` });
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
    }
    // Previewing sent nothing.
    const outbox = async () => (await request(baseUrl, 'GET', '/api/outbox', { token })).body;
    expect(JSON.stringify(await outbox())).not.toContain('ranking digest');

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('button', { name: 'Preview', exact: true }).click();
    await page.getByRole('dialog', { name: 'Digest preview' }).getByRole('button', { name: 'Send now' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Send this digest now?' }).or(page.getByRole('dialog', { name: 'Send this digest now?' }));
    await confirm.getByRole('button', { name: 'Send now' }).click();
    await page.getByText('Digest sent', { exact: true }).waitFor();

    await page.goto(`${baseUrl}/sandbox-outbox`);
    await page.getByText(`Daily ranking digest: ${today}`).first().waitFor();
  });

  it('a scheduled report shows its next delivery in its time zone in the list, on its page and in the builder', async () => {
    const { baseUrl } = suite.app;
    const created = await request(baseUrl, 'POST', '/api/reports', {
      token,
      body: { name: 'Weekly for Acme', client: 'Acme Corp', range: { preset: 'last-7-days' }, sections: [{ kind: 'note', text: 'All good.' }] },
    });
    expect(created.status).toBe(201);
    const reportId = created.body.id as string;
    const unscheduled = await request(baseUrl, 'POST', '/api/reports', {
      token,
      body: { name: 'One-off for Beta', client: 'Beta Inc', range: { preset: 'last-7-days' }, sections: [{ kind: 'note', text: 'Once.' }] },
    });
    expect(unscheduled.status).toBe(201);
    const scheduled = await request(baseUrl, 'PUT', `/api/reports/${reportId}/schedule`, {
      token,
      body: { frequency: 'weekly', day: 1, time: '09:00', timeZone: 'Europe/Berlin', recipients: ['client@acme.test'] },
    });
    expect(scheduled.status).toBe(200);

    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${baseUrl}/reports`);
      const item = page.getByRole('listitem').filter({ hasText: 'Weekly for Acme' });
      expect(await item.getByTestId('next-delivery').textContent()).toMatch(NEXT_MONDAY_9_BERLIN);
      expect(await page.getByRole('listitem').filter({ hasText: 'One-off for Beta' }).getByTestId('next-delivery').textContent()).toBe('Not on a schedule');
      expect(await overflowingElements(page)).toEqual([]);
      await page.screenshot({ path: `test-results/report-list-next-delivery-${width}.png`, fullPage: true });
    }
    await page.goto(`${baseUrl}/reports/${reportId}`);
    await page.getByRole('heading', { name: 'Scheduled delivery' }).waitFor();
    expect(await page.getByTestId('next-delivery').textContent()).toMatch(NEXT_MONDAY_9_BERLIN);
    await page.goto(`${baseUrl}/reports/${reportId}/edit`);
    await page.getByLabel('Report name').waitFor();
    expect(await page.getByTestId('next-delivery').textContent()).toMatch(NEXT_MONDAY_9_BERLIN);
  });
});
