import type { ConsoleMessage, Page } from 'playwright-core';
import { request } from '../api/test/support/http';
import { signInViaApi } from './support/api';
import { signInThroughTheUi, useAppAndBrowser } from './support/suite';

jest.setTimeout(180_000);

const suite = useAppAndBrowser();

const XSS_NAME = '<img src=x onerror="window.__xss=1">';

const PAGES = [
  '/',
  '/landing',
  '/pricing',
  '/blog',
  '/blog/local-seo-tactics',
  '/billing/success',
  '/billing',
  '/dashboard',
  '/keyword-tracking',
  '/seo-analysis',
  '/domain-traffic',
  '/domain-backlinks',
  '/content-generator',
  '/my-articles',
  '/admin',
  '/no-such-page',
];

/** Every Content-Security-Policy violation the page reports, from the DOM event and from Chromium's console. */
function recordCspViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  page.on('pageerror', (error) => violations.push(`page error: ${error.message}`));
  void page.exposeFunction('__reportCspViolation', (text: string) => violations.push(text));
  void page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      void (window as unknown as { __reportCspViolation(text: string): Promise<void> }).__reportCspViolation(
        `${event.violatedDirective} blocked ${event.blockedURI}`,
      );
    });
  });
  return violations;
}

describe('the web app under its Content-Security-Policy', () => {
  let page: Page;
  let violations: string[];

  beforeAll(async () => {
    page = await suite.browser.newPage({ viewport: { width: 1280, height: 900 } });
    violations = recordCspViolations(page);
  });

  afterAll(async () => {
    await page?.close();
  });

  it('loads the sign-in page without a violation', async () => {
    await page.goto(`${suite.app.baseUrl}/auth`, { waitUntil: 'networkidle' });
    await page.getByRole('tab', { name: 'Sign In' }).waitFor();
    expect(violations).toEqual([]);
  });

  it('renders every page, signed in as an admin, without a violation', async () => {
    await signInThroughTheUi(page, suite.app.baseUrl, suite.app.admin.email, suite.app.admin.password);
    for (const url of PAGES) {
      await page.goto(`${suite.app.baseUrl}${url}`, { waitUntil: 'networkidle' });
      await page.locator('main').first().waitFor();
      expect({ url, violations }).toEqual({ url, violations: [] });
    }
  });

  it('shows a company name that is markup as text in the chart, legend and tooltip, and runs none of it', async () => {
    const token = await signInViaApi(suite.app.baseUrl, suite.app.admin.email, suite.app.admin.password);
    const created = await request<{ id: string }>(suite.app.baseUrl, 'POST', '/api/instances', {
      token,
      body: {
        name: 'Markup names',
        user_domain: 'moz.com',
        user_company_name: 'Moz',
        // The sandbox ranks wikipedia.org for some of these, so its line and tooltip entry have points.
        competitor_domains: ['wikipedia.org'],
        competitor_company_names: [XSS_NAME],
        keywords: ['seo tools', 'keyword research', 'backlinks', 'rank tracker', 'what is seo', 'technical seo'],
      },
    });
    expect(created.status).toBe(201);
    expect((await request(suite.app.baseUrl, 'POST', `/api/instances/${created.body.id}/run`, { token })).status).toBe(200);

    await page.goto(`${suite.app.baseUrl}/keyword-tracking`);
    await page.getByRole('link', { name: 'Markup names', exact: true }).click();
    // A second run from the page: its progress arrives over graphql-ws, which the policy must allow.
    await page.getByRole('button', { name: 'Run now' }).click();
    await page.getByTestId('run-progress').getByText('Run complete').waitFor({ timeout: 60_000 });

    const chart = page.getByTestId('ranking-chart');
    await chart.locator('.apexcharts-legend-text').filter({ hasText: XSS_NAME }).waitFor();
    // The shared tooltip follows the pointer over the plot; the latest run sits at its right edge.
    await chart.scrollIntoViewIfNeeded();
    // The chart redraws when the second run's results arrive: wait until its plot has a size.
    const sized = await page.waitForFunction(() => {
      const box = document.querySelector('[data-testid="ranking-chart"] .apexcharts-grid')?.getBoundingClientRect();
      return box && box.width > 0 && box.height > 0 ? { x: box.x, y: box.y, width: box.width, height: box.height } : null;
    });
    const plot = (await sized.jsonValue())!; // waitForFunction returns once the value is not null
    await page.mouse.move(plot.x + plot.width * 0.5, plot.y + plot.height / 2);
    await page.mouse.move(plot.x + plot.width - 2, plot.y + plot.height / 2, { steps: 5 });
    await chart.locator('.apexcharts-tooltip-text-y-label').filter({ hasText: XSS_NAME }).waitFor();
    await page.getByRole('table', { name: 'Ranking results' }).getByText(XSS_NAME).waitFor();

    expect(await chart.locator('img').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    await page.screenshot({ path: '/tmp/tracker-markup-name.png', fullPage: true });
    expect(violations).toEqual([]);
  });
});
