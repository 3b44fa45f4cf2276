import { MeQuery as Me } from '../features/session/session-documents';
import { clearToken, setToken } from './auth-token';
import { getWorkspaceId, onWorkspaceChange, restHeaders, setWorkspaceId } from './current-workspace';
import { fetchGraphQL } from './graphql-request';
import { answerFetchWith } from './testing/fetch-answers';

const NOT_FOUND = { errors: [{ message: 'Workspace not found.', extensions: { code: 'NOT_FOUND' } }], data: null };
const ANSWER = { data: { me: null, maintenance: false } };

beforeEach(() => window.localStorage.clear());

describe('the current workspace', () => {
  it('is named by the Rankcraft-Workspace header of the app shell’s GraphQL requests, and by none in the personal workspace', async () => {
    setToken('t');
    const sent = answerFetchWith(ANSWER);
    await fetchGraphQL(Me);
    setWorkspaceId('w-2');
    await fetchGraphQL(Me);
    expect(sent[0]?.headers).not.toHaveProperty('rankcraft-workspace');
    expect(sent[1]?.headers).toMatchObject({ authorization: 'Bearer t', 'rankcraft-workspace': 'w-2' });
  });

  it('is sent with the REST downloads’ bearer token', () => {
    setToken('t');
    setWorkspaceId('w-2');
    expect(restHeaders()).toEqual({ authorization: 'Bearer t', 'Rankcraft-Workspace': 'w-2' });
  });

  it('falls back to the personal workspace when the remembered one answers "Workspace not found.", and asks again there', async () => {
    setToken('t');
    setWorkspaceId('gone');
    const sent = answerFetchWith(NOT_FOUND, ANSWER);
    await expect(fetchGraphQL(Me)).resolves.toEqual(ANSWER.data);
    expect(sent.map((request) => request.headers['rankcraft-workspace'])).toEqual(['gone', undefined]);
    expect(getWorkspaceId()).toBeNull();
  });

  it('is forgotten on sign-out, telling the listeners', () => {
    setToken('t');
    setWorkspaceId('w-2');
    const changed = jest.fn();
    const stop = onWorkspaceChange(changed);
    clearToken();
    stop();
    expect(getWorkspaceId()).toBeNull();
    expect(changed).toHaveBeenCalledTimes(1);
  });
});
