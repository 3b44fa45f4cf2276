import { randomUUID } from 'node:crypto';
import { CreditsService } from '../src/modules/billing/credits.service';
import { CreditKind } from '../src/modules/plans/credit-kind';
import { getPlanOrThrow } from '../src/modules/plans/plans';
import { User } from '../src/modules/auth/user.entity';
import { createUser } from './support/factories';
import { request } from './support/http';
import { startTestApp, type TestApp } from './support/test-app';

const WORKSPACE = 'Rankcraft-Workspace';
const FREE_SEARCHES = getPlanOrThrow(1).limits.monthlyKeywordSearches ?? 0;
const PRO_TRACKING = getPlanOrThrow(2).limits.monthlyTrackingCredits ?? 0;

/** Credits are counted per workspace and period, under the allowance of the workspace owner's plan. */
describe('credits per workspace', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  const credits = () => new CreditsService(app.database.orm.em.fork());
  const userOf = (id: string) => app.database.orm.em.fork().findOneOrFail(User, { id });
  const sql = <T extends object>(query: string, params: unknown[] = []) => app.database.orm.em.fork().getConnection().execute<T[]>(query, params);
  const addMember = (workspaceId: string, userId: string, role: string) =>
    sql('insert into workspace_members (id, created_at, updated_at, workspace_id, user_id, role) values (?, now(), now(), ?, ?, ?)', [randomUUID(), workspaceId, userId, role]);
  const newWorkspace = async (token: string, name: string): Promise<string> => (await request(app.url, 'POST', '/api/workspaces', { token, body: { name } })).body.id;
  const as = (token: string, workspaceId?: string): { token: string; headers: Record<string, string> } => ({ token, headers: workspaceId ? { [WORKSPACE]: workspaceId } : {} });
  /** One kind's figures as the GraphQL credits query answers them in `workspaceId` (the personal one without it). */
  const usageIn = async (token: string, kind: string, workspaceId?: string) => {
    const response = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...as(token, workspaceId).headers },
      body: JSON.stringify({ query: '{ creditUsage { kind used limit remaining } }' }),
    });
    const { data } = (await response.json()) as { data: { creditUsage: { kind: string; used: number; limit: number | null; remaining: number | null }[] } };
    return data.creditUsage.find((row) => row.kind === kind);
  };

  it('keeps two workspaces of one owner apart: each has the plan’s allowance', async () => {
    const owner = await createUser(app);
    const agency = await newWorkspace(owner.token, 'Agency');
    const payer = await userOf(owner.id);
    await credits().spend(payer, CreditKind.KEYWORD_SEARCHES, FREE_SEARCHES, 'personal-searches', { workspaceId: payer.personalWorkspaceId });
    await expect(credits().spend(payer, CreditKind.KEYWORD_SEARCHES, 1, 'one-more')).rejects.toMatchObject({ code: 'INSUFFICIENT_CREDITS' });
    await credits().spend(payer, CreditKind.KEYWORD_SEARCHES, 30, 'agency-searches', { workspaceId: agency });

    expect(await usageIn(owner.token, 'KEYWORD_SEARCHES')).toEqual({ kind: 'KEYWORD_SEARCHES', used: FREE_SEARCHES, limit: FREE_SEARCHES, remaining: 0 });
    expect(await usageIn(owner.token, 'KEYWORD_SEARCHES', agency)).toEqual({ kind: 'KEYWORD_SEARCHES', used: 30, limit: FREE_SEARCHES, remaining: FREE_SEARCHES - 30 });
    // The user's own figures (me, the admin list) are their personal workspace's.
    const me = await request(app.url, 'GET', '/api/me', { token: owner.token });
    expect(me.body).toMatchObject({ credits_used: FREE_SEARCHES });
  });

  it('lets a member spend the workspace’s credits, under its owner’s plan, not their own', async () => {
    const owner = await createUser(app, { plan: 'pro' });
    const member = await createUser(app);
    const agency = await newWorkspace(owner.token, 'Agency');
    await addMember(agency, member.id, 'member');
    const researched = await request(app.url, 'POST', '/api/keyword-stats', { ...as(member.token, agency), body: { keywords: ['seo tools', 'rank tracker'] } });
    expect(researched.status).toBe(200);

    const balances = await sql<{ workspace_id: string; used: number }>(
      `select workspace_id, used from credit_balances where kind = 'keyword_searches' and workspace_id in (?, ?, ?) order by used`,
      [agency, (await userOf(owner.id)).personalWorkspaceId, (await userOf(member.id)).personalWorkspaceId],
    );
    expect(balances).toEqual([{ workspace_id: agency, used: 2 }]);
    expect(await usageIn(member.token, 'KEYWORD_SEARCHES', agency)).toMatchObject({ used: 2, limit: getPlanOrThrow(2).limits.monthlyKeywordSearches });
    expect(await usageIn(member.token, 'KEYWORD_SEARCHES')).toMatchObject({ used: 0, limit: FREE_SEARCHES });
  });

  it('refunds to the workspace and period the spend was made in', async () => {
    const owner = await createUser(app, { plan: 'pro' });
    const agency = await newWorkspace(owner.token, 'Agency');
    const payer = await userOf(owner.id);
    await credits().spend(payer, CreditKind.TRACKING, 40, 'job-in-agency', { workspaceId: agency });
    await credits().spend(payer, CreditKind.TRACKING, 10, 'job-at-home');
    expect(await credits().refund(payer, CreditKind.TRACKING, 25, 'job-in-agency')).toBe(25);

    expect((await credits().usage(payer, agency)).find((row) => row.kind === CreditKind.TRACKING)).toMatchObject({ used: 15, remaining: PRO_TRACKING - 15 });
    expect((await credits().usage(payer)).find((row) => row.kind === CreditKind.TRACKING)).toMatchObject({ used: 10 });
    expect(await sql(`select reason, workspace_id from credit_entries where reference = 'job-in-agency' and user_id = ? order by reason desc`, [owner.id])).toEqual([
      { reason: 'spend', workspace_id: agency },
      { reason: 'refund', workspace_id: agency },
    ]);
  });

  it('never passes a workspace’s allowance under concurrent spends, and leaves the owner’s other workspace alone', async () => {
    const owner = await createUser(app);
    const agency = await newWorkspace(owner.token, 'Agency');
    const payer = await userOf(owner.id);
    const outcomes = await Promise.allSettled(Array.from({ length: 40 }, (_, i) => credits().spend(payer, CreditKind.KEYWORD_SEARCHES, 7, `burst-${i}`, { workspaceId: agency })));
    const spent = outcomes.filter((outcome) => outcome.status === 'fulfilled').length;
    expect(spent).toBe(Math.floor(FREE_SEARCHES / 7));
    expect((await credits().usage(payer, agency)).find((row) => row.kind === CreditKind.KEYWORD_SEARCHES)).toMatchObject({ used: spent * 7, limit: FREE_SEARCHES });
    expect((await credits().usage(payer)).find((row) => row.kind === CreditKind.KEYWORD_SEARCHES)).toMatchObject({ used: 0 });
  });
});
