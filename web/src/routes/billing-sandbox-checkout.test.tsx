import '../lib/testing/jsdom-text-encoding';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { CompleteSandboxCheckoutMutation, SandboxCheckoutQuery } from '../features/billing/billing-documents';
import { PlansQuery } from '../features/pricing/plans-documents';
import SandboxCheckoutPage from './billing-sandbox-checkout';

const plans: MockLink.MockedResponse = {
  request: { query: PlansQuery },
  result: {
    data: {
      plans: [{ __typename: 'Plan', id: 3, name: 'Agency', pricePerMonth: 99, description: 'Agency plan', features: [], limitations: [], mostPopular: false, trialDays: 14 }],
    },
  },
};

const checkout = (overrides: { trialDays?: number; completed?: boolean; expired?: boolean } = {}) => ({
  request: { query: SandboxCheckoutQuery, variables: { sessionId: 'cs_sandbox_1' } },
  result: { data: { sandboxCheckout: { __typename: 'SandboxCheckout', id: 'cs_sandbox_1', planId: 3, trialDays: 14, completed: false, expired: false, provider: 'SANDBOX', ...overrides } } },
});

function renderCheckout(mocks: MockLink.MockedResponse[]) {
  render(
    <MockedProvider mocks={[plans, ...mocks]}>
      <MemoryRouter initialEntries={['/billing/sandbox-checkout?session_id=cs_sandbox_1']}>
        <Routes>
          <Route path="/billing/sandbox-checkout" element={<SandboxCheckoutPage />} />
          <Route path="/billing/success" element={<p>Payment confirmed</p>} />
        </Routes>
      </MemoryRouter>
    </MockedProvider>,
  );
}

describe('/billing/sandbox-checkout', () => {
  it('says an expired session has expired, and offers no payment', async () => {
    renderCheckout([checkout({ expired: true })]);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('This checkout session has expired. Start again from the pricing page.'));
    expect(screen.getByRole('button', { name: 'Pay (sandbox)' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/pricing');
  });

  it('shows the trial the buyer gets now, and why a payment is refused', async () => {
    const user = userEvent.setup();
    const refusal = 'You already have a subscription, so this checkout cannot be completed. Change plans on the pricing page.';
    renderCheckout([
      checkout({ trialDays: 0 }),
      { request: { query: CompleteSandboxCheckoutMutation, variables: { sessionId: 'cs_sandbox_1' } }, result: { errors: [new GraphQLError(refusal)] } },
    ]);
    expect(await screen.findByText('$99 today, then every month.')).toBeInTheDocument();
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      await user.click(screen.getByRole('button', { name: 'Pay (sandbox)' }));
      await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(refusal));
    } finally {
      errors.mockRestore();
    }
    expect(screen.queryByText('Payment confirmed')).not.toBeInTheDocument();
  });
});
