import '../../lib/testing/jsdom-text-encoding';
import * as React from 'react';
import { render, screen } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { MemoryRouter } from 'react-router-dom';
import { buildSessionUser } from '../../lib/testing/session-user';
import { RequireAdmin, RequireAuth } from './guards';
import { AuthProvider, type SessionUser } from './session-provider';
import { MeQuery } from './session-documents';

type MockedResponse = MockLink.MockedResponse;

function userWith(role: 'user' | 'admin'): SessionUser {
  return role === 'admin'
    ? buildSessionUser({ id: '2', fullName: 'Ada Admin', email: 'admin@example.com', role })
    : buildSessionUser({ role });
}

function meReturns(user: SessionUser, delay = 0): MockedResponse {
  return { request: { query: MeQuery }, result: { data: { me: user, maintenance: false } }, delay };
}

function renderGuarded(ui: React.ReactNode, mocks: MockedResponse[]) {
  return render(
    <MockedProvider mocks={mocks}>
      <AuthProvider>
        <MemoryRouter>{ui}</MemoryRouter>
      </AuthProvider>
    </MockedProvider>,
  );
}

beforeEach(() => window.localStorage.clear());

describe('RequireAuth', () => {
  it('shows a spinner while the session loads', () => {
    window.localStorage.setItem('token', 't');
    renderGuarded(<RequireAuth>secret page</RequireAuth>, [meReturns(userWith('user'), 10_000)]);
    expect(screen.getByRole('status', { name: 'Loading your session' })).toBeInTheDocument();
    expect(screen.queryByText('secret page')).not.toBeInTheDocument();
  });

  it('shows the sign-in screen in place of the page when signed out', async () => {
    renderGuarded(<RequireAuth>secret page</RequireAuth>, []);
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Sign Up' })).toBeInTheDocument();
    expect(screen.queryByText('secret page')).not.toBeInTheDocument();
  });

  it('shows the page to a signed-in user', async () => {
    window.localStorage.setItem('token', 't');
    renderGuarded(<RequireAuth>secret page</RequireAuth>, [meReturns(userWith('user'))]);
    expect(await screen.findByText('secret page')).toBeInTheDocument();
  });
});

describe('RequireAdmin', () => {
  it('shows a spinner while the session loads', () => {
    window.localStorage.setItem('token', 't');
    renderGuarded(<RequireAdmin>admin page</RequireAdmin>, [meReturns(userWith('admin'), 10_000)]);
    expect(screen.getByRole('status', { name: 'Loading your session' })).toBeInTheDocument();
  });

  it('shows the sign-in screen when signed out', async () => {
    renderGuarded(<RequireAdmin>admin page</RequireAdmin>, []);
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.queryByText('admin page')).not.toBeInTheDocument();
  });

  it('denies access to a non-admin with a link home', async () => {
    window.localStorage.setItem('token', 't');
    renderGuarded(<RequireAdmin>admin page</RequireAdmin>, [meReturns(userWith('user'))]);
    expect(
      await screen.findByText("Access Denied: You don't have permission to access this page."),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(screen.queryByText('admin page')).not.toBeInTheDocument();
  });

  it('shows the content to an admin', async () => {
    window.localStorage.setItem('token', 't');
    renderGuarded(<RequireAdmin>admin page</RequireAdmin>, [meReturns(userWith('admin'))]);
    expect(await screen.findByText('admin page')).toBeInTheDocument();
  });
});
