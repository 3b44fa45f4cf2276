import { randomBytes } from 'node:crypto';
import type { Browser, ConsoleMessage, Page } from 'playwright-core';
import { request } from '../api/test/support/http';
import { UnsubscribeLinks } from '../api/src/modules/alerts/unsubscribe-links';
import { signUpViaApi } from './support/api';
import { startApp, type E2eApp } from './support/app';
import { launchBrowser } from './support/browser';

jest.setTimeout(180_000);

/** The app's secret is known here, so the test can sign the link a digest email would carry. */
const secret = randomBytes(32).toString('hex');
let app: E2eApp;
let browser: Browser;

beforeAll(async () => {
  app = await startApp({ env: { JWT_SECRET: secret } });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

/** Console errors (a Content-Security-Policy refusal is one) and page errors. */
function recordErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
  return errors;
}

describe('the unsubscribe page', () => {
  it('is styled within its Content-Security-Policy, asks first, and unsubscribes on its button', async () => {
    const { token } = await signUpViaApi(app.baseUrl);
    const me = await request(app.baseUrl, 'GET', '/api/me', { token });
    const links = new UnsubscribeLinks(secret, app.baseUrl);
    const page = await browser.newPage();
    const errors = recordErrors(page);

    const response = await page.goto(links.digestsUrlFor(me.body.id as string));
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { name: 'Stop ranking digests?' }).waitFor();
    // The stylesheet applied: not the browser's default serif body with an 8px margin, nor its grey button.
    const styles = await page.evaluate(() => {
      const body = getComputedStyle(document.body);
      const button = getComputedStyle(document.querySelector('button')!);
      return { font: body.fontFamily, maxWidth: body.maxWidth, buttonBackground: button.backgroundColor };
    });
    expect(styles).toEqual({ font: expect.stringContaining('system-ui'), maxWidth: '512px', buttonBackground: 'rgb(29, 78, 216)' });

    await page.getByRole('button', { name: 'Stop digests' }).click();
    await page.getByRole('heading', { name: 'You are unsubscribed' }).waitFor();
    expect(await page.evaluate(() => getComputedStyle(document.body).maxWidth)).toBe('512px');
    expect(errors).toEqual([]);
    await page.close();
  });
});
