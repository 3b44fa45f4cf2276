import type { Page } from 'playwright-core';
import { useAppAndBrowser } from './support/suite';
import { overflowingElements } from './support/layout';

jest.setTimeout(120_000);

const suite = useAppAndBrowser();
let page: Page;

beforeEach(async () => {
  page = await suite.browser.newPage();
});

afterEach(async () => {
  await page.close();
});

const NEWEST_FIRST = [
  'Technical SEO Issues That Quietly Hurt Your Rankings',
  'SEO vs PPC: Comparing the Real ROI',
  'The SEO Metrics That Actually Matter',
  'Local SEO Tactics That Bring Customers Through the Door',
  'How to Rank #1 on Google in 2025',
];

describe('blog', () => {
  it('lists the five guides newest first, each with image, category, author, date and read time', async () => {
    await page.goto(`${suite.app.baseUrl}/blog`);
    const cards = page.getByTestId('blog-post-card');
    await cards.first().waitFor();

    expect(await cards.getByRole('heading').allTextContents()).toEqual(NEWEST_FIRST);
    const dates = await cards.locator('time').evaluateAll((times) => times.map((time) => time.getAttribute('datetime')));
    expect(dates).toEqual([...dates].sort().reverse());

    const first = cards.first();
    await first.getByText('Technical SEO', { exact: true }).waitFor();
    await first.getByText('By Sofia Marquez').waitFor();
    await first.getByText('May 27, 2025').waitFor();
    await first.getByText('6 min read').waitFor();

    // Every illustration has alt text and decodes (decode() rejects for a broken image).
    const images = await cards.locator('img').evaluateAll((elements) =>
      Promise.all(
        (elements as HTMLImageElement[]).map(async (image) => {
          image.loading = 'eager';
          await image.decode();
          return { alt: image.alt, width: image.naturalWidth };
        }),
      ),
    );
    expect(images).toHaveLength(5);
    for (const image of images) {
      expect(image.alt).not.toBe('');
      expect(image.width).toBeGreaterThan(0);
    }
  });

  it('opens a post and renders its markdown, with a way back to the list', async () => {
    await page.goto(`${suite.app.baseUrl}/blog`);
    await page.getByRole('link', { name: 'SEO vs PPC: Comparing the Real ROI' }).click();
    await page.waitForURL('**/blog/seo-vs-ppc-roi');

    await page.getByRole('heading', { level: 1, name: 'SEO vs PPC: Comparing the Real ROI' }).waitFor();
    expect(await page.title()).toBe('SEO vs PPC: Comparing the Real ROI · Rankcraft');
    await page.getByRole('heading', { level: 2, name: 'A worked example' }).waitFor();
    expect(await page.locator('article li').count()).toBeGreaterThan(10);
    expect(await page.locator('article strong').first().textContent()).toBe('Pay-per-click (PPC)');
    const image = page.getByRole('img', { name: /balance scale/ });
    expect(await image.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);

    await page.getByRole('link', { name: 'Back to Blog' }).first().click();
    await page.waitForURL(/\/blog$/);
    await page.getByTestId('blog-post-card').first().waitFor();
  });

  it('shows "Post not found." with a back link for an unknown slug', async () => {
    await page.goto(`${suite.app.baseUrl}/blog/no-such-guide`);
    await page.getByText('Post not found.').waitFor();
    await page.getByRole('link', { name: 'Back to Blog' }).click();
    await page.waitForURL(/\/blog$/);
  });

  it('fits a 375 px wide screen without sideways scrolling', async () => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`${suite.app.baseUrl}/blog`);
    await page.getByTestId('blog-post-card').first().waitFor();
    expect(await overflowingElements(page)).toEqual([]);

    await page.goto(`${suite.app.baseUrl}/blog/technical-seo-issues`);
    await page.getByRole('heading', { level: 2, name: /Duplicate content/ }).waitFor();
    expect(await overflowingElements(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});
