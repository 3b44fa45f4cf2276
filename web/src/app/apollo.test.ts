import { waitFor } from '@testing-library/react';
import { gql } from '@apollo/client';
import { clearToken, setToken } from '../lib/auth-token';
import { createApolloClient } from './apollo';

const Greeting = gql`
  query Greeting {
    greeting
  }
`;

describe('createApolloClient', () => {
  beforeEach(() => window.localStorage.clear());

  it('forgets cached results when the token goes (sign-out), so the next user never sees them', async () => {
    setToken('first-user');
    const client = createApolloClient();
    client.writeQuery({ query: Greeting, data: { greeting: 'hello, first user' } });
    expect(client.readQuery({ query: Greeting })).toEqual({ greeting: 'hello, first user' });

    clearToken();
    await waitFor(() => expect(client.readQuery({ query: Greeting })).toBeNull());
  });

  it('keeps cached results when a token is set (sign-in)', async () => {
    const client = createApolloClient();
    client.writeQuery({ query: Greeting, data: { greeting: 'hello' } });
    setToken('new-user');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(client.readQuery({ query: Greeting })).toEqual({ greeting: 'hello' });
  });
});
