import type * as React from 'react';
import { lazyWithPreload } from '../components/ui/lazy-with-preload';

/** A lazily loaded page or part whose code can be asked for before it renders (`preload`). */
export type PreloadableComponent = React.ComponentType & { preload(): Promise<void> };

/**
 * A lazily loaded component that reads through Apollo Client: its chunk and Apollo's load together, and it renders
 * inside the app's ApolloProvider. The app shell (session, header, landing page) does not load Apollo; every page or
 * part that uses Apollo's hooks is loaded through here. `preload()` starts loading both ahead of the first render
 * (a saved session's page while the session is read); once loaded, it renders without suspending (lazyWithPreload).
 */
export function lazyWithApollo(load: () => Promise<{ default: React.ComponentType }>): PreloadableComponent {
  const component = lazyWithPreload<object>(() => Promise.all([load(), import('./apollo-provider')]).then(([module, apollo]) => apollo.withApollo(module.default)));
  const loadCode = component.preload;
  return Object.assign(component, {
    /** Settles when the code is here, or failed to load: a failure shows where the component renders (its error boundary), not here. */
    preload: () => loadCode().then(
      () => undefined,
      () => undefined,
    ),
  });
}
