import { request } from '../api/test/support/http';
import { createInstanceViaApi, paidAccountViaApi } from './support/api';
import { overflowingElements } from './support/layout';
import { signInThroughTheUi, useAppAndBrowser } from './support/suite';

jest.setTimeout(300_000);

const suite = useAppAndBrowser();

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 375, height: 740 },
] as const;

const PRO_PLAN = 2;

describe.each(VIEWPORTS)('Search Console at $width px', (viewport) => {
  it('connects the sandbox through its consent page, links a property, backfills it, adds two striking-distance queries to the tracker, and unlinks it', async () => {
    const { baseUrl } = suite.app;
    const owner = await paidAccountViaApi(baseUrl, PRO_PLAN);
    const domain = `sc-${viewport.name}-shop.com`;
    await createInstanceViaApi(baseUrl, owner.token, { name: `Shop ${viewport.name}`, user_domain: domain, user_company_name: 'Shop', keywords: ['shop'] });
    const page = await suite.browser.newPage({ viewport });
    await signInThroughTheUi(page, baseUrl, owner.email, owner.password);

    await page.goto(`${baseUrl}/search-console`);
    await page.getByRole('heading', { name: 'Search Console', level: 1 }).waitFor();
    await page.getByTestId('search-console-no-connections').waitFor();

    // Connect Google: on the embedded default, the sandbox's in-app consent page, labelled SANDBOX.
    await page.getByRole('button', { name: 'Connect Google' }).click();
    await page.waitForURL('**/search-console/sandbox-consent?**');
    await page.getByText('SANDBOX', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Allow' }).click();
    await page.waitForURL((url) => url.pathname === '/search-console');
    await page.getByTestId('search-console-callback').getByText('Search Console is connected.').waitFor();
    const connections = page.getByRole('table', { name: 'Search Console connections' });
    await connections.getByText('SANDBOX', { exact: true }).waitFor();

    const properties = page.getByRole('table', { name: 'Search Console properties' });
    const domainRow = properties.getByTestId('search-console-property').filter({ hasText: `sc-domain:${domain}` });
    await domainRow.getByText('Domain property').waitFor();
    await properties.getByTestId('search-console-property').filter({ hasText: `https://www.${domain}/` }).getByText('URL prefix').waitFor();

    // Link the domain property to the instance: the backfill runs, its progress shows, then the last day read.
    await domainRow.getByRole('button', { name: /Link to a tracking instance/ }).click();
    await domainRow.getByRole('combobox').selectOption({ label: `Shop ${viewport.name} (${domain})` });
    await domainRow.getByRole('button', { name: 'Link', exact: true }).click();
    await domainRow.getByText(`Shop ${viewport.name}`, { exact: true }).waitFor();
    await domainRow.getByTestId('search-console-last-sync').getByText(/^Data through \d{4}-\d{2}-\d{2}$/).waitFor({ timeout: 180_000 });

    // Striking distance lists queries; two go to the tracker and leave the list.
    const discovery = page.getByTestId('search-console-discovery');
    const table = discovery.getByRole('table', { name: 'Striking distance queries' });
    const rows = table.getByTestId('search-console-query-row');
    await rows.first().waitFor({ timeout: 60_000 });
    const before = await rows.count();
    expect(before).toBeGreaterThanOrEqual(2);
    const chosen = [(await rows.nth(0).getByRole('cell').nth(1).textContent()) ?? '', (await rows.nth(1).getByRole('cell').nth(1).textContent()) ?? ''];
    for (const query of chosen) await table.getByRole('checkbox', { name: `Select ${query}`, exact: true }).check();
    await discovery.getByTestId('search-console-limit').getByText(/^2 selected: the instance will track 3 of the [\d,]+ keywords your plan allows\.$/).waitFor();
    await discovery.getByRole('button', { name: 'Add to tracker' }).click();
    await discovery.getByTestId('search-console-add-message').getByText(/^2 keywords added to the tracker\./).waitFor();
    for (const query of chosen) await table.getByRole('cell', { name: query, exact: true }).waitFor({ state: 'detached' });

    expect(await overflowingElements(page, { within: 'body' })).toEqual([]);

    // The tracker now holds them.
    const instances = await request(baseUrl, 'GET', '/api/instances', { token: owner.token });
    expect((instances.body as { keywords: string[] }[])[0].keywords).toEqual(expect.arrayContaining(['shop', ...chosen]));

    // Unlink from the keyboard, after a confirm: the row says Not linked, its discovery goes, the link is gone.
    const unlink = domainRow.getByRole('button', { name: `Unlink Shop ${viewport.name} from sc-domain:${domain}`, exact: true });
    await unlink.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Unlink Shop ${viewport.name} from sc-domain:${domain}?` });
    await dialog.getByText('The figures read so far stay stored until you disconnect the account').waitFor();
    expect(await overflowingElements(page, { within: 'body' })).toEqual([]);
    await dialog.getByRole('button', { name: 'Unlink', exact: true }).focus();
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await domainRow.getByText('Not linked', { exact: true }).waitFor();
    await discovery.waitFor({ state: 'detached' });
    await unlink.waitFor({ state: 'detached' });
    expect(await domainRow.getByText(`sc-domain:${domain}`, { exact: true }).evaluate((element) => element === document.activeElement)).toBe(true);
    expect((await request(baseUrl, 'GET', '/api/search-console/links', { token: owner.token })).body).toEqual([]);
    await page.close();
  });
});
