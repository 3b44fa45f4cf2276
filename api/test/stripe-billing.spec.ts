import Stripe from 'stripe';
import { startTestApp, type TestApp } from './support/test-app';
import { request, signUpUser } from './support/http';
import { startStripeMock, stripeMockBinary, type StripeMock } from './support/stripe-mock';

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

    await sql('update users set plan_id = 1 where id = ?', [user.id]);
    const replay = await deliver({ id: 'evt_deleted_1', type: 'customer.subscription.deleted', object: { id: 'sub_1', object: 'subscription' } });
    expect(replay.status).toBe(200);
    expect((await request(app.url, 'GET', '/api/me', { token: user.token })).body.plan_id).toBe(1);
    expect(await sql('select id from billing_events where id = ?', ['evt_deleted_1'])).toHaveLength(1);

    const paid = await deliver({ id: 'evt_paid_1', type: 'invoice.paid', object: { id: 'in_1', object: 'invoice', parent: { type: 'subscription_details', subscription_details: { subscription: 'sub_1' } } } });
    expect(paid.status).toBe(200);
    expect((await request(app.url, 'GET', '/api/me', { token: user.token })).body.plan_id).toBe(3);
  });

  it('sends plan changes to Stripe in shapes it accepts: schedule a downgrade, keep the plan, cancel at period end', async () => {
    const user = await customerOfFixtures();
    await deliver({ id: 'evt_created_2', type: 'customer.subscription.created', object: { id: 'sub_2', object: 'subscription' } });
    for (const planId of [2, 3, 1]) {
      const changed = await request(app.url, 'POST', '/api/change-plan', { token: user.token, body: { plan_id: planId } });
      expect([changed.status, changed.body.error]).toEqual([200, undefined]);
    }
  });
});
