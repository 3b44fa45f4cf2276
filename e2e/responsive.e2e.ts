import type { Locator, Page } from 'playwright-core';
import { request } from '../api/test/support/http';
import { signInViaApi, signUpViaApi } from './support/api';
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

async function signIn(target: Page, token: string): Promise<void> {
  await target.goto(`${suite.app.baseUrl}/`);
  await target.evaluate((value) => localStorage.setItem('token', value), token);
}

/** The opacity of the cue at one side of a sideways-scrolling table, once it is shown (or hidden) and its fade has ended. */
async function cueOpacity(region: Locator, side: 'start' | 'end', shown: boolean): Promise<number> {
  const cue = region.locator('xpath=..').locator(`[data-scroll-cue="${side}"][data-visible="${shown}"]`);
  await cue.waitFor({ state: 'attached' });
  // The fade is a CSS transition; getAnimations() applies the pending style first, so a fade that is due is among them.
  await cue.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
  return Number(await cue.evaluate((element) => getComputedStyle(element).opacity));
}

/** A table too wide for the phone scrolls inside its own region, shows a cue and scrolls by keyboard. */
async function expectScrollsWithCue(region: Locator): Promise<void> {
  await region.waitFor();
  const widths = await region.evaluate((box) => ({ scroll: box.scrollWidth, client: box.clientWidth }));
  expect(widths.scroll).toBeGreaterThan(widths.client);
  expect(await region.getAttribute('tabindex')).toBe('0');
  expect(await cueOpacity(region, 'end', true)).toBe(1);
  expect(await cueOpacity(region, 'start', false)).toBe(0);
  expect(await region.locator('xpath=..').locator('[data-scroll-cue="end"]').isVisible()).toBe(true);

  await region.focus();
  // The keyboard alone reaches the far end (each press scrolls a step; wide tables take more steps).
  const atEnd = () => region.evaluate((box) => box.scrollLeft >= box.scrollWidth - box.clientWidth - 1);
  for (let press = 0; press < 100 && !(await atEnd()); press += 1) await region.page().keyboard.press('ArrowRight');
  await region.page().waitForFunction((box) => box.scrollLeft >= box.scrollWidth - box.clientWidth - 1, await region.elementHandle());
  expect(await cueOpacity(region, 'start', true)).toBe(1);
  expect(await cueOpacity(region, 'end', false)).toBe(0);
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

  it('scrolls the tracker’s ranking and keyword tables and the admin users table inside their cards, with a visible cue', async () => {
    const token = await signInViaApi(suite.app.baseUrl, suite.app.admin.email, suite.app.admin.password);
    const created = await request(suite.app.baseUrl, 'POST', '/api/instances', {
      token,
      body: {
        name: 'Phone tables',
        user_domain: 'wikipedia.org',
        user_company_name: 'Wikipedia',
        competitor_domains: ['moz.com', 'ahrefs.com'],
        competitor_company_names: ['Moz', 'Ahrefs'],
        keywords: ['seo tools', 'backlinks'],
      },
    });
    expect(created.status).toBe(201);
    expect(await request(suite.app.baseUrl, 'POST', `/api/instances/${created.body.id}/run`, { token })).toMatchObject({ status: 200 });

    await signIn(page, token);
    await page.goto(`${suite.app.baseUrl}/keyword-tracking`);
    await page.getByRole('link', { name: 'Phone tables', exact: true }).click();
    await expectScrollsWithCue(page.getByRole('region', { name: 'Ranking results' }));
    await expectScrollsWithCue(page.getByRole('region', { name: 'Keyword positions' }));
    expect(await scrollWidth(page)).toBeLessThanOrEqual(PHONE.width);

    await page.goto(`${suite.app.baseUrl}/admin`);
    await expectScrollsWithCue(page.getByRole('region', { name: 'Users' }));
    expect(await scrollWidth(page)).toBeLessThanOrEqual(PHONE.width);
  });

  it('tells a Free user on the tracker that tracking is not in their plan, with the upgrade link, instead of a form', async () => {
    const user = await signUpViaApi(suite.app.baseUrl);
    await signIn(page, user.token);
    await page.goto(`${suite.app.baseUrl}/keyword-tracking`);
    const notice = page.getByTestId('upgrade-notice');
    await notice.getByRole('heading', { name: 'Upgrade to use keyword ranking tracking' }).waitFor();
    await notice.getByText('Keyword ranking tracking is not included in the Free plan. Upgrade to Pro or Agency to use it.').waitFor();
    expect(await page.getByRole('button', { name: 'New Instance' }).isDisabled()).toBe(true);
    expect(await page.getByText('No Tracking Instances Yet').count()).toBe(0);
    expect(await scrollWidth(page)).toBeLessThanOrEqual(PHONE.width);

    await notice.getByRole('link', { name: 'View Pricing' }).click();
    await page.waitForURL('**/pricing');
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
