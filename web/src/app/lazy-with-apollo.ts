import * as React from 'react';

/** A lazily loaded page or part whose code can be asked for before it renders (`preload`). */
export type PreloadableComponent = React.LazyExoticComponent<React.ComponentType> & { preload(): void };

/**
 * React.lazy for a component that reads through Apollo Client: its chunk and Apollo's load together, and it renders
 * inside the app's ApolloProvider. The app shell (session, header, landing page) does not load Apollo; every page or
 * part that uses Apollo's hooks is loaded through here. `preload()` starts loading both ahead of the first render
 * (a signed-in page's code while the session is checked).
 */
export function lazyWithApollo(load: () => Promise<{ default: React.ComponentType }>): PreloadableComponent {
  let loading: Promise<{ default: React.ComponentType }> | undefined;
  const loadOnce = () => {
    loading ??= Promise.all([load(), import('./apollo-provider')]).then(([module, apollo]) => ({ default: apollo.withApollo(module.default) }));
    return loading;
  };
  return Object.assign(React.lazy(loadOnce), {
    preload() {
      // A failed load shows where the page renders (its error boundary), not here.
      loadOnce().catch(() => undefined);
    },
  });
}
