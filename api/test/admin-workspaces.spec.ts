import { randomUUID } from 'node:crypto';
import { User } from '../src/modules/auth/user.entity';
import { CreditsService } from '../src/modules/billing/credits.service';
import { CreditKind } from '../src/modules/plans/credit-kind';
import { createUser } from './support/factories';
import { graphql, request, signInUser, uniqueEmail } from './support/http';
import { ADMIN, startTestApp, type TestApp } from './support/test-app';

const LIST = 'query($search: String, $page: Int) { adminWorkspaces(search: $search, page: $page) { total page pageSize items { id name personal ownerEmail planName members { total owners admins members clients } usage { kind used } } } }';

describe('the admin list of workspaces', () => {
  let app: TestApp;
  let adminToken: string;
  beforeAll(async () => {
    app = await startTestApp();
    adminToken = await signInUser(app.url, ADMIN.email, ADMIN.password);
  });
  afterAll(() => app.close());

  const sql = (query: string, params: unknown[] = []) => app.database.orm.em.fork().getConnection().execute(query, params);
  const addMember = (workspaceId: string, userId: string, role: string) =>
    sql('insert into workspace_members (id, created_at, updated_at, workspace_id, user_id, role) values (?, now(), now(), ?, ?, ?)', [randomUUID(), workspaceId, userId, role]);

  it('lists workspaces with owner, plan, members by role and this period’s credits used, searched by name or owner', async () => {
    const marker = randomUUID().slice(0, 8);
    const owner = await createUser(app, { plan: 'pro', email: uniqueEmail(`owner-${marker}`) });
    const agency = (await request(app.url, 'POST', '/api/workspaces', { token: owner.token, body: { name: `Northwind ${marker}` } })).body.id as string;
    for (const role of ['admin', 'member', 'member', 'client']) await addMember(agency, (await createUser(app)).id, role);
    const em = app.database.orm.em.fork();
    const payer = await em.findOneOrFail(User, { id: owner.id });
    await new CreditsService(em).spend(payer, CreditKind.KEYWORD_SEARCHES, 12, 'searches', { workspaceId: agency });
    await new CreditsService(em).spend(payer, CreditKind.TRACKING, 40, 'run', { workspaceId: agency });
    await new CreditsService(em).spend(payer, CreditKind.TRACKING, 5, 'personal-run');

    const byName = await graphql(app.url, LIST, { search: `northwind ${marker}` }, adminToken);
    expect(byName.errors).toBeUndefined();
    expect(byName.data.adminWorkspaces).toEqual({
      total: 1,
      page: 1,
      pageSize: 25,
      items: [
        {
          id: agency,
          name: `Northwind ${marker}`,
          personal: false,
          ownerEmail: owner.email,
          planName: 'Pro',
          members: { total: 5, owners: 1, admins: 1, members: 2, clients: 1 },
          usage: [
            { kind: 'TRACKING', used: 40 },
            { kind: 'KEYWORD_SEARCHES', used: 12 },
            { kind: 'ARTICLES', used: 0 },
            { kind: 'CONTENT_BRIEFS', used: 0 },
            { kind: 'AI_ANSWERS', used: 0 },
          ],
        },
      ],
    });

    // By the owner's email: their personal workspace and the agency, oldest first; over REST too.
    const byOwner = await request(app.url, 'GET', `/api/admin/workspaces?search=${encodeURIComponent(`owner-${marker}`)}`, { token: adminToken });
    expect(byOwner.status).toBe(200);
    expect(byOwner.body).toMatchObject({ total: 2, page: 1, page_size: 25 });
    expect(byOwner.body.items).toEqual([
      { id: expect.any(String), name: 'Personal', personal: true, owner_email: owner.email, plan: 'Pro', members: { total: 1, owners: 1, admins: 0, members: 0, clients: 0 }, usage: { tracking: 5, keyword_searches: 0, articles: 0, content_briefs: 0, ai_answers: 0 } },
      expect.objectContaining({ id: agency, members: expect.objectContaining({ total: 5 }), usage: { tracking: 40, keyword_searches: 12, articles: 0, content_briefs: 0, ai_answers: 0 } }),
    ]);
    // A search's wildcard characters match themselves.
    expect((await request(app.url, 'GET', '/api/admin/workspaces?search=%25%25', { token: adminToken })).body).toMatchObject({ total: 0, items: [] });
  });

  it('pages 25 at a time and counts every match on a page past the last', async () => {
    const marker = randomUUID().slice(0, 8);
    // Two owners: one may own 20 workspaces besides their personal one.
    const owners = [await createUser(app, { plan: 'agency' }), await createUser(app)];
    for (let index = 0; index < 27; index++) await request(app.url, 'POST', '/api/workspaces', { token: owners[index % 2].token, body: { name: `Paged ${marker} ${String(index).padStart(2, '0')}` } });
    const pageOf = async (page: number) => (await request(app.url, 'GET', `/api/admin/workspaces?search=${marker}&page=${page}`, { token: adminToken })).body;
    expect((await pageOf(1)).items).toHaveLength(25);
    const second = await pageOf(2);
    expect(second).toMatchObject({ total: 27, page: 2 });
    expect(second.items.map((workspace: { name: string }) => workspace.name)).toEqual([`Paged ${marker} 25`, `Paged ${marker} 26`]);
    expect(await pageOf(3)).toEqual({ items: [], total: 27, page: 3, page_size: 25 });
    expect(await request(app.url, 'GET', '/api/admin/workspaces?page=0', { token: adminToken })).toMatchObject({ status: 400, body: { error: 'Page must be a whole number from 1 to 10,000.' } });
    expect(await request(app.url, 'GET', '/api/admin/workspaces?page=two', { token: adminToken })).toMatchObject({ status: 400, body: { error: 'Page must be a whole number from 1 to 10,000.' } });
  });

  it('is for admins only, on REST and GraphQL', async () => {
    const user = await createUser(app, { plan: 'agency' });
    expect(await request(app.url, 'GET', '/api/admin/workspaces', { token: user.token })).toMatchObject({ status: 403 });
    expect((await request(app.url, 'GET', '/api/admin/workspaces')).status).toBe(401);
    const refused = await graphql(app.url, LIST, {}, user.token);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
