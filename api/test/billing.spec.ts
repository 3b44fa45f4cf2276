import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { SandboxBillingProvider } from '../src/modules/billing/sandbox-billing.provider';
import { ADMIN, startTestApp, type TestApp } from './support/test-app';
import { graphql, request, signInUser, signUpUser } from './support/http';

const DAY = 86_400;

describe('billing on the sandbox provider', () => {
  let app: TestApp;
  let adminToken: string;

  beforeAll(async () => {
    app = await startTestApp();
    adminToken = await signInUser(app.url, ADMIN.email, ADMIN.password);
  });
  afterAll(() => app?.close());

  const subscription = async (token: string) => (await request(app.url, 'GET', '/api/subscription', { token })).body;
  const changePlan = (token: string, planId: number) => request(app.url, 'POST', '/api/change-plan', { token, body: { plan_id: planId } });
  const advance = (userId: string, outcome: 'renew' | 'payment_failed') =>
    request(app.url, 'POST', `/api/users/${userId}/billing-period`, { token: adminToken, body: { outcome } });

  /** Checkout through the sandbox page's calls: create the session, then "pay". */
  async function buy(token: string, planId: number) {
    const checkout = await request(app.url, 'POST', '/api/create-checkout', { token, body: { plan_id: planId } });
    expect(checkout.status).toBe(200);
    expect(checkout.body.url).toBe(`/billing/sandbox-checkout?session_id=${checkout.body.sessionId}`);
    const page = await graphql(app.url, 'query($id: String!) { sandboxCheckout(sessionId: $id) { planId trialDays completed provider } }', { id: checkout.body.sessionId }, token);
    const paid = await graphql(app.url, 'mutation($id: String!) { completeSandboxCheckout(sessionId: $id) { planId status } }', { id: checkout.body.sessionId }, token);
    expect(paid.errors).toBeUndefined();
    return page.data.sandboxCheckout;
  }

  it('sells Pro with a 14-day trial, converts it at trial end and renews monthly', async () => {
    const user = await signUpUser(app.url);
    expect(await subscription(user.token)).toMatchObject({ provider: 'SANDBOX', plan_id: 1, status: null, next_invoice_at: null });
    expect(await buy(user.token, 2)).toEqual({ planId: 2, trialDays: 14, completed: false, provider: 'SANDBOX' });

    const trialing = await subscription(user.token);
    expect(trialing).toMatchObject({ plan_id: 2, status: 'trialing', pending_plan_id: null, cancel_at_period_end: false, next_invoice_amount: 2900 });
    expect(trialing.trial_end - Math.floor(Date.now() / 1000)).toBeGreaterThan(14 * DAY - 60);
    expect(trialing.next_invoice_at).toBe(trialing.trial_end);
    expect((await request(app.url, 'GET', '/api/me', { token: user.token })).body).toMatchObject({ plan_id: 2, subscription_tier: 'pro' });

    expect((await advance(user.id, 'renew')).body).toMatchObject({ plan_id: 2, status: 'active' });
    const active = await subscription(user.token);
    expect(active.current_period_end).toBeGreaterThanOrEqual(trialing.trial_end + 28 * DAY);
  });

  it('upgrades at once, schedules a downgrade that applies at renewal, and cancels to Free at period end', async () => {
    const user = await signUpUser(app.url);
    await buy(user.token, 2);

    const upgraded = await changePlan(user.token, 3);
    expect(upgraded.body).toMatchObject({ plan_id: 3, pending_plan_id: null, subscription_tier: 'agency' });

    const downgraded = await changePlan(user.token, 2);
    expect(downgraded.body).toMatchObject({ plan_id: 3, pending_plan_id: 2 });
    expect(await subscription(user.token)).toMatchObject({ plan_id: 3, pending_plan_id: 2, next_invoice_amount: 2900 });
    await advance(user.id, 'renew');
    expect(await subscription(user.token)).toMatchObject({ plan_id: 2, pending_plan_id: null, status: 'active' });

    const cancelled = await changePlan(user.token, 1);
    expect(cancelled.body).toMatchObject({ plan_id: 2, pending_plan_id: null });
    const ending = await subscription(user.token);
    expect(ending).toMatchObject({ cancel_at_period_end: true, next_invoice_at: null, next_invoice_amount: null });
    await advance(user.id, 'renew');
    expect(await subscription(user.token)).toMatchObject({ plan_id: 1, status: 'canceled', cancel_at_period_end: false });
    expect((await request(app.url, 'GET', '/api/me', { token: user.token })).body).toMatchObject({ plan_id: 1, pending_plan_id: null });
  });

  it('keeps the plan past due when a payment fails, until a payment succeeds', async () => {
    const user = await signUpUser(app.url);
    await buy(user.token, 2);
    await advance(user.id, 'payment_failed');
    expect(await subscription(user.token)).toMatchObject({ plan_id: 2, status: 'past_due' });
    await advance(user.id, 'renew');
    expect(await subscription(user.token)).toMatchObject({ plan_id: 2, status: 'active' });
  });

  it('sends users without a paid subscription to create-checkout, and resubscribes without a second trial', async () => {
    const user = await signUpUser(app.url);
    const refused = await changePlan(user.token, 2);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toContain('create-checkout');

    await buy(user.token, 2);
    expect((await request(app.url, 'POST', '/api/create-checkout', { token: user.token, body: { plan_id: 3 } })).status).toBe(400);
    await changePlan(user.token, 1);
    await advance(user.id, 'renew');
    expect((await changePlan(user.token, 3)).status).toBe(400);

    expect(await buy(user.token, 3)).toMatchObject({ planId: 3, trialDays: 0 });
    expect(await subscription(user.token)).toMatchObject({ plan_id: 3, status: 'active', trial_end: null });
  });

  it('lets a cancelled subscription be kept by choosing its plan again before the period ends', async () => {
    const user = await signUpUser(app.url);
    await buy(user.token, 2);
    await changePlan(user.token, 1);
    expect((await changePlan(user.token, 2)).body).toMatchObject({ plan_id: 2, pending_plan_id: null });
    expect(await subscription(user.token)).toMatchObject({ cancel_at_period_end: false, status: 'trialing' });
  });

  it('guards the sandbox actions: only admins advance periods, only the buyer sees a session, a session pays once', async () => {
    const user = await signUpUser(app.url);
    const other = await signUpUser(app.url);
    const checkout = (await request(app.url, 'POST', '/api/create-checkout', { token: user.token, body: { plan_id: 2 } })).body;
    const foreign = await graphql(app.url, 'query($id: String!) { sandboxCheckout(sessionId: $id) { planId } }', { id: checkout.sessionId }, other.token);
    expect(foreign.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const complete = 'mutation($id: String!) { completeSandboxCheckout(sessionId: $id) { planId } }';
    expect((await graphql(app.url, complete, { id: checkout.sessionId }, user.token)).errors).toBeUndefined();
    expect((await graphql(app.url, complete, { id: checkout.sessionId }, user.token)).errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect((await request(app.url, 'POST', `/api/users/${user.id}/billing-period`, { token: other.token, body: { outcome: 'renew' } })).status).toBe(403);
    expect((await request(app.url, 'POST', '/api/create-checkout', { token: user.token, body: { plan_id: 1 } })).status).toBe(400);
    expect((await request(app.url, 'POST', '/api/create-checkout', { body: { plan_id: 2 } })).status).toBe(401);
  });

  const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) => app.database.orm.em.fork().getConnection().execute<T[]>(query, params);
  const openCheckout = async (token: string, planId: number) => (await request(app.url, 'POST', '/api/create-checkout', { token, body: { plan_id: planId } })).body.sessionId as string;
  const checkoutPage = async (token: string, sessionId: string) =>
    (await graphql(app.url, 'query($id: String!) { sandboxCheckout(sessionId: $id) { trialDays completed expired } }', { id: sessionId }, token)).data?.sandboxCheckout;
  const pay = (token: string, sessionId: string) => graphql(app.url, 'mutation($id: String!) { completeSandboxCheckout(sessionId: $id) { planId status } }', { id: sessionId }, token);

  it('decides the trial when a checkout completes: a session opened before the first trial brings no second one', async () => {
    const user = await signUpUser(app.url);
    const [first, second, third] = [await openCheckout(user.token, 3), await openCheckout(user.token, 3), await openCheckout(user.token, 3)];
    expect(await checkoutPage(user.token, second)).toMatchObject({ trialDays: 14 });
    expect((await pay(user.token, first)).data.completeSandboxCheckout).toEqual({ planId: 3, status: 'trialing' });
    await changePlan(user.token, 1);
    await advance(user.id, 'renew');
    expect(await subscription(user.token)).toMatchObject({ plan_id: 1, status: 'canceled' });

    // The old sessions now offer no trial, and completing one bills the first month.
    expect(await checkoutPage(user.token, third)).toMatchObject({ trialDays: 0 });
    expect((await pay(user.token, second)).data.completeSandboxCheckout).toEqual({ planId: 3, status: 'active' });
    expect(await subscription(user.token)).toMatchObject({ plan_id: 3, status: 'active', trial_end: null });
    expect((await invoicesOf(user.token)).map(({ amount }) => amount)).toEqual([9900, 0]);
  });

  it('expires a checkout session after 24 hours and refuses to complete it', async () => {
    const user = await signUpUser(app.url);
    const sessionId = await openCheckout(user.token, 2);
    const [{ hours }] = await sql<{ hours: number }>('select extract(epoch from expires_at - created_at) / 3600 as hours from sandbox_checkout_sessions where id = ?', [sessionId]);
    expect(Number(hours)).toBe(24);
    expect(await checkoutPage(user.token, sessionId)).toMatchObject({ expired: false });

    await sql("update sandbox_checkout_sessions set expires_at = now() - interval '1 minute' where id = ?", [sessionId]);
    expect(await checkoutPage(user.token, sessionId)).toMatchObject({ expired: true, completed: false });
    const refused = await pay(user.token, sessionId);
    expect(refused.errors?.[0]).toMatchObject({ message: 'This checkout session has expired. Start again from the pricing page.', extensions: { code: 'BAD_USER_INPUT' } });
    expect(await subscription(user.token)).toMatchObject({ plan_id: 1, status: null });
    expect(await invoicesOf(user.token)).toEqual([]);
  });

  it('refuses to complete a second open checkout while a subscription is live', async () => {
    const user = await signUpUser(app.url);
    const [pro, agency] = [await openCheckout(user.token, 2), await openCheckout(user.token, 3)];
    expect((await pay(user.token, pro)).errors).toBeUndefined();
    const refused = await pay(user.token, agency);
    expect(refused.errors?.[0]).toMatchObject({
      message: 'You already have a subscription, so this checkout cannot be completed. Change plans on the pricing page.',
      extensions: { code: 'CONFLICT' },
    });
    const [{ count }] = await sql<{ count: number | string }>(
      'select count(*) as count from sandbox_subscriptions where customer_id = (select customer_id from subscriptions where user_id = ?)',
      [user.id],
    );
    expect(Number(count)).toBe(1);
    expect(await subscription(user.token)).toMatchObject({ plan_id: 2, status: 'trialing' });
    expect(await invoicesOf(user.token)).toHaveLength(1);

    // Two completions at once: exactly one goes through.
    const other = await signUpUser(app.url);
    const sessions = [await openCheckout(other.token, 2), await openCheckout(other.token, 3)];
    const outcomes = await Promise.all(sessions.map((sessionId) => pay(other.token, sessionId)));
    expect(outcomes.filter((outcome) => outcome.errors === undefined)).toHaveLength(1);
    expect(await invoicesOf(other.token)).toHaveLength(1);
  });

  it('plays Stripe’s immediate trial end and cancellation on a sandbox subscription', async () => {
    const user = await signUpUser(app.url);
    await buy(user.token, 2);
    const [{ external_id: id }] = await sql<{ external_id: string }>('select external_id from subscriptions where user_id = ?', [user.id]);
    const sandbox = new SandboxBillingProvider(app.database.orm.em.fork());
    const ended = await sandbox.endTrial(id);
    expect(ended).toMatchObject({ planId: 2, status: 'active' });
    expect(ended.currentPeriodEnd.getTime() - ended.currentPeriodStart.getTime()).toBeGreaterThanOrEqual(28 * DAY * 1000);
    expect(await sandbox.endTrial(id)).toEqual(ended);
    expect((await invoicesOf(user.token)).map(({ amount, status }) => [amount, status])).toEqual([
      [2900, 'paid'],
      [0, 'paid'],
    ]);
    expect(await sandbox.cancelAndRefund(id)).toBe(2900);
    expect(await sandbox.getSubscription(id)).toMatchObject({ status: 'canceled' });
  });

  it('renews on the day the billing started, on the month’s last day when a month is shorter (as Stripe does)', async () => {
    let now = new Date('2027-01-31T10:00:00Z');
    const sandbox = new SandboxBillingProvider(app.database.orm.em.fork(), () => now);
    const periodEnds = async (subscriptionId: string, renewals: number) => {
      const ends = [(await sandbox.getSubscription(subscriptionId)).currentPeriodEnd.toISOString()];
      for (let renewal = 0; renewal < renewals; renewal += 1) {
        await sandbox.advancePeriod(subscriptionId, 'renew');
        ends.push((await sandbox.getSubscription(subscriptionId)).currentPeriodEnd.toISOString());
      }
      return ends;
    };
    const subscribe = async (trialDays: number) => {
      const customerId = await sandbox.createCustomer();
      const { sessionId } = await sandbox.createCheckout({ customerId, planId: 2, trialDays });
      await sandbox.completeCheckout(sessionId, { trialAllowed: trialDays > 0 });
      return (await sandbox.subscriptionOfCheckout(sessionId))!;
    };

    expect(await periodEnds(await subscribe(0), 3)).toEqual(['2027-02-28T10:00:00.000Z', '2027-03-31T10:00:00.000Z', '2027-04-30T10:00:00.000Z', '2027-05-31T10:00:00.000Z']);

    // A trial's end anchors the billing; a payment that fails and then succeeds keeps the anchor.
    now = new Date('2028-01-17T10:00:00Z');
    const trialing = await subscribe(14);
    await sandbox.advancePeriod(trialing, 'renew');
    await sandbox.advancePeriod(trialing, 'payment_failed');
    expect(await periodEnds(trialing, 2)).toEqual(['2028-02-29T10:00:00.000Z', '2028-03-31T10:00:00.000Z', '2028-04-30T10:00:00.000Z']);
    const [invoice] = await sandbox.listInvoices((await sandbox.getSubscription(trialing)).customerId);
    expect(await sandbox.getInvoice(invoice.id)).toMatchObject({ periodStart: new Date('2028-03-31T10:00:00Z'), periodEnd: new Date('2028-04-30T10:00:00Z') });

    // Ending a trial early starts the billing then.
    now = new Date('2029-01-05T10:00:00Z');
    const endedEarly = await subscribe(14);
    now = new Date('2029-01-31T08:00:00Z');
    await sandbox.endTrial(endedEarly);
    expect(await periodEnds(endedEarly, 2)).toEqual(['2029-02-28T08:00:00.000Z', '2029-03-31T08:00:00.000Z', '2029-04-30T08:00:00.000Z']);
  });

  it('takes plan_id only as a number', async () => {
    const user = await signUpUser(app.url);
    for (const planId of [[2], '2', true, 2.5, null]) {
      for (const path of ['/api/create-checkout', '/api/change-plan']) {
        const refused = await request(app.url, 'POST', path, { token: user.token, body: { plan_id: planId } });
        expect([path, planId, refused.status, refused.body.error]).toEqual([path, planId, 400, 'plan_id must be 1, 2 or 3.']);
      }
    }
    const missing = await request(app.url, 'POST', '/api/create-checkout', { token: user.token, body: {} });
    expect([missing.status, missing.body.error]).toEqual([400, 'plan_id is required.']);
    expect(await sql('select id from subscriptions where user_id = ?', [user.id])).toEqual([]);
  });

  const invoicesQuery = 'query { billingInvoices { id number createdAt amount currency status url } }';
  const invoicesOf = async (token: string) => {
    const answer = await graphql(app.url, invoicesQuery, {}, token);
    expect(answer.errors).toBeUndefined();
    return answer.data.billingInvoices as { id: string; number: string; createdAt: string; amount: number; currency: string; status: string; url: string }[];
  };

  it('issues a sandbox invoice at checkout, at each renewal and for a failed payment, newest first', async () => {
    const user = await signUpUser(app.url);
    expect(await invoicesOf(user.token)).toEqual([]);
    expect((await request(app.url, 'GET', '/api/invoices', { token: user.token })).body).toEqual([]);

    await buy(user.token, 2);
    const [trialStart] = await invoicesOf(user.token);
    expect(trialStart).toMatchObject({ amount: 0, currency: 'usd', status: 'paid', number: expect.stringMatching(/^SANDBOX-[0-9A-F]{8}-0001$/) });
    expect(trialStart.url).toBe(`/billing/sandbox-invoice/${trialStart.id}`);

    await advance(user.id, 'renew');
    await changePlan(user.token, 3);
    await changePlan(user.token, 2);
    await advance(user.id, 'payment_failed');
    await advance(user.id, 'payment_failed');
    let invoices = await invoicesOf(user.token);
    expect(invoices.map(({ amount, status }) => [amount, status])).toEqual([
      [2900, 'open'],
      [2900, 'paid'],
      [0, 'paid'],
    ]);
    expect(invoices[0].number).toMatch(/-0003$/);

    // The retried payment succeeds: the open invoice is paid, no second one is issued for that period.
    await advance(user.id, 'renew');
    invoices = await invoicesOf(user.token);
    expect(invoices.map(({ amount, status }) => [amount, status])).toEqual([
      [2900, 'paid'],
      [2900, 'paid'],
      [0, 'paid'],
    ]);
    await advance(user.id, 'renew');
    expect((await invoicesOf(user.token))[0]).toMatchObject({ amount: 2900, status: 'paid', number: expect.stringMatching(/-0004$/) });

    const rest = await request(app.url, 'GET', '/api/invoices', { token: user.token });
    expect(rest.status).toBe(200);
    expect(rest.body).toHaveLength(4);
    expect(rest.body[3]).toEqual({ id: trialStart.id, number: trialStart.number, created_at: trialStart.createdAt, amount: 0, currency: 'usd', status: 'paid', url: trialStart.url });
    expect((await request(app.url, 'GET', '/api/invoices')).status).toBe(401);
  });

  it('bills the first month at checkout without a trial, and nothing once a cancelled subscription ends', async () => {
    const user = await signUpUser(app.url);
    await buy(user.token, 2);
    await changePlan(user.token, 1);
    await advance(user.id, 'renew');
    expect(await buy(user.token, 3)).toMatchObject({ trialDays: 0 });
    expect((await invoicesOf(user.token)).map(({ amount, status }) => [amount, status])).toEqual([
      [9900, 'paid'],
      [0, 'paid'],
    ]);
  });

  it('shows a sandbox invoice only to its customer, saying SANDBOX', async () => {
    const user = await signUpUser(app.url);
    const other = await signUpUser(app.url);
    await buy(user.token, 2);
    const [invoice] = await invoicesOf(user.token);
    const query = 'query($id: ID!) { sandboxInvoice(id: $id) { id number amount status planId periodStart periodEnd provider } }';

    const own = await graphql(app.url, query, { id: invoice.id }, user.token);
    expect(own.errors).toBeUndefined();
    expect(own.data.sandboxInvoice).toMatchObject({ id: invoice.id, number: invoice.number, amount: 0, status: 'paid', planId: 2, provider: 'SANDBOX' });
    expect(new Date(own.data.sandboxInvoice.periodEnd).getTime() - new Date(own.data.sandboxInvoice.periodStart).getTime()).toBe(14 * DAY * 1000);

    const foreign = await graphql(app.url, query, { id: invoice.id }, other.token);
    expect(foreign.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(foreign.data).toBeNull();
    const anonymous = await graphql(app.url, query, { id: invoice.id });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('tells an open billing page over graphql-ws when the provider changes the subscription', async () => {
    const user = await signUpUser(app.url);
    await buy(user.token, 2);
    const client = createClient({ url: `${app.url.replace('http', 'ws')}/graphql`, webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${user.token}` }, retryAttempts: 0 });
    const seen: { planId: number; status: string }[] = [];
    const pastDue = new Promise<void>((resolve, reject) => {
      client.subscribe<{ subscriptionUpdated: { planId: number; status: string } }>(
        { query: 'subscription { subscriptionUpdated { planId status } }' },
        {
          next: (value) => {
            if (value.data) seen.push(value.data.subscriptionUpdated);
            if (value.data?.subscriptionUpdated.status === 'past_due') resolve();
          },
          error: reject,
          complete: () => reject(new Error('subscription ended')),
        },
      );
    });
    try {
      // Keeping the current plan republishes the state; repeat it until the subscription is listening.
      while (seen.length === 0) await changePlan(user.token, 2);
      await advance(user.id, 'payment_failed');
      await pastDue;
      expect(seen.at(-1)).toEqual({ planId: 2, status: 'past_due' });
    } finally {
      await client.dispose();
    }
  });
});
