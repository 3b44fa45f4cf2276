import type { Page } from 'playwright-core';

interface OverflowOptions {
  /** Where to look: the page's content by default. */
  within?: string;
  /** Boxes whose content may be wider than the viewport: they scroll on their own, or are not shown. */
  ignoring?: string;
}

/** The elements that stick out past the right edge of the viewport, as `tag.class` strings (none on a page that fits). */
export function overflowingElements(page: Page, { within = 'main', ignoring = '.overflow-x-auto, [hidden]' }: OverflowOptions = {}): Promise<string[]> {
  return page.evaluate(
    ({ within, ignoring }) => {
      const width = document.documentElement.clientWidth;
      return Array.from(document.querySelectorAll(`${within} *`))
        .filter((element) => !element.closest(ignoring))
        .filter((element) => element.getBoundingClientRect().right > width + 1)
        .map((element) => `${element.tagName.toLowerCase()}.${element.className}`.slice(0, 120));
    },
    { within, ignoring },
  );
}
