import '../lib/testing/jsdom-text-encoding';
import { render, screen, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SandboxInvoiceQuery } from '../features/billing/billing-page-documents';
import { PlansQuery } from '../features/pricing/plans-documents';
import SandboxInvoicePage from './billing-sandbox-invoice';

const plans: MockLink.MockedResponse = {
  request: { query: PlansQuery },
  result: {
    data: {
      plans: [{ __typename: 'Plan', id: 2, name: 'Pro', pricePerMonth: 29, description: 'Pro plan', features: [], limitations: [], mostPopular: true, trialDays: 14 }],
    },
  },
};

function renderInvoice(answer: MockLink.MockedResponse['result']) {
  render(
    <MockedProvider mocks={[plans, { request: { query: SandboxInvoiceQuery, variables: { id: 'in_sandbox_1' } }, result: answer }]}>
      <MemoryRouter initialEntries={['/billing/sandbox-invoice/in_sandbox_1']}>
        <Routes>
          <Route path="/billing/sandbox-invoice/:id" element={<SandboxInvoicePage />} />
        </Routes>
      </MemoryRouter>
    </MockedProvider>,
  );
}

describe('/billing/sandbox-invoice/:id', () => {
  it('shows the invoice and says plainly that no money moved', async () => {
    renderInvoice({
      data: {
        sandboxInvoice: {
          __typename: 'SandboxInvoice',
          id: 'in_sandbox_1',
          number: 'SANDBOX-1A2B3C4D-0002',
          createdAt: '2026-12-07T12:00:00.000Z',
          amount: 2900,
          currency: 'usd',
          status: 'open',
          planId: 2,
          periodStart: '2026-12-07T12:00:00.000Z',
          periodEnd: '2027-01-07T12:00:00.000Z',
          provider: 'SANDBOX',
        },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Invoice SANDBOX-1A2B3C4D-0002' })).toBeInTheDocument();
    expect(screen.getByText('SANDBOX — no money moved. Sandbox billing issued this invoice; no card was charged.')).toBeInTheDocument();
    expect(screen.getByText('$29.00')).toBeInTheDocument();
    expect(screen.getByText('Dec 7, 2026 – Jan 7, 2027')).toBeInTheDocument();
    expect(screen.getByText('Open (payment failed)')).toBeInTheDocument();
    expect(await screen.findByText('Pro')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Billing' })).toHaveAttribute('href', '/billing');
  });

  it('says the invoice was not found when it is not yours', async () => {
    renderInvoice({ errors: [new GraphQLError('Invoice not found.', { extensions: { code: 'NOT_FOUND' } })] });
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Invoice not found.'));
  });
});
