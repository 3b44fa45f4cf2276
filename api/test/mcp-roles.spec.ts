import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { createUser } from './support/factories';
import { request } from './support/http';
import { callTool, connectMcp } from './support/mcp-client';
import { startTestApp, type TestApp } from './support/test-app';

const CLIENT_READ_ONLY = 'Client viewers can look but not change anything.';
const WORKSPACE = 'Rankcraft-Workspace';

/**
 * /mcp is outside the REST surface the authorization matrix enumerates: this is its section. Each role of an
 * Agency workspace W calls with a token of W; the outsider with a token of their own workspace and W's ids.
 */
describe('MCP authorization by workspace role', () => {
  let app: TestApp;
  const clients: Client[] = [];
  const sql = (query: string, params: unknown[] = []) => app.database.orm.em.fork().getConnection().execute(query, params);
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.close()));
    await app.close();
  });

  /** A write token of `userId` in `workspaceId`, made as the Developer page makes one (a client viewer cannot make one there). */
  const tokenIn = async (userId: string, workspaceId: string) => {
    const secret = `rc_${randomBytes(32).toString('base64url')}`;
    await sql("insert into api_tokens (id, created_at, updated_at, user_id, workspace_id, name, role, token_hash) values (?, now(), now(), ?, ?, 'agent', 'write', ?)", [
      randomUUID(),
      userId,
      workspaceId,
      createHash('sha256').update(secret).digest('hex'),
    ]);
    const client = await connectMcp(app, secret);
    clients.push(client);
    return client;
  };

  it('lets the owner, admins and members read and quote writes, a client viewer read their client’s projects only, and the outsider nothing', async () => {
    const owner = await createUser(app, { plan: 'agency' });
    const [admin, member, viewer, outsider] = await Promise.all([createUser(app), createUser(app), createUser(app), createUser(app, { plan: 'agency' })]);
    const workspaceId = (await request(app.url, 'POST', '/api/workspaces', { token: owner.token, body: { name: 'Agency W' } })).body.id as string;
    const inW = { [WORKSPACE]: workspaceId };
    const clientId = (await request(app.url, 'POST', `/api/workspaces/${workspaceId}/clients`, { token: owner.token, body: { name: 'Acme' } })).body.id as string;
    for (const [account, role] of [[admin, 'admin'], [member, 'member'], [viewer, 'client']] as const) {
      const invited = await request(app.url, 'POST', `/api/workspaces/${workspaceId}/invitations`, { token: owner.token, body: { email: account.email, role, clientId: role === 'client' ? clientId : undefined } });
      expect(invited.status).toBe(201);
      const token = new URL(invited.body.url as string).pathname.split('/').pop();
      expect((await request(app.url, 'POST', `/api/invitations/${token}/accept`, { token: account.token })).status).toBe(200);
    }
    const made = async (body: Record<string, unknown>) => (await request(app.url, 'POST', '/api/instances', { token: owner.token, headers: inW, body: { user_domain: 'acme.com', user_company_name: 'Acme', keywords: ['seo tools'], ...body } })).body.id as string;
    const acme = await made({ name: 'Acme', clientId });
    const internal = await made({ name: 'Internal' });

    for (const [account, role] of [[owner, 'owner'], [admin, 'admin'], [member, 'member']] as const) {
      const client = await tokenIn(account.id, workspaceId);
      expect({ role, answer: (await callTool(client, 'tracker_instances', {})).data }).toMatchObject({ role, answer: { total: 2 } });
      expect({ role, answer: (await callTool(client, 'run_tracker', { instanceId: internal })).data }).toMatchObject({ role, answer: { credits: 1, confirm: expect.any(String) } });
    }

    const clientViewer = await tokenIn(viewer.id, workspaceId);
    expect((await callTool(clientViewer, 'tracker_instances', {})).data).toMatchObject({ total: 1, rows: [expect.objectContaining({ id: acme })] });
    expect((await callTool(clientViewer, 'tracker_summary', { instanceId: acme })).isError).toBe(false);
    expect(await callTool(clientViewer, 'tracker_summary', { instanceId: internal })).toMatchObject({ isError: true, text: expect.stringMatching(/not found/i) });
    expect(await callTool(clientViewer, 'run_tracker', { instanceId: acme })).toMatchObject({ isError: true, text: CLIENT_READ_ONLY });
    expect((await clientViewer.listResources()).resources.filter((resource) => resource.uri.startsWith('rankcraft://articles/'))).toEqual([]);

    const [{ personal_workspace_id: outsiderWorkspace }] = await sql('select personal_workspace_id from users where id = ?', [outsider.id]);
    const own = await tokenIn(outsider.id, String(outsiderWorkspace));
    expect((await callTool(own, 'tracker_instances', {})).data).toMatchObject({ total: 0 });
    for (const instanceId of [acme, internal]) {
      expect(await callTool(own, 'tracker_summary', { instanceId })).toMatchObject({ isError: true, text: expect.stringMatching(/not found/i) });
      expect(await callTool(own, 'run_tracker', { instanceId })).toMatchObject({ isError: true, text: expect.stringMatching(/not found/i) });
    }
    expect(Number((await sql('select count(*)::int as count from jobs where workspace_id = ?', [workspaceId]))[0].count)).toBe(0);
  });
});
