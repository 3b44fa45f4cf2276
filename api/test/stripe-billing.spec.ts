import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { createStripeClient, StripeBillingProvider } from '../src/modules/billing/stripe-billing.provider';
import { setPlan, startTestApp, type TestApp } from './support/test-app';
import { graphql, request, signUpUser } from './support/http';
import { startStripeMock, stripeMockBinary, type StripeMock } from './support/stripe-mock';
import { startLocalStripe, type LocalStripe } from './support/stripe-server';

const binary = stripeMockBinary();
const describeWithStripeMock = binary ? describe : describe.skip;
if (!binary) {
  it.skip('Stripe adapter and webhooks: stripe-mock is not installed (go install github.com/stripe/stripe-mock@latest)', () => {});
}

// stripe-mock's fixtures: every subscription is sub_…, customer FIXTURE_CUSTOMER, on FIXTURE_PRICE.
const FIXTURE_CUSTOMER = 'cus_QXg1o8vcGmoR32';
const FIXTURE_PRICE = 'price_1PgafmB7WZ01zgkW6dKueIc5';
const WEBHOOK_SECRET = 'whsec_rankcraft_test';

describeWithStripeMock('billing on Stripe (stripe-mock)', () => {
  let mock: StripeMock;
  let app: TestApp;
  const stripe = new Stripe('sk_test_rankcraft');

  beforeAll(async () => {
    mock = await startStripeMock(binary!);
    app = await startTestApp({
      STRIPE_SECRET_KEY: 'sk_test_rankcraft',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: mock.url,
      PUBLIC_URL: 'https://rankcraft.test/',
      STRIPE_PRICE_PRO: 'price_rankcraft_pro',
      STRIPE_PRICE_AGENCY: FIXTURE_PRICE,
    });
  });
  afterAll(async () => {
    await app?.close();
    await mock?.close();
  });

  const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) => app.database.orm.em.fork().getConnection().execute<T[]>(query, params);

  /** A user whose Stripe customer is stripe-mock's fixture customer, so fixture subscriptions are theirs. */
  async function customerOfFixtures() {
    const user = await signUpUser(app.url);
    const checkout = await request(app.url, 'POST', '/api/create-checkout', { token: user.token, body: { plan_id: 2 } });
    expect(checkout.status).toBe(200);
    expect(checkout.body.sessionId).toMatch(/^cs_/);
    await sql("update subscriptions set customer_id = 'cus_earlier_' || id where customer_id = ?", [FIXTURE_CUSTOMER]);
    await sql('update subscriptions set customer_id = ? where user_id = ?', [FIXTURE_CUSTOMER, user.id]);
    return user;
  }

  function deliver(event: { id: string; type: string; object: Record<string, unknown> }, secret = WEBHOOK_SECRET) {
    const payload = JSON.stringify({ id: event.id, object: 'event', type: event.type, api_version: '2026-10-28.endive', created: 1, data: { object: event.object } });
    const signature = stripe.webhooks.generateTestHeaderString({ payload, secret });
    return request(app.url, 'POST', '/api/stripe/webhook', { rawBody: payload, headers: { 'stripe-signature': signature } });
  }

  it('opens Checkout in subscription mode with the trial and the configured price', async () => {
    const user = await signUpUser(app.url);
    const checkout = await request(app.url, 'POST', '/api/create-checkout', { token: user.token, body: { plan_id: 3 } });
    expect(checkout.status).toBe(200);
    expect(checkout.body).toEqual({ sessionId: expect.stringMatching(/^cs_/), url: expect.stringMatching(/^https:\/\//) });
    const [row] = await sql<{ provider: string; customer_id: string }>('select provider, customer_id from subscriptions where user_id = ?', [user.id]);
    expect(row).toMatchObject({ provider: 'stripe', customer_id: expect.stringMatching(/^cus_/) });
  });

  it('refuses webhooks with a bad signature', async () => {
    const refused = await deliver({ id: 'evt_forged', type: 'customer.subscription.updated', object: { id: 'sub_forged', object: 'subscription' } }, 'whsec_wrong');
    expect(refused.status).toBe(400);
    expect(await sql('select id from billing_events where id = ?', ['evt_forged'])).toHaveLength(0);
  });

  it('applies events from Stripe’s current state, whatever their order, and each event once', async () => {
    const user = await customerOfFixtures();
    // A deletion delivered first: Stripe says the subscription is active, and that is what counts.
    const deleted = await deliver({ id: 'evt_deleted_1', type: 'customer.subscription.deleted', object: { id: 'sub_1', object: 'subscription', status: 'canceled' } });
    expect(deleted.status).toBe(200);
    expect((await request(app.url, 'GET', '/api/me', { token: user.token })).body).toMatchObject({ plan_id: 3, subscription_tier: 'agency' });
    const subscription = await request(app.url, 'GET', '/api/subscription', { token: user.token });
    expect(subscription.body).toMatchObject({ provider: 'STRIPE', plan_id: 3, status: 'active', next_invoice_amount: 1000 });

    await setPlan(app, user.id, 1);
    const replay = await deliver({ id: 'evt_deleted_1', type: 'customer.subscription.deleted', object: { id: 'sub_1', object: 'subscription' } });
    expect(replay.status).toBe(200);
    expect((await request(app.url, 'GET', '/api/me', { token: user.token })).body.plan_id).toBe(1);
    expect(await sql('select id from billing_events where id = ?', ['evt_deleted_1'])).toHaveLength(1);

    const paid = await deliver({ id: 'evt_paid_1', type: 'invoice.paid', object: { id: 'in_1', object: 'invoice', parent: { type: 'subscription_details', subscription_details: { subscription: 'sub_1' } } } });
    expect(paid.status).toBe(200);
    expect((await request(app.url, 'GET', '/api/me', { token: user.token })).body.plan_id).toBe(3);
  });

  it('lists the customer’s Stripe invoices (stripe-mock accepts the request), and none before a checkout', async () => {
    const stranger = await signUpUser(app.url);
    expect((await request(app.url, 'GET', '/api/invoices', { token: stranger.token })).body).toEqual([]);

    const user = await customerOfFixtures();
    const listed = await request(app.url, 'GET', '/api/invoices', { token: user.token });
    expect(listed.status).toBe(200);
    expect(listed.body.length).toBeGreaterThan(0);
    for (const invoice of listed.body) {
      expect(invoice).toEqual({
        id: expect.stringMatching(/^in_/),
        // stripe-mock's fixture invoice is a draft: no number and no hosted page yet.
        number: invoice.status === 'draft' ? null : expect.any(String),
        created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        amount: expect.any(Number),
        currency: 'usd',
        status: expect.stringMatching(/^(draft|open|paid|uncollectible|void)$/),
        url: invoice.status === 'draft' ? null : expect.stringMatching(/^https:\/\//),
      });
    }
    const graph = await graphql(app.url, 'query { billingInvoices { id status url } }', {}, user.token);
    expect(graph.data.billingInvoices).toEqual(listed.body.map(({ id, status, url }: { id: string; status: string; url: string }) => ({ id, status, url })));
  });

  it('sends plan changes to Stripe in shapes it accepts: schedule a downgrade, keep the plan, cancel at period end', async () => {
    const user = await customerOfFixtures();
    await deliver({ id: 'evt_created_2', type: 'customer.subscription.created', object: { id: 'sub_2', object: 'subscription' } });
    for (const planId of [2, 3, 1]) {
      const changed = await request(app.url, 'POST', '/api/change-plan', { token: user.token, body: { plan_id: planId } });
      expect([changed.status, changed.body.error]).toEqual([200, undefined]);
    }
  });

  it('cancels and refunds a second live subscription in shapes Stripe accepts', async () => {
    const user = await customerOfFixtures();
    await sql("update subscriptions set external_id = 'sub_tracked', status = 'active', plan_id = 2, trial_used = true where user_id = ?", [user.id]);
    const duplicate = await deliver({ id: 'evt_created_duplicate', type: 'customer.subscription.created', object: { id: 'sub_duplicate', object: 'subscription' } });
    expect([duplicate.status, duplicate.body.error]).toEqual([200, undefined]);
    const view = await request(app.url, 'GET', '/api/subscription', { token: user.token });
    expect(view.body.notice).toMatch(/^A second checkout went through while you already had a subscription\. We cancelled the second subscription at once/);
    const [row] = await sql<{ external_id: string }>('select external_id from subscriptions where user_id = ?', [user.id]);
    expect(row.external_id).toBe('sub_tracked');
  });
});

describe('Stripe invoices as the billing page lists them', () => {
  let server: Server;
  let requested: URL | undefined;

  beforeAll(async () => {
    // Two finalized invoices in the shape of Stripe's "List all invoices" answer.
    const invoice = (id: string, fields: Record<string, unknown>) => ({ id, object: 'invoice', currency: 'usd', created: 1_790_000_000, ...fields });
    server = createServer((req, res) => {
      requested = new URL(req.url ?? '/', 'http://stripe.test');
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify({
          object: 'list',
          url: '/v1/invoices',
          has_more: false,
          data: [
            invoice('in_paid', { number: 'RC-0002', total: 2900, status: 'paid', hosted_invoice_url: 'https://invoice.stripe.com/i/paid', invoice_pdf: 'https://pay.stripe.com/invoice/paid/pdf' }),
            invoice('in_pdf_only', { number: 'RC-0001', total: 0, status: 'void', hosted_invoice_url: null, invoice_pdf: 'https://pay.stripe.com/invoice/void/pdf' }),
          ],
        }),
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('links each invoice to its hosted page, or to its PDF when it has none', async () => {
    const { port } = server.address() as AddressInfo;
    const config = { secretKey: 'sk_test_rankcraft', webhookSecret: 'whsec_x', prices: { pro: 'price_pro', agency: 'price_agency' }, publicUrl: 'https://rankcraft.test', apiBase: new URL(`http://127.0.0.1:${port}`) };
    const provider = new StripeBillingProvider(await createStripeClient(config), config);
    expect(await provider.listInvoices('cus_rankcraft')).toEqual([
      { id: 'in_paid', number: 'RC-0002', createdAt: new Date(1_790_000_000_000), amount: 2900, currency: 'usd', status: 'paid', url: 'https://invoice.stripe.com/i/paid' },
      { id: 'in_pdf_only', number: 'RC-0001', createdAt: new Date(1_790_000_000_000), amount: 0, currency: 'usd', status: 'void', url: 'https://pay.stripe.com/invoice/void/pdf' },
    ]);
    expect(requested?.pathname).toBe('/v1/invoices');
    expect(requested?.searchParams.get('customer')).toBe('cus_rankcraft');
  });
});

describe('billing on Stripe: checkouts that complete late or twice (a local Stripe-shaped server)', () => {
  let stripeServer: LocalStripe;
  let app: TestApp;
  const stripe = new Stripe('sk_test_rankcraft');
  const DAY = 86_400;
  let eventCount = 0;

  beforeAll(async () => {
    stripeServer = await startLocalStripe();
    app = await startTestApp({
      STRIPE_SECRET_KEY: 'sk_test_rankcraft',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: stripeServer.url,
      PUBLIC_URL: 'https://rankcraft.test/',
      STRIPE_PRICE_PRO: 'price_pro',
      STRIPE_PRICE_AGENCY: 'price_agency',
    });
  });
  afterAll(async () => {
    await app?.close();
    await stripeServer?.close();
  });

  function deliver(type: string, object: Record<string, unknown>, id = `evt_local_${++eventCount}`) {
    const payload = JSON.stringify({ id, object: 'event', type, api_version: '2026-10-28.endive', created: 1, data: { object } });
    const signature = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    return request(app.url, 'POST', '/api/stripe/webhook', { rawBody: payload, headers: { 'stripe-signature': signature } });
  }

  /** Opens Checkout through the app, then has Stripe complete it with a subscription in the given state. */
  async function completeCheckout(token: string, planId: 2 | 3, state: { status: 'trialing' | 'active'; paid?: number }) {
    const checkout = await request(app.url, 'POST', '/api/create-checkout', { token, body: { plan_id: planId } });
    expect(checkout.status).toBe(200);
    const session = stripeServer.sessions.get(checkout.body.sessionId)!;
    const start = Math.floor(Date.now() / 1000);
    const id = `sub_${checkout.body.sessionId}`;
    const invoice = `in_${checkout.body.sessionId}`;
    stripeServer.subscriptions.set(id, {
      id,
      customer: session.customer,
      price: planId === 3 ? 'price_agency' : 'price_pro',
      status: state.status,
      trialEnd: state.status === 'trialing' ? start + 14 * DAY : null,
      periodStart: start,
      periodEnd: start + (state.status === 'trialing' ? 14 : 30) * DAY,
      latestInvoice: invoice,
    });
    if (state.paid) stripeServer.invoicePayments.set(invoice, [{ id: `inpay_${invoice}`, amount: state.paid, paymentIntent: `pi_${invoice}` }]);
    session.subscription = id;
    return { sessionId: checkout.body.sessionId as string, subscriptionId: id };
  }

  const subscriptionOf = async (token: string) => (await request(app.url, 'GET', '/api/subscription', { token })).body;
  const requestsFor = (method: string, path: string) => stripeServer.requests.filter((entry) => entry.method === method && entry.path === path);

  it('opens Checkout that expires within 24 hours', async () => {
    const user = await signUpUser(app.url);
    const before = Math.floor(Date.now() / 1000);
    await request(app.url, 'POST', '/api/create-checkout', { token: user.token, body: { plan_id: 2 } });
    const [created] = requestsFor('POST', '/v1/checkout/sessions').slice(-1);
    const expiresAt = Number(created.params.get('expires_at'));
    expect(expiresAt).toBeGreaterThan(before + 23 * 3600);
    expect(expiresAt).toBeLessThanOrEqual(before + 24 * 3600);
    expect(created.params.get('subscription_data[trial_period_days]')).toBe('14');
  });

  it('cancels and refunds a second subscription that a second open checkout started, keeps the first, and tells the user', async () => {
    const user = await signUpUser(app.url);
    const first = await completeCheckout(user.token, 2, { status: 'trialing' });
    const second = await completeCheckout(user.token, 3, { status: 'active', paid: 9900 });
    expect((await deliver('checkout.session.completed', { id: first.sessionId, object: 'checkout.session' })).status).toBe(200);
    expect(await subscriptionOf(user.token)).toMatchObject({ plan_id: 2, status: 'trialing', notice: null });

    // Stripe may announce the new subscription before the checkout: either event catches it.
    expect((await deliver('customer.subscription.created', { id: second.subscriptionId, object: 'subscription' })).status).toBe(200);
    expect((await deliver('checkout.session.completed', { id: second.sessionId, object: 'checkout.session' })).status).toBe(200);
    expect(stripeServer.subscriptions.get(second.subscriptionId)?.status).toBe('canceled');
    expect(requestsFor('DELETE', `/v1/subscriptions/${second.subscriptionId}`)).toHaveLength(1);
    const refunds = requestsFor('POST', '/v1/refunds');
    expect(refunds).toHaveLength(1);
    expect(refunds[0].params.get('payment_intent')).toBe(`pi_in_${second.sessionId}`);
    // Keyed by the invoice payment, so a retried webhook gets the same refund back.
    expect(refunds[0].idempotencyKey).toBe(`rankcraft-duplicate-subscription-inpay_in_${second.sessionId}`);

    const view = await subscriptionOf(user.token);
    expect(view).toMatchObject({ plan_id: 2, status: 'trialing' });
    expect(view.notice).toBe('A second checkout went through while you already had a subscription. We cancelled the second subscription at once and refunded its payment of $99.00.');
    expect((await request(app.url, 'GET', '/api/me', { token: user.token })).body).toMatchObject({ plan_id: 2 });
    expect((await deliver('customer.subscription.deleted', { id: second.subscriptionId, object: 'subscription' })).status).toBe(200);
    expect(await subscriptionOf(user.token)).toMatchObject({ plan_id: 2, status: 'trialing' });

    const dismissed = await graphql(app.url, 'mutation { dismissBillingNotice { planId notice } }', {}, user.token);
    expect(dismissed.data).toEqual({ dismissBillingNotice: { planId: 2, notice: null } });
    expect((await subscriptionOf(user.token)).notice).toBeNull();
  });

  it('ends at once a trial that an old checkout brings to a user who has had one, whichever event comes first', async () => {
    const user = await signUpUser(app.url);
    const first = await completeCheckout(user.token, 2, { status: 'trialing' });
    // A second session opened before the first completed: Stripe put the trial on it at creation.
    const old = await completeCheckout(user.token, 3, { status: 'trialing' });
    await deliver('checkout.session.completed', { id: first.sessionId, object: 'checkout.session' });
    stripeServer.subscriptions.get(first.subscriptionId)!.status = 'canceled';
    await deliver('customer.subscription.deleted', { id: first.subscriptionId, object: 'subscription' });
    expect(await subscriptionOf(user.token)).toMatchObject({ plan_id: 1 });

    await deliver('customer.subscription.created', { id: old.subscriptionId, object: 'subscription' });
    await deliver('checkout.session.completed', { id: old.sessionId, object: 'checkout.session' });
    const ended = requestsFor('POST', `/v1/subscriptions/${old.subscriptionId}`);
    expect(ended.map((entry) => entry.params.get('trial_end'))).toEqual(['now']);
    const view = await subscriptionOf(user.token);
    expect(view).toMatchObject({ plan_id: 3, status: 'active', notice: 'Your free trial was already used, so your new subscription started without one.' });
    expect((await request(app.url, 'GET', '/api/me', { token: user.token })).body).toMatchObject({ plan_id: 3 });

    // A checkout opened now offers no trial at all.
    stripeServer.subscriptions.get(old.subscriptionId)!.status = 'canceled';
    await deliver('customer.subscription.deleted', { id: old.subscriptionId, object: 'subscription' });
    await request(app.url, 'POST', '/api/create-checkout', { token: user.token, body: { plan_id: 2 } });
    const [created] = requestsFor('POST', '/v1/checkout/sessions').slice(-1);
    expect(created.params.get('subscription_data[trial_period_days]')).toBeNull();
  });

  it('settles a second subscription on Stripe’s retry when the refund failed the first time', async () => {
    const user = await signUpUser(app.url);
    const first = await completeCheckout(user.token, 2, { status: 'active', paid: 2900 });
    const second = await completeCheckout(user.token, 2, { status: 'active', paid: 2900 });
    await deliver('checkout.session.completed', { id: first.sessionId, object: 'checkout.session' });
    stripeServer.failRefunds = 1;
    const failed = await deliver('checkout.session.completed', { id: second.sessionId, object: 'checkout.session' }, 'evt_local_retried');
    expect(failed.status).toBe(500);
    expect(stripeServer.subscriptions.get(second.subscriptionId)?.status).toBe('active');

    const retried = await deliver('checkout.session.completed', { id: second.sessionId, object: 'checkout.session' }, 'evt_local_retried');
    expect(retried.status).toBe(200);
    expect(stripeServer.subscriptions.get(second.subscriptionId)?.status).toBe('canceled');
    expect(stripeServer.subscriptions.get(first.subscriptionId)?.status).toBe('active');
    expect((await subscriptionOf(user.token)).notice).toBe(
      'A second checkout went through while you already had a subscription. We cancelled the second subscription at once and refunded its payment of $29.00.',
    );
  });
});
