import type { Page } from 'playwright-core';
import { signInViaApi, signUpViaApi } from './support/api';
import { useAppAndBrowser } from './support/suite';

jest.setTimeout(120_000);

const suite = useAppAndBrowser();
let page: Page;

beforeEach(async () => {
  page = await suite.browser.newPage({ viewport: { width: 1280, height: 900 } });
});

afterEach(async () => {
  await page?.close();
});

/** Opens `path` with the given token already stored, as a returning visitor would. */
async function openAs(target: Page, token: string | null, path: string) {
  await target.goto(`${suite.app.baseUrl}/`);
  await target.evaluate((value) => {
    if (value) localStorage.setItem('token', value);
    else localStorage.removeItem('token');
  }, token);
  await target.goto(`${suite.app.baseUrl}${path}`);
}

async function headerLinks(target: Page): Promise<string[]> {
  const nav = target.getByRole('navigation', { name: 'Main' });
  // The links depend on the session: read them once it has loaded (a Sign In link or the user menu).
  await target.getByRole('link', { name: 'Sign In' }).or(target.getByRole('button', { name: 'Open user menu' })).first().waitFor();
  return (await nav.getByRole('link').allTextContents()).map((text) => text.trim());
}

/** The user menu's entries, once `waitForItem` (an entry's accessible name) is among them. */
async function userMenuItems(target: Page, waitForItem?: string): Promise<string[]> {
  await target.getByRole('button', { name: 'Open user menu' }).click();
  const menu = target.getByRole('menu');
  await menu.waitFor();
  if (waitForItem) await menu.getByRole('menuitem', { name: waitForItem, exact: true }).waitFor();
  const items = (await menu.getByRole('menuitem').allTextContents()).map((text) => text.trim());
  await target.keyboard.press('Escape');
  return items;
}

describe('navigation', () => {
  it('shows the 404 page with a way home', async () => {
    await openAs(page, null, '/no/such/page');
    await page.getByRole('heading', { name: 'Oops! Page not found' }).waitFor();
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await page.getByRole('heading', { name: /Rank High in SEO with/ }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
  });

  it('gives signed-out visitors Home, Pricing, Blog and Sign In', async () => {
    await openAs(page, null, '/');
    expect(await headerLinks(page)).toEqual(['Home', 'Pricing', 'Blog']);
    await page.getByRole('link', { name: 'Sign In' }).waitFor();
    await page.getByRole('link', { name: 'Start Free Trial' }).waitFor();
    expect(await page.getByRole('button', { name: 'Open user menu' }).count()).toBe(0);
  });

  it('adds Dashboard, My Articles and Billing for a signed-in user, but no Admin', async () => {
    const user = await signUpViaApi(suite.app.baseUrl, { fullName: 'Uma User' });
    await openAs(page, user.token, '/');
    expect(await headerLinks(page)).toEqual(['Home', 'Pricing', 'Blog', 'Dashboard', 'My Articles', 'Billing']);
    expect(await page.getByRole('link', { name: 'Sign In' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Go to Dashboard' }).waitFor();
    await page.getByRole('heading', { name: 'Choose Your SEO Strategy' }).waitFor();
    await page.getByText('No past articles yet. Generate some!').waitFor();

    expect(await page.getByRole('button', { name: 'Open user menu' }).textContent()).toBe('U');
    // API tokens come with the Agency plan: the entry says so (its badge reads "Agency", and " plan" to screen readers).
    const items = await userMenuItems(page, 'Developer Agency plan');
    expect(items).toEqual(['My Articles', 'Workspace members', 'DeveloperAgency plan', 'Sign out']);

    await openAs(page, user.token, '/admin');
    await page.getByText("Access Denied: You don't have permission to access this page.").waitFor();

    await openAs(page, user.token, '/app');
    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
  });

  it('adds Admin and the Admin Panel menu entry for an admin', async () => {
    const token = await signInViaApi(suite.app.baseUrl, suite.app.admin.email, suite.app.admin.password);
    await openAs(page, token, '/');
    expect(await headerLinks(page)).toEqual(['Home', 'Pricing', 'Blog', 'Dashboard', 'My Articles', 'Billing', 'Admin']);
    expect(await userMenuItems(page)).toEqual(['My Articles', 'Workspace members', 'Developer', 'Admin Panel', 'Sign out']);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' }).click();
    await page.waitForURL('**/admin');
    expect(await page.getByText('Access Denied').count()).toBe(0);
    expect(await page.getByRole('form', { name: 'Sign in' }).count()).toBe(0);
  });

  it('opens the tracker, the research tools, reports and webhooks from the dashboard', async () => {
    const user = await signUpViaApi(suite.app.baseUrl);
    await openAs(page, user.token, '/dashboard');
    await page.getByRole('link', { name: 'Open Keyword Tracking' }).click();
    await page.waitForURL('**/keyword-tracking');
    await page.getByRole('heading', { name: 'Your Tracking Instances' }).waitFor();

    await page.goto(`${suite.app.baseUrl}/dashboard`);
    await page.getByRole('link', { name: 'Open SEO Analysis' }).click();
    await page.waitForURL('**/seo-analysis');
    await page.getByRole('heading', { name: 'SEO Analysis', level: 1 }).waitFor();
    await page.getByRole('tab', { name: 'SERP Analysis' }).waitFor();

    for (const [link, heading] of [
      ['Open Domain Backlinks', 'Domain Backlinks'],
      ['Open Domain Traffic', 'Domain Traffic'],
      ['Open Client Reports', 'Client Reports'],
      ['Open Webhooks', 'Webhooks'],
    ]) {
      await page.goto(`${suite.app.baseUrl}/dashboard`);
      await page.getByRole('link', { name: link }).click();
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
    }
    expect(await page.getByText('This tool is being built').count()).toBe(0);
  });
});
