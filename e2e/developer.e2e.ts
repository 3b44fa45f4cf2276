import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { graphql } from '../api/test/support/http';
import { paidAccountViaApi, signUpViaApi } from './support/api';
import { signInThroughTheUi, useAppAndBrowser } from './support/suite';

jest.setTimeout(180_000);

const run = promisify(execFile);
const PHONE = { width: 375, height: 812 };
const suite = useAppAndBrowser();

const PRO = 2;
const AGENCY = 3;

const paidAccount = (fullName: string, planId: number) => paidAccountViaApi(suite.app.baseUrl, planId, { fullName });

/** Runs the page's own curl example with a real token; curl prints the body, then the status on the last line. */
async function runCurlExample(example: string, secret: string): Promise<{ status: number; body: string }> {
  const command = `${example.replace('rc_…', secret)} -s -w '\\n%{http_code}'`;
  const { stdout } = await run('bash', ['-c', command]);
  const lines = stdout.trimEnd().split('\n');
  return { status: Number(lines.pop()), body: lines.join('\n') };
}

function toastTitled(page: Page, title: string) {
  return page.getByRole('region', { name: /notifications/i }).getByText(title, { exact: true });
}

describe('Developer page', () => {
  it('creates an API token that works with curl, then revokes it so curl gets 401', async () => {
    const account = await paidAccount('Ada Agency', AGENCY);
    const page = await suite.browser.newPage({ viewport: { width: 1280, height: 900 } });
    try {
      await signInThroughTheUi(page, suite.app.baseUrl, account.email, account.password);
      await page.getByRole('button', { name: 'Open user menu' }).click();
      await page.getByRole('menuitem', { name: 'Developer' }).click();
      await page.waitForURL('**/developer');
      await page.getByRole('heading', { name: 'Developer' }).waitFor();
      await page.getByText('No API tokens yet.').waitFor();

      await page.getByLabel('Token name').fill('Nightly report');
      await page.getByRole('button', { name: 'Create token' }).click();
      const secret = await page.getByLabel('New API token').inputValue();
      expect(secret).toMatch(/^rc_/);
      await page.getByText('you will not see it again').waitFor();
      const row = page.getByTestId('api-token-row').filter({ hasText: 'Nightly report' });
      expect(await row.getByText('Never').count()).toBe(1);
      await page.screenshot({ path: 'test-results/developer-token-created.png', fullPage: true });

      const example = await page.getByLabel('curl example', { exact: true }).innerText();
      expect(example).toContain(`${suite.app.baseUrl}/graphql`);
      const answered = await runCurlExample(example, secret);
      expect(answered.status).toBe(200);
      expect(JSON.parse(answered.body)).toEqual({ data: { me: { email: account.email } } });

      const schemaHref = await page.getByRole('link', { name: 'Download schema.graphql' }).getAttribute('href');
      const schema = await fetch(new URL(schemaHref ?? '', suite.app.baseUrl));
      expect(schema.status).toBe(200);
      expect(await schema.text()).toMatch(/createApiToken\(\s*name: String!\s+("""[^"]*"""\s+)?role: ApiTokenRole\s*\): CreatedApiToken!/);

      // Leaving and coming back: the secret is gone, the list shows the token's last use.
      await page.getByRole('button', { name: 'Done' }).click();
      await page.reload();
      await row.waitFor();
      expect(await page.getByLabel('New API token').count()).toBe(0);
      expect(await row.getByText('Never').count()).toBe(0);

      await page.getByRole('button', { name: 'Revoke Nightly report' }).click();
      const dialog = page.getByRole('dialog', { name: 'Revoke API token' });
      await dialog.getByRole('button', { name: 'Revoke' }).click();
      await toastTitled(page, 'API token revoked').waitFor();
      await page.getByText('No API tokens yet.').waitFor();

      const refused = await runCurlExample(example, secret);
      expect(refused.status).toBe(401);
      expect(JSON.parse(refused.body).errors[0].extensions.code).toBe('UNAUTHENTICATED');
    } finally {
      await page.close();
    }
  });

  it('tells a Free user that API access comes with the Agency plan', async () => {
    const account = await signUpViaApi(suite.app.baseUrl);
    const page = await suite.browser.newPage({ viewport: PHONE });
    try {
      await page.goto(`${suite.app.baseUrl}/`);
      await page.evaluate((token) => localStorage.setItem('token', token), account.token);
      await page.goto(`${suite.app.baseUrl}/developer`);
      await page.getByText('API access comes with the Agency plan.', { exact: false }).waitFor();
      expect(await page.getByLabel('Token name').count()).toBe(0);
      await page.getByLabel('curl example', { exact: true }).waitFor();
      // 375 px: long code lines scroll inside their block, never the page.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      await page.screenshot({ path: 'test-results/developer-375.png', fullPage: true });
      await page.getByRole('link', { name: 'See plans' }).click();
      await page.waitForURL('**/pricing');
    } finally {
      await page.close();
    }
  });

  it('lets an admin grant credits to a user and renew their sandbox billing period from /admin', async () => {
    const account = await paidAccount('Gus Granted', PRO);
    const keywordSearchLimit = async () => {
      const usage = await graphql<{ creditUsage: { kind: string; limit: number | null }[] }>(suite.app.baseUrl, '{ creditUsage { kind limit } }', undefined, account.token);
      return usage.data?.creditUsage.find((entry) => entry.kind === 'KEYWORD_SEARCHES')?.limit;
    };
    const limitBefore = await keywordSearchLimit();
    expect(limitBefore).toEqual(expect.any(Number));

    const page = await suite.browser.newPage({ viewport: { width: 1280, height: 900 } });
    try {
      await signInThroughTheUi(page, suite.app.baseUrl, suite.app.admin.email, suite.app.admin.password);
      await page.goto(`${suite.app.baseUrl}/admin`);
      await page.getByRole('button', { name: 'Billing for Gus Granted' }).click();
      const dialog = page.getByRole('dialog', { name: 'Billing for Gus Granted' });
      await dialog.getByLabel('Amount').fill('25');
      await dialog.getByRole('button', { name: 'Grant credits' }).click();
      await dialog.getByText('Reason is required.').waitFor();
      await dialog.getByLabel('Reason').fill('Goodwill after the outage');
      await dialog.getByRole('button', { name: 'Grant credits' }).click();
      await dialog.getByRole('status').getByText('Credits granted: 25 credits (keyword searches) for Gus Granted.').waitFor();

      const limitAfter = (limitBefore ?? 0) + 25;
      expect(await keywordSearchLimit()).toBe(limitAfter);
      await dialog.getByRole('list', { name: 'Credits this period' }).getByText(`0 of ${limitAfter} used, ${limitAfter} left`).waitFor();

      await dialog.getByText('SANDBOX', { exact: true }).waitFor();
      await dialog.getByRole('button', { name: 'Renew' }).click();
      // The open dialog hides the toast area from the accessibility tree, so the toast is found by its text.
      await page.getByText('Billing period renewed', { exact: true }).waitFor();
      await page.screenshot({ path: 'test-results/admin-billing-dialog.png' });
    } finally {
      await page.close();
    }
  });
});
