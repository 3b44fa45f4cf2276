import '../../lib/testing/jsdom-text-encoding';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SignedInTools, SiteHeaderQuery } from '../../app/layout/signed-in-tools';
import { getWorkspaceId, setWorkspaceId } from '../../lib/current-workspace';
import { buildSessionUser } from '../../lib/testing/session-user';
import { AuthProvider } from '../session/session-provider';
import { MeQuery } from '../session/session-documents';
import { CreateWorkspaceMutation } from './new-workspace-dialog';

const WORKSPACES = [
  { __typename: 'WorkspaceMembership', id: 'w-1', name: 'Ada’s workspace', role: 'owner', personal: true },
  { __typename: 'WorkspaceMembership', id: 'w-2', name: 'Acme Agency', role: 'member', personal: false },
];

function renderTools(extraMocks: MockLink.MockedResponse[] = []) {
  const mocks: MockLink.MockedResponse[] = [
    { request: { query: MeQuery }, result: { data: { me: buildSessionUser(), maintenance: false } } },
    // The switcher's workspaces come with the header's one query, not a request of their own.
    { request: { query: SiteHeaderQuery }, result: { data: { workspaces: WORKSPACES, unreadNotificationCount: 0, apiAccess: true } } },
    ...extraMocks,
  ];
  window.localStorage.setItem('token', 't');
  return render(
    <MockedProvider mocks={mocks}>
      <AuthProvider>
        <MemoryRouter>
          <Routes>
            <Route path="/" element={<SignedInTools />} />
            <Route path="/workspace" element={<p>Members page</p>} />
          </Routes>
        </MemoryRouter>
      </AuthProvider>
    </MockedProvider>,
  );
}

async function openSwitcher(name: string) {
  await userEvent.click(await screen.findByRole('button', { name: `Workspace: ${name}. Switch workspace` }));
  return screen.findByRole('menu');
}

beforeEach(() => window.localStorage.clear());

describe('WorkspaceSwitcher', () => {
  it('names the personal workspace when none is chosen, and lists every workspace with the user’s role', async () => {
    renderTools();
    const menu = await openSwitcher('Ada’s workspace');
    const items = within(menu).getAllByRole('menuitem').map((item) => item.textContent);
    expect(items).toEqual(['Ada’s workspaceOwner', 'Acme AgencyMember', 'New workspace…', 'Members']);
    expect(within(menu).getByRole('menuitem', { name: /Ada’s workspace/ })).toHaveAttribute('aria-current', 'true');
    expect(within(menu).getByRole('menuitem', { name: 'Members' })).toHaveAttribute('href', '/workspace');
  });

  it('remembers the workspace chosen, and forgets it on going back to the personal one', async () => {
    renderTools();
    let menu = await openSwitcher('Ada’s workspace');
    await userEvent.click(within(menu).getByRole('menuitem', { name: /Acme Agency/ }));
    expect(getWorkspaceId()).toBe('w-2');
    menu = await openSwitcher('Acme Agency');
    await userEvent.click(within(menu).getByRole('menuitem', { name: /Ada’s workspace/ }));
    expect(getWorkspaceId()).toBeNull();
  });

  it('shows the remembered workspace; one the user is not in counts as the personal one', async () => {
    setWorkspaceId('w-2');
    const { unmount } = renderTools();
    expect(await screen.findByRole('button', { name: 'Workspace: Acme Agency. Switch workspace' })).toBeInTheDocument();
    unmount();
    setWorkspaceId('someone-else’s');
    renderTools();
    expect(await screen.findByRole('button', { name: 'Workspace: Ada’s workspace. Switch workspace' })).toBeInTheDocument();
  });

  it('makes a new workspace from its dialog, switches to it and opens its members page', async () => {
    renderTools([
      {
        request: { query: CreateWorkspaceMutation, variables: { name: 'Client team' } },
        result: { data: { createWorkspace: { __typename: 'WorkspaceMembership', id: 'w-3', name: 'Client team', role: 'owner', personal: false } } },
      },
    ]);
    const menu = await openSwitcher('Ada’s workspace');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'New workspace…' }));
    const dialog = await screen.findByRole('dialog', { name: 'New workspace' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create workspace' }));
    expect(within(dialog).getByText('Enter a name for the workspace.')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Client team{Enter}');
    expect(await screen.findByText('Members page')).toBeInTheDocument();
    expect(getWorkspaceId()).toBe('w-3');
  });
});
