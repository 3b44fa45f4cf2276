import { paidAccountViaApi } from './support/api';
import { overflowingElements } from './support/layout';
import { signInThroughTheUi, useAppAndBrowser } from './support/suite';

jest.setTimeout(240_000);

const suite = useAppAndBrowser();

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 375, height: 740 },
] as const;

const PRO_PLAN = 2;

describe.each(VIEWPORTS)('AI visibility at $width px', (viewport) => {
  it('creates a project on the sandbox, runs it, and shows figures with intervals and an answer with its mentions marked', async () => {
    const { baseUrl } = suite.app;
    const owner = await paidAccountViaApi(baseUrl, PRO_PLAN);
    const page = await suite.browser.newPage({ viewport });
    await signInThroughTheUi(page, baseUrl, owner.email, owner.password);

    await page.goto(`${baseUrl}/ai-visibility`);
    await page.getByRole('heading', { name: 'AI Visibility', level: 1 }).waitFor();
    await page.getByText('No AI visibility projects yet').waitFor();
    await page.getByRole('button', { name: 'New project' }).click();
    await page.getByLabel('Project name').fill(`SEO watch ${viewport.name}`);
    await page.getByLabel('Brand name').fill('Nytimes');
    await page.getByLabel('Domains').fill('nytimes.com');
    await page.getByLabel('Competitors').fill('Apple: apple.com\nAmazon: amazon.com\nEbay: ebay.com\nNeilpatel: neilpatel.com');
    await page.getByLabel('Prompts').fill('best seo tools\nwhere to learn seo');
    await page.getByLabel('Perplexity').check();
    await page.getByLabel('Samples per prompt').fill('2');
    await page.getByRole('button', { name: 'Create project' }).click();

    await page.getByRole('heading', { name: `SEO watch ${viewport.name}`, level: 1 }).waitFor();
    // 2 prompts x 2 surfaces x 2 samples, priced before the run.
    await page.getByTestId('ai-run-cost').getByText(/^One run: 8 samples/).waitFor();
    await page.getByRole('button', { name: 'Run now' }).click();
    await page.getByTestId('ai-run-outcome').getByText(/^(Run complete|Partial run)/).waitFor({ timeout: 120_000 });
    await page.getByTestId('sandbox-banner').waitFor();

    // The sandbox names some of its well-known sites in its answers: the sites it has in the running for these prompts.
    const figures = page.getByTestId('ai-brand-figures');
    await figures.getByRole('rowheader', { name: /Nytimes/ }).waitFor();
    const mentionCell = await figures.getByRole('row', { name: /Nytimes/ }).getByRole('cell').first().textContent();
    expect(mentionCell).toMatch(/^(\d+ % \(\d+–\d+ %, n = \d+\)|not checked)/);
    expect(await figures.getByText(/\d+ % \(\d+–\d+ %, n = \d+\)/).count()).toBeGreaterThan(0);
    await page.getByTestId('ai-matrix').waitFor();

    // Some sample of some prompt names a brand: its name is marked in the answer.
    const marks = page.getByTestId('ai-answer').locator('mark');
    const surfaces = ['chatgpt', 'perplexity'];
    const prompts = ['best seo tools', 'where to learn seo'];
    let found = false;
    for (const prompt of prompts) {
      for (const surface of surfaces) {
        await page.getByLabel('Prompt', { exact: true }).selectOption(prompt);
        await page.locator('#ai-answers-surface').selectOption(surface);
        await page.getByTestId('ai-answer').first().waitFor();
        if ((await marks.count()) > 0) {
          found = true;
          break;
        }
      }
      if (found) break;
    }
    expect(found).toBe(true);
    expect(['nytimes', 'apple', 'amazon', 'ebay', 'neilpatel']).toContain((await marks.first().textContent())?.toLowerCase());

    expect(await overflowingElements(page, { within: 'body' })).toEqual([]);
    await page.close();
  });

  it('edits a competitor’s alias and re-reads the stored answers live, so its figures change; a daily schedule shows its next run', async () => {
    const { baseUrl } = suite.app;
    const owner = await paidAccountViaApi(baseUrl, PRO_PLAN);
    const page = await suite.browser.newPage({ viewport });
    await signInThroughTheUi(page, baseUrl, owner.email, owner.password);

    await page.goto(`${baseUrl}/ai-visibility`);
    await page.getByRole('button', { name: 'New project' }).click();
    await page.getByLabel('Project name').fill(`Edit watch ${viewport.name}`);
    await page.getByLabel('Brand name').fill('Nytimes');
    await page.getByLabel('Domains').fill('nytimes.com');
    await page.getByLabel('Competitors').fill('Neilpatel: neilpatel.com');
    await page.getByLabel('Prompts').fill('best seo tools\nwhere to learn seo');
    await page.getByLabel('Samples per prompt').fill('2');
    await page.getByRole('button', { name: 'Create project' }).click();
    await page.getByRole('heading', { name: `Edit watch ${viewport.name}`, level: 1 }).waitFor();
    await page.getByTestId('ai-schedule-line').getByText('Not scheduled: runs only when run by hand.').waitFor();
    await page.getByRole('button', { name: 'Run now' }).click();
    await page.getByTestId('ai-run-outcome').getByText(/^(Run complete|Partial run)/).waitFor({ timeout: 120_000 });

    const figures = page.getByTestId('ai-brand-figures');
    const neilpatelMentions = () => figures.getByRole('row', { name: /Neilpatel/ }).getByRole('cell').first().textContent();
    await figures.getByRole('rowheader', { name: /Neilpatel/ }).waitFor();
    const before = await neilpatelMentions();

    // Every sandbox answer opens with these words (labelled SANDBOX): as an alias, they make every checked answer mention Neilpatel.
    await page.getByRole('button', { name: 'Edit' }).click();
    const form = page.getByRole('form', { name: 'Edit project' });
    await form.getByRole('textbox', { name: 'Competitors' }).fill('Neilpatel (SANDBOX answer): neilpatel.com');
    await form.getByRole('combobox', { name: 'Runs' }).selectOption('daily');
    await form.getByRole('combobox', { name: 'At' }).selectOption('6');
    await form.getByRole('textbox', { name: 'Time zone' }).fill('Asia/Tokyo');
    await form.getByRole('button', { name: 'Save changes' }).click();

    await page.getByTestId('ai-reextraction-done').waitFor({ timeout: 60_000 });
    await figures.getByRole('row', { name: /Neilpatel/ }).getByRole('cell').first().getByText(/^100 % \(\d+–100 %, n = \d+\)/).waitFor();
    expect(await neilpatelMentions()).not.toBe(before);
    await page.getByTestId('ai-schedule-line').getByText(/^Daily at 06:00 \(Asia\/Tokyo\)\. Next run: /).waitFor();

    expect(await overflowingElements(page, { within: 'body' })).toEqual([]);
    await page.close();
  });
});
