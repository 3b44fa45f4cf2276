import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// findBy*/waitFor give up after 1 s by default; CI runs the web tests beside the api and browser
// tests on 2 cores, where a mocked query's answer can take longer to render.
configure({ asyncUtilTimeout: 5_000 });

// Every test's MockedProvider also answers the app shell's plain-fetch GraphQL requests (see graphql-request-bridge).
jest.mock('@apollo/client/testing/react', () => {
  const actual = jest.requireActual<typeof import('@apollo/client/testing/react')>('@apollo/client/testing/react');
  const { createElement } = jest.requireActual<typeof import('react')>('react');
  const { GraphQLRequestBridge } = jest.requireActual<typeof import('./graphql-request-bridge')>('./graphql-request-bridge');
  function MockedProvider({ children, ...props }: React.ComponentProps<typeof actual.MockedProvider>) {
    return createElement(actual.MockedProvider, props, createElement(GraphQLRequestBridge, null, children as React.ReactNode));
  }
  return { ...actual, MockedProvider };
});
