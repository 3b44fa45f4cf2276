import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { articlesViaApi, signUpViaApi } from './support/api';
import { signInThroughTheUi, useAppAndBrowser } from './support/suite';
import { overflowingElements } from './support/layout';

jest.setTimeout(240_000);

const suite = useAppAndBrowser();

/** Keeps the first `keep` keywords of the table selected and starts writing their articles. */
async function generateArticlesFor(page: Page, keep: number): Promise<string[]> {
  const table = page.getByRole('table', { name: 'Keywords' });
  await table.waitFor({ timeout: 30_000 });
  const boxes = table.getByRole('checkbox');
  // Every keyword starts selected.
  for (const box of await boxes.all()) expect(await box.isChecked()).toBe(true);
  await page.getByLabel('Select all keywords').uncheck();
  const generate = page.getByRole('button', { name: 'Generate Articles' });
  expect(await generate.isDisabled()).toBe(true);
  const rows = table.locator('tbody tr');
  const keywords: string[] = [];
  for (let i = 0; i < keep; i += 1) {
    keywords.push((await rows.nth(i).locator('td').nth(1).textContent())!.trim());
    await rows.nth(i).getByRole('checkbox').check();
  }
  await generate.click();
  return keywords;
}

/** Text must show up while the batch is still being written, then the batch ends. */
async function watchArticlesBeingWritten(page: Page, count: number): Promise<void> {
  await page.getByRole('note', { name: 'Sandbox writer' }).getByText('SANDBOX').first().waitFor();
  const seenLive = await page.waitForFunction(
    () => {
      const body = document.querySelector('[data-testid="live-article"] [data-testid="article-body"]');
      const progress = document.querySelector('[data-testid="batch-progress"]');
      return (body?.textContent ?? '').trim().length > 0 && (progress?.textContent ?? '').includes('Writing articles');
    },
    undefined,
    { timeout: 60_000, polling: 50 },
  );
  expect(await seenLive.jsonValue()).toBe(true);
  await page.getByTestId('batch-progress').getByText(`Generated ${count} ${count === 1 ? 'article' : 'articles'}!`).waitFor({ timeout: 120_000 });
  // The META line is the meta description, not body text.
  const first = page.getByTestId('live-article').first();
  await first.getByTestId('meta-description').waitFor();
  expect(await first.getByTestId('article-body').textContent()).not.toContain('META:');
  expect(await first.getByTestId('article-body').locator('h1').count()).toBe(1);
}

async function download(page: Page, name: RegExp): Promise<{ fileName: string; text: string }> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name }).first().click()]);
  return { fileName: file.suggestedFilename(), text: await readFile((await file.path()), 'utf8') };
}

// Each test has its own account and page, so any one of them runs alone or in any order.
describe('content generator on the sandbox writer', () => {
  /** The test's page, closed after it. */
  let opened: Page | undefined;

  afterEach(async () => {
    await opened?.close();
    opened = undefined;
  });

  async function newPage(): Promise<Page> {
    opened = await suite.browser.newPage({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
    return opened;
  }

  /** A new account signed in on a fresh page; its token. */
  async function signedIn(): Promise<{ page: Page; token: string }> {
    const account = await signUpViaApi(suite.app.baseUrl, { fullName: 'Cora Writer' });
    const page = await newPage();
    await signInThroughTheUi(page, suite.app.baseUrl, account.email, account.password);
    return { page, token: account.token };
  }

  it('keyword flow: a visitor is asked to sign in, comes back with the seeds kept, and gets live articles to download', async () => {
    const account = await signUpViaApi(suite.app.baseUrl, { fullName: 'Cora Writer' });
    const page = await newPage();
    await page.goto(`${suite.app.baseUrl}/content-generator?flow=keyword`);
    const seeds = page.getByRole('textbox', { name: 'Seed keywords' });
    await seeds.fill('sourdough bread, rye bread');
    await page.getByRole('button', { name: 'Generate Keywords' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Authentication required. Please log in.' });
    await alert.waitFor();
    await alert.getByRole('link', { name: 'Sign in to continue' }).click();

    await page.waitForURL('**/auth?next=*');
    await page.getByRole('tab', { name: 'Sign In' }).click();
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Email').fill(account.email);
    await form.getByLabel('Password').fill(account.password);
    await form.getByRole('button', { name: 'Sign In' }).click();

    await page.waitForURL('**/content-generator?flow=keyword');
    expect(await page.getByRole('textbox', { name: 'Seed keywords' }).inputValue()).toBe('sourdough bread, rye bread');
    // The tier badge is the account's real plan.
    await page.getByTestId('tier-badge').getByText('Free plan', { exact: false }).waitFor();
    await page.getByRole('button', { name: '5', exact: true }).click();
    await page.getByRole('button', { name: 'Generate Keywords' }).click();

    const keywords = await generateArticlesFor(page, 2);
    await watchArticlesBeingWritten(page, 2);
    await page.screenshot({ path: '/tmp/content-generator-keyword.png', fullPage: true });

    const markdown = await download(page, /as Markdown$/);
    expect(markdown.fileName).toMatch(/\.md$/);
    expect(markdown.text).toMatch(/^---\ntitle: ".+"\nkeyword: ".+"\ndescription: ".+"\n---\n\n# /);
    await page.getByText('Article downloaded').first().waitFor();
    const html = await download(page, /as HTML$/);
    expect(html.fileName).toMatch(/\.html$/);
    expect(html.text).toContain('<meta name="description" content="');
    expect(html.text).toMatch(/<article>\n<h1>.+<\/h1>/);

    // Saved automatically: in the browser's history and on the account.
    const history = await page.evaluate(() => JSON.parse(localStorage.getItem('article_history') ?? '[]') as { keyword: string }[]);
    expect(history.map((a) => a.keyword).sort()).toEqual([...keywords].sort());
  });

  it('business flow: a suggested seed, the mixed keyword list, and articles written live', async () => {
    const { page } = await signedIn();
    await page.goto(`${suite.app.baseUrl}/content-generator`);
    await page.getByRole('button', { name: 'Start Here: Optimize My Business / Niche' }).click();
    await page.getByRole('textbox', { name: 'Describe your business or niche' }).fill('A family bakery in Austin selling sourdough and custom cakes');
    await page.getByRole('button', { name: '5', exact: true }).click();
    await page.getByRole('button', { name: 'Generate Keywords' }).click();
    await page.getByText('Suggested seed keyword:').waitFor({ timeout: 30_000 });
    await page.screenshot({ path: '/tmp/content-generator-keywords.png', fullPage: true });
    await generateArticlesFor(page, 1);
    await watchArticlesBeingWritten(page, 1);
    const markdown = await download(page, /as Markdown$/);
    expect(markdown.text).toContain('# ');

    // Back: articles → keyword list → input → landing.
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('table', { name: 'Keywords' }).waitFor();
    await page.getByRole('button', { name: 'Back' }).click();
    expect(await page.getByRole('textbox', { name: 'Describe your business or niche' }).inputValue()).toContain('family bakery');
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('button', { name: 'Start Here: Expand a Seed Keyword' }).waitFor();
  });

  it('domain flow fits a 375 px phone, from input to a downloaded article', async () => {
    const { page } = await signedIn();
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`${suite.app.baseUrl}/content-generator?flow=domain`);
    await page.getByRole('textbox', { name: 'Competitor domain' }).fill('rival-bakery.com');
    await page.getByRole('button', { name: '5', exact: true }).click();
    await page.screenshot({ path: '/tmp/content-generator-input-phone.png', fullPage: true });
    expect(await overflowingElements(page)).toEqual([]);
    await page.getByRole('button', { name: 'Generate Keywords' }).click();
    await page.getByRole('table', { name: 'Keywords' }).waitFor({ timeout: 30_000 });
    await page.screenshot({ path: '/tmp/content-generator-keywords-phone.png', fullPage: true });
    expect(await overflowingElements(page)).toEqual([]);

    await generateArticlesFor(page, 1);
    await watchArticlesBeingWritten(page, 1);
    await page.screenshot({ path: '/tmp/content-generator-articles-phone.png', fullPage: true });
    expect(await overflowingElements(page)).toEqual([]);
    const html = await download(page, /as HTML$/);
    expect(html.text).toContain('<!doctype html>');
  });

  it('My Articles lists the account’s articles with 200-character previews, opens and deletes them', async () => {
    const { page, token } = await signedIn();
    await articlesViaApi(suite.app.baseUrl, token, ['sourdough bread', 'rye bread', 'bakery near me', 'custom cakes']);
    await page.goto(`${suite.app.baseUrl}/my-articles`);
    const cards = page.getByTestId('saved-article');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(4);
    for (const preview of await page.getByTestId('article-preview').allTextContents()) {
      expect(preview.replace(/…$/, '').length).toBeLessThanOrEqual(200);
      expect(preview).not.toContain('META:');
    }
    await page.screenshot({ path: '/tmp/my-articles.png', fullPage: true });

    await cards.first().getByRole('button', { name: /^Open / }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('meta-description').waitFor();
    await dialog.locator('h1').first().waitFor();
    await page.keyboard.press('Escape');

    // Deleting asks first: Cancel keeps the article.
    const keyword = (await cards.first().getByRole('heading').textContent())!.trim();
    const titled = page.getByTestId('saved-article').getByRole('heading', { name: keyword, exact: true });
    const sameKeyword = await titled.count();
    await cards.first().getByRole('button', { name: /^Delete / }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete article' });
    await confirm.getByText(`Delete “${keyword}”? This cannot be undone.`).waitFor();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(await cards.count()).toBe(4);

    await cards.first().getByRole('button', { name: /^Delete / }).click();
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByText('Article deleted', { exact: true }).waitFor();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="saved-article"]').length === 3);
    expect(await titled.count()).toBe(sameKeyword - 1);
  });
});
