import * as React from 'react';
import { ApolloProvider } from '@apollo/client/react';
import { sharedApolloClient } from './apollo';

/** `Component` inside the app's ApolloProvider. */
export function withApollo(Component: React.ComponentType): React.ComponentType {
  function WithApollo() {
    return (
      <ApolloProvider client={sharedApolloClient()}>
        <Component />
      </ApolloProvider>
    );
  }
  WithApollo.displayName = `WithApollo(${Component.displayName ?? Component.name})`;
  return WithApollo;
}
