import * as React from 'react';
import { act, render, screen } from '@testing-library/react';
import { lazyWithApollo } from './lazy-with-apollo';

// Apollo's provider is not the subject here.
jest.mock('./apollo-provider', () => ({ withApollo: (page: unknown) => page }));

/** A page whose code arrives when the test says, and a Suspense fallback that counts how often it was drawn. */
function setUp() {
  let arrive!: () => void;
  const code = new Promise<{ default: React.ComponentType }>((resolve) => {
    arrive = () => resolve({ default: () => <h1>The page</h1> });
  });
  const Page = lazyWithApollo(() => code);
  const fallbacks = { drawn: 0 };
  function Fallback() {
    fallbacks.drawn += 1;
    return <p>Loading</p>;
  }
  const show = () =>
    render(
      <React.Suspense fallback={<Fallback />}>
        <Page />
      </React.Suspense>,
    );
  return { Page, arrive, fallbacks, show };
}

describe('lazyWithApollo', () => {
  it('a page whose code was asked for ahead and has arrived is drawn at once, without its fallback', async () => {
    const { Page, arrive, fallbacks, show } = setUp();
    void Page.preload();
    await act(async () => arrive());
    show();
    expect(screen.getByRole('heading', { name: 'The page' })).toBeInTheDocument();
    expect(fallbacks.drawn).toBe(0);
  });

  it('a page whose code is still on its way shows the fallback until it arrives', async () => {
    const { arrive, fallbacks, show } = setUp();
    show();
    expect(screen.getByText('Loading')).toBeInTheDocument();
    await act(async () => arrive());
    expect(await screen.findByRole('heading', { name: 'The page' })).toBeInTheDocument();
    expect(fallbacks.drawn).toBeGreaterThan(0);
  });
});
