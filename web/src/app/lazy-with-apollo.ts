import * as React from 'react';

/**
 * React.lazy for a component that reads through Apollo Client: its chunk and Apollo's load together, and it renders
 * inside the app's ApolloProvider. The app shell (session, header, landing page) does not load Apollo; every page or
 * part that uses Apollo's hooks is loaded through here.
 */
export function lazyWithApollo(load: () => Promise<{ default: React.ComponentType }>) {
  return React.lazy(async () => {
    const [module, apollo] = await Promise.all([load(), import('./apollo-provider')]);
    return { default: apollo.withApollo(module.default) };
  });
}
