import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { graphql } from '../api/test/support/http';
import { startWebhookReceiver, type WebhookReceiver } from '../api/test/support/webhook-receiver';
import { signUpViaApi } from './support/api';
import { startApp, type E2eApp } from './support/app';
import { launchBrowser } from './support/browser';
import { signInThroughTheUi } from './support/suite';

jest.setTimeout(180_000);

const AGENCY = 3;

let app: E2eApp;
let browser: Browser;
let receiver: WebhookReceiver;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  // The receiver is on 127.0.0.1: deliveries may reach it only with private networks allowed.
  app = await startApp({ env: { WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true' } });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await receiver?.close();
});

/** A new Agency account, bought through sandbox checkout as the pricing page would. */
async function agencyAccount(fullName: string) {
  const account = await signUpViaApi(app.baseUrl, { fullName });
  const checkout = await graphql<{ createCheckout: { sessionId: string } }>(app.baseUrl, 'mutation($planId: Int!) { createCheckout(planId: $planId) { sessionId } }', { planId: AGENCY }, account.token);
  const paid = await graphql(app.baseUrl, 'mutation($id: String!) { completeSandboxCheckout(sessionId: $id) { planId } }', { id: checkout.data?.createCheckout.sessionId }, account.token);
  expect(paid.errors).toBeUndefined();
  return account;
}

/** The README's check: HMAC-SHA256 of "<t>.<raw body>" with the endpoint's secret, in constant time. */
function verify(secret: string, header: string, rawBody: string): boolean {
  const parts = Object.fromEntries(header.split(',').map((part) => part.split('=') as [string, string]));
  const expected = createHmac('sha256', secret).update(`${parts.t}.${rawBody}`).digest();
  const given = Buffer.from(parts.v1 ?? '', 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

function toastTitled(page: Page, title: string) {
  return page.getByRole('region', { name: /notifications/i }).getByText(title, { exact: true });
}

describe('Webhooks page', () => {
  it('adds an endpoint, shows its secret once, sends a test event and logs its delivery', async () => {
    const account = await agencyAccount('Wanda Webhooks');
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    try {
      await signInThroughTheUi(page, app.baseUrl, account.email, account.password);
      await page.goto(`${app.baseUrl}/developer/webhooks`);
      await page.getByRole('heading', { name: 'Webhooks', level: 1 }).waitFor();
      await page.getByText('No webhook endpoints yet.').waitFor();

      const url = `${receiver.url}/rankcraft-events`;
      const form = page.getByRole('form', { name: 'Add webhook endpoint' });
      await form.getByLabel('Endpoint URL').fill(url);
      await form.getByLabel(/alert\.triggered/).check();
      await form.getByRole('button', { name: 'Add endpoint' }).click();

      // The secret, shown this once.
      await page.getByRole('heading', { name: `Signing secret for ${url}` }).waitFor();
      const secret = await page.getByRole('textbox', { name: 'Signing secret' }).inputValue();
      expect(secret.length).toBeGreaterThanOrEqual(32);
      await page.screenshot({ path: 'test-results/webhooks-secret.png', fullPage: true });
      await page.getByRole('button', { name: 'Done' }).click();
      expect(await page.getByRole('textbox', { name: 'Signing secret' }).count()).toBe(0);
      const endpoint = page.getByTestId('webhook-endpoint').filter({ hasText: url });
      await endpoint.getByRole('list', { name: 'Events' }).getByText('alert.triggered').waitFor();

      // A test event reaches the receiver, signed with that secret.
      await endpoint.getByRole('button', { name: 'Send test event' }).click();
      await toastTitled(page, 'Test event sent').waitFor();
      const [delivery] = await receiver.waitForRequests(1, 30_000);
      expect(delivery.headers['rankcraft-event']).toBe('webhook.test');
      expect(verify(secret, delivery.headers['rankcraft-signature'] as string, delivery.rawBody)).toBe(true);
      expect(JSON.parse(delivery.rawBody)).toMatchObject({ type: 'webhook.test' });

      // The log opens on the test event's delivery: delivered, with the receiver's 200.
      await endpoint.getByRole('button', { name: 'Hide deliveries' }).waitFor();
      const row = endpoint.getByTestId('webhook-delivery-row').filter({ hasText: 'webhook.test' });
      await row.waitFor();
      for (let tries = 0; tries < 20 && (await row.getByText('Delivered').count()) === 0; tries++) {
        await endpoint.getByRole('button', { name: 'Refresh' }).click();
        await page.waitForTimeout(500);
      }
      await row.getByText('Delivered').waitFor();
      await row.getByText('200', { exact: true }).waitFor();
      await page.screenshot({ path: 'test-results/webhooks-delivery-log.png', fullPage: true });
      // A failed delivery shows the receiver's answer and its next try; the log still fits the page at
      // 1280 px (its table does not scroll sideways).
      receiver.answerNext([500]);
      await endpoint.getByRole('button', { name: 'Send test event' }).click();
      await receiver.waitForRequests(2, 30_000);
      const failed = endpoint.getByTestId('webhook-delivery-row').filter({ hasText: '500' });
      for (let tries = 0; tries < 20 && (await failed.count()) === 0; tries++) {
        await endpoint.getByRole('button', { name: 'Refresh' }).click();
        await page.waitForTimeout(500);
      }
      await failed.getByText('Next try', { exact: false }).waitFor();
      const log = endpoint.getByRole('table', { name: 'Deliveries' });
      expect(await log.evaluate((table) => table.parentElement!.scrollWidth - table.parentElement!.clientWidth)).toBe(0);
      await page.setViewportSize({ width: 375, height: 812 });
      await page.screenshot({ path: '/tmp/rankcraft-e2e/webhooks-delivery-log-375.png', fullPage: true });
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.screenshot({ path: '/tmp/rankcraft-e2e/webhooks-delivery-log-1280.png', fullPage: true });

      // After a reload the secret is not shown again; the endpoint and its log stay.
      await page.reload();
      await endpoint.waitFor();
      expect(await page.getByRole('textbox', { name: 'Signing secret' }).count()).toBe(0);
    } finally {
      await page.close();
    }
  });
});
