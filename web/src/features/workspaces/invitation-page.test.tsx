import '../../lib/testing/jsdom-text-encoding';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { getWorkspaceId } from '../../lib/current-workspace';
import { buildSessionUser } from '../../lib/testing/session-user';
import InvitationRoute from '../../routes/invitation';
import { AuthProvider } from '../session/session-provider';
import { MeQuery } from '../session/session-documents';
import { AcceptInvitationMutation, InvitationPreviewQuery } from './invitation-page';

const TOKEN = 'tok-1';
const PREVIEW = {
  __typename: 'InvitationPreview',
  workspaceName: 'Acme Agency',
  role: 'member',
  email: 'ivy@example.com',
  invitedBy: 'Olive Owner',
  expiresAt: '2026-12-06T10:00:00.000Z',
};

function renderInvitation(signedInAs: string | null, mocks: MockLink.MockedResponse[]) {
  if (signedInAs) window.localStorage.setItem('token', 't');
  return render(
    <MockedProvider
      mocks={[...(signedInAs ? [{ request: { query: MeQuery }, result: { data: { me: buildSessionUser({ email: signedInAs }), maintenance: false } } }] : []), ...mocks]}
    >
      <AuthProvider>
        <MemoryRouter initialEntries={[`/invitations/${TOKEN}`]}>
          <Routes>
            <Route path="/invitations/:token" element={<InvitationRoute />} />
            <Route path="/dashboard" element={<p>Dashboard page</p>} />
          </Routes>
        </MemoryRouter>
      </AuthProvider>
    </MockedProvider>,
  );
}

const preview = { request: { query: InvitationPreviewQuery, variables: { token: TOKEN } }, result: { data: { workspaceInvitation: PREVIEW } } };

beforeEach(() => window.localStorage.clear());

describe('the invitation page', () => {
  it('tells a visitor who invites them to which workspace as what, with sign-up on the page', async () => {
    renderInvitation(null, [preview]);
    expect(await screen.findByRole('heading', { name: 'Join Acme Agency' })).toBeInTheDocument();
    expect(screen.getByText(/Olive Owner invites you to the workspace/)).toHaveTextContent('Olive Owner invites you to the workspace Acme Agency as a member.');
    expect(screen.getByRole('form', { name: 'Sign up' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept invitation' })).not.toBeInTheDocument();
  });

  it('accepts for the invited address: switches to the workspace and opens the dashboard', async () => {
    renderInvitation('ivy@example.com', [
      preview,
      { request: { query: AcceptInvitationMutation, variables: { token: TOKEN } }, result: { data: { acceptWorkspaceInvitation: { __typename: 'AcceptedInvitation', workspaceId: 'w-9', role: 'member' } } } },
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Accept invitation' }));
    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
    expect(getWorkspaceId()).toBe('w-9');
  });

  it('signed in with another address, says so and offers Sign out, which leads to the sign-in on the page', async () => {
    renderInvitation('someone@example.com', [preview]);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('You are signed in as someone@example.com: sign out and sign in with ivy@example.com to accept it.'));
    expect(screen.queryByRole('button', { name: 'Accept invitation' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('form', { name: 'Sign up' })).toBeInTheDocument();
  });

  it('shows an invalid or used link as an error with a way on', async () => {
    renderInvitation(null, [
      { request: { query: InvitationPreviewQuery, variables: { token: TOKEN } }, result: { errors: [{ message: 'This invitation is not valid: it was accepted or cancelled, or it has expired.' }] } },
    ]);
    expect(await screen.findByText('This invitation cannot be used')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This invitation is not valid: it was accepted or cancelled, or it has expired.');
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });
});
