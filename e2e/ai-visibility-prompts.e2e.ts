import { readFile } from 'node:fs/promises';
import { request } from '../api/test/support/http';
import { createInstanceViaApi, paidAccountViaApi } from './support/api';
import { overflowingElements } from './support/layout';
import { signInThroughTheUi, useAppAndBrowser } from './support/suite';

jest.setTimeout(240_000);

const suite = useAppAndBrowser();

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 375, height: 740 },
] as const;

const PRO_PLAN = 2;
const CSV = ['prompt,tags', '"Which CRM is best for a small team?",crm;commercial', 'best seo tools,seo', ',no prompt', 'How do I learn SEO?'].join('\n');

describe.each(VIEWPORTS)('AI visibility prompts at $width px', (viewport) => {
  it('imports prompts from CSV with a preview, adds the writer’s suggestions, runs, and downloads the summary and answers as CSV', async () => {
    const { baseUrl } = suite.app;
    const owner = await paidAccountViaApi(baseUrl, PRO_PLAN);
    const created = await request(baseUrl, 'POST', '/api/ai-visibility/projects', {
      token: owner.token,
      body: { name: `Prompt watch ${viewport.name}`, brand: { name: 'Nytimes', domains: ['nytimes.com'] }, competitors: [{ name: 'Apple', domains: ['apple.com'] }], prompts: ['best seo tools'], surfaces: ['chatgpt'], samples: 1 },
    });
    expect(created.status).toBe(201);
    await createInstanceViaApi(baseUrl, owner.token, { name: 'Shop tracking', user_domain: 'nytimes.com', user_company_name: 'Nytimes', keywords: ['crm software', 'rank tracker'] });
    const page = await suite.browser.newPage({ viewport, acceptDownloads: true });
    await signInThroughTheUi(page, baseUrl, owner.email, owner.password);
    await page.goto(`${baseUrl}/ai-visibility/${created.body.id as string}`);
    await page.getByRole('heading', { name: `Prompt watch ${viewport.name}`, level: 1 }).waitFor();

    // Import: the preview says what each line becomes, and nothing is saved before "Add".
    await page.getByRole('button', { name: 'Import prompts' }).click();
    const importDialog = page.getByRole('dialog', { name: 'Import prompts' });
    await importDialog.getByLabel('Prompts').fill(CSV);
    await importDialog.getByRole('button', { name: 'Preview' }).click();
    await importDialog.getByTestId('prompt-import-summary').getByText('2 new, 1 duplicate, 1 invalid. The project would hold 3 of 100 prompts.').waitFor();
    const rows = importDialog.getByRole('table', { name: 'Prompt import preview' }).getByRole('row');
    expect(await rows.count()).toBe(5);
    await rows.filter({ hasText: 'Already a prompt of this project.' }).getByText('3', { exact: true }).waitFor();
    await rows.filter({ hasText: 'A prompt is required.' }).getByText('4', { exact: true }).waitFor();
    expect(await overflowingElements(page, { within: '[role="dialog"]' })).toEqual([]);
    await importDialog.getByRole('button', { name: 'Add 2 prompts' }).click();
    await page.getByText('Imported: 2 added, 2 skipped.').first().waitFor();
    await page.getByText(/; 3 prompts asked 1 times of ChatGPT/).waitFor();

    // Suggestions: the sandbox writer's questions from the instance's keywords, one left out.
    await page.getByRole('button', { name: 'Suggest prompts' }).click();
    const suggestDialog = page.getByRole('dialog', { name: 'Suggest prompts from tracked keywords' });
    await suggestDialog.getByText('No credits are spent', { exact: false }).waitFor();
    await suggestDialog.getByRole('button', { name: 'Suggest prompts' }).click();
    await suggestDialog.getByTestId('sandbox-banner').waitFor();
    await suggestDialog.getByText('2 suggestions from 2 keywords').waitFor();
    await suggestDialog.getByRole('checkbox').first().uncheck();
    expect(await overflowingElements(page, { within: '[role="dialog"]' })).toEqual([]);
    await suggestDialog.getByRole('button', { name: 'Add 1 prompt' }).click();
    await page.getByText('Added 1 suggested prompt.').first().waitFor();
    await page.getByText(/; 4 prompts asked 1 times of ChatGPT/).waitFor();

    // A finished run's figures download as CSV.
    await page.getByRole('button', { name: 'Run now' }).click();
    await page.getByTestId('ai-run-outcome').getByText(/^(Run complete|Partial run)/).waitFor({ timeout: 120_000 });
    const [summary] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Summary CSV' }).click()]);
    expect(summary.suggestedFilename()).toMatch(/^prompt-watch-(desktop|phone)-summary-\d{4}-\d{2}-\d{2}\.csv$/);
    const summaryText = await readFile((await summary.path()), 'utf8');
    expect(summaryText.split('\n')[0]).toBe('run_id,surface,source,brand,mention_rate,mention_rate_low,mention_rate_high,mention_n,citation_rate,citation_rate_low,citation_rate_high,citation_n,share_of_voice,average_position');
    expect(summaryText).toContain(',all,SANDBOX,Nytimes,');
    const [answers] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Answers CSV' }).click()]);
    const answerLines = (await readFile((await answers.path()), 'utf8')).trim().split('\n');
    expect(answerLines[0]).toMatch(/^run_id,run_started_at,source,prompt,surface,sample,status,Nytimes position,Apple position,/);
    expect(answerLines.some((line) => line.includes('How do I learn SEO?'))).toBe(true);

    expect(await overflowingElements(page, { within: 'body' })).toEqual([]);
    await page.close();
  });
});
