import { CreditKind, creditPeriodAt, CreditsService } from '../src/modules/billing/credits.service';
import { User } from '../src/modules/auth/user.entity';
import { ADMIN, setPlan, startTestApp, type TestApp } from './support/test-app';
import { graphql, signInUser, signUpUser } from './support/http';

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
      if (outcome.status === 'rejected') expect(outcome.reason).toMatchObject({ code: 'BAD_USER_INPUT', message: 'Insufficient keyword credits' });
    }
    const [usage] = (await credits().usage(user)).filter((row) => row.kind === CreditKind.KEYWORD_SEARCHES);
    expect(usage).toMatchObject({ used: 99, limit: 100, remaining: 1 });
    const ledger = await entries(id);
    expect(ledger).toHaveLength(33);
    expect(ledger.reduce((sum, entry) => sum + entry.change, 0)).toBe(-99);
  });

  it('refunds what a reference spent, once, however often it is asked', async () => {
    const { id } = await signUpUser(app.url);
    await setPlan(app, id, 2);
    const user = await userOf(id);
    await credits().spend(user, CreditKind.TRACKING, 40, 'job-1');
    await credits().spend(user, CreditKind.TRACKING, 10, 'job-2');
    expect(await credits().refund(user, CreditKind.TRACKING, 25, 'job-1')).toBe(25);
    const again = await Promise.all([credits().refund(user, CreditKind.TRACKING, 25, 'job-1'), credits().refund(user, CreditKind.TRACKING, 25, 'job-1')]);
    expect(again.sort()).toEqual([0, 15]);
    expect(await credits().refund(user, CreditKind.TRACKING, 5, 'no-such-job')).toBe(0);
    const [tracking] = (await credits().usage(user)).filter((row) => row.kind === CreditKind.TRACKING);
    expect(tracking).toMatchObject({ used: 10, limit: 5000, remaining: 4990 });
  });

  it('counts each period on its own', async () => {
    const { id } = await signUpUser(app.url);
    const user = await userOf(id);
    await credits().spend(user, CreditKind.KEYWORD_SEARCHES, 100, 'last-month', new Date('2026-10-15T12:00:00Z'));
    await expect(credits().spend(user, CreditKind.KEYWORD_SEARCHES, 1, 'late', new Date('2026-10-31T23:59:59Z'))).rejects.toMatchObject({ message: 'Insufficient keyword credits' });
    await credits().spend(user, CreditKind.KEYWORD_SEARCHES, 100, 'this-month', new Date('2026-11-01T00:00:00Z'));
    expect(creditPeriodAt(new Date('2026-12-31T23:00:00Z'))).toEqual({ start: new Date('2026-12-01T00:00:00Z'), end: new Date('2027-01-01T00:00:00Z') });
  });

  it('leaves unlimited plans and admins unlimited, and reports usage over GraphQL', async () => {
    const agency = await signUpUser(app.url);
    await setPlan(app, agency.id, 3);
    await credits().spend(await userOf(agency.id), CreditKind.KEYWORD_SEARCHES, 1_000_000, 'bulk');
    const adminToken = await signInUser(app.url, ADMIN.email, ADMIN.password);
    const admin = await app.database.orm.em.fork().findOneOrFail(User, { email: ADMIN.email });
    await credits().spend(admin, CreditKind.TRACKING, 1_000_000, 'admin-run');

    const query = '{ creditUsage { kind used limit remaining periodStart periodEnd } }';
    const result = await graphql(app.url, query, undefined, agency.token);
    expect(result.data.creditUsage).toEqual([
      expect.objectContaining({ kind: 'TRACKING', used: 0, limit: 25000, remaining: 25000 }),
      expect.objectContaining({ kind: 'KEYWORD_SEARCHES', used: 1_000_000, limit: null, remaining: null }),
      expect.objectContaining({ kind: 'ARTICLES', used: 0, limit: null, remaining: null }),
    ]);
    expect((await graphql(app.url, query, undefined, adminToken)).data.creditUsage[0]).toMatchObject({ kind: 'TRACKING', used: 1_000_000, limit: null });
    expect((await graphql(app.url, query)).errors?.[0]).toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } });
  });
});
