import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { layOut, scrollBoxOf } from '../../lib/testing/overflow';
import { ScrollRegion } from './scroll-region';
import { Table, TableBody, TableCell, TableRow } from './table';

function renderTable() {
  render(
    <Table aria-label="Ranking results">
      <TableBody>
        <TableRow>
          <TableCell>Wikipedia</TableCell>
        </TableRow>
      </TableBody>
    </Table>,
  );
  const table = screen.getByRole('table', { name: 'Ranking results' });
  const cue = (side: 'start' | 'end') => table.closest('[data-scroll-region]')!.querySelector(`[data-scroll-cue="${side}"]`)!;
  return { box: scrollBoxOf(table), cue };
}

describe('a wide table', () => {
  it('stays out of the way, and out of the tab order, while it fits', () => {
    const { box, cue } = renderTable();
    act(() => layOut(box, { scrollWidth: 320, clientWidth: 320 }));
    expect(screen.queryByRole('region')).toBeNull();
    expect(box).not.toHaveAttribute('tabindex');
    expect(cue('start')).toHaveAttribute('data-visible', 'false');
    expect(cue('end')).toHaveAttribute('data-visible', 'false');
    expect(cue('end')).toHaveClass('opacity-0');
  });

  it('becomes a named, focusable region with a cue at the side that hides more, as it scrolls', () => {
    const { box, cue } = renderTable();
    act(() => layOut(box, { scrollWidth: 600, clientWidth: 320 }));
    expect(screen.getByRole('region', { name: 'Ranking results' })).toBe(box);
    expect(box).toHaveAttribute('tabindex', '0');
    expect(cue('start')).toHaveAttribute('data-visible', 'false');
    expect(cue('end')).toHaveAttribute('data-visible', 'true');
    expect(cue('end')).toHaveClass('opacity-100');
    expect(cue('end')).toHaveAttribute('aria-hidden', 'true');

    act(() => layOut(box, { scrollWidth: 600, clientWidth: 320, scrollLeft: 140 }));
    expect(cue('start')).toHaveAttribute('data-visible', 'true');
    expect(cue('end')).toHaveAttribute('data-visible', 'true');

    act(() => layOut(box, { scrollWidth: 600, clientWidth: 320, scrollLeft: 280 }));
    expect(cue('start')).toHaveAttribute('data-visible', 'true');
    expect(cue('end')).toHaveAttribute('data-visible', 'false');
  });

  it('scrolls most of a width towards the side whose chevron is tapped', async () => {
    const { box, cue } = renderTable();
    const scrollBy = jest.fn();
    box.scrollBy = scrollBy;
    act(() => layOut(box, { scrollWidth: 600, clientWidth: 300, scrollLeft: 100 }));
    await userEvent.click(cue('end').querySelector('span')!);
    expect(scrollBy).toHaveBeenLastCalledWith({ left: 240, behavior: 'smooth' });
    await userEvent.click(cue('start').querySelector('span')!);
    expect(scrollBy).toHaveBeenLastCalledWith({ left: -240, behavior: 'smooth' });
  });

  it('measures itself when the browser has laid it out (its resize observer), not before', () => {
    const reports: ResizeObserverCallback[] = [];
    const original = globalThis.ResizeObserver;
    globalThis.ResizeObserver = class {
      constructor(report: ResizeObserverCallback) {
        reports.push(report);
      }
      observe() {}
      unobserve() {}
      disconnect() {}
    };
    // Every box reports the widths of a table wider than its box from the start.
    const widths = { scrollWidth: 600, clientWidth: 320 };
    for (const [name, value] of Object.entries(widths)) Object.defineProperty(HTMLElement.prototype, name, { configurable: true, get: () => value });
    try {
      const { cue } = renderTable();
      expect(cue('end')).toHaveAttribute('data-visible', 'false');
      act(() => reports[0]([], {} as ResizeObserver));
      expect(cue('end')).toHaveAttribute('data-visible', 'true');
    } finally {
      globalThis.ResizeObserver = original;
      for (const name of Object.keys(widths)) delete (HTMLElement.prototype as unknown as Record<string, unknown>)[name];
    }
  });
});

describe('a long box', () => {
  it('is drawn only near the viewport, standing in at its estimated height until then', () => {
    render(
      <ScrollRegion label="Keyword positions" estimatedHeight={3328}>
        <p>rows</p>
      </ScrollRegion>,
    );
    const frame = screen.getByText('rows').closest('[data-scroll-region]') as HTMLElement;
    expect(frame.style.contentVisibility).toBe('auto');
    expect(frame.style.containIntrinsicSize).toBe('auto 3328px');
  });

  it('is drawn as usual without an estimate', () => {
    render(
      <ScrollRegion label="Ranking results">
        <p>rows</p>
      </ScrollRegion>,
    );
    expect((screen.getByText('rows').closest('[data-scroll-region]') as HTMLElement).getAttribute('style')).toBeNull();
  });
});
