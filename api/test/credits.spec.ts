import { creditPeriodAt, CreditsService } from '../src/modules/billing/credits.service';
import { CreditKind } from '../src/modules/plans/credit-kind';
import { getPlanOrThrow } from '../src/modules/plans/plans';
import { User } from '../src/modules/auth/user.entity';
import { ADMIN, startTestApp, type TestApp } from './support/test-app';
import { createUser } from './support/factories';
import { graphql, request, signInUser, signUpUser } from './support/http';

const PRO_TRACKING = getPlanOrThrow(2).limits.monthlyTrackingCredits;
const AGENCY_TRACKING = getPlanOrThrow(3).limits.monthlyTrackingCredits;

describe('credits', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app?.close());

  const credits = () => new CreditsService(app.database.orm.em.fork());
  const userOf = async (id: string) => app.database.orm.em.fork().findOneOrFail(User, { id });
  const entries = async (userId: string) =>
    app.database.orm.em.fork().getConnection().execute<{ change: number; reason: string; reference: string | null }[]>(
      'select change, reason, reference from credit_entries where user_id = ? order by created_at, change',
      [userId],
    );

  it('spends up to the allowance under concurrent requests and never past it', async () => {
    const { id } = await signUpUser(app.url);
    const user = await userOf(id); // Free: 100 keyword searches a month
    const outcomes = await Promise.allSettled(Array.from({ length: 50 }, (_, i) => credits().spend(user, CreditKind.KEYWORD_SEARCHES, 3, `request-${i}`)));
    const spent = outcomes.filter((outcome) => outcome.status === 'fulfilled').length;
    expect(spent).toBe(33);
    for (const outcome of outcomes) {
      if (outcome.status === 'rejected') expect(outcome.reason).toMatchObject({ code: 'INSUFFICIENT_CREDITS', message: 'Insufficient keyword credits' });
    }
    const [usage] = (await credits().usage(user)).filter((row) => row.kind === CreditKind.KEYWORD_SEARCHES);
    expect(usage).toMatchObject({ used: 99, limit: 100, remaining: 1 });
    const ledger = await entries(id);
    expect(ledger).toHaveLength(33);
    expect(ledger.reduce((sum, entry) => sum + entry.change, 0)).toBe(-99);
  });

  it('refunds what a reference spent, once, however often it is asked', async () => {
    const { id } = await createUser(app, { plan: 'pro' });
    const user = await userOf(id);
    await credits().spend(user, CreditKind.TRACKING, 40, 'job-1');
    await credits().spend(user, CreditKind.TRACKING, 10, 'job-2');
    expect(await credits().refund(user, CreditKind.TRACKING, 25, 'job-1')).toBe(25);
    const again = await Promise.all([credits().refund(user, CreditKind.TRACKING, 25, 'job-1'), credits().refund(user, CreditKind.TRACKING, 25, 'job-1')]);
    expect(again.sort()).toEqual([0, 15]);
    expect(await credits().refund(user, CreditKind.TRACKING, 5, 'no-such-job')).toBe(0);
    const [tracking] = (await credits().usage(user)).filter((row) => row.kind === CreditKind.TRACKING);
    expect(tracking).toMatchObject({ used: 10, limit: PRO_TRACKING, remaining: PRO_TRACKING - 10 });
  });

  it('counts each period on its own', async () => {
    const { id } = await signUpUser(app.url);
    const user = await userOf(id);
    await credits().spend(user, CreditKind.KEYWORD_SEARCHES, 100, 'last-month', { now: new Date('2026-10-15T12:00:00Z') });
    await expect(credits().spend(user, CreditKind.KEYWORD_SEARCHES, 1, 'late', { now: new Date('2026-10-31T23:59:59Z') })).rejects.toMatchObject({ message: 'Insufficient keyword credits' });
    await credits().spend(user, CreditKind.KEYWORD_SEARCHES, 100, 'this-month', { now: new Date('2026-11-01T00:00:00Z') });
    expect(creditPeriodAt(new Date('2026-12-31T23:00:00Z'))).toEqual({ start: new Date('2026-12-01T00:00:00Z'), end: new Date('2027-01-01T00:00:00Z') });
  });

  it('leaves unlimited plans and admins unlimited, and reports usage over GraphQL', async () => {
    const agency = await createUser(app, { plan: 'agency' });
    await credits().spend(await userOf(agency.id), CreditKind.KEYWORD_SEARCHES, 1_000_000, 'bulk');
    const adminToken = await signInUser(app.url, ADMIN.email, ADMIN.password);
    const admin = await app.database.orm.em.fork().findOneOrFail(User, { email: ADMIN.email });
    await credits().spend(admin, CreditKind.TRACKING, 1_000_000, 'admin-run');

    const query = '{ creditUsage { kind used limit remaining periodStart periodEnd } }';
    const result = await graphql(app.url, query, undefined, agency.token);
    expect(result.data.creditUsage).toEqual([
      expect.objectContaining({ kind: 'TRACKING', used: 0, limit: AGENCY_TRACKING, remaining: AGENCY_TRACKING }),
      expect.objectContaining({ kind: 'KEYWORD_SEARCHES', used: 1_000_000, limit: null, remaining: null }),
      expect.objectContaining({ kind: 'ARTICLES', used: 0, limit: null, remaining: null }),
      expect.objectContaining({ kind: 'CONTENT_BRIEFS', used: 0, limit: 500, remaining: 500 }),
      expect.objectContaining({ kind: 'AI_ANSWERS', used: 0, limit: 93_000, remaining: 93_000 }),
    ]);
    expect((await graphql(app.url, query, undefined, adminToken)).data.creditUsage[0]).toMatchObject({ kind: 'TRACKING', used: 1_000_000, limit: null });
    expect((await graphql(app.url, query)).errors?.[0]).toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } });
  });

  /** Buys a plan on sandbox billing, as the sandbox checkout page does. */
  async function subscribe(token: string, planId: number) {
    const checkout = await request(app.url, 'POST', '/api/create-checkout', { token, body: { plan_id: planId } });
    await graphql(app.url, 'mutation($id: String!) { completeSandboxCheckout(sessionId: $id) { planId } }', { id: checkout.body.sessionId }, token);
    return (await request(app.url, 'GET', '/api/subscription', { token })).body;
  }

  it('counts paid plans in their billing period, resets at renewal and grants an upgrade’s allowance at once', async () => {
    const adminToken = await signInUser(app.url, ADMIN.email, ADMIN.password);
    const buyer = await signUpUser(app.url);
    await credits().spend(await userOf(buyer.id), CreditKind.KEYWORD_SEARCHES, 100, 'free-month');
    const subscription = await subscribe(buyer.token, 2);

    const [searches] = await credits().usage(await userOf(buyer.id)).then((rows) => rows.filter((row) => row.kind === CreditKind.KEYWORD_SEARCHES));
    expect(searches).toMatchObject({ used: 0, limit: 1000 });
    expect(Math.floor(searches.period.end.getTime() / 1000)).toBe(subscription.current_period_end);
    await credits().spend(await userOf(buyer.id), CreditKind.TRACKING, PRO_TRACKING - 1000, 'pro-runs');
    await expect(credits().spend(await userOf(buyer.id), CreditKind.TRACKING, 2000, 'too-many')).rejects.toMatchObject({ message: 'Insufficient tracking credits' });

    await request(app.url, 'POST', '/api/change-plan', { token: buyer.token, body: { plan_id: 3 } });
    await credits().spend(await userOf(buyer.id), CreditKind.TRACKING, 2000, 'agency-runs');
    const [tracking] = (await credits().usage(await userOf(buyer.id))).filter((row) => row.kind === CreditKind.TRACKING);
    expect(tracking).toMatchObject({ used: PRO_TRACKING + 1000, limit: AGENCY_TRACKING });

    await request(app.url, 'POST', `/api/users/${buyer.id}/billing-period`, { token: adminToken, body: { outcome: 'renew' } });
    const [renewed] = (await credits().usage(await userOf(buyer.id))).filter((row) => row.kind === CreditKind.TRACKING);
    expect(renewed).toMatchObject({ used: 0, limit: AGENCY_TRACKING });
    expect(renewed.period.start.getTime()).toBe(tracking.period.end.getTime());
  });

  it('lets admins grant credits with a reason, recorded in the ledger', async () => {
    const adminToken = await signInUser(app.url, ADMIN.email, ADMIN.password);
    const user = await signUpUser(app.url);
    const grant = { kind: 'articles', amount: 5, reason: 'Support ticket 42' };
    expect((await request(app.url, 'POST', `/api/users/${user.id}/credits`, { token: user.token, body: grant })).status).toBe(403);
    expect((await request(app.url, 'POST', `/api/users/${user.id}/credits`, { token: adminToken, body: { ...grant, amount: 0 } })).status).toBe(400);
    const granted = await request(app.url, 'POST', `/api/users/${user.id}/credits`, { token: adminToken, body: grant });
    expect(granted.body).toContainEqual({ kind: 'articles', used: 0, limit: 15, remaining: 15 });

    await credits().spend(await userOf(user.id), CreditKind.ARTICLES, 15, 'articles');
    await expect(credits().spend(await userOf(user.id), CreditKind.ARTICLES, 1, 'one-more')).rejects.toMatchObject({ message: 'Insufficient article credits' });
    const [entry] = await app.database.orm.em.fork().getConnection().execute("select change, note from credit_entries where user_id = ? and reason = 'grant'", [user.id]);
    expect(entry).toEqual({ change: 5, note: 'Support ticket 42' });

    for (const amount of [true, [7], '7', 2.5]) {
      const refused = await request(app.url, 'POST', `/api/users/${user.id}/credits`, { token: adminToken, body: { ...grant, amount } });
      expect([amount, refused.status, refused.body.error]).toEqual([amount, 400, 'amount must be a whole number.']);
    }
    const refusedMissing = await request(app.url, 'POST', `/api/users/${user.id}/credits`, { token: adminToken, body: { ...grant, amount: undefined } });
    expect([refusedMissing.status, refusedMissing.body.error]).toEqual([400, 'amount is required.']);
    expect(await app.database.orm.em.fork().getConnection().execute("select change from credit_entries where user_id = ? and reason = 'grant'", [user.id])).toHaveLength(1);

    const overGraphQL = await graphql(
      app.url,
      'mutation($id: ID!) { grantCredits(userId: $id, kind: TRACKING, amount: 10, reason: "Trial run") { kind limit } }',
      { id: user.id },
      adminToken,
    );
    expect(overGraphQL.data.grantCredits[0]).toEqual({ kind: 'TRACKING', limit: 10 });
  });

  it('reports credits_used and credit_limit of the users list from the ledger: this period’s keyword searches, grants included', async () => {
    const adminToken = await signInUser(app.url, ADMIN.email, ADMIN.password);
    const spender = await signUpUser(app.url);
    await credits().spend(await userOf(spender.id), CreditKind.KEYWORD_SEARCHES, 60, 'searches-1');
    await credits().spend(await userOf(spender.id), CreditKind.KEYWORD_SEARCHES, 40, 'searches-2');
    await credits().spend(await userOf(spender.id), CreditKind.ARTICLES, 3, 'articles');
    await credits().spend(await userOf(spender.id), CreditKind.KEYWORD_SEARCHES, 50, 'last-month', { now: new Date(Date.now() - 40 * 86_400_000) });
    const granter = await signUpUser(app.url);
    await request(app.url, 'POST', `/api/users/${granter.id}/credits`, { token: adminToken, body: { kind: 'keyword_searches', amount: 25, reason: 'Goodwill' } });
    const buyer = await signUpUser(app.url);
    await credits().spend(await userOf(buyer.id), CreditKind.KEYWORD_SEARCHES, 30, 'free-month');
    await subscribe(buyer.token, 2);
    await credits().spend(await userOf(buyer.id), CreditKind.KEYWORD_SEARCHES, 7, 'pro-period');

    const rest = await request(app.url, 'GET', '/api/users', { token: adminToken });
    const restOf = (id: string) => rest.body.find((row: { id: string }) => row.id === id);
    expect(restOf(spender.id)).toMatchObject({ credits_used: 100, credit_limit: 100 });
    expect(restOf(granter.id)).toMatchObject({ credits_used: 0, credit_limit: 125 });
    expect(restOf(buyer.id)).toMatchObject({ credits_used: 7, credit_limit: 1000 });
    expect(rest.body.find((row: { email: string }) => row.email === ADMIN.email)).toMatchObject({ credit_limit: null });

    const graph = await graphql(app.url, '{ users { id creditsUsed creditLimit } }', undefined, adminToken);
    expect(graph.data.users).toEqual(expect.arrayContaining([{ id: spender.id, creditsUsed: 100, creditLimit: 100 }, { id: buyer.id, creditsUsed: 7, creditLimit: 1000 }]));
    expect((await request(app.url, 'GET', '/api/me', { token: spender.token })).body).toMatchObject({ credits_used: 100, credit_limit: 100 });
    // A user's own balances, read apart from the list's: a paid plan's in its billing period, a grant in the month.
    expect((await graphql(app.url, '{ me { creditsUsed creditLimit } }', undefined, buyer.token)).data.me).toEqual({ creditsUsed: 7, creditLimit: 1000 });
    expect((await graphql(app.url, '{ me { creditsUsed creditLimit } }', undefined, granter.token)).data.me).toEqual({ creditsUsed: 0, creditLimit: 125 });
    expect((await graphql(app.url, '{ me { creditsUsed creditLimit } }', undefined, spender.token)).data.me).toEqual({ creditsUsed: 100, creditLimit: 100 });
  });

  it('gives a user their own credits used and limit wherever they are shown: me over GraphQL, sign-in and sign-up', async () => {
    const user = await signUpUser(app.url);
    expect((await graphql(app.url, '{ me { creditsUsed creditLimit } }', undefined, user.token)).data.me).toEqual({ creditsUsed: 0, creditLimit: 100 });
    await credits().spend(await userOf(user.id), CreditKind.KEYWORD_SEARCHES, 12, 'searches');
    const adminToken = await signInUser(app.url, ADMIN.email, ADMIN.password);
    await request(app.url, 'POST', `/api/users/${user.id}/credits`, { token: adminToken, body: { kind: 'keyword_searches', amount: 25, reason: 'Goodwill' } });

    expect((await graphql(app.url, '{ me { creditsUsed creditLimit } }', undefined, user.token)).data.me).toEqual({ creditsUsed: 12, creditLimit: 125 });
    expect((await graphql(app.url, '{ me { creditLimit } }', undefined, user.token)).data.me).toEqual({ creditLimit: 125 });
    expect((await request(app.url, 'POST', '/api/login', { body: { email: user.email, password: user.password } })).body).toMatchObject({ credits_used: 12, credit_limit: 125 });
    const signIn = await graphql(app.url, 'mutation ($input: SignInInput!) { signIn(input: $input) { user { creditsUsed creditLimit } } }', { input: { email: user.email, password: user.password } });
    expect(signIn.data.signIn.user).toEqual({ creditsUsed: 12, creditLimit: 125 });
    expect((await request(app.url, 'POST', '/api/signup', { body: { full_name: 'New', email: `new-${user.email}`, password: 'password-123' } })).body).toMatchObject({ credits_used: 0, credit_limit: 100 });
  });
});
