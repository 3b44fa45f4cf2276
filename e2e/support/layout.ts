import type { Page } from 'playwright-core';

interface OverflowOptions {
  /** Where to look: the page's content by default. */
  within?: string;
  /** Boxes whose content may be wider than the viewport: they scroll on their own, or are not shown. */
  ignoring?: string;
  /** How long the layout may take to settle after a viewport change (charts redraw on a debounced resize). */
  settleMs?: number;
}

/**
 * The elements that stick out past the right edge of the viewport, as `tag.class` strings (none on a page that fits).
 * Looks again until the page fits or `settleMs` has passed, so a chart still redrawing for a new width is not a failure,
 * while one that stays too wide is.
 */
export async function overflowingElements(page: Page, { within = 'main', ignoring = '.overflow-x-auto, [hidden]', settleMs = 3000 }: OverflowOptions = {}): Promise<string[]> {
  const deadline = Date.now() + settleMs;
  for (;;) {
    const found = await page.evaluate(
      ({ within, ignoring }) => {
        const width = document.documentElement.clientWidth;
        return Array.from(document.querySelectorAll(`${within} *`))
          .filter((element) => !element.closest(ignoring))
          .filter((element) => element.getBoundingClientRect().right > width + 1)
          .map((element) => `${element.tagName.toLowerCase()}.${element.getAttribute('class') ?? ''}`.slice(0, 120));
      },
      { within, ignoring },
    );
    if (found.length === 0 || Date.now() >= deadline) return found;
    await page.waitForTimeout(100);
  }
}
