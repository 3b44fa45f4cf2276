import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { forgetReadsAhead } from '../src/lib/read-ahead';

// findBy*/waitFor give up after 1 s by default; CI runs the web tests beside the api and browser
// tests on 2 cores, where a mocked query's answer can take longer to render.
configure({ asyncUtilTimeout: 5_000 });

// What was read ahead is remembered for the page's life (src/lib/read-ahead.ts): each test starts with nothing read
// ahead, as a page load does, so a read of one test is not taken as just read by the next.
afterEach(() => forgetReadsAhead());

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

// React's development build captures an Error (a stack trace) for each element it creates, to name the owner
// of a component in its warnings: in these tests, a third of the CPU and most of the garbage. It stops once
// 10,000 have been captured in one render; holding the count there keeps its warnings without owner stacks.
{
  const internals = jest.requireActual<{ __CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE: Record<string, unknown> }>('react')
    .__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
  Object.defineProperty(internals, 'recentlyCreatedOwnerStacks', { get: () => Number.MAX_SAFE_INTEGER, set: () => undefined });
}
