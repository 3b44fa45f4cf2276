import type { Page } from 'playwright-core';
import { graphql, request } from '../api/test/support/http';
import { signUpViaApi } from './support/api';
import { signInThroughTheUi, useAppAndBrowser } from './support/suite';
import { overflowingElements } from './support/layout';

jest.setTimeout(180_000);

const suite = useAppAndBrowser();

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 375, height: 812 };
const OUT_OF_SEARCHES = 'Insufficient keyword credits. Please purchase more credits.';

/** Spends a user's keyword searches over REST: keyword stats cost one search per keyword. */
async function spendSearches(token: string, count: number, prefix: string): Promise<void> {
  const keywords = Array.from({ length: count }, (_, i) => `${prefix} keyword ${i}`);
  const response = await request(suite.app.baseUrl, 'POST', '/api/keyword-stats', { token, body: { keywords } });
  if (response.status !== 200) throw new Error(`keyword stats failed: ${response.status} ${JSON.stringify(response.body)}`);
}

async function searchesLeft(token: string): Promise<number | null> {
  const { data } = await graphql<{ creditUsage: { kind: string; remaining: number | null }[] }>(suite.app.baseUrl, '{ creditUsage { kind remaining } }', undefined, token);
  return data!.creditUsage.find((usage) => usage.kind === 'KEYWORD_SEARCHES')!.remaining;
}

/** Screenshots at desktop and phone width, checking the phone layout fits. */
async function screenshotsAtBothWidths(page: Page, name: string) {
  await page.screenshot({ path: `/tmp/${name}-1280.png`, fullPage: true });
  await page.setViewportSize(PHONE);
  await page.waitForFunction(() => document.documentElement.clientWidth <= 375);
  await page.screenshot({ path: `/tmp/${name}-375.png`, fullPage: true });
  expect(await overflowingElements(page)).toEqual([]);
  await page.setViewportSize(DESKTOP);
}

describe('a Free user out of keyword searches', () => {
  let page: Page;
  let account: { token: string; email: string; password: string };

  beforeAll(async () => {
    account = await signUpViaApi(suite.app.baseUrl, { fullName: 'Olga Outofcredits' });
    await spendSearches(account.token, 99, 'warm-up');
    expect(await searchesLeft(account.token)).toBe(1);
    page = await suite.browser.newPage({ viewport: DESKTOP });
    await signInThroughTheUi(page, suite.app.baseUrl, account.email, account.password);
  });

  afterAll(async () => {
    await page?.close();
  });

  it('SERP analysis: a refusal for credits is its own message, keeps the query and disables Analyze saying why', async () => {
    await page.goto(`${suite.app.baseUrl}/seo-analysis`);
    await page.getByTestId('searches-left').getByText('1 of 100 keyword searches left this month').waitFor();
    const panel = page.getByRole('tabpanel', { name: 'SERP Analysis' });
    await panel.getByLabel('Search query').fill('running shoes');
    // The last search goes elsewhere (another tab, a script) while this page still counts one.
    await spendSearches(account.token, 1, 'elsewhere');
    await panel.getByRole('button', { name: 'Analyze SERP' }).click();

    const notice = panel.getByTestId('out-of-credits');
    await notice.getByText(OUT_OF_SEARCHES).waitFor();
    await notice.getByText('You have used all 100 keyword searches for this month.', { exact: false }).waitFor();
    expect(await notice.getByRole('link', { name: 'Upgrade for more credits' }).getAttribute('href')).toBe('/pricing');
    const analyze = panel.getByRole('button', { name: 'No keyword searches left' });
    expect(await analyze.isDisabled()).toBe(true);
    expect(await panel.getByLabel('Search query').inputValue()).toBe('running shoes');
    await page.getByTestId('searches-left').getByText('0 of 100 keyword searches left this month').waitFor();
    expect(await page.getByText('Failed to perform SERP analysis. Please try again.').count()).toBe(0);
    await screenshotsAtBothWidths(page, 'out-of-credits-serp');

    // Coming back later, the limit is known before anything is sent.
    await page.reload();
    await page.getByRole('tabpanel', { name: 'SERP Analysis' }).getByRole('button', { name: 'No keyword searches left' }).waitFor();
    expect(await searchesLeft(account.token)).toBe(0);
  });

  it('content generator: the input step says so and keeps what is typed, instead of throwing the user back to the flow picker', async () => {
    await page.goto(`${suite.app.baseUrl}/content-generator?flow=keyword`);
    const generate = page.getByRole('button', { name: 'No keyword searches left' });
    await generate.waitFor();
    expect(await generate.isDisabled()).toBe(true);
    await page.getByTestId('out-of-credits').getByText(OUT_OF_SEARCHES).waitFor();
    await page.getByRole('textbox', { name: 'Seed keywords' }).fill('sourdough bread, rye bread');
    await page.getByRole('textbox', { name: 'Seed keywords' }).press('Enter');
    expect(await page.getByRole('textbox', { name: 'Seed keywords' }).inputValue()).toBe('sourdough bread, rye bread');
    expect(await page.getByRole('button', { name: /^Start Here/ }).count()).toBe(0);
    await screenshotsAtBothWidths(page, 'out-of-credits-generator');
  });
});
