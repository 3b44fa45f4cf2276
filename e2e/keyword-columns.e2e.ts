import type { Locator, Page } from 'playwright-core';
import { graphql, request } from '../api/test/support/http';
import { signInViaApi } from './support/api';
import { signInThroughTheUi, useAppAndBrowser } from './support/suite';
import { overflowingElements } from './support/layout';

jest.setTimeout(180_000);

const suite = useAppAndBrowser();

const FIRST_KEYWORDS = ['seo tools', 'keyword research', 'backlinks', 'rank tracker'];
/** Tracked from the second run on: compared with the first run, where they rank they are new. */
const LATER_KEYWORDS = ['what is seo', 'technical seo', 'link building', 'seo audit'];
const NAME = 'Keyword columns';

/** Keywords in the order the table shows them. */
function keywordOrder(table: Locator): Promise<string[]> {
  return table.getByRole('rowheader').allTextContents();
}

/** The table row of a keyword: its row header holds the keyword's "show history" button (and its details). */
function rowOf(table: Locator, keyword: string): Locator {
  return table.getByRole('row').filter({ has: table.page().getByRole('button', { name: `${keyword}: show history`, exact: true }) });
}

interface ApiRow {
  keyword: string;
  volume: number | null;
  serpFeatures: string[];
  positions: { position: number }[];
}

describe('keyword table: volume, CPC, SERP features and comparison with an earlier run', () => {
  let page: Page;
  let rows: ApiRow[];

  beforeAll(async () => {
    const token = await signInViaApi(suite.app.baseUrl, suite.app.admin.email, suite.app.admin.password);
    const created = await request(suite.app.baseUrl, 'POST', '/api/instances', {
      token,
      body: { name: NAME, user_domain: 'wikipedia.org', user_company_name: 'Wikipedia', competitor_domains: ['moz.com'], competitor_company_names: ['Moz'], keywords: FIRST_KEYWORDS },
    });
    expect(created.status).toBe(201);
    const instanceId = created.body.id as string;
    expect(await request(suite.app.baseUrl, 'POST', `/api/instances/${instanceId}/run`, { token })).toMatchObject({ status: 200, body: { status: 'succeeded' } });
    const imported = await request(suite.app.baseUrl, 'POST', `/api/instances/${instanceId}/keywords/import`, { token, body: { text: LATER_KEYWORDS.join('\n') } });
    expect(imported).toMatchObject({ status: 200, body: { added: LATER_KEYWORDS.length } });
    // Two runs with every keyword: the previous run knows the later ones, the first run does not.
    for (let run = 0; run < 2; run += 1) {
      expect(await request(suite.app.baseUrl, 'POST', `/api/instances/${instanceId}/run`, { token })).toMatchObject({ status: 200, body: { status: 'succeeded' } });
    }
    const table = await graphql(suite.app.baseUrl, `query($id: ID!) { trackerKeywordTable(instanceId: $id) { rows { keyword volume serpFeatures positions { position } } } }`, { id: instanceId }, token);
    rows = table.data.trackerKeywordTable.rows as ApiRow[];

    page = await suite.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signInThroughTheUi(page, suite.app.baseUrl, suite.app.admin.email, suite.app.admin.password);
  });

  afterAll(async () => {
    await page?.close();
  });

  async function openTable(): Promise<Locator> {
    await page.goto(`${suite.app.baseUrl}/keyword-tracking`);
    await page.getByRole('link', { name: NAME, exact: true }).click();
    const table = page.getByRole('table', { name: 'Keyword positions' });
    await table.waitFor();
    return table;
  }

  it('shows volume and CPC marked as sandbox data, and each keyword’s SERP features as named icons', async () => {
    const table = await openTable();
    await table.getByTestId('figures-sandbox').waitFor();
    const volumes = await table.getByTestId('keyword-volume').allTextContents();
    expect(volumes).toHaveLength(rows.length);
    for (const volume of volumes) expect(volume).toMatch(/^[\d,]+ \(sandbox\)$/);
    for (const cpc of await table.getByTestId('keyword-cpc').allTextContents()) expect(cpc).toMatch(/^\$\d+\.\d\d \(sandbox\)$/);
    const withFeatures = rows.find((row) => row.serpFeatures.length > 0)!;
    const featureList = rowOf(table, withFeatures.keyword).getByRole('list', { name: 'SERP features' });
    expect(await featureList.getByRole('listitem').count()).toBe(withFeatures.serpFeatures.length);
  });

  it('filters by a SERP feature on the server, and sorts by volume', async () => {
    const table = await openTable();
    const feature = rows.find((row) => row.serpFeatures.length > 0)!.serpFeatures[0];
    const label = await featureLabel(table, feature);
    await page.getByRole('combobox', { name: 'SERP feature' }).click();
    await page.getByRole('option', { name: `Has ${label.toLowerCase()}` }).click();
    const expected = rows.filter((row) => row.serpFeatures.includes(feature)).map((row) => row.keyword);
    await page.getByText(`of ${expected.length}.`, { exact: false }).first().waitFor();
    expect(await keywordOrder(table)).toEqual(expected);

    await page.getByRole('combobox', { name: 'SERP feature' }).click();
    await page.getByRole('option', { name: 'Any results page' }).click();
    await table.getByRole('button', { name: /^Sort by monthly search volume/ }).click();
    const byVolume = [...rows].sort((a, b) => (b.volume ?? -1) - (a.volume ?? -1) || a.keyword.localeCompare(b.keyword)).map((row) => row.keyword);
    expect(await keywordOrder(table)).toEqual(byVolume);
  });

  it('compares with the run chosen under "Compare with", by keyboard', async () => {
    const table = await openTable();
    const later = rows.find((row) => LATER_KEYWORDS.includes(row.keyword) && row.positions.some((cell) => cell.position > 0));
    expect(later).toBeDefined();
    const laterRow = rowOf(table, later!.keyword);
    // Against the previous run nothing moved (the sandbox ranks the same on every run).
    expect(await laterRow.getByTestId('keyword-change').allTextContents()).not.toContain('newnew: not ranking in the previous run');

    const compare = page.getByRole('combobox', { name: 'Compare with' });
    await compare.focus();
    await page.keyboard.press('Enter');
    // Keys go to the option that has the focus: the list moves it to the chosen run once it has opened.
    await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'option' && document.activeElement.textContent?.includes('previous run'));
    await page.keyboard.press('ArrowDown');
    await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'option' && !document.activeElement.textContent?.includes('previous run'));
    await page.keyboard.press('Enter');
    await laterRow.getByTestId('keyword-change').getByText('new: not ranking in the previous run').first().waitFor();
    expect(await compare.textContent()).not.toContain('previous run');
  });

  it('fits a 375 px phone: the new columns scroll sideways inside the table’s own box only', async () => {
    await openTable();
    await page.setViewportSize({ width: 375, height: 800 });
    try {
      await page.getByRole('combobox', { name: 'Compare with' }).waitFor();
      expect(await overflowingElements(page)).toEqual([]);
      const region = page.getByRole('region', { name: 'Keyword positions' });
      await region.waitFor();
      const scrolls = await region.evaluate((box) => box.scrollWidth > box.clientWidth);
      expect(scrolls).toBe(true);
      await page.screenshot({ path: '/tmp/keyword-columns-phone.png', fullPage: true });
    } finally {
      await page.setViewportSize({ width: 1280, height: 900 });
    }
  });
});

/** The name a feature's icon carries in the table. */
async function featureLabel(table: Locator, feature: string): Promise<string> {
  const names: Record<string, string> = {
    featured_snippet: 'Featured snippet',
    people_also_ask: 'People also ask',
    local_pack: 'Local pack',
    ai_overview: 'AI overview',
    video: 'Video',
    images: 'Images',
    top_stories: 'Top stories',
    shopping: 'Shopping',
  };
  await table.getByRole('listitem').filter({ hasText: names[feature] }).first().waitFor();
  return names[feature];
}
