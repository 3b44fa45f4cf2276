import '../../lib/testing/jsdom-text-encoding';
import { render, screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { MemoryRouter } from 'react-router-dom';
import { buildSessionUser } from '../../lib/testing/session-user';
import { AuthProvider, type SessionUser } from '../../features/session/session-provider';
import { MeQuery } from '../../features/session/session-documents';
import { SiteHeader } from './site-header';
import { ApiAccessQuery, avatarText } from './user-menu';

function renderHeader(user: SessionUser | null) {
  const mocks: MockLink.MockedResponse[] = user
    ? [
        { request: { query: MeQuery }, result: { data: { me: user, maintenance: false } } },
        { request: { query: ApiAccessQuery }, result: { data: { apiAccess: false } } },
      ]
    : [];
  if (user) window.localStorage.setItem('token', 't');
  return render(
    <MockedProvider mocks={mocks}>
      <AuthProvider>
        <MemoryRouter>
          <SiteHeader />
        </MemoryRouter>
      </AuthProvider>
    </MockedProvider>,
  );
}

async function mainLinks() {
  const nav = screen.getByRole('navigation', { name: 'Main' });
  await within(nav).findByRole('link', { name: 'Home' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);
}

beforeEach(() => window.localStorage.clear());

describe('SiteHeader', () => {
  it('shows the tagline and public links with Sign In when signed out', async () => {
    renderHeader(null);
    expect(screen.getByText('AI-powered Rankcraft')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
    expect(await mainLinks()).toEqual(['Home', 'Pricing', 'Blog']);
  });

  it('adds the signed-in links and the avatar for a user', async () => {
    renderHeader(buildSessionUser({ fullName: 'zoe zed' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open user menu' })).toHaveTextContent('Z'));
    expect(await mainLinks()).toEqual(['Home', 'Pricing', 'Blog', 'Dashboard', 'My Articles', 'Billing']);
    expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
  });

  it('adds Admin for an admin', async () => {
    renderHeader(buildSessionUser({ role: 'admin' }));
    await screen.findByRole('button', { name: 'Open user menu' });
    expect(await mainLinks()).toContain('Admin');
  });

  it('opens the mobile navigation from the menu button', async () => {
    renderHeader(null);
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const mobile = screen.getByRole('navigation', { name: 'Mobile' });
    expect(within(mobile).getByRole('link', { name: 'Pricing' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
  });
});

describe('avatarText', () => {
  it('uses the first letter of the full name, then the email, then "User"', () => {
    expect(avatarText({ fullName: 'ada', email: 'x@y.z' })).toBe('A');
    expect(avatarText({ fullName: '', email: 'bob@example.com' })).toBe('B');
    expect(avatarText({ fullName: '', email: '' })).toBe('User');
    expect(avatarText(null)).toBe('User');
  });
});
