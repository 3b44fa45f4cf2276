import type { Browser, Page } from 'playwright-core';
import { request } from '../api/test/support/http';
import { signUpViaApi } from './support/api';
import { startApp, type E2eApp } from './support/app';
import { launchBrowser } from './support/browser';
import { signInThroughTheUi } from './support/suite';
import { overflowingElements } from './support/layout';

jest.setTimeout(240_000);

let app: E2eApp;
let browser: Browser;
let page: Page;
let articleId: string;

beforeAll(async () => {
  // The sandbox writer at full speed: this file is about the editor, not the stream.
  app = await startApp({ env: { LLM_SANDBOX_TOKENS_PER_SECOND: '0' } });
  browser = await launchBrowser();
  const user = await signUpViaApi(app.baseUrl);
  const written = await request(app.baseUrl, 'POST', '/api/generate-article', { token: user.token, body: { business: 'A small roastery in Berlin', keyword: 'organic coffee beans' } });
  expect(written.status).toBe(200);
  articleId = written.body.id as string;
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await signInThroughTheUi(page, app.baseUrl, user.email, user.password);
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

const shownScore = async () => Number((await page.getByTestId('score-value').textContent())!.replace(/\D/g, ''));

/** Waits until the score panel shows a score other than `from`, and returns it. */
async function scoreMovedFrom(from: number): Promise<number> {
  await page.waitForFunction(
    (previous) => {
      const text = document.querySelector('[data-testid="score-value"]')?.textContent ?? '';
      const value = Number(text.replace(/\D/g, ''));
      return text !== '' && value !== previous;
    },
    from,
    { timeout: 15_000, polling: 50 },
  );
  return shownScore();
}

it('My Articles shows the score the article was written with, and opens it in the editor', async () => {
  // The list and the editor share one name, /articles; the spec's /my-articles leads there.
  await page.goto(`${app.baseUrl}/my-articles`);
  await page.waitForURL(`${app.baseUrl}/articles`);
  const card = page.getByTestId('saved-article').first();
  const badge = card.getByTestId('content-score-badge');
  await badge.waitFor();
  const listed = await badge.textContent();
  expect(listed).toMatch(/^Score \d+ · (Low|Fair|Good)$/);
  await card.getByRole('link', { name: 'Edit organic coffee beans' }).click();
  await page.waitForURL(`**/articles/${articleId}/edit`);
  await page.getByRole('heading', { name: 'Edit: organic coffee beans' }).waitFor();
  expect(await page.getByLabel('Title').inputValue()).toMatch(/^Organic Coffee Beans: /);
  expect(await page.getByLabel('Meta description').inputValue()).toMatch(/^SANDBOX · /);
  await page.getByTestId('score-value').waitFor();
  // The editor opens on the stored text: the panel shows the stored score.
  expect(`Score ${await shownScore()}`).toBe(listed!.split(' · ')[0]);
  expect(await page.getByTestId('score-term').count()).toBe(1);
  expect(await page.getByTestId('score-part').count()).toBe(6);
  expect(await page.getByRole('link', { name: 'My Articles' }).last().getAttribute('href')).toBe('/articles');
});

it('scores the text as it is typed, warns before leaving unsaved changes, and saves', async () => {
  const editor = page.locator('.cm-content');
  const before = await shownScore();

  // Replacing the article with a line drops the score.
  await editor.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('# Coffee\n\nA few words.');
  const dropped = await scoreMovedFrom(before);
  expect(dropped).toBeLessThan(before);
  expect(await page.getByTestId('save-state').textContent()).toBe('Unsaved changes');

  // The keyword in the first paragraph, and a section about it, raise it again.
  await page.keyboard.type(' Organic coffee beans keep their taste when stored well.\n\n## Storing organic coffee beans\n\nKeep them cool and dry.');
  const raised = await scoreMovedFrom(dropped);
  expect(raised).toBeGreaterThan(dropped);
  const term = page.getByTestId('score-term').first();
  expect(await term.textContent()).toContain('organic coffee beans');

  // Leaving with unsaved changes asks first.
  await page.getByRole('main').getByRole('link', { name: 'My Articles' }).click();
  const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
  await leave.waitFor();
  await leave.getByRole('button', { name: 'Keep editing' }).click();
  await leave.waitFor({ state: 'detached' });
  expect(page.url()).toContain(`/articles/${articleId}/edit`);

  // An empty title is refused before anything is sent.
  await page.getByLabel('Title').fill('');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Title is required.').waitFor();
  await page.getByLabel('Title').fill('Organic coffee beans, stored well');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByTestId('save-state').getByText('All changes saved').waitFor();

  // Saved: the text is there after a reload, and My Articles lists the score the editor showed.
  await page.reload();
  await page.getByTestId('score-value').waitFor();
  expect(await page.getByLabel('Title').inputValue()).toBe('Organic coffee beans, stored well');
  expect(await editor.textContent()).toContain('Keep them cool and dry.');
  expect(await shownScore()).toBe(raised);
  await page.goto(`${app.baseUrl}/my-articles`);
  expect(await page.getByTestId('content-score-badge').first().textContent()).toMatch(new RegExp(`^Score ${raised} · `));
});

it('fits a 375 px screen, the score below the editor', async () => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`${app.baseUrl}/articles/${articleId}/edit`);
  await page.getByTestId('score-value').waitFor();
  const overflowing = await overflowingElements(page, { ignoring: '.overflow-x-auto, .cm-scroller' });
  expect(overflowing).toEqual([]);
  const editorBox = (await page.getByTestId('markdown-editor').boundingBox())!;
  const panelBox = (await page.getByTestId('score-panel').boundingBox())!;
  expect(panelBox.y).toBeGreaterThan(editorBox.y);
  await page.screenshot({ path: '/tmp/article-editor-375.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${app.baseUrl}/articles/${articleId}/edit`);
  await page.getByTestId('score-value').waitFor();
  await page.screenshot({ path: '/tmp/article-editor-1280.png', fullPage: true });
});
