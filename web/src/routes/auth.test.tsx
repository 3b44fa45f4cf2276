import '../lib/testing/jsdom-text-encoding';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { Toaster } from '../components/ui/toast';
import { CreateCheckoutMutation } from '../features/billing/billing-documents';
import { PlansQuery } from '../features/pricing/plans-documents';
import { SignInMutation, SignUpMutation } from '../features/session/session-documents';
import { AuthProvider, type SessionUser } from '../features/session/session-provider';
import { buildSessionUser } from '../lib/testing/session-user';
import AuthPage from './auth';

const always = { maxUsageCount: Number.POSITIVE_INFINITY };

const plan = (id: number, name: string, pricePerMonth: number) => ({
  __typename: 'Plan',
  id,
  name,
  pricePerMonth,
  description: '',
  features: [],
  limitations: [],
  mostPopular: id === 2,
  trialDays: pricePerMonth ? 14 : 0,
});
const plans: MockLink.MockedResponse = {
  request: { query: PlansQuery },
  result: { data: { plans: [plan(1, 'Free', 0), plan(2, 'Pro', 29), plan(3, 'Agency', 99)] } },
  ...always,
};

function Where() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

function renderAuth(start: string, mocks: MockLink.MockedResponse[]) {
  render(
    <MockedProvider mocks={[plans, ...mocks]}>
      <AuthProvider>
        <MemoryRouter initialEntries={['/pricing', start]} initialIndex={1}>
          <Routes>
            <Route path="/auth" element={<AuthPage />} />
            <Route path="/billing/sandbox-checkout" element={<h1>Sandbox checkout page</h1>} />
            <Route path="/pricing" element={<h1>Pricing page</h1>} />
            <Route path="/dashboard" element={<h1>Dashboard page</h1>} />
          </Routes>
          <Where />
          <Toaster />
        </MemoryRouter>
      </AuthProvider>
    </MockedProvider>,
  );
}

const signedIn = (mutation: 'signIn' | 'signUp', user: SessionUser) => ({ data: { [mutation]: { __typename: 'AuthPayload', token: 'new-token', user } } });

function checkout(planId: number, onCall = () => {}): MockLink.MockedResponse {
  return {
    request: { query: CreateCheckoutMutation, variables: { planId } },
    result: () => {
      onCall();
      return { data: { createCheckout: { __typename: 'CheckoutSession', sessionId: 'cs_sandbox_1', url: '/billing/sandbox-checkout?session_id=cs_sandbox_1' } } };
    },
  };
}

beforeEach(() => localStorage.clear());

describe('/auth with a chosen plan', () => {
  it('opens on Sign Up, and a new account goes straight into the plan’s checkout', async () => {
    const user = userEvent.setup();
    const checkoutStarted = jest.fn();
    renderAuth('/auth?plan=2', [
      {
        request: { query: SignUpMutation, variables: { input: { fullName: 'Nia New', email: 'nia@example.com', password: 'a-long-password' } } },
        result: signedIn('signUp', buildSessionUser({ fullName: 'Nia New', email: 'nia@example.com', planId: 1 })),
      },
      checkout(2, checkoutStarted),
    ]);

    expect(screen.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
    const form = screen.getByRole('form', { name: 'Sign up' });
    await user.type(within(form).getByLabelText('Full name'), 'Nia New');
    await user.type(within(form).getByLabelText('Email'), 'nia@example.com');
    await user.type(within(form).getByLabelText('Password'), 'a-long-password');
    await user.click(within(form).getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByRole('heading', { name: 'Sandbox checkout page' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/billing/sandbox-checkout?session_id=cs_sandbox_1');
    expect(checkoutStarted).toHaveBeenCalledTimes(1);
    // The toast shows once its chunk has loaded.
    expect(await screen.findByText('Account created')).toBeInTheDocument();
  });

  it('a Free user who signs in goes straight into the plan’s checkout too', async () => {
    const user = userEvent.setup();
    renderAuth('/auth?plan=3', [
      {
        request: { query: SignInMutation, variables: { input: { email: 'fay@example.com', password: 'a-long-password' } } },
        result: signedIn('signIn', buildSessionUser({ email: 'fay@example.com', planId: 1 })),
      },
      checkout(3),
    ]);
    await user.click(screen.getByRole('tab', { name: 'Sign In' }));
    const form = screen.getByRole('form', { name: 'Sign in' });
    await user.type(within(form).getByLabelText('Email'), 'fay@example.com');
    await user.type(within(form).getByLabelText('Password'), 'a-long-password');
    await user.click(within(form).getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('heading', { name: 'Sandbox checkout page' })).toBeInTheDocument();
  });

  it('a user already on a paid plan goes to the pricing page with the plan picked, where a change is confirmed', async () => {
    const user = userEvent.setup();
    const checkoutStarted = jest.fn();
    renderAuth('/auth?plan=3', [
      {
        request: { query: SignInMutation, variables: { input: { email: 'pat@example.com', password: 'a-long-password' } } },
        result: signedIn('signIn', buildSessionUser({ email: 'pat@example.com', planId: 2, subscriptionTier: 'pro' })),
      },
      checkout(3, checkoutStarted),
    ]);
    await user.click(screen.getByRole('tab', { name: 'Sign In' }));
    const form = screen.getByRole('form', { name: 'Sign in' });
    await user.type(within(form).getByLabelText('Email'), 'pat@example.com');
    await user.type(within(form).getByLabelText('Password'), 'a-long-password');
    await user.click(within(form).getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('heading', { name: 'Pricing page' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/pricing?plan=3');
    expect(checkoutStarted).not.toHaveBeenCalled();
  });

  it('falls back to the pricing page with the plan picked when checkout cannot start', async () => {
    const user = userEvent.setup();
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => {});
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    renderAuth('/auth?plan=2', [
      {
        request: { query: SignUpMutation, variables: { input: { fullName: 'Nia New', email: 'nia@example.com', password: 'a-long-password' } } },
        result: signedIn('signUp', buildSessionUser({ planId: 1 })),
      },
      { request: { query: CreateCheckoutMutation, variables: { planId: 2 } }, result: { errors: [new GraphQLError('Stripe is unavailable right now.')] } },
    ]);
    const form = screen.getByRole('form', { name: 'Sign up' });
    await user.type(within(form).getByLabelText('Full name'), 'Nia New');
    await user.type(within(form).getByLabelText('Email'), 'nia@example.com');
    await user.type(within(form).getByLabelText('Password'), 'a-long-password');
    await user.click(within(form).getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByRole('heading', { name: 'Pricing page' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/pricing?plan=2');
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Could not start Stripe checkout (see console).'));
    alert.mockRestore();
    consoleError.mockRestore();
  });

  it('without a plan, opens on Sign In and goes to the dashboard', async () => {
    const user = userEvent.setup();
    renderAuth('/auth', [
      {
        request: { query: SignInMutation, variables: { input: { email: 'fay@example.com', password: 'a-long-password' } } },
        result: signedIn('signIn', buildSessionUser({ email: 'fay@example.com' })),
      },
    ]);
    expect(screen.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
    const form = screen.getByRole('form', { name: 'Sign in' });
    await user.type(within(form).getByLabelText('Email'), 'fay@example.com');
    await user.type(within(form).getByLabelText('Password'), 'a-long-password');
    await user.click(within(form).getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
  });
});
