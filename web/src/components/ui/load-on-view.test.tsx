import { render, screen } from '@testing-library/react';
import { LoadOnView } from './load-on-view';

/** A page that is never scrolled and a browser that is never idle: neither may hold a section below the fold back. */
class NeverIntersecting {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

describe('a section below the fold', () => {
  const original = { observer: window.IntersectionObserver, idle: window.requestIdleCallback };
  beforeEach(() => {
    window.IntersectionObserver = NeverIntersecting as unknown as typeof IntersectionObserver;
    window.requestIdleCallback = () => 0;
  });
  afterEach(() => {
    window.IntersectionObserver = original.observer;
    window.requestIdleCallback = original.idle;
  });

  it('holds its place while the screen around it is drawn, then loads without waiting to be scrolled to', async () => {
    render(
      <LoadOnView minHeight={240} label="Loading charts">
        <p>Ranking over time</p>
      </LoadOnView>,
    );
    const placeholder = screen.getByRole('status', { name: 'Loading charts' });
    expect(placeholder).toHaveAttribute('aria-busy', 'true');
    expect(placeholder).toHaveStyle({ minHeight: '240px' });
    expect(screen.queryByText('Ranking over time')).toBeNull();

    expect(await screen.findByText('Ranking over time')).toBeVisible();
    expect(screen.queryByRole('status', { name: 'Loading charts' })).toBeNull();
  });
});
