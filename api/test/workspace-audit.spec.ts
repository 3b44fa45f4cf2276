import { createInstance, createUser, waitFor } from './support/factories';
import { graphql, request } from './support/http';
import { startTestApp, type TestApp } from './support/test-app';

const WORKSPACE = 'Rankcraft-Workspace';

describe('a workspace’s audit log', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  const sql = (query: string, params: unknown[] = []) => app.database.orm.em.fork().getConnection().execute(query, params);
  const audit = async (token: string, workspaceId: string, query = '') => {
    const answer = await request(app.url, 'GET', `/api/workspaces/${workspaceId}/audit${query}`, { token });
    expect(answer.status).toBe(200);
    return answer.body as { at: string; actor: string; role: string | null; via: string; action: string; target: string }[];
  };
  // A write is recorded once its answer is sent: a test reads the log when the rows it expects are there.
  const storedEvents = (workspaceId: string, count: number, action = '') =>
    waitFor(async () => {
      const rows = await sql("select created_at from workspace_audit_events where workspace_id = ? and action like '%' || ? || '%'", [workspaceId, action]);
      return rows.length >= count ? rows : undefined;
    });

  it('records every write with who, their role, from where and what, and every credit spend, for owners and admins to read', async () => {
    const owner = await createUser(app, { plan: 'agency' });
    const member = await createUser(app);
    const workspaceId = (await request(app.url, 'POST', '/api/workspaces', { token: owner.token, body: { name: 'Agency' } })).body.id as string;
    await sql(`insert into workspace_members (id, created_at, updated_at, workspace_id, user_id, role) values (gen_random_uuid(), now(), now(), ?, ?, 'member')`, [workspaceId, member.id]);
    const inAgency = (token: string) => ({ token, headers: { [WORKSPACE]: workspaceId } });

    // A member's write over REST, with the credits it spends; a write over GraphQL with an API token; a refused write.
    const created = await request(app.url, 'POST', '/api/instances', { ...inAgency(member.token), body: { name: 'Client', user_domain: 'client.com', user_company_name: 'Client', keywords: ['seo', 'crm'] } });
    const instanceId = created.body.id as string;
    expect((await request(app.url, 'POST', `/api/instances/${instanceId}/run`, inAgency(member.token))).status).toBeLessThan(300);
    const apiToken = (await request(app.url, 'POST', '/api/api-tokens', { ...inAgency(owner.token), body: { name: 'ci script' } })).body.token as string;
    const rule = await graphql(app.url, 'mutation($id: ID!) { createAlertRule(input: { instanceId: $id, kind: lost }) { id } }', { id: instanceId }, apiToken);
    expect(rule.errors).toBeUndefined();
    expect((await request(app.url, 'POST', '/api/instances', { ...inAgency(member.token), body: { name: '' } })).status).toBe(400);
    // Nothing of another workspace.
    await createInstance(app, owner.token);
    await Promise.all(['POST /api/instances', 'POST /api/instances/:id/run', 'createAlertRule'].map((action) => storedEvents(workspaceId, 1, action)));

    const events = await audit(owner.token, workspaceId);
    const byAction = (action: string) => events.filter((event) => event.action === action);
    expect(byAction('POST /api/instances')).toEqual([{ at: expect.any(String), actor: member.email, role: 'member', via: 'web app', action: 'POST /api/instances', target: '' }]);
    expect(byAction('POST /api/instances/:id/run')).toEqual([expect.objectContaining({ actor: member.email, role: 'member', target: `id=${instanceId}` })]);
    expect(byAction('createAlertRule')).toEqual([expect.objectContaining({ actor: owner.email, role: 'owner', via: 'API token “ci script”', target: expect.stringContaining(`instanceId=${instanceId}`) })]);
    // The run's credits: spent from the workspace owner's plan.
    expect(byAction('credits.spend')).toEqual([expect.objectContaining({ actor: owner.email, via: 'credit ledger', target: expect.stringMatching(/^2 tracking \(/) })]);
    expect(events.filter((event) => event.action === 'POST /api/instances')).toHaveLength(1);

    // Filtered, and as CSV.
    expect((await audit(owner.token, workspaceId, `?actor=${encodeURIComponent(member.email)}`)).every((event) => event.actor === member.email)).toBe(true);
    expect((await audit(owner.token, workspaceId, '?action=credits')).map((event) => event.action)).toEqual(['credits.spend']);
    expect(await audit(owner.token, workspaceId, `?from=${new Date(Date.now() + 60_000).toISOString()}`)).toEqual([]);
    expect(await request(app.url, 'GET', `/api/workspaces/${workspaceId}/audit?limit=0`, { token: owner.token })).toMatchObject({ status: 400, body: { error: 'Limit must be a number from 1 to 1000.' } });
    const csv = await fetch(`${app.url}/api/workspaces/${workspaceId}/audit.csv`, { headers: { authorization: `Bearer ${owner.token}` } });
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const lines = (await csv.text()).trim().split('\n');
    expect(lines[0]).toBe('At,Actor,Role,Via,Action,Target');
    expect(lines).toHaveLength(events.length + 1);

    // Members do not read it.
    expect(await request(app.url, 'GET', `/api/workspaces/${workspaceId}/audit`, { token: member.token })).toMatchObject({ status: 403, body: { error: 'Only the owners and admins of a workspace can read its audit log.' } });
    const overGraphQL = await graphql(app.url, 'query($w: ID!) { workspaceAudit(workspaceId: $w, action: "run") { actor action } }', { w: workspaceId }, owner.token);
    expect(overGraphQL.data.workspaceAudit).toEqual([{ actor: member.email, action: 'POST /api/instances/:id/run' }]);
  });

  it('keeps 400 days: older events are not shown, and the daily retention pass (not each write) deletes them', async () => {
    const owner = await createUser(app, { plan: 'agency' });
    const workspaceId = (await request(app.url, 'POST', '/api/workspaces', { token: owner.token, body: { name: 'Agency' } })).body.id as string;
    await request(app.url, 'POST', '/api/workspaces', { token: owner.token, body: { name: 'Second' } });
    await request(app.url, 'PUT', `/api/workspaces/${workspaceId}/members/${owner.id}`, { token: owner.token, body: { role: 'owner' } });
    await storedEvents(workspaceId, 1);
    expect(await audit(owner.token, workspaceId)).toHaveLength(1);
    await sql(`update workspace_audit_events set created_at = now() - interval '401 days' where workspace_id = ?`, [workspaceId]);
    expect(await audit(owner.token, workspaceId)).toEqual([]);
    await request(app.url, 'PUT', `/api/workspaces/${workspaceId}/members/${owner.id}`, { token: owner.token, body: { role: 'owner' } });
    expect(await storedEvents(workspaceId, 2)).toHaveLength(2);
    expect(await audit(owner.token, workspaceId)).toHaveLength(1);

    await app.deps.passes!.run('audit-retention');
    expect(await sql('select created_at from workspace_audit_events where workspace_id = ?', [workspaceId])).toHaveLength(1);
    expect(await audit(owner.token, workspaceId)).toHaveLength(1);
  });
});
