import { fireEvent } from '@testing-library/react';

/**
 * jsdom lays nothing out, so every box is 0 px wide. This gives a scrolling box the widths a browser
 * would report and tells it, as the browser does, by a scroll event.
 */
export function layOut(box: Element, widths: { scrollWidth: number; clientWidth: number; scrollLeft?: number }): void {
  Object.defineProperty(box, 'scrollWidth', { configurable: true, value: widths.scrollWidth });
  Object.defineProperty(box, 'clientWidth', { configurable: true, value: widths.clientWidth });
  Object.defineProperty(box, 'scrollLeft', { configurable: true, value: widths.scrollLeft ?? 0 });
  fireEvent.scroll(box);
}

/** The sideways-scrolling box around a table (see ScrollRegion). */
export function scrollBoxOf(table: Element): HTMLElement {
  const box = table.closest('[data-scroll-region]')?.firstElementChild;
  if (!(box instanceof HTMLElement)) throw new Error('The table is not in a scroll region.');
  return box;
}
