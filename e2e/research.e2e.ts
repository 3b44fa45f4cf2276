import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { signUpViaApi } from './support/api';
import { signInThroughTheUi, useAppAndBrowser } from './support/suite';
import { overflowingElements } from './support/layout';

jest.setTimeout(180_000);

const suite = useAppAndBrowser();

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 375, height: 812 };

/** Checks the page at phone width, with a screenshot to look at, then returns to desktop width. */
async function fitsAPhone(page: Page, screenshot: string) {
  await page.setViewportSize(PHONE);
  await page.waitForFunction(() => document.documentElement.clientWidth <= 375);
  // ApexCharts redraws at the new width on its own resize handler; the check below names any chart that did not.
  await page
    .waitForFunction(
      () => Array.from(document.querySelectorAll('.apexcharts-canvas')).every((chart) => chart.getBoundingClientRect().right <= document.documentElement.clientWidth),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
  await page.screenshot({ path: screenshot, fullPage: true });
  expect(await overflowingElements(page)).toEqual([]);
  await page.setViewportSize(DESKTOP);
}

async function csvOf(page: Page, buttonName: string): Promise<{ name: string; lines: string[] }> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: buttonName }).click()]);
  const text = await readFile((await download.path()), 'utf8');
  return { name: download.suggestedFilename(), lines: text.trim().split(/\r\n/) };
}

function toast(page: Page, title: string) {
  return page.getByRole('region', { name: /Notifications/ }).getByText(title, { exact: true });
}

describe('research screens for a user whose plan has every tool', () => {
  let page: Page;

  beforeAll(async () => {
    // Admins are not held to plan limits.
    page = await suite.browser.newPage({ viewport: DESKTOP, acceptDownloads: true });
    await signInThroughTheUi(page, suite.app.baseUrl, suite.app.admin.email, suite.app.admin.password);
  });

  afterAll(async () => {
    await page?.close();
  });

  it('SERP Analysis: asks for a query, shows the ranked sandbox results, saves, opens and deletes a snapshot', async () => {
    await page.goto(`${suite.app.baseUrl}/seo-analysis`);
    await page.getByRole('heading', { name: 'SEO Analysis', level: 1 }).waitFor();
    const panel = page.getByRole('tabpanel', { name: 'SERP Analysis' });
    await panel.getByRole('note', { name: 'Sandbox data' }).getByText('generated, not real search results', { exact: false }).waitFor();
    await page.getByTestId('searches-left').waitFor();

    await panel.getByRole('button', { name: 'Analyze SERP' }).click();
    await panel.getByRole('alert').getByText('Please enter a search query').waitFor();

    await panel.getByLabel('Search query').fill('running shoes');
    await panel.getByLabel('Date range').click();
    await page.getByRole('option', { name: 'Past week' }).click();
    // Enter in the query field submits, as a keyboard user would.
    await panel.getByLabel('Search query').press('Enter');
    await toast(page, 'SERP analysis completed successfully').waitFor();
    const results = panel.getByRole('list', { name: 'SERP results' }).getByTestId('serp-result');
    await results.first().waitFor();
    expect(await results.count()).toBeGreaterThan(0);
    expect(await results.first().getByLabel('Position 1').textContent()).toBe('1');
    await panel.getByText('Sandbox data (generated)').waitFor();
    await page.screenshot({ path: '/tmp/research-serp.png', fullPage: true });

    const csv = await csvOf(page, 'Export SERP results as CSV');
    expect(csv.name).toBe('running-shoes-serp.csv');
    expect(csv.lines[0]).toBe('position,title,link,domain,snippet,date');
    expect(csv.lines.length).toBe(1 + (await results.count()));

    await panel.getByRole('button', { name: 'Save Results' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save Results' });
    await dialog.getByLabel('Description').fill('Shoes before the sale');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    const saved = panel.getByRole('list', { name: 'Saved analyses' });
    await saved.getByText('Shoes before the sale').waitFor();

    await saved.getByRole('button', { name: 'Open Shoes before the sale' }).click();
    await panel.getByText('Saved snapshot of “running shoes”', { exact: false }).waitFor();
    await fitsAPhone(page, '/tmp/research-serp-phone.png');

    await saved.getByRole('button', { name: 'Delete Shoes before the sale' }).click();
    await page.getByRole('dialog', { name: 'Delete saved analysis' }).getByRole('button', { name: 'Delete' }).click();
    await panel.getByText('No saved analyses yet. Run an analysis and choose Save Results.').waitFor();
  });

  it('URL Analysis: asks for a URL, then shows the organic summary and the keywords with traffic and position', async () => {
    await page.getByRole('tab', { name: 'URL Analysis' }).click();
    await page.waitForURL('**/seo-analysis?tab=url');
    const panel = page.getByRole('tabpanel', { name: 'URL Analysis' });
    await panel.getByRole('button', { name: 'Analyze URL' }).click();
    await panel.getByRole('alert').getByText('Please enter a URL to analyze').waitFor();

    await panel.getByLabel('URL', { exact: true }).fill('https://example.com/blog/seo');
    await panel.getByText('Include example.com and the page path', { exact: false }).waitFor();
    await panel.getByLabel('Number of results').fill('0');
    await panel.getByRole('button', { name: 'Analyze URL' }).click();
    await toast(page, 'URL analysis completed successfully').waitFor();
    expect(await panel.getByLabel('Number of results').inputValue()).toBe('10');

    await panel.getByTestId('summary-organic-keywords').waitFor();
    expect(await panel.getByTestId('summary-organic-traffic').textContent()).toMatch(/^\d+(\.\d[KM])?$/);
    const rows = panel.getByRole('table', { name: 'Ranking keywords' }).getByRole('row');
    await rows.nth(1).waitFor();
    expect(await rows.count()).toBeGreaterThan(1);

    // The page's backlinks: all of them (50 at most), then one per referring domain.
    const backlinks = panel.getByRole('region', { name: 'Backlinks' });
    const links = backlinks.getByRole('table', { name: 'Page backlinks' }).getByRole('row');
    await links.nth(1).waitFor();
    const all = (await links.count()) - 1;
    expect(all).toBeGreaterThan(0);
    expect(all).toBeLessThanOrEqual(50);
    expect(await backlinks.getByTestId('backlink-count').textContent()).toBe(`${all} backlink${all === 1 ? '' : 's'}`);
    expect(await links.nth(1).locator('td').nth(2).textContent()).toBe('https://example.com/blog/seo');
    await backlinks.getByText('Sandbox data (generated)').waitFor();
    const allCsv = await csvOf(page, 'Export backlinks as CSV');
    expect(allCsv.name).toBe('example.com-blog-seo-backlinks.csv');
    expect(allCsv.lines).toHaveLength(1 + all);

    await backlinks.getByRole('button', { name: 'One per referring domain' }).click();
    await backlinks.getByTestId('backlink-count').getByText('one per referring domain', { exact: false }).waitFor();
    const unique = (await links.count()) - 1;
    const referringDomains = await backlinks.getByRole('table', { name: 'Page backlinks' }).locator('tbody tr td:nth-child(2) p:first-child').allTextContents();
    expect(new Set(referringDomains).size).toBe(unique);
    const uniqueCsv = await csvOf(page, 'Export backlinks as CSV');
    expect(uniqueCsv.name).toBe('example.com-blog-seo-unique-backlinks.csv');
    expect(uniqueCsv.lines).toHaveLength(1 + unique);

    await page.screenshot({ path: '/tmp/research-url.png', fullPage: true });
    await fitsAPhone(page, '/tmp/research-url-phone.png');
  });

  it('Competitor Analysis: asks for a query, says whether the domain is in the top N, lists ten results with Top 3 badges', async () => {
    await page.getByRole('tab', { name: 'Competitor Analysis' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Competitor Analysis' });
    await panel.getByRole('button', { name: 'Analyze Competitor' }).click();
    await panel.getByRole('alert').getByText('Please enter a search query for competitor analysis').waitFor();

    await panel.getByLabel('Search query').fill('crm software');
    await panel.getByLabel('Competitor domain (optional)').fill('hubspot.com');
    await panel.getByRole('button', { name: 'Analyze Competitor' }).click();
    const verdict = panel.getByTestId('competitor-verdict');
    await verdict.waitFor();
    const found = (await verdict.textContent())!.includes('Competitor Found');
    await toast(page, found ? 'Competitor Found' : 'Competitor Not Found').waitFor();

    const results = panel.getByRole('list', { name: 'Competitor results' }).getByTestId('serp-result');
    await results.first().waitFor();
    expect(await results.count()).toBeLessThanOrEqual(10);
    expect(await panel.getByRole('list', { name: 'Competitor results' }).getByText('Top 3', { exact: true }).count()).toBe(
      Math.min(3, await results.count()),
    );
    await page.screenshot({ path: '/tmp/research-competitor.png', fullPage: true });
    await fitsAPhone(page, '/tmp/research-competitor-phone.png');
  });

  it('Domain Traffic: asks for domains, then a row per domain with K/M traffic and the comparison chart', async () => {
    await page.goto(`${suite.app.baseUrl}/domain-traffic`);
    await page.getByRole('heading', { name: 'Domain Traffic', level: 1 }).waitFor();
    await page.getByRole('note', { name: 'Sandbox data' }).waitFor();
    await page.getByRole('button', { name: 'Analyze Traffic' }).click();
    await page.getByRole('alert').getByText('Enter at least one domain (comma-separated).').waitFor();

    await page.getByLabel('Domains').fill('moz.com, ahrefs.com, semrush.com');
    // The country select works from the keyboard: open with Enter on the chosen United States (the
    // last entry), one up to the United Kingdom, Enter to choose.
    await page.getByLabel('Country').focus();
    await page.keyboard.press('Enter');
    await page.getByRole('option', { name: 'United States' }).and(page.locator(':focus')).waitFor();
    await page.keyboard.press('ArrowUp');
    await page.getByRole('option', { name: 'United Kingdom' }).and(page.locator(':focus')).waitFor();
    await page.keyboard.press('Enter');
    await page.getByLabel('Country').getByText('United Kingdom', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Analyze Traffic' }).click();
    await toast(page, 'Analysis complete').waitFor();
    const rows = page.getByRole('table', { name: 'Domain traffic' }).getByRole('row');
    await rows.nth(3).waitFor();
    expect(await rows.count()).toBe(4);
    const cells = await page.getByRole('table', { name: 'Domain traffic' }).locator('tbody tr td:nth-child(2)').allTextContents();
    for (const cell of cells) expect(cell).toMatch(/^\d{1,3}$|^\d+\.\d[KM]$/);
    const chart = page.getByTestId('traffic-chart');
    await chart.locator('.apexcharts-canvas svg').first().waitFor();
    await page.screenshot({ path: '/tmp/research-traffic.png', fullPage: true });

    const csv = await csvOf(page, 'Export domain traffic as CSV');
    expect(csv.lines[0]).toBe('domain,estimated_monthly_traffic,total_ranking_keywords');
    await fitsAPhone(page, '/tmp/research-traffic-phone.png');
  });

  it('Domain Backlinks: asks for a domain, then lists the backlinks, one per referring domain when asked', async () => {
    await page.goto(`${suite.app.baseUrl}/domain-backlinks`);
    await page.getByRole('heading', { name: 'Domain Backlinks', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Analyze Backlinks' }).click();
    await page.getByRole('alert').getByText('Please enter a domain before analysing').waitFor();

    await page.getByLabel('Domain', { exact: true }).fill('moz.com');
    await page.getByLabel('Number of results').fill('25');
    await page.getByLabel(/Unique referring domains/).check();
    await page.getByRole('button', { name: 'Analyze Backlinks' }).click();
    const rows = page.getByRole('table', { name: 'Backlinks' }).getByRole('row');
    await rows.nth(1).waitFor();
    expect(await rows.count()).toBeGreaterThan(1);
    expect(await rows.count()).toBeLessThanOrEqual(26);
    await page.getByText('one per referring domain', { exact: false }).waitFor();
    await page.getByRole('note', { name: 'Sandbox data' }).waitFor();
    await page.screenshot({ path: '/tmp/research-backlinks.png', fullPage: true });
    await fitsAPhone(page, '/tmp/research-backlinks-phone.png');
  });
});

describe('research screens for a Free user', () => {
  let page: Page;

  beforeAll(async () => {
    const user = await signUpViaApi(suite.app.baseUrl);
    page = await suite.browser.newPage({ viewport: PHONE });
    await page.goto(`${suite.app.baseUrl}/`);
    await page.evaluate((token) => localStorage.setItem('token', token), user.token);
  });

  afterAll(async () => {
    await page?.close();
  });

  it('shows the upgrade message, not the tool, for backlinks', async () => {
    await page.goto(`${suite.app.baseUrl}/domain-backlinks`);
    const notice = page.getByTestId('upgrade-notice');
    await notice.getByText('Backlink analysis is not included in the Free plan.', { exact: false }).waitFor();
    expect(await page.getByRole('button', { name: 'Analyze Backlinks' }).count()).toBe(0);
    await page.getByTestId('searches-left').getByText('keyword searches left this month', { exact: false }).waitFor();
    await page.screenshot({ path: '/tmp/research-free-backlinks-phone.png', fullPage: true });
    expect(await overflowingElements(page)).toEqual([]);
    await notice.getByRole('link', { name: 'View Pricing' }).click();
    await page.waitForURL('**/pricing');
  });

  it('shows the upgrade message in place of the page’s backlinks on the URL tab, with its keywords', async () => {
    await page.goto(`${suite.app.baseUrl}/seo-analysis?tab=url`);
    const panel = page.getByRole('tabpanel', { name: 'URL Analysis' });
    await panel.getByLabel('URL', { exact: true }).fill('https://example.com/pricing');
    await panel.getByRole('button', { name: 'Analyze URL' }).click();
    await panel.getByRole('table', { name: 'Ranking keywords' }).getByRole('row').nth(1).waitFor();
    const backlinks = panel.getByRole('region', { name: 'Backlinks' });
    await backlinks.getByTestId('upgrade-notice').getByText('Backlink analysis is not included in the Free plan.', { exact: false }).waitFor();
    expect(await backlinks.getByRole('table').count()).toBe(0);
    // Only the URL analysis was a search; no backlink lookup was made.
    await page.getByTestId('searches-left').getByText('99 of 100 keyword searches left this month').waitFor();
    await page.screenshot({ path: '/tmp/research-free-url-phone.png', fullPage: true });
    expect(await overflowingElements(page)).toEqual([]);
  });

  it('shows the upgrade message for competitor analysis, while SERP analysis works', async () => {
    await page.goto(`${suite.app.baseUrl}/seo-analysis?tab=competitor`);
    const panel = page.getByRole('tabpanel', { name: 'Competitor Analysis' });
    await panel.getByTestId('upgrade-notice').getByText('Competitor analysis is not included in the Free plan.', { exact: false }).waitFor();
    expect(await panel.getByRole('button', { name: 'Analyze Competitor' }).count()).toBe(0);
    await page.screenshot({ path: '/tmp/research-free-competitor-phone.png', fullPage: true });

    await page.getByRole('tab', { name: 'SERP Analysis' }).click();
    const serp = page.getByRole('tabpanel', { name: 'SERP Analysis' });
    await serp.getByLabel('Search query').fill('free plan query');
    await serp.getByRole('button', { name: 'Analyze SERP' }).click();
    await serp.getByRole('list', { name: 'SERP results' }).getByTestId('serp-result').first().waitFor();
    // The analysis spent one search (the URL analysis before it another), and the count says so.
    await page.getByTestId('searches-left').getByText('98 of 100 keyword searches left this month').waitFor();
    expect(await overflowingElements(page)).toEqual([]);
  });
});
