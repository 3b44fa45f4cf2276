import * as React from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import { ApolloProvider } from '@apollo/client/react';
import { GreetingQuery, greetingServer } from '../../../test/greeting-server';
import { readAhead, useReadAheadQuery } from '../../lib/read-ahead';
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

describe('a section below the fold, while the screen around it is laid out and painted', () => {
  const original = window.requestAnimationFrame;
  let frames: FrameRequestCallback[] = [];
  beforeEach(() => {
    frames = [];
    // The browser has not painted yet: the frame waits until the test draws it.
    window.requestAnimationFrame = (callback) => frames.push(callback);
  });
  afterEach(() => {
    window.requestAnimationFrame = original;
  });

  it('has its code and reads asked for already, and mounts only once the screen is painted', async () => {
    const preload = jest.fn(() => Promise.resolve());
    render(
      <LoadOnView minHeight={240} label="Loading charts" preload={preload}>
        <p>Ranking over time</p>
      </LoadOnView>,
    );
    await waitFor(() => expect(preload).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByRole('status', { name: 'Loading charts' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('Ranking over time')).toBeNull();

    act(() => frames.splice(0).forEach((frame) => frame(performance.now())));
    expect(await screen.findByText('Ranking over time')).toBeVisible();
    expect(preload).toHaveBeenCalledTimes(1);
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

describe('a section below the fold whose first read is asked for with its code', () => {
  const read = { query: GreetingQuery, variables: { name: 'Ada' } };
  /** The section: its figures, or its own loading state and error. */
  function Figures({ onLoading }: { onLoading?: () => void }) {
    const { data, error } = useReadAheadQuery(read);
    if (data) return <p>{data.greeting}</p>;
    if (error) return <p>The figures could not be loaded.</p>;
    onLoading?.();
    return <p>Loading figures…</p>;
  }

  it('mounts once both its code and its figures are here, showing them at once, and asks the server once', async () => {
    const server = greetingServer();
    let arrive = null as null | ((component: typeof Figures) => void);
    const Section = lazyWithPreload(() => new Promise<typeof Figures>((resolve) => (arrive = resolve)));
    const loading = jest.fn();
    render(
      <ApolloProvider client={server.client}>
        <LoadOnView minHeight={240} label="Loading figures" preload={() => Promise.all([Section.preload(), readAhead(server.client, read)])}>
          <Section onLoading={loading} />
        </LoadOnView>
      </ApolloProvider>,
    );
    // Painted: its code and its read are asked for together.
    await waitFor(() => expect(arrive).not.toBeNull());
    expect(server.sent).toEqual([{ name: 'Ada' }]);

    // Its code is here, its figures are not: the placeholder holds its place.
    arrive?.(Figures);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByRole('status', { name: 'Loading figures' })).toHaveAttribute('aria-busy', 'true');

    server.answer();
    expect(await screen.findByText('Hello, Ada')).toBeVisible();
    expect(loading).not.toHaveBeenCalled();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(server.sent).toHaveLength(1);
  });

  it('still mounts when its read failed: the section reads again itself and shows what it gets', async () => {
    const server = greetingServer();
    const Section = lazyWithPreload(() => Promise.resolve(Figures));
    render(
      <ApolloProvider client={server.client}>
        <LoadOnView minHeight={240} label="Loading figures" preload={() => Promise.all([Section.preload(), readAhead(server.client, read)])}>
          <Section />
        </LoadOnView>
      </ApolloProvider>,
    );
    await waitFor(() => expect(server.sent).toHaveLength(1));
    server.fail();
    expect(await screen.findByText('Loading figures…')).toBeVisible();
    await waitFor(() => expect(server.sent).toHaveLength(2));
    server.fail();
    expect(await screen.findByText('The figures could not be loaded.')).toBeVisible();
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
