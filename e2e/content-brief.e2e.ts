import type { Browser, Page } from 'playwright-core';
import { graphql, request } from '../api/test/support/http';
import { signUpViaApi } from './support/api';
import { startApp, type E2eApp } from './support/app';
import { launchBrowser } from './support/browser';
import { signInThroughTheUi } from './support/suite';

jest.setTimeout(240_000);

// A content brief made on the page (the sandbox SERP and its pages), then an article written with it and
// edited: the score panel measures against the brief and moves as the text is typed.

let app: E2eApp;
let browser: Browser;
let page: Page;
let token: string;

beforeAll(async () => {
  app = await startApp({ env: { SERP_PROVIDER: 'sandbox', LLM_SANDBOX_TOKENS_PER_SECOND: '0' } });
  browser = await launchBrowser();
  const user = await signUpViaApi(app.baseUrl);
  token = user.token;
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await signInThroughTheUi(page, app.baseUrl, user.email, user.password);
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

const shownScore = async () => Number((await page.getByTestId('score-value').textContent())!.replace(/\D/g, ''));

async function jobSucceeded(jobId: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const { data } = await graphql(app.baseUrl, 'query($id: ID!) { job(id: $id) { status error } }', { id: jobId }, token);
    if (data.job.status === 'succeeded') return;
    if (['failed', 'cancelled'].includes(data.job.status as string) || Date.now() > deadline) throw new Error(`Job ${jobId}: ${JSON.stringify(data.job)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

it('makes a content brief, shows its terms, and writes the brief’s keyword’s article from it at once', async () => {
  await page.goto(`${app.baseUrl}/content-brief`);
  await page.getByLabel('Keyword').fill('Compost bins');
  await page.getByRole('button', { name: 'Create brief' }).click();
  await page.waitForURL(/\/content-brief\?id=/);
  const briefId = new URL(page.url()).searchParams.get('id');
  const terms = page.getByRole('table', { name: 'Recommended terms' });
  await terms.waitFor({ timeout: 60_000 });
  await terms.getByText('compost bins', { exact: true }).first().waitFor();
  expect(await page.getByTestId('brief-competitor').count()).toBe(10);

  // Straight to writing: no seed-keyword expansion (which spends keyword searches and proposes other keywords).
  await page.getByRole('button', { name: 'Write an article from this brief' }).click();
  await page.waitForURL(/\/content-generator$/);
  await page.getByTestId('batch-count').getByText('1 of 1 article').waitFor({ timeout: 60_000 });
  await page.getByTestId('batch-progress').getByText('Generated 1 article!').waitFor({ timeout: 60_000 });
  const { data } = await graphql(app.baseUrl, '{ articles { keyword briefId } creditUsage { kind used } }', {}, token);
  expect(data.articles).toEqual([{ keyword: 'Compost bins', briefId }]);
  expect(data.creditUsage.find((row: { kind: string }) => row.kind === 'KEYWORD_SEARCHES').used).toBe(0);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: '/tmp/rankcraft-e2e/brief-article-375.png', fullPage: true });
  await page.goBack();
  await page.getByRole('button', { name: 'Write an article from this brief' }).waitFor();
  await page.screenshot({ path: '/tmp/rankcraft-e2e/brief-write-button-375.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: '/tmp/rankcraft-e2e/brief-write-button-1280.png' });
});

it('an article written with the brief is scored against it in the editor, and the score moves as it is typed', async () => {
  const briefs = await request(app.baseUrl, 'GET', '/api/content-briefs', { token });
  const briefId = briefs.body[0].id as string;
  const started = await graphql(
    app.baseUrl,
    'mutation($input: GenerateArticlesInput!) { generateArticles(input: $input) { id } }',
    { input: { flow: 'KEYWORD', source: 'compost bins', keywords: ['compost bins'], briefId } },
    token,
  );
  expect(started.errors).toBeUndefined();
  const jobId = started.data.generateArticles.id as string;
  await jobSucceeded(jobId);
  const { data } = await graphql(app.baseUrl, 'query($jobId: ID!) { jobArticles(jobId: $jobId) { id } }', { jobId }, token);

  await page.goto(`${app.baseUrl}/articles/${data.jobArticles[0].id}/edit`);
  await page.getByTestId('score-value').waitFor();
  await page.getByText(/against the content brief/).waitFor();
  const before = await shownScore();

  await page.locator('.cm-content').click();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('# Compost\n\nA few words.');
  await page.waitForFunction(
    (previous) => {
      const text = document.querySelector('[data-testid="score-value"]')?.textContent ?? '';
      return text !== '' && Number(text.replace(/\D/g, '')) < previous;
    },
    before,
    { timeout: 15_000, polling: 50 },
  );
  expect(await page.getByTestId('save-state').textContent()).toBe('Unsaved changes');
});
