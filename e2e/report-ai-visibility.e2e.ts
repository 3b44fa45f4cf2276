import type { Page } from 'playwright-core';
import { request } from '../api/test/support/http';
import { signInViaApi } from './support/api';
import { signInThroughTheUi, useAppAndBrowser } from './support/suite';

jest.setTimeout(180_000);

const suite = useAppAndBrowser();

describe('AI visibility in client reports', () => {
  let page: Page;
  let projectName: string;

  beforeAll(async () => {
    // Admins are not held to plan limits; the sandbox answers.
    const token = await signInViaApi(suite.app.baseUrl, suite.app.admin.email, suite.app.admin.password);
    projectName = `Moz in AI answers ${Date.now()}`;
    const created = await request(suite.app.baseUrl, 'POST', '/api/ai-visibility/projects', {
      token,
      body: { name: projectName, brand: { name: 'Moz', domains: ['moz.com'] }, competitors: [{ name: 'Ahrefs', domains: ['ahrefs.com'] }], prompts: ['best seo tools', 'rank tracking software'], surfaces: ['chatgpt'], samples: 2 },
    });
    expect(created.status).toBe(201);
    const projectId = created.body.id as string;
    expect((await request(suite.app.baseUrl, 'POST', `/api/ai-visibility/projects/${projectId}/runs`, { token })).status).toBe(202);
    const deadline = Date.now() + 120_000;
    for (;;) {
      const [run] = (await request(suite.app.baseUrl, 'GET', `/api/ai-visibility/projects/${projectId}/runs`, { token })).body as { status: string }[];
      if (run.status === 'succeeded' || run.status === 'partial') break;
      if (Date.now() > deadline || run.status === 'failed') throw new Error(`the run did not finish (${run.status})`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    page = await suite.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signInThroughTheUi(page, suite.app.baseUrl, suite.app.admin.email, suite.app.admin.password);
  });

  afterAll(async () => {
    await page?.close();
  });

  it('adds the AI visibility summary and cited sources sections to a report and shows them in the preview', async () => {
    await page.goto(`${suite.app.baseUrl}/reports/new`);
    await page.getByLabel('Report name').fill('AI visibility report');
    await page.getByLabel('Client').fill('Moz');
    for (const kind of ['ai-visibility-summary', 'ai-cited-sources']) {
      await page.getByLabel('Section to add').selectOption(kind);
      await page.getByRole('button', { name: 'Add section' }).focus();
      await page.keyboard.press('Enter');
    }
    const pickers = page.getByLabel('AI visibility project');
    expect(await pickers.count()).toBe(2);
    for (const picker of await pickers.all()) await picker.selectOption({ label: projectName });

    await page.getByRole('button', { name: 'Create report' }).click();
    await page.waitForURL(/\/reports\/[0-9a-f-]{36}$/);
    const preview = page.frameLocator('iframe[title="Preview of AI visibility report"]');
    await preview.getByRole('heading', { name: 'AI visibility summary' }).waitFor();
    await preview.getByRole('cell', { name: 'Moz (you)' }).waitFor();
    await preview.getByText(/never counted as “not mentioned”/).waitFor();
    await preview.getByRole('heading', { name: 'Sources cited in AI answers' }).waitFor();
    await preview.getByRole('heading', { name: 'Top cited domains' }).waitFor();
  });
});
