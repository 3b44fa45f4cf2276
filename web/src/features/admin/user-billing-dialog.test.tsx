import '../../lib/testing/jsdom-text-encoding';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { Toaster } from '../../components/ui/toast';
import { AuthProvider } from '../session/session-provider';
import { PlansQuery } from '../pricing/plans-documents';
import { AdminUsersQuery, UsersTable } from './users-table';
import { AdvanceSandboxBillingPeriodMutation, BillingProviderQuery, GrantCreditsMutation } from './user-billing-documents';

const uma = { __typename: 'User' as const, id: 'u-2', fullName: 'Uma User', email: 'uma@example.com', role: 'user' as const, planId: 2, createdAt: '2025-06-01T12:00:00.000Z' };

const usersReturn: MockLink.MockedResponse = { request: { query: AdminUsersQuery }, result: { data: { users: [uma] } }, maxUsageCount: 5 };
const plansReturn: MockLink.MockedResponse = { request: { query: PlansQuery }, result: { data: { plans: [] } } };

function providerReturn(provider: 'SANDBOX' | 'STRIPE'): MockLink.MockedResponse {
  return { request: { query: BillingProviderQuery }, result: { data: { billingSubscription: { __typename: 'BillingSubscription', provider } } } };
}

function usage(kind: 'KEYWORD_SEARCHES' | 'TRACKING' | 'ARTICLES', used: number, limit: number | null) {
  return { __typename: 'CreditUsage' as const, kind, used, limit, remaining: limit === null ? null : limit - used, periodEnd: '2026-12-01T00:00:00.000Z' };
}

function renderTable(mocks: MockLink.MockedResponse[]) {
  render(
    <MockedProvider mocks={[usersReturn, plansReturn, ...mocks]}>
      <AuthProvider>
        <UsersTable />
        <Toaster />
      </AuthProvider>
    </MockedProvider>,
  );
}

async function openBilling() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Billing for Uma User' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Billing for Uma User' }) };
}

beforeAll(() => {
  // jsdom lacks the pointer-capture and scrolling calls Radix Select makes when it opens.
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => undefined;
  Element.prototype.scrollIntoView ??= () => undefined;
});

beforeEach(() => window.localStorage.clear());

describe('admin billing dialog', () => {
  it('grants credits with a reason and shows the user’s credits this period', async () => {
    const grant = jest.fn(() => ({ data: { grantCredits: [usage('KEYWORD_SEARCHES', 40, 600), usage('TRACKING', 0, 1000), usage('ARTICLES', 2, null)] } }));
    renderTable([
      providerReturn('STRIPE'),
      { request: { query: GrantCreditsMutation, variables: { userId: 'u-2', kind: 'KEYWORD_SEARCHES', amount: 100, reason: 'Outage goodwill' } }, result: grant },
    ]);
    const { user, dialog } = await openBilling();

    await user.type(within(dialog).getByLabelText('Amount'), '100');
    await user.type(within(dialog).getByLabelText('Reason'), ' Outage goodwill ');
    await user.click(within(dialog).getByRole('button', { name: 'Grant credits' }));

    expect(await screen.findByText('Credits granted')).toBeInTheDocument();
    expect(within(dialog).getByRole('status')).toHaveTextContent('Credits granted: 100 credits (keyword searches) for Uma User.');
    expect(grant).toHaveBeenCalledTimes(1);
    const credits = within(dialog).getByRole('list', { name: 'Credits this period' });
    expect(credits).toHaveTextContent('Keyword searches40 of 600 used, 560 left');
    expect(credits).toHaveTextContent('Articles2 used (unlimited)');
    expect(within(dialog).getByLabelText('Reason')).toHaveValue('');
    // Stripe billing: periods follow Stripe, so there is nothing to advance here.
    expect(within(dialog).queryByRole('button', { name: 'Renew' })).not.toBeInTheDocument();
  });

  it('requires a reason, and shows the server’s validation message', async () => {
    const grant = jest.fn(() => ({ errors: [new GraphQLError('amount must be at least 1.', { extensions: { code: 'BAD_USER_INPUT' } })] }));
    renderTable([providerReturn('STRIPE'), { request: { query: GrantCreditsMutation, variables: { userId: 'u-2', kind: 'TRACKING', amount: 0, reason: 'Test' } }, result: grant }]);
    const { user, dialog } = await openBilling();

    await user.type(within(dialog).getByLabelText('Amount'), '0');
    await user.click(within(dialog).getByRole('button', { name: 'Grant credits' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Reason is required.');
    expect(within(dialog).getByLabelText('Reason')).toHaveFocus();
    expect(grant).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('combobox', { name: 'Kind' }));
    await user.click(await screen.findByRole('option', { name: 'Tracking' }));
    await user.type(within(dialog).getByLabelText('Reason'), 'Test');
    await user.click(within(dialog).getByRole('button', { name: 'Grant credits' }));

    expect(await within(dialog).findByText('amount must be at least 1.')).toBeInTheDocument();
    expect(await screen.findByText('Failed to grant credits')).toBeInTheDocument();
  });

  it('on sandbox billing, renews the billing period or makes its payment fail', async () => {
    const renew = jest.fn(() => ({ data: { advanceSandboxBillingPeriod: { __typename: 'BillingSubscription', planId: 2, status: 'active', currentPeriodEnd: 1_800_000_000 } } }));
    renderTable([
      providerReturn('SANDBOX'),
      { request: { query: GrantCreditsMutation, variables: { userId: 'u-2', kind: 'KEYWORD_SEARCHES', amount: 5, reason: 'Test' } }, result: { data: { grantCredits: [usage('KEYWORD_SEARCHES', 0, 1005)] } } },
      { request: { query: AdvanceSandboxBillingPeriodMutation, variables: { userId: 'u-2', paymentFails: false } }, result: renew },
      { request: { query: AdvanceSandboxBillingPeriodMutation, variables: { userId: 'u-2', paymentFails: true } }, result: { errors: [new GraphQLError('This user has no sandbox subscription.')] } },
    ]);
    const { user, dialog } = await openBilling();
    expect(await within(dialog).findByText('SANDBOX')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Amount'), '5');
    await user.type(within(dialog).getByLabelText('Reason'), 'Test');
    await user.click(within(dialog).getByRole('button', { name: 'Grant credits' }));
    expect(await within(dialog).findByRole('list', { name: 'Credits this period' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Renew' }));
    expect(await screen.findByText('Billing period renewed')).toBeInTheDocument();
    // A new period: the usage shown before no longer holds.
    expect(within(dialog).queryByRole('list', { name: 'Credits this period' })).not.toBeInTheDocument();
    expect(screen.getByText('Subscription status: active.')).toBeInTheDocument();
    expect(renew).toHaveBeenCalledTimes(1);

    await user.click(within(dialog).getByRole('button', { name: 'Payment fails' }));
    expect(await screen.findByText('Failed to advance the billing period')).toBeInTheDocument();
    expect(screen.getByText('This user has no sandbox subscription.')).toBeInTheDocument();
  });
});
