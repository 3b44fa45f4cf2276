import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { graphql, request } from '../api/test/support/http';
import { signUpViaApi } from './support/api';
import { overflowingElements } from './support/layout';
import { signInThroughTheUi, useAppAndBrowser } from './support/suite';

jest.setTimeout(180_000);

const suite = useAppAndBrowser();

const PRO = 2;
const SCREENSHOTS = process.env.E2E_SCREENSHOT_DIR ?? '/tmp/rankcraft-e2e';
const VIEWPORTS = [
  { width: 1280, height: 900 },
  { width: 375, height: 812 },
];

/** A new account on Pro, bought through sandbox checkout as the pricing page would. */
async function proAccount(fullName: string) {
  const account = await signUpViaApi(suite.app.baseUrl, { fullName });
  const checkout = await graphql<{ createCheckout: { sessionId: string } }>(suite.app.baseUrl, 'mutation($planId: Int!) { createCheckout(planId: $planId) { sessionId } }', { planId: PRO }, account.token);
  const paid = await graphql(suite.app.baseUrl, 'mutation($id: String!) { completeSandboxCheckout(sessionId: $id) { planId } }', { id: checkout.data?.createCheckout.sessionId }, account.token);
  expect(paid.errors).toBeUndefined();
  return account;
}

/**
 * Opens `url` at both widths: the upgrade notice, with the server's refusal and a link to the pricing
 * page, is there before any form (`formField` never shows), and the page fits the phone.
 */
async function expectLimitUpFront(page: Page, url: string, refusal: string, formField: string, name: string) {
  await mkdir(SCREENSHOTS, { recursive: true });
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await page.goto(`${suite.app.baseUrl}${url}`);
    const notice = page.getByTestId('upgrade-notice');
    await notice.getByText(refusal).waitFor();
    expect(await notice.getByRole('link', { name: 'View Pricing' }).getAttribute('href')).toBe('/pricing');
    expect(await page.getByLabel(formField, { exact: true }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Try again' }).count()).toBe(0);
    expect(await overflowingElements(page)).toEqual([]);
    await page.screenshot({ path: path.join(SCREENSHOTS, `plan-limit-${name}-${viewport.width}.png`), fullPage: true });
  }
}

describe('plan limits shown before the work', () => {
  let page: Page;

  afterEach(async () => {
    await page?.close();
  });

  it('shows a Free user that reports, the brand kit and webhooks need an upgrade, before any form', async () => {
    const account = await signUpViaApi(suite.app.baseUrl, { fullName: 'Fran Free' });
    page = await suite.browser.newPage();
    await signInThroughTheUi(page, suite.app.baseUrl, account.email, account.password);

    const reports = 'Client reports are not included in the Free plan. Upgrade to Pro or Agency to use them.';
    await expectLimitUpFront(page, '/reports', reports, 'Report name', 'reports');
    // The list offers nothing that would be refused.
    expect(await page.getByRole('link', { name: 'New Report' }).count()).toBe(0);
    await expectLimitUpFront(page, '/reports/new', reports, 'Report name', 'report-new');
    await expectLimitUpFront(page, '/reports/brand-kit', 'The brand kit is not included in the Free plan. Upgrade to Agency to use it.', 'Agency name', 'brand-kit');
    await expectLimitUpFront(page, '/developer/webhooks', 'Webhooks are not included in the Free plan. Upgrade to Agency to use them.', 'Endpoint URL', 'webhooks');
  });

  it('shows a Pro user that scheduled delivery and the brand kit need Agency, while the report itself works', async () => {
    const account = await proAccount('Pat Pro');
    const created = await request(suite.app.baseUrl, 'POST', '/api/reports', {
      token: account.token,
      body: { name: 'Monthly report', client: 'Acme', range: { preset: 'last-30-days' }, sections: [{ kind: 'note', text: 'Hello Acme' }] },
    });
    expect(created.status).toBe(201);
    page = await suite.browser.newPage();
    await signInThroughTheUi(page, suite.app.baseUrl, account.email, account.password);

    await expectLimitUpFront(page, `/reports/${created.body.id}`, 'Scheduled report delivery is not included in the Pro plan. Upgrade to Agency to use it.', 'Send', 'report-schedule');
    await page.getByRole('heading', { name: 'Monthly report' }).waitFor();
    await page.getByRole('button', { name: 'Create share link' }).waitFor();
    await expectLimitUpFront(page, '/reports/brand-kit', 'The brand kit is not included in the Pro plan. Upgrade to Agency to use it.', 'Agency name', 'brand-kit-pro');
    await page.goto(`${suite.app.baseUrl}/reports/new`);
    await page.getByLabel('Report name').waitFor();
  });
});
