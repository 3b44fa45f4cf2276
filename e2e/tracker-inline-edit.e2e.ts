import type { Page } from 'playwright-core';
import { graphql, request } from '../api/test/support/http';
import { signInViaApi } from './support/api';
import { overflowingElements } from './support/layout';
import { signInThroughTheUi, useAppAndBrowser } from './support/suite';

jest.setTimeout(180_000);

const suite = useAppAndBrowser();

const KEYWORDS = ['seo tools', 'rank tracker', 'backlinks'];

describe('keyword table: tags and target URL edited in place, and alert rules for a tag', () => {
  let page: Page;
  let token: string;
  let instanceId: string;

  const storedKeywords = async () =>
    (await graphql(suite.app.baseUrl, 'query($id: ID!) { trackingKeywords(instanceId: $id) { keyword tags targetUrl } }', { id: instanceId }, token)).data.trackingKeywords as {
      keyword: string;
      tags: string[];
      targetUrl: string | null;
    }[];

  beforeAll(async () => {
    token = await signInViaApi(suite.app.baseUrl, suite.app.admin.email, suite.app.admin.password);
    const created = await request(suite.app.baseUrl, 'POST', '/api/instances', {
      token,
      body: { name: 'Inline edit', user_domain: 'wikipedia.org', user_company_name: 'Wikipedia', keywords: KEYWORDS },
    });
    expect(created.status).toBe(201);
    instanceId = created.body.id as string;
    expect(await request(suite.app.baseUrl, 'POST', `/api/instances/${instanceId}/run`, { token })).toMatchObject({ status: 200, body: { status: 'succeeded' } });
    page = await suite.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signInThroughTheUi(page, suite.app.baseUrl, suite.app.admin.email, suite.app.admin.password);
    await page.goto(`${suite.app.baseUrl}/keyword-tracking/${instanceId}`);
    await page.getByRole('table', { name: 'Keyword positions' }).waitFor();
  });

  afterAll(async () => {
    await page?.close();
  });

  it('edits a keyword’s tags and target URL from its row, refuses a bad URL with a clear message, and the tag filters follow without a reload', async () => {
    const table = page.getByRole('table', { name: 'Keyword positions' });
    await table.getByRole('button', { name: 'Edit tags and target URL of rank tracker' }).click();
    const editor = table.getByRole('form', { name: 'Tags and target URL of rank tracker' });
    await editor.getByLabel('Tags of rank tracker').fill('money; brand');
    await editor.getByLabel('Target URL of rank tracker').fill('wikipedia.org/rank');
    await editor.getByLabel('Target URL of rank tracker').press('Enter');
    await editor.getByRole('alert').getByText('The target URL must be a full http:// or https:// address.').waitFor();
    expect((await storedKeywords()).find((row) => row.keyword === 'rank tracker')).toEqual({ keyword: 'rank tracker', tags: [], targetUrl: null });

    await editor.scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'test-results/tracker-inline-edit-1280.png' });
    await editor.getByLabel('Target URL of rank tracker').fill('https://wikipedia.org/rank');
    await editor.getByLabel('Target URL of rank tracker').press('Enter');
    await page.getByText('Saved the tags and target URL of “rank tracker”.').waitFor();
    await editor.waitFor({ state: 'detached' });
    const cell = table.getByRole('row', { name: /rank tracker/ }).getByTestId('keyword-tags-cell');
    await cell.getByText('money').waitFor();
    await cell.getByText('wikipedia.org/rank').waitFor();
    expect((await storedKeywords()).find((row) => row.keyword === 'rank tracker')).toEqual({ keyword: 'rank tracker', tags: ['brand', 'money'], targetUrl: 'https://wikipedia.org/rank' });

    // The table's tag filter and the per-tag results know the new tags, without a reload.
    await page.locator('#keyword-table-tag').click();
    await page.getByRole('option', { name: 'money (1)' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('table', { name: 'Results per tag' }).getByText('money').waitFor();
  });

  it('opens the editor with F2 from the keyboard, and Escape cancels without saving', async () => {
    const table = page.getByRole('table', { name: 'Keyword positions' });
    const edit = table.getByRole('button', { name: 'Edit tags and target URL of seo tools' });
    await edit.focus();
    await page.keyboard.press('F2');
    const tags = table.getByLabel('Tags of seo tools');
    await tags.waitFor();
    expect(await tags.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.type('never saved');
    await page.keyboard.press('Escape');
    await tags.waitFor({ state: 'detached' });
    expect(await edit.evaluate((element) => element === document.activeElement)).toBe(true);
    expect((await storedKeywords()).find((row) => row.keyword === 'seo tools')).toEqual({ keyword: 'seo tools', tags: [], targetUrl: null });

    // Enter on the cell's edit button opens it too.
    await page.keyboard.press('Enter');
    await tags.waitFor();
    await page.keyboard.press('Escape');
  });

  it('adds an alert rule limited to a tag, named in its description', async () => {
    await page.locator(`#alert-tag-${instanceId}`).click();
    await page.getByRole('option', { name: 'Tagged money (1)' }).click();
    await page.getByRole('button', { name: 'Add rule' }).click();
    await page.getByText('Enters the top 10 (keywords tagged money)').waitFor();
    const rules = (await request(suite.app.baseUrl, 'GET', `/api/instances/${instanceId}/alert-rules`, { token })).body as { tag: string | null }[];
    expect(rules.map((rule) => rule.tag)).toEqual(['money']);
  });

  it('fits a 375 px screen with the editor open', async () => {
    await page.setViewportSize({ width: 375, height: 800 });
    const table = page.getByRole('table', { name: 'Keyword positions' });
    await table.getByRole('button', { name: 'Edit tags and target URL of backlinks' }).click();
    const tags = table.getByLabel('Tags of backlinks');
    await tags.waitFor();
    expect(await overflowingElements(page)).toEqual([]);
    // The editor is not hidden under the sticky keyword column: what is drawn at the input's middle is the input.
    expect(await tags.evaluate((input) => {
      const box = input.getBoundingClientRect();
      return document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2) === input;
    })).toBe(true);
    await table.scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'test-results/tracker-inline-edit-375.png' });
    await page.keyboard.press('Escape');
  });
});
