import * as React from 'react';
import { act, render, renderHook, waitFor } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { buildSessionUser } from '../../lib/testing/session-user';
import { AuthProvider, useAuth } from './session-provider';
import { MeQuery, SignInMutation } from './session-documents';

type MockedResponse = MockLink.MockedResponse;

const alice = buildSessionUser({ fullName: 'Alice Example', email: 'alice@example.com' });

const meMock: MockedResponse = { request: { query: MeQuery }, result: { data: { me: alice, maintenance: false } } };

function wrapper(mocks: MockedResponse[]) {
  return function Wrapper({ children }: { children: React.ReactNode }) {
    return (
      <MockedProvider mocks={mocks}>
        <AuthProvider>{children}</AuthProvider>
      </MockedProvider>
    );
  };
}

beforeEach(() => window.localStorage.clear());

describe('AuthProvider', () => {
  it('starts loading and then loads the user with a saved token', async () => {
    window.localStorage.setItem('token', 'saved-token');
    const { result } = renderHook(() => useAuth(), { wrapper: wrapper([meMock]) });
    expect(result.current.loading).toBe(true);
    expect(result.current.user).toBeNull();
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.user?.email).toBe('alice@example.com');
  });

  it('ends loading with no user when there is no token, without calling the server', async () => {
    const { result } = renderHook(() => useAuth(), { wrapper: wrapper([]) });
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.user).toBeNull();
  });

  it('ends loading with no user when fetching the profile fails', async () => {
    window.localStorage.setItem('token', 'saved-token');
    const failing: MockedResponse = { request: { query: MeQuery }, error: new Error('network down') };
    const { result } = renderHook(() => useAuth(), { wrapper: wrapper([failing]) });
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.user).toBeNull();
  });

  it('stores the token and sets the user on login', async () => {
    const signIn: MockedResponse = {
      request: { query: SignInMutation, variables: { input: { email: 'alice@example.com', password: 'pw' } } },
      result: { data: { signIn: { __typename: 'AuthPayload', token: 'new-token', user: alice } } },
    };
    const { result } = renderHook(() => useAuth(), { wrapper: wrapper([signIn]) });
    await waitFor(() => expect(result.current.loading).toBe(false));
    await act(() => result.current.login('alice@example.com', 'pw'));
    expect(window.localStorage.getItem('token')).toBe('new-token');
    expect(result.current.user?.fullName).toBe('Alice Example');
  });

  it('rejects login with the server message', async () => {
    const signIn: MockedResponse = {
      request: { query: SignInMutation, variables: { input: { email: 'alice@example.com', password: 'bad' } } },
      result: { errors: [{ message: 'Invalid email or password', extensions: { code: 'UNAUTHENTICATED' } }] },
    };
    const { result } = renderHook(() => useAuth(), { wrapper: wrapper([signIn]) });
    await waitFor(() => expect(result.current.loading).toBe(false));
    await expect(result.current.login('alice@example.com', 'bad')).rejects.toThrow('Invalid email or password');
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('removes the token and clears the user on logout', async () => {
    window.localStorage.setItem('token', 'saved-token');
    const { result } = renderHook(() => useAuth(), { wrapper: wrapper([meMock]) });
    await waitFor(() => expect(result.current.user).not.toBeNull());
    act(() => result.current.logout());
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(result.current.user).toBeNull();
  });

  it('merges partial updates into the user', async () => {
    window.localStorage.setItem('token', 'saved-token');
    const { result } = renderHook(() => useAuth(), { wrapper: wrapper([meMock]) });
    await waitFor(() => expect(result.current.user).not.toBeNull());
    act(() => result.current.updateUser({ planId: 2 }));
    expect(result.current.user).toMatchObject({ planId: 2, email: 'alice@example.com' });
  });
});

describe('useAuth', () => {
  it('throws outside the provider', () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    function Orphan() {
      useAuth();
      return null;
    }
    expect(() => render(<Orphan />)).toThrow('useAuth must be used within AuthProvider');
    spy.mockRestore();
  });
});
