import type { Page } from 'playwright-core';
import { signUpViaApi } from './support/api';
import { useAppAndBrowser } from './support/suite';

jest.setTimeout(120_000);

const PHONE = { width: 375, height: 812 };

const suite = useAppAndBrowser();
let page: Page;

beforeEach(async () => {
  page = await suite.browser.newPage({ viewport: PHONE });
});

afterEach(async () => {
  await page?.close();
});

function scrollWidth(target: Page): Promise<number> {
  return target.evaluate(() => document.documentElement.scrollWidth);
}

describe('375 px wide screens', () => {
  it('shows the landing page without horizontal scrolling', async () => {
    await page.goto(`${suite.app.baseUrl}/`);
    await page.getByRole('heading', { name: /Rank High in SEO with/ }).waitFor();
    expect(await scrollWidth(page)).toBeLessThanOrEqual(PHONE.width);
  });

  it('shows the signed-in landing page, dashboard and pricing without horizontal scrolling', async () => {
    const user = await signUpViaApi(suite.app.baseUrl);
    await page.goto(`${suite.app.baseUrl}/`);
    await page.evaluate((token) => localStorage.setItem('token', token), user.token);

    for (const [path, heading] of [
      ['/', 'Choose Your SEO Strategy'],
      ['/dashboard', 'Dashboard'],
      ['/pricing', 'Simple, transparent pricing'],
      ['/articles', 'My Articles'],
    ]) {
      await page.goto(`${suite.app.baseUrl}${path}`);
      await page.getByRole('heading', { name: heading }).waitFor();
      expect(await scrollWidth(page)).toBeLessThanOrEqual(PHONE.width);
    }
  });

  it('opens the navigation from the menu button', async () => {
    await page.goto(`${suite.app.baseUrl}/`);
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);

    await page.getByRole('button', { name: 'Open menu' }).click();
    const mobileNav = page.getByRole('navigation', { name: 'Mobile' });
    await mobileNav.waitFor();
    await mobileNav.getByRole('link', { name: 'Pricing' }).click();
    await page.waitForURL('**/pricing');
    expect(await mobileNav.count()).toBe(0);
  });
});
