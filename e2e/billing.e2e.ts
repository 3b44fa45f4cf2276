import type { Page } from 'playwright-core';
import { request } from '../api/test/support/http';
import { signUpViaApi } from './support/api';
import { signInThroughTheUi, useAppAndBrowser } from './support/suite';

jest.setTimeout(180_000);

const PHONE = { width: 375, height: 812 };
const suite = useAppAndBrowser();

/** The date as /billing writes it, in this machine's time zone (Chromium's too). */
const billingDate = (unixSeconds: number) => new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' }).format(new Date(unixSeconds * 1000));

async function buyProOnSandbox(page: Page) {
  await page.goto(`${suite.app.baseUrl}/pricing`);
  const pro = page.getByRole('region', { name: 'Pro plan' });
  await pro.getByRole('button', { name: 'Start Free Trial' }).click();

  await page.waitForURL('**/billing/sandbox-checkout?session_id=*');
  await page.getByText('no money moves').waitFor();
  await page.getByText('SANDBOX', { exact: true }).waitFor();
  await page.getByText('14-day free trial, then $29 a month.').waitFor();
  await page.screenshot({ path: 'test-results/billing-sandbox-checkout.png' });
  await page.getByRole('button', { name: 'Pay (sandbox)' }).click();

  await page.waitForURL('**/billing/success?session_id=*');
  await page.waitForURL('**/dashboard');
}

it('shows a Free user what Free includes and what upgrading adds, at 1280 and 375 px', async () => {
  const account = await signUpViaApi(suite.app.baseUrl);
  for (const viewport of [{ width: 1280, height: 900 }, PHONE]) {
    const page = await suite.browser.newPage({ viewport });
    try {
      await page.goto(`${suite.app.baseUrl}/`);
      await page.evaluate((token) => localStorage.setItem('token', token), account.token);
      await page.goto(`${suite.app.baseUrl}/billing`);
      await page.getByRole('heading', { name: 'Free includes' }).waitFor();
      await page.getByRole('heading', { name: 'Upgrading to Pro ($29/month) adds' }).waitFor();
      await page.getByRole('list', { name: 'What Pro adds' }).getByText('Keyword ranking tracking').waitFor();
      await page.getByText('Keyword searches', { exact: true }).waitFor();
      expect(await page.getByText('Next invoice').count()).toBe(0);
      expect(await page.getByText('Tracking', { exact: true }).count()).toBe(0);
      expect(await page.getByRole('link', { name: 'View Pricing' }).getAttribute('href')).toBe('/pricing');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await page.screenshot({ path: `test-results/billing-free-${viewport.width}.png`, fullPage: true });
    } finally {
      await page.close();
    }
  }
});

it('buys Pro on sandbox billing, sees it with usage and invoices on /billing, then schedules the change to Free', async () => {
  const account = await signUpViaApi(suite.app.baseUrl);
  const page = await suite.browser.newPage({ viewport: { width: 1280, height: 900 } });
  try {
    await signInThroughTheUi(page, suite.app.baseUrl, account.email, account.password);
    await buyProOnSandbox(page);

    await page.goto(`${suite.app.baseUrl}/billing`);
    await page.getByText('$29/month').waitFor();
    await page.getByRole('note', { name: 'Sandbox billing' }).waitFor();
    const { body: subscription } = await request(suite.app.baseUrl, 'GET', '/api/subscription', { token: account.token });
    await page.getByText(`Free trial until ${billingDate(subscription.trial_end)}`).waitFor();
    await page.getByRole('heading', { name: 'Usage this period' }).waitFor();
    for (const kind of ['Tracking', 'Keyword searches', 'Articles']) {
      await page.getByText(kind, { exact: true }).waitFor();
    }
    expect(await page.getByRole('progressbar').count()).toBeGreaterThan(0);
    const invoice = page.getByRole('table', { name: 'Invoices' }).getByRole('row').nth(1);
    await invoice.getByText('$0.00').waitFor();
    await invoice.getByText('Paid').waitFor();
    await page.screenshot({ path: 'test-results/billing-pro.png', fullPage: true });

    await invoice.getByRole('link', { name: /^View invoice SANDBOX-/ }).click();
    await page.waitForURL('**/billing/sandbox-invoice/*');
    await page.getByText('SANDBOX — no money moved.').waitFor();
    await page.getByText('$0.00').waitFor();
    await page.getByRole('link', { name: 'Back to Billing' }).click();

    await page.getByRole('button', { name: 'Change to Free at period end' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change to Free at period end?' });
    await dialog.getByRole('button', { name: 'Change to Free' }).click();
    await page.getByText('Plan updated', { exact: true }).waitFor();
    await page.getByText(`Your Pro plan ends on ${billingDate(subscription.current_period_end)} and then downgrades to Free.`).waitFor();
    expect(await page.getByRole('button', { name: 'Change to Free at period end' }).isDisabled()).toBe(true);
    expect((await request(suite.app.baseUrl, 'GET', '/api/subscription', { token: account.token })).body).toMatchObject({ plan_id: 2, cancel_at_period_end: true });
    await page.screenshot({ path: 'test-results/billing-cancelling.png', fullPage: true });

    const phone = await suite.browser.newPage({ viewport: PHONE });
    try {
      await phone.goto(`${suite.app.baseUrl}/`);
      await phone.evaluate((token) => localStorage.setItem('token', token), account.token);
      await phone.goto(`${suite.app.baseUrl}/billing`);
      await phone.getByText('and then downgrades to Free.').waitFor();
      await phone.getByRole('table', { name: 'Invoices' }).waitFor();
      expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      // The whole invoice row, its link included, fits without the table's own scrolling.
      const scroller = phone.getByTestId('invoices-scroller');
      expect(await scroller.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);
      await phone.screenshot({ path: 'test-results/billing-375.png', fullPage: true });
    } finally {
      await phone.close();
    }
  } finally {
    await page.close();
  }
});
