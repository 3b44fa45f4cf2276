import { waitFor } from '@testing-library/react';
import { gql } from '@apollo/client';
import { clearToken, setToken } from '../lib/auth-token';
import { getWorkspaceId, setWorkspaceId } from '../lib/current-workspace';
import { answerFetchWith } from '../lib/testing/fetch-answers';
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

  it('names the current workspace in the Rankcraft-Workspace header (none in the personal one) and re-reads what is on screen on a switch', async () => {
    setToken('t');
    const sent = answerFetchWith({ data: { greeting: 'hello' } });
    const client = createApolloClient();
    const watching = client.watchQuery({ query: Greeting }).subscribe(() => undefined);
    await waitFor(() => expect(sent).toHaveLength(1));
    setWorkspaceId('w-2');
    await waitFor(() => expect(sent).toHaveLength(2));
    watching.unsubscribe();
    expect(sent[0]?.headers).not.toHaveProperty('rankcraft-workspace');
    expect(sent[1]?.headers).toMatchObject({ authorization: 'Bearer t', 'rankcraft-workspace': 'w-2' });
  });

  it('forgets cached results on a switch, so no screen shows the previous workspace’s', async () => {
    const client = createApolloClient();
    client.writeQuery({ query: Greeting, data: { greeting: 'hello from the first workspace' } });
    setWorkspaceId('w-2');
    await waitFor(() => expect(client.readQuery({ query: Greeting })).toBeNull());
  });

  it('falls back to the personal workspace when the remembered one answers "Workspace not found.", and reads again there', async () => {
    setToken('t');
    setWorkspaceId('gone');
    const sent = answerFetchWith(
      { errors: [{ message: 'Workspace not found.', extensions: { code: 'NOT_FOUND' } }], data: null },
      { data: { greeting: 'hello, personal' } },
    );
    const client = createApolloClient();
    const query = client.watchQuery({ query: Greeting });
    const watching = query.subscribe(() => undefined);
    await waitFor(() => expect(query.getCurrentResult().data).toEqual({ greeting: 'hello, personal' }));
    watching.unsubscribe();
    expect(getWorkspaceId()).toBeNull();
    expect(sent[0]?.headers['rankcraft-workspace']).toBe('gone');
    expect(sent.slice(1).map((request) => request.headers['rankcraft-workspace'])).not.toContain('gone');
  });
});
