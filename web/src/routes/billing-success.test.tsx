import '../lib/testing/jsdom-text-encoding';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockedProvider } from '@apollo/client/testing/react';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { MeQuery } from '../features/session/session-documents';
import { AuthProvider } from '../features/session/session-provider';
import { buildSessionUser } from '../lib/testing/session-user';
import BillingSuccessPage from './billing-success';

function renderSuccess(onMe: () => void, start = '/billing/success?session_id=cs_sandbox_42') {
  const me = {
    request: { query: MeQuery },
    result: () => {
      onMe();
      return { data: { me: buildSessionUser({ planId: 2, subscriptionTier: 'pro' }), maintenance: false } };
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
  render(
    <MockedProvider mocks={[me]}>
      <AuthProvider>
        <MemoryRouter initialEntries={[start]}>
          <Routes>
            <Route path="/billing/success" element={<BillingSuccessPage />} />
            <Route path="/checkout" element={<Link to="/billing/success?session_id=cs_sandbox_42">Pay</Link>} />
            <Route path="/dashboard" element={<h1>Dashboard page</h1>} />
            <Route path="/auth" element={<h1>Sign-in page</h1>} />
          </Routes>
        </MemoryRouter>
      </AuthProvider>
    </MockedProvider>,
  );
}

beforeEach(() => localStorage.clear());

describe('/billing/success', () => {
  it('reads session_id, re-fetches the profile and goes to /dashboard after 2 seconds', async () => {
    localStorage.setItem('token', 'test-token');
    let profileReads = 0;
    // As from the checkout page: the session has loaded the profile before the payment.
    renderSuccess(() => (profileReads += 1), '/checkout');
    await waitFor(() => expect(profileReads).toBe(1));
    const started = Date.now();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Pay' }));
    expect(screen.getByText('Reference: cs_sandbox_42')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Dashboard page' }, { timeout: 4000 })).toBeInTheDocument();
    expect(Date.now() - started).toBeGreaterThanOrEqual(1900);
    // The page read the profile again, for the plan the payment changed.
    expect(profileReads).toBe(2);
  });

  it('sends a visitor without a token to /auth', async () => {
    let profileReads = 0;
    renderSuccess(() => (profileReads += 1));
    expect(await screen.findByRole('heading', { name: 'Sign-in page' })).toBeInTheDocument();
    expect(profileReads).toBe(0);
  });
});
