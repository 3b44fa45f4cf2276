import '../../lib/testing/jsdom-text-encoding';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { ApolloLink } from '@apollo/client/link';
import { MockLink, MockSubscriptionLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { MemoryRouter } from 'react-router-dom';
import { Toaster } from '../../components/ui/toast';
import type { BillingSubscriptionQuery as BillingSubscriptionResult } from '../../gql/graphql';
import { buildSessionUser } from '../../lib/testing/session-user';
import BillingPage from '../../routes/billing';
import { PlansQuery } from '../pricing/plans-documents';
import { MeQuery } from '../session/session-documents';
import { AuthProvider, type SessionUser } from '../session/session-provider';
import { ChangePlanMutation } from './billing-documents';
import { BillingCreditUsageQuery, BillingInvoicesQuery, BillingSubscriptionQuery, DismissBillingNoticeMutation } from './billing-page-documents';

const always = { maxUsageCount: Number.POSITIVE_INFINITY };
// Noon UTC, so the date reads the same in every time zone.
const seconds = (iso: string) => Date.parse(iso) / 1000;
const DEC_7 = seconds('2026-12-07T12:00:00Z');

const FEATURES: Record<number, string[]> = {
  1: ['10 keywords per generation', '100 keyword searches a month', 'Keyword research'],
  2: ['50 keywords per generation', 'Keyword research', 'Keyword ranking tracking'],
  3: ['100 keywords per generation', 'Everything in Pro'],
};

const plan = (id: number, name: string, pricePerMonth: number) => ({
  __typename: 'Plan',
  id,
  name,
  pricePerMonth,
  description: `${name} plan`,
  features: FEATURES[id],
  limitations: [],
  mostPopular: id === 2,
  trialDays: id === 1 ? 0 : 14,
});

type View = BillingSubscriptionResult['billingSubscription'] & { __typename: 'BillingSubscription' };

const view = (overrides: Partial<View> = {}): View => ({
  __typename: 'BillingSubscription',
  provider: 'SANDBOX',
  planId: 1,
  pendingPlanId: null,
  status: null,
  cancelAtPeriodEnd: false,
  currentPeriodEnd: null,
  trialEnd: null,
  nextInvoiceAt: null,
  nextInvoiceAmount: null,
  notice: null,
  ...overrides,
});

const usage = (kind: string, used: number, limit: number | null) => ({
  __typename: 'CreditUsage',
  kind,
  used,
  limit,
  remaining: limit == null ? null : limit - used,
  periodStart: '2026-11-07T12:00:00.000Z',
  periodEnd: '2026-12-07T12:00:00.000Z',
});

const subscriptionAnswer = (billingSubscription: View) => ({ request: { query: BillingSubscriptionQuery }, result: { data: { billingSubscription } } });

const PAID_USAGE = [usage('ARTICLES', 3, null), usage('TRACKING', 40, 5000), usage('KEYWORD_SEARCHES', 12, 1000)];

interface Setup {
  user?: SessionUser;
  subscriptions?: MockLink.MockedResponse[];
  invoices?: unknown[];
  creditUsage?: ReturnType<typeof usage>[];
  extra?: MockLink.MockedResponse[];
}

function renderBilling({ user = buildSessionUser(), subscriptions = [subscriptionAnswer(view())], invoices = [], creditUsage = PAID_USAGE, extra = [] }: Setup) {
  localStorage.setItem('token', 'test-token');
  const updates = new MockSubscriptionLink();
  const mocks = new MockLink([
    { request: { query: MeQuery }, result: { data: { me: user, maintenance: false } }, ...always },
    { request: { query: PlansQuery }, result: { data: { plans: [plan(1, 'Free', 0), plan(2, 'Pro', 29), plan(3, 'Agency', 99)] } }, ...always },
    { request: { query: BillingCreditUsageQuery }, result: { data: { creditUsage } }, ...always },
    { request: { query: BillingInvoicesQuery }, result: { data: { billingInvoices: invoices } }, ...always },
    ...subscriptions,
    ...extra,
  ]);
  const link = new ApolloLink((operation) => (operation.operationName === 'SubscriptionUpdated' ? updates.request(operation) : mocks.request(operation)));
  render(
    <MockedProvider link={link}>
      <AuthProvider>
        <MemoryRouter initialEntries={['/billing']}>
          <BillingPage />
          <Toaster />
        </MemoryRouter>
      </AuthProvider>
    </MockedProvider>,
  );
  return { updates };
}

beforeEach(() => localStorage.clear());

describe('/billing', () => {
  it('shows the Free plan view without a subscription: what Free includes and what upgrading adds, usage of what Free has, no invoices', async () => {
    renderBilling({ creditUsage: [usage('ARTICLES', 3, 10), usage('TRACKING', 0, 0), usage('KEYWORD_SEARCHES', 12, 100)] });
    expect(await screen.findByText('You have no subscription: you are on the Free plan.')).toBeInTheDocument();
    expect(await screen.findByText('$0/month')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Free $0/month' })).toBeInTheDocument();
    const includes = screen.getByRole('list', { name: 'Free features' });
    expect(within(includes).getAllByRole('listitem').map((item) => item.textContent)).toEqual(FEATURES[1]);
    expect(screen.getByRole('heading', { name: 'Upgrading to Pro ($29/month) adds' })).toBeInTheDocument();
    const adds = screen.getByRole('list', { name: 'What Pro adds' });
    expect(within(adds).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['50 keywords per generation', 'Keyword ranking tracking']);
    expect(screen.queryByText('Next invoice')).not.toBeInTheDocument();
    expect(screen.queryByText('TBD')).not.toBeInTheDocument();
    expect(screen.queryByText('$0.00')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change to Free at period end' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Pricing' })).toHaveAttribute('href', '/pricing');
    expect(screen.getByRole('note', { name: 'Sandbox billing' })).toHaveTextContent('SANDBOX billing: no money moves.');
    expect(await screen.findByText('No invoices yet.')).toBeInTheDocument();

    const bars = await screen.findAllByRole('progressbar');
    expect(bars.map((bar) => [bar.getAttribute('aria-label'), bar.getAttribute('aria-valuenow'), bar.getAttribute('aria-valuemax')])).toEqual([
      ['Keyword searches used', '12', '100'],
      ['Articles used', '3', '10'],
    ]);
    expect(screen.queryByText('Tracking')).not.toBeInTheDocument();
    expect(screen.queryByText('0 of 0 used')).not.toBeInTheDocument();
    expect(screen.getByText('Nov 7, 2026 – Dec 7, 2026')).toBeInTheDocument();
  });

  it('shows a notice billing left, and dismisses it', async () => {
    const user = userEvent.setup();
    const notice = 'A second checkout went through while you already had a subscription. We cancelled the second subscription at once and refunded its payment of $99.00.';
    const active = view({ planId: 2, status: 'active', currentPeriodEnd: DEC_7, nextInvoiceAt: DEC_7, nextInvoiceAmount: 2900 });
    renderBilling({
      user: buildSessionUser({ planId: 2, subscriptionTier: 'pro' }),
      subscriptions: [subscriptionAnswer({ ...active, notice }), subscriptionAnswer(active)],
      extra: [{ request: { query: DismissBillingNoticeMutation }, result: { data: { dismissBillingNotice: { __typename: 'BillingSubscription', notice: null } } } }],
    });
    await waitFor(() => expect(screen.getByRole('note', { name: 'Billing notice' })).toHaveTextContent(notice));
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByRole('note', { name: 'Billing notice' })).not.toBeInTheDocument());
  });

  it('shows the trial end, the next invoice and links each invoice to its page', async () => {
    renderBilling({
      user: buildSessionUser({ planId: 2, subscriptionTier: 'pro' }),
      subscriptions: [subscriptionAnswer(view({ planId: 2, status: 'trialing', trialEnd: DEC_7, currentPeriodEnd: DEC_7, nextInvoiceAt: DEC_7, nextInvoiceAmount: 2900 }))],
      invoices: [
        { __typename: 'BillingInvoice', id: 'in_1', number: 'SANDBOX-0001', createdAt: '2026-11-23T12:00:00.000Z', amount: 0, currency: 'usd', status: 'paid', url: '/billing/sandbox-invoice/in_1' },
        { __typename: 'BillingInvoice', id: 'in_2', number: 'RC-7', createdAt: '2026-10-23T12:00:00.000Z', amount: 2900, currency: 'usd', status: 'open', url: 'https://invoice.stripe.com/i/2' },
      ],
    });
    expect(await screen.findByText('Free trial until Dec 7, 2026')).toBeInTheDocument();
    expect(screen.getByLabelText('Next invoice')).toHaveTextContent('Next invoiceDec 7, 2026Amount$29.00');
    expect(screen.queryByRole('list', { name: 'Pro features' })).not.toBeInTheDocument();
    const bars = await screen.findAllByRole('progressbar');
    expect(bars.map((bar) => bar.getAttribute('aria-label'))).toEqual(['Tracking used', 'Keyword searches used']);
    expect(screen.getByText('3 used · Unlimited')).toBeInTheDocument();

    const rows = within(await screen.findByRole('table', { name: 'Invoices' })).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(/^SANDBOX-0001Nov 23, 2026.*\$0\.00Paid/);
    expect(rows[2]).toHaveTextContent(/^RC-7Oct 23, 2026.*\$29\.00Open/);
    expect(within(rows[1]).getByRole('link', { name: 'View invoice SANDBOX-0001' })).toHaveAttribute('href', '/billing/sandbox-invoice/in_1');
    const stripeLink = within(rows[2]).getByRole('link', { name: 'View invoice RC-7' });
    expect(stripeLink).toHaveAttribute('href', 'https://invoice.stripe.com/i/2');
    expect(stripeLink).toHaveAttribute('target', '_blank');
  });

  it('reads "switches to X on next renewal" for a scheduled downgrade', async () => {
    renderBilling({
      user: buildSessionUser({ planId: 3, pendingPlanId: 2, subscriptionTier: 'agency' }),
      subscriptions: [subscriptionAnswer(view({ planId: 3, pendingPlanId: 2, status: 'active', currentPeriodEnd: DEC_7, nextInvoiceAt: DEC_7, nextInvoiceAmount: 2900 }))],
    });
    // Named once the plans are read (until then the plan's number stands in).
    await waitFor(() => expect(screen.getByText(/switches to/)).toHaveTextContent('switches to Pro on next renewal'));
    expect(screen.getByRole('heading', { name: /Agency/ })).toHaveTextContent('Agency$99/month');
    expect(await screen.findByText('$29.00')).toBeInTheDocument();
  });

  it('shows the end date and the downgrade to Free when the subscription cancels at period end', async () => {
    renderBilling({
      user: buildSessionUser({ planId: 2, subscriptionTier: 'pro' }),
      subscriptions: [subscriptionAnswer(view({ planId: 2, status: 'active', cancelAtPeriodEnd: true, currentPeriodEnd: DEC_7 }))],
    });
    // The notice names the plan once the plans have loaded too (before that it says "Plan 2").
    await waitFor(() => expect(screen.getByTestId('cancel-notice')).toHaveTextContent('Your Pro plan ends on Dec 7, 2026 and then downgrades to Free.'));
    expect(screen.queryByText('Next invoice')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change to Free at period end' })).toBeDisabled();
  });

  it('says plainly when the last payment failed', async () => {
    renderBilling({
      user: buildSessionUser({ planId: 2, subscriptionTier: 'pro' }),
      subscriptions: [subscriptionAnswer(view({ planId: 2, status: 'past_due', currentPeriodEnd: DEC_7, nextInvoiceAt: DEC_7, nextInvoiceAmount: 2900 }))],
    });
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Payment failed. Your last payment did not go through.'));
    expect(screen.getByText('Past due')).toBeInTheDocument();
  });

  it('changes to Free at period end after confirming, with "Plan updated"', async () => {
    const user = userEvent.setup();
    const active = view({ planId: 2, status: 'active', currentPeriodEnd: DEC_7, nextInvoiceAt: DEC_7, nextInvoiceAmount: 2900 });
    renderBilling({
      user: buildSessionUser({ planId: 2, subscriptionTier: 'pro' }),
      subscriptions: [subscriptionAnswer(active), subscriptionAnswer({ ...active, cancelAtPeriodEnd: true, nextInvoiceAt: null, nextInvoiceAmount: null })],
      extra: [
        {
          request: { query: ChangePlanMutation, variables: { planId: 1 } },
          result: { data: { changePlan: { __typename: 'User', id: '1', planId: 2, pendingPlanId: null, subscriptionTier: 'pro' } } },
        },
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Change to Free at period end' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change to Free at period end?' });
    expect(dialog).toHaveTextContent('You keep Pro until Dec 7, 2026');
    await user.click(within(dialog).getByRole('button', { name: 'Change to Free' }));

    expect(await screen.findByText('Plan updated')).toBeInTheDocument();
    // The notice names the plan once the plans have loaded too (before that it says "Plan 2").
    await waitFor(() => expect(screen.getByTestId('cancel-notice')).toHaveTextContent('Your Pro plan ends on Dec 7, 2026 and then downgrades to Free.'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the plan when the confirmation is declined, and says "Plan change failed" when the change fails', async () => {
    const user = userEvent.setup();
    renderBilling({
      user: buildSessionUser({ planId: 2, subscriptionTier: 'pro' }),
      subscriptions: [subscriptionAnswer(view({ planId: 2, status: 'active', currentPeriodEnd: DEC_7, nextInvoiceAt: DEC_7, nextInvoiceAmount: 2900 }))],
      extra: [{ request: { query: ChangePlanMutation, variables: { planId: 1 } }, result: { errors: [new GraphQLError('Stripe is unavailable.')] } }],
    });
    await user.click(await screen.findByRole('button', { name: 'Change to Free at period end' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Keep Pro' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Change to Free at period end' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Change to Free' }));
    expect(await screen.findByText('Plan change failed')).toBeInTheDocument();
    expect(screen.getByText('Stripe is unavailable.')).toBeInTheDocument();
    expect(screen.queryByTestId('cancel-notice')).not.toBeInTheDocument();
  });

  it('says "Could not load subscription" when the subscription cannot be read', async () => {
    renderBilling({
      user: buildSessionUser({ planId: 2, subscriptionTier: 'pro' }),
      subscriptions: [{ request: { query: BillingSubscriptionQuery }, result: { errors: [new GraphQLError('Stripe is unavailable.')] } }],
    });
    expect(await screen.findByText('Could not load subscription')).toBeInTheDocument();
    // The plan's name comes with the plans query, which may answer after the failed subscription read.
    expect(await screen.findByRole('heading', { name: /Pro/ })).toBeInTheDocument();
  });

  it('follows subscriptionUpdated: the page re-reads the subscription a webhook changed', async () => {
    const active = view({ planId: 2, status: 'active', currentPeriodEnd: DEC_7, nextInvoiceAt: DEC_7, nextInvoiceAmount: 2900 });
    const { updates } = renderBilling({
      user: buildSessionUser({ planId: 2, subscriptionTier: 'pro' }),
      subscriptions: [subscriptionAnswer(active), subscriptionAnswer({ ...active, status: 'past_due' })],
    });
    await screen.findByText('$29.00');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    act(() => updates.simulateResult({ result: { data: { subscriptionUpdated: { __typename: 'BillingSubscription', planId: 2, status: 'past_due' } } } }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Payment failed.'));
  });
});
