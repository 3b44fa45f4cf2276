import { signUpViaApi } from './support/api';
import { signInThroughTheUi, useAppAndBrowser } from './support/suite';

jest.setTimeout(120_000);

const suite = useAppAndBrowser();

it('buys Pro on sandbox billing from /pricing through the sandbox checkout and /billing/success to /billing', async () => {
  const account = await signUpViaApi(suite.app.baseUrl);
  const page = await suite.browser.newPage({ viewport: { width: 1280, height: 900 } });
  try {
    await signInThroughTheUi(page, suite.app.baseUrl, account.email, account.password);
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
    await page.goto(`${suite.app.baseUrl}/billing`);
    await page.getByText('$29/month').waitFor();
  } finally {
    await page.close();
  }
});
