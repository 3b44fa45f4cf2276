import { randomUUID } from 'node:crypto';
import { createUser } from './support/factories';
import { graphql, request } from './support/http';
import { setPlan, startTestApp, type TestApp } from './support/test-app';

const WORKSPACE = 'Rankcraft-Workspace';
const API_NEEDS_AGENCY = { error: 'API access comes with the Agency plan.' };

/** API access comes with the plan of the workspace a token acts in (its owner's), not the token holder's own. */
describe('API access by the workspace’s plan', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  const sql = (query: string, params: unknown[] = []) => app.database.orm.em.fork().getConnection().execute(query, params);
  const addMember = (workspaceId: string, userId: string, role: string) =>
    sql('insert into workspace_members (id, created_at, updated_at, workspace_id, user_id, role) values (?, now(), now(), ?, ?, ?)', [randomUUID(), workspaceId, userId, role]);
  const workspaceOf = async (token: string, name: string): Promise<string> => (await request(app.url, 'POST', '/api/workspaces', { token, body: { name } })).body.id;
  const tokenIn = (token: string, workspaceId: string) => request(app.url, 'POST', '/api/api-tokens', { token, headers: { [WORKSPACE]: workspaceId }, body: { name: 'script' } });
  const apiAccessIn = async (token: string, workspaceId: string) => {
    const response = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, [WORKSPACE]: workspaceId },
      body: JSON.stringify({ query: '{ apiAccess }' }),
    });
    return ((await response.json()) as { data: { apiAccess: boolean } }).data.apiAccess;
  };

  it('lets a Free member of an Agency workspace make and use a token there, and not in their own workspace', async () => {
    const owner = await createUser(app, { plan: 'agency' });
    const member = await createUser(app);
    const agency = await workspaceOf(owner.token, 'Agency');
    await addMember(agency, member.id, 'member');

    expect(await apiAccessIn(member.token, agency)).toBe(true);
    const made = await tokenIn(member.token, agency);
    expect(made.status).toBe(201);
    expect((await request(app.url, 'GET', '/api/instances', { token: made.body.token })).status).toBe(200);
    expect((await graphql(app.url, '{ trackingInstances { id } }', undefined, made.body.token)).errors).toBeUndefined();

    expect((await request(app.url, 'POST', '/api/api-tokens', { token: member.token, body: { name: 'own' } }))).toMatchObject({ status: 403, body: API_NEEDS_AGENCY });
    expect((await graphql(app.url, '{ apiAccess }', undefined, member.token)).data).toEqual({ apiAccess: false });
  });

  it('refuses an Agency user’s token in a workspace on a Free owner’s plan, and any token once the owner leaves Agency', async () => {
    const freeOwner = await createUser(app);
    const agencyMember = await createUser(app, { plan: 'agency' });
    const shared = await workspaceOf(freeOwner.token, 'Side project');
    await addMember(shared, agencyMember.id, 'member');
    expect(await apiAccessIn(agencyMember.token, shared)).toBe(false);
    expect(await tokenIn(agencyMember.token, shared)).toMatchObject({ status: 403, body: API_NEEDS_AGENCY });

    // A token made while the owner was on Agency stops when the workspace's plan no longer has the API.
    await setPlan(app, freeOwner.id, 3);
    const made = await tokenIn(agencyMember.token, shared);
    expect(made.status).toBe(201);
    expect((await request(app.url, 'GET', '/api/instances', { token: made.body.token })).status).toBe(200);
    await setPlan(app, freeOwner.id, 1);
    expect(await request(app.url, 'GET', '/api/instances', { token: made.body.token })).toMatchObject({ status: 401 });
    // The holder's own Agency plan still serves their personal workspace.
    const own = await request(app.url, 'POST', '/api/api-tokens', { token: agencyMember.token, body: { name: 'own' } });
    expect((await request(app.url, 'GET', '/api/instances', { token: own.body.token })).status).toBe(200);
  });
});
