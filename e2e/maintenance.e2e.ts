import type { Page } from 'playwright-core';
import { setMaintenanceViaApi, signInViaApi, signUpViaApi } from './support/api';
import { useAppAndBrowser } from './support/suite';

jest.setTimeout(120_000);

const MAINTENANCE_MESSAGE = "We're currently performing maintenance to improve your experience. Please check back soon.";

const suite = useAppAndBrowser();
let page: Page;
let adminToken: string;

beforeAll(async () => {
  adminToken = await signInViaApi(suite.app.baseUrl, suite.app.admin.email, suite.app.admin.password);
  await setMaintenanceViaApi(suite.app.baseUrl, adminToken, true);
});

beforeEach(async () => {
  page = await suite.browser.newPage();
});

afterEach(async () => {
  await page?.close();
});

async function openAs(target: Page, token: string | null, path: string) {
  await target.goto(`${suite.app.baseUrl}/`);
  await target.evaluate((value) => {
    if (value) localStorage.setItem('token', value);
    else localStorage.removeItem('token');
  }, token);
  await target.goto(`${suite.app.baseUrl}${path}`);
}

describe('maintenance mode', () => {
  it('replaces the app for a signed-in user, and Sign Out brings the public app back', async () => {
    const user = await signUpViaApi(suite.app.baseUrl);
    await openAs(page, user.token, '/dashboard');

    await page.getByText(MAINTENANCE_MESSAGE).waitFor();
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);

    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.getByRole('link', { name: 'Sign In' }).waitFor();
    expect(await page.getByText(MAINTENANCE_MESSAGE).count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  it('lets an admin use the app', async () => {
    await openAs(page, adminToken, '/dashboard');
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    expect(await page.getByText(MAINTENANCE_MESSAGE).count()).toBe(0);
  });

  it('lets signed-out visitors see the public pages', async () => {
    await openAs(page, null, '/');
    await page.getByRole('heading', { name: /Rank High in SEO with/ }).waitFor();
    expect(await page.getByText(MAINTENANCE_MESSAGE).count()).toBe(0);
  });

  it('shows the maintenance screen as soon as a user signs in', async () => {
    const user = await signUpViaApi(suite.app.baseUrl);
    await openAs(page, null, '/auth');
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Email').fill(user.email);
    await form.getByLabel('Password').fill(user.password);
    await form.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText(MAINTENANCE_MESSAGE).waitFor();
  });
});
