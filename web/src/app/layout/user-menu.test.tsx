import '../../lib/testing/jsdom-text-encoding';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { MemoryRouter } from 'react-router-dom';
import { buildSessionUser } from '../../lib/testing/session-user';
import { AuthProvider, type SessionUser } from '../../features/session/session-provider';
import { MeQuery } from '../../features/session/session-documents';
import { ApiAccessQuery, UserMenu } from './user-menu';

const always = { maxUsageCount: Number.POSITIVE_INFINITY };

function renderMenu(user: SessionUser, apiAccess: boolean) {
  const mocks: MockLink.MockedResponse[] = [
    { request: { query: MeQuery }, result: { data: { me: user, maintenance: false } }, ...always },
    { request: { query: ApiAccessQuery }, result: { data: { apiAccess } }, ...always },
  ];
  window.localStorage.setItem('token', 't');
  return render(
    <MockedProvider mocks={mocks}>
      <AuthProvider>
        <MemoryRouter>
          <UserMenu />
        </MemoryRouter>
      </AuthProvider>
    </MockedProvider>,
  );
}

async function openMenu() {
  await userEvent.setup().click(await screen.findByRole('button', { name: 'Open user menu' }));
  return screen.findByRole('menu');
}

beforeEach(() => window.localStorage.clear());

describe('UserMenu', () => {
  it('marks Developer as an Agency feature for a plan without API access, still leading to the page that says how to get it', async () => {
    renderMenu(buildSessionUser({ planId: 2, subscriptionTier: 'pro' }), false);
    await openMenu();
    const developer = await screen.findByRole('menuitem', { name: 'Developer Agency plan' });
    expect(developer).toHaveAttribute('href', '/developer');
  });

  it('shows Developer plainly where API access works (Agency, admins)', async () => {
    renderMenu(buildSessionUser({ planId: 3, subscriptionTier: 'agency' }), true);
    await openMenu();
    const developer = await screen.findByRole('menuitem', { name: 'Developer' });
    expect(developer).toHaveAttribute('href', '/developer');
    expect(screen.queryByText('Agency')).not.toBeInTheDocument();
  });
});
