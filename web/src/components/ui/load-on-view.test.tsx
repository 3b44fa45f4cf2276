import * as React from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import { lazyWithPreload } from './lazy-with-preload';
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

describe('a section below the fold whose code is asked for after the first screen', () => {
  it('mounts once its code is here, without suspending into its placeholder', async () => {
    let arrive = null as null | ((component: React.ComponentType<{ title: string }>) => void);
    const Section = lazyWithPreload(() => new Promise<React.ComponentType<{ title: string }>>((resolve) => (arrive = resolve)));
    const suspended = jest.fn();
    render(
      <LoadOnView minHeight={240} label="Loading charts" preload={Section.preload}>
        <React.Suspense fallback={<Suspended onRender={suspended} />}>
          <Section title="Ranking over time" />
        </React.Suspense>
      </LoadOnView>,
    );
    // Painted, its code asked for and not here yet: the placeholder holds its place.
    await waitFor(() => expect(arrive).not.toBeNull());
    expect(screen.getByRole('status', { name: 'Loading charts' })).toHaveAttribute('aria-busy', 'true');

    arrive?.(({ title }) => <p>{title}</p>);
    expect(await screen.findByText('Ranking over time')).toBeVisible();
    expect(suspended).not.toHaveBeenCalled();
  });

  it('still mounts when its code failed to load, so the section shows the failure in its place', async () => {
    const Section = lazyWithPreload<{ title: string }>(() => Promise.reject(new Error('chunk failed')));
    render(
      <LoadOnView minHeight={240} label="Loading charts" preload={Section.preload}>
        <Failed>
          <Section title="Ranking over time" />
        </Failed>
      </LoadOnView>,
    );
    expect(await screen.findByText('The charts could not be loaded.')).toBeVisible();
  });
});

function Suspended({ onRender }: { onRender: () => void }) {
  onRender();
  return null;
}

class Failed extends React.Component<{ children: React.ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? <p>The charts could not be loaded.</p> : this.props.children;
  }
}
