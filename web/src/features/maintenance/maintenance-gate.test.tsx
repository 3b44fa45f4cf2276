import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { buildSessionUser } from '../../lib/testing/session-user';
import { AuthProvider, type SessionUser } from '../session/session-provider';
import { MeQuery } from '../session/session-documents';
import { MaintenanceGate, MaintenanceStatusQuery } from './maintenance-gate';

const MESSAGE = "We're currently performing maintenance to improve your experience. Please check back soon.";

function maintenance(on: boolean): MockLink.MockedResponse {
  return { request: { query: MaintenanceStatusQuery }, result: { data: { maintenance: on } }, maxUsageCount: 5 };
}

/** The session's read on start, which brings the maintenance switch with the user. */
function me(user: SessionUser, maintenanceOn = false): MockLink.MockedResponse {
  return { request: { query: MeQuery }, result: { data: { me: user, maintenance: maintenanceOn } } };
}

function renderGate(mocks: MockLink.MockedResponse[]) {
  return render(
    <MockedProvider mocks={mocks}>
      <AuthProvider>
        <MaintenanceGate>the app</MaintenanceGate>
      </AuthProvider>
    </MockedProvider>,
  );
}

beforeEach(() => window.localStorage.clear());

describe('MaintenanceGate', () => {
  it('shows a full-screen spinner to a saved session while the status is checked', () => {
    window.localStorage.setItem('token', 't');
    renderGate([maintenance(false), me(buildSessionUser())]);
    expect(screen.getByRole('status', { name: 'Checking service status' })).toBeInTheDocument();
    expect(screen.queryByText('the app')).not.toBeInTheDocument();
  });

  it('shows a signed-out visitor the app at once, without waiting for the status', () => {
    renderGate([maintenance(false)]);
    expect(screen.getByText('the app')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Checking service status' })).not.toBeInTheDocument();
  });

  it('replaces the app for a signed-in non-admin and signs out from the maintenance screen', async () => {
    window.localStorage.setItem('token', 't');
    renderGate([maintenance(true), me(buildSessionUser(), true)]);
    expect(await screen.findByText(MESSAGE)).toBeInTheDocument();
    expect(screen.queryByText('the app')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(await screen.findByText('the app')).toBeInTheDocument();
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('lets an admin through', async () => {
    window.localStorage.setItem('token', 't');
    renderGate([maintenance(true), me(buildSessionUser({ role: 'admin' }), true)]);
    expect(await screen.findByText('the app')).toBeInTheDocument();
    expect(screen.queryByText(MESSAGE)).not.toBeInTheDocument();
  });

  it('lets signed-out visitors through', async () => {
    renderGate([maintenance(true)]);
    expect(await screen.findByText('the app')).toBeInTheDocument();
  });

  it('takes a saved session’s switch from its own read, without a status check of its own', async () => {
    window.localStorage.setItem('token', 't');
    let statusChecks = 0;
    renderGate([
      { request: { query: MaintenanceStatusQuery }, result: () => ((statusChecks += 1), { data: { maintenance: false } }), maxUsageCount: 5 },
      me(buildSessionUser(), true),
    ]);
    expect(await screen.findByText(MESSAGE)).toBeInTheDocument();
    expect(statusChecks).toBe(0);
  });

  it('treats a failed check as off', async () => {
    window.localStorage.setItem('token', 't');
    renderGate([
      { request: { query: MaintenanceStatusQuery }, error: new Error('offline'), maxUsageCount: 5 },
      me(buildSessionUser()),
    ]);
    await waitFor(() => expect(screen.getByText('the app')).toBeInTheDocument());
  });
});
