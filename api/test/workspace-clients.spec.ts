import { randomUUID } from 'node:crypto';
import { createUser, waitFor } from './support/factories';
import { request } from './support/http';
import { startTestApp, type TestApp } from './support/test-app';

const WORKSPACE = 'Rankcraft-Workspace';

describe('clients inside a workspace', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  const sql = (query: string, params: unknown[] = []) => app.database.orm.em.fork().getConnection().execute(query, params);
  const addMember = (workspaceId: string, userId: string, role: string) =>
    sql('insert into workspace_members (id, created_at, updated_at, workspace_id, user_id, role) values (?, now(), now(), ?, ?, ?)', [randomUUID(), workspaceId, userId, role]);
  const newWorkspace = async (token: string) => (await request(app.url, 'POST', '/api/workspaces', { token, body: { name: 'Agency' } })).body.id as string;
  const gql = async (token: string, query: string, variables: Record<string, unknown> = {}, workspaceId?: string) => {
    const answer = await request(app.url, 'POST', '/graphql', { token, headers: workspaceId ? { [WORKSPACE]: workspaceId } : {}, body: { query, variables } });
    return answer.body as { data: any; errors?: { message: string }[] };
  };

  it('lets owners and admins add, rename, budget and delete clients; members read them', async () => {
    const owner = await createUser(app, { plan: 'agency' });
    const admin = await createUser(app);
    const member = await createUser(app);
    const agency = await newWorkspace(owner.token);
    await addMember(agency, admin.id, 'admin');
    await addMember(agency, member.id, 'member');
    const clients = `/api/workspaces/${agency}/clients`;

    const acme = await request(app.url, 'POST', clients, { token: owner.token, body: { name: ' Acme Corp ', budgets: [{ kind: 'tracking', credits: 500 }, { kind: 'articles', credits: null }] } });
    expect(acme).toMatchObject({ status: 201, body: { id: expect.any(String), name: 'Acme Corp', budgets: [{ kind: 'tracking', credits: 500 }], createdAt: expect.any(String) } });
    const beta = await request(app.url, 'POST', clients, { token: admin.token, body: { name: 'Beta Ltd' } });
    expect(beta).toMatchObject({ status: 201, body: { name: 'Beta Ltd', budgets: [] } });

    // Names are unique in the workspace, ignoring case; bad input is refused with a message.
    expect(await request(app.url, 'POST', clients, { token: owner.token, body: { name: 'ACME corp' } })).toMatchObject({ status: 409, body: { error: 'A client named “ACME corp” already exists in this workspace.' } });
    expect(await request(app.url, 'POST', clients, { token: owner.token, body: { name: '' } })).toMatchObject({ status: 400, body: { error: 'Name is required.' } });
    expect(await request(app.url, 'POST', clients, { token: owner.token, body: { name: 'x'.repeat(101) } })).toMatchObject({ status: 400, body: { error: 'Name must be at most 100 characters.' } });
    expect(await request(app.url, 'POST', clients, { token: owner.token, body: { name: 'Gamma', budgets: [{ kind: 'tracking', credits: -1 }] } })).toMatchObject({
      status: 400,
      body: { error: 'A budget must be a whole number of credits, 0 or more, or none.' },
    });
    expect(await request(app.url, 'POST', clients, { token: owner.token, body: { name: 'Gamma', budgets: [{ kind: 'gold', credits: 1 }] } })).toMatchObject({ status: 400, body: { error: expect.stringMatching(/^Budget kind must be/) } });

    // Members read; they do not manage.
    expect(await request(app.url, 'GET', clients, { token: member.token })).toMatchObject({ status: 200, body: [{ name: 'Acme Corp' }, { name: 'Beta Ltd' }] });
    expect(await request(app.url, 'POST', clients, { token: member.token, body: { name: 'Mine' } })).toMatchObject({
      status: 403,
      body: { error: 'Only the owners and admins of a workspace can add, change or delete its clients.' },
    });

    // Rename keeps the budgets; budgets sent replace them; a rename onto another client's name is refused.
    const renamed = await request(app.url, 'PATCH', `${clients}/${acme.body.id}`, { token: admin.token, body: { name: 'Acme Corporation' } });
    expect(renamed).toMatchObject({ status: 200, body: { name: 'Acme Corporation', budgets: [{ kind: 'tracking', credits: 500 }] } });
    expect(await request(app.url, 'PATCH', `${clients}/${acme.body.id}`, { token: owner.token, body: { budgets: [{ kind: 'content_briefs', credits: 3 }] } })).toMatchObject({
      status: 200,
      body: { name: 'Acme Corporation', budgets: [{ kind: 'content_briefs', credits: 3 }] },
    });
    expect((await request(app.url, 'PATCH', `${clients}/${acme.body.id}`, { token: owner.token, body: { name: 'beta ltd' } })).status).toBe(409);
    expect(await request(app.url, 'PATCH', `${clients}/${randomUUID()}`, { token: owner.token, body: { name: 'Nobody' } })).toMatchObject({ status: 404, body: { error: 'Client not found.' } });

    // GraphQL has the same operations.
    const created = await gql(owner.token, 'mutation($w: ID!) { createWorkspaceClient(workspaceId: $w, name: "Delta", budgets: [{ kind: TRACKING, credits: 10 }]) { id name budgets { kind credits } } }', { w: agency });
    expect(created.errors).toBeUndefined();
    expect(created.data.createWorkspaceClient).toMatchObject({ name: 'Delta', budgets: [{ kind: 'TRACKING', credits: 10 }] });
    const updated = await gql(admin.token, 'mutation($w: ID!, $c: ID!) { updateWorkspaceClient(workspaceId: $w, clientId: $c, name: "Delta Group") { name budgets { credits } } }', { w: agency, c: created.data.createWorkspaceClient.id });
    expect(updated.data.updateWorkspaceClient).toEqual({ name: 'Delta Group', budgets: [{ credits: 10 }] });
    const refused = await gql(member.token, 'mutation($w: ID!, $c: ID!) { deleteWorkspaceClient(workspaceId: $w, clientId: $c) }', { w: agency, c: created.data.createWorkspaceClient.id });
    expect(refused.errors?.[0].message).toBe('Only the owners and admins of a workspace can add, change or delete its clients.');
    expect((await gql(owner.token, 'mutation($w: ID!, $c: ID!) { deleteWorkspaceClient(workspaceId: $w, clientId: $c) }', { w: agency, c: created.data.createWorkspaceClient.id })).data.deleteWorkspaceClient).toBe(true);
    const listed = await gql(member.token, 'query($w: ID!) { workspaceClients(workspaceId: $w) { name } }', { w: agency });
    expect(listed.data.workspaceClients).toEqual([{ name: 'Acme Corporation' }, { name: 'Beta Ltd' }]);

    expect((await request(app.url, 'DELETE', `${clients}/${beta.body.id}`, { token: admin.token })).status).toBe(204);
    expect((await request(app.url, 'GET', clients, { token: owner.token })).body.map((client: { name: string }) => client.name)).toEqual(['Acme Corporation']);

    // Every write is in the audit log (recorded once each answer is sent: the last one may still be on its way).
    const audit = await waitFor(async () => {
      const events = (await request(app.url, 'GET', `/api/workspaces/${agency}/audit?limit=1000`, { token: owner.token })).body as { action: string; actor: string }[];
      return events.some((event) => event.action === 'DELETE /api/workspaces/:id/clients/:clientId') ? events : undefined;
    });
    const actions = audit.map((event) => event.action);
    expect(actions.filter((action) => action === 'POST /api/workspaces/:id/clients')).toHaveLength(2);
    expect(actions).toEqual(expect.arrayContaining(['PATCH /api/workspaces/:id/clients/:clientId', 'DELETE /api/workspaces/:id/clients/:clientId', 'createWorkspaceClient', 'updateWorkspaceClient', 'deleteWorkspaceClient']));
  });

  it('keeps a workspace’s clients to it: another workspace answers "not found"', async () => {
    const owner = await createUser(app);
    const stranger = await createUser(app);
    const agency = await newWorkspace(owner.token);
    const acme = (await request(app.url, 'POST', `/api/workspaces/${agency}/clients`, { token: owner.token, body: { name: 'Acme' } })).body.id as string;
    expect(await request(app.url, 'GET', `/api/workspaces/${agency}/clients`, { token: stranger.token })).toMatchObject({ status: 404, body: { error: 'Workspace not found.' } });
    const theirs = await newWorkspace(stranger.token);
    expect(await request(app.url, 'PATCH', `/api/workspaces/${theirs}/clients/${acme}`, { token: stranger.token, body: { name: 'Mine now' } })).toMatchObject({ status: 404, body: { error: 'Client not found.' } });
    expect(await request(app.url, 'DELETE', `/api/workspaces/${theirs}/clients/${acme}`, { token: stranger.token })).toMatchObject({ status: 404, body: { error: 'Client not found.' } });
    expect((await request(app.url, 'GET', `/api/workspaces/${agency}/clients`, { token: owner.token })).body).toEqual([expect.objectContaining({ id: acme, name: 'Acme' })]);
  });

  it('groups tracking instances, reports and briefs under a client, filters lists by it, and ungroups them when the client goes', async () => {
    const owner = await createUser(app, { plan: 'agency' });
    const agency = await newWorkspace(owner.token);
    const inAgency = { token: owner.token, headers: { [WORKSPACE]: agency } };
    const addClient = async (name: string) => (await request(app.url, 'POST', `/api/workspaces/${agency}/clients`, { token: owner.token, body: { name } })).body.id as string;
    const acme = await addClient('Acme');
    const beta = await addClient('Beta');
    const instance = { name: 'Site', user_domain: 'acme.com', user_company_name: 'Acme', keywords: ['seo'] };

    // Instances: REST create and edit; a client of another workspace (or none at all) is "not found".
    const grouped = await request(app.url, 'POST', '/api/instances', { ...inAgency, body: { ...instance, clientId: acme } });
    expect(grouped).toMatchObject({ status: 201, body: { client_id: acme } });
    const loose = await request(app.url, 'POST', '/api/instances', { ...inAgency, body: instance });
    expect(loose).toMatchObject({ status: 201, body: { client_id: null } });
    const otherWorkspace = await newWorkspace(owner.token);
    const foreign = (await request(app.url, 'POST', `/api/workspaces/${otherWorkspace}/clients`, { token: owner.token, body: { name: 'Elsewhere' } })).body.id as string;
    for (const clientId of [foreign, randomUUID(), 'nope']) {
      expect(await request(app.url, 'POST', '/api/instances', { ...inAgency, body: { ...instance, clientId } })).toMatchObject({ status: 404, body: { error: 'Client not found.' } });
    }
    expect(await request(app.url, 'PUT', `/api/instances/${loose.body.id}`, { ...inAgency, body: { ...instance, clientId: foreign } })).toMatchObject({ status: 404, body: { error: 'Client not found.' } });
    expect(await request(app.url, 'PUT', `/api/instances/${loose.body.id}`, { ...inAgency, body: { ...instance, clientId: beta } })).toMatchObject({ status: 200, body: { client_id: beta } });
    // An edit that leaves the client out keeps it; null ungroups.
    expect(await request(app.url, 'PUT', `/api/instances/${loose.body.id}`, { ...inAgency, body: { ...instance, name: 'Renamed' } })).toMatchObject({ status: 200, body: { client_id: beta } });
    expect(await request(app.url, 'PUT', `/api/instances/${loose.body.id}`, { ...inAgency, body: { ...instance, clientId: null } })).toMatchObject({ status: 200, body: { client_id: null } });
    // GraphQL: the field on the input and the type, and the list filter.
    const viaGraphql = await gql(owner.token, 'mutation($input: CreateTrackingInstanceInput!) { createTrackingInstance(input: $input) { id clientId } }', { input: { name: 'Beta site', userDomain: 'beta.com', userCompanyName: 'Beta', keywords: ['crm'], clientId: beta } }, agency);
    expect(viaGraphql.errors).toBeUndefined();
    expect(viaGraphql.data.createTrackingInstance.clientId).toBe(beta);
    expect((await request(app.url, 'GET', `/api/instances?clientId=${acme}`, inAgency)).body.map((row: { id: string }) => row.id)).toEqual([grouped.body.id]);
    expect((await request(app.url, 'GET', '/api/instances', inAgency)).body).toHaveLength(3);
    expect(await request(app.url, 'GET', `/api/instances?clientId=${foreign}`, inAgency)).toMatchObject({ status: 404, body: { error: 'Client not found.' } });
    const betaInstances = await gql(owner.token, 'query($c: ID) { trackingInstances(clientId: $c) { id clientId } }', { c: beta }, agency);
    expect(betaInstances.data.trackingInstances).toEqual([{ id: viaGraphql.data.createTrackingInstance.id, clientId: beta }]);

    // Reports: the same field, on create and edit, and the list filter.
    const reportBody = { name: 'Monthly', client: 'Acme Corp', range: { preset: 'last-7-days' }, sections: [{ kind: 'tracker-summary', instanceId: grouped.body.id }] };
    const report = await request(app.url, 'POST', '/api/reports', { ...inAgency, body: { ...reportBody, clientId: acme } });
    expect(report).toMatchObject({ status: 201, body: { clientId: acme } });
    expect(await request(app.url, 'POST', '/api/reports', { ...inAgency, body: { ...reportBody, clientId: foreign } })).toMatchObject({ status: 404, body: { error: 'Client not found.' } });
    const otherReport = await gql(owner.token, 'mutation($input: ReportInput!) { createReport(input: $input) { id clientId } }', { input: { ...reportBody, name: 'Loose' } }, agency);
    expect(otherReport.data.createReport.clientId).toBeNull();
    expect((await request(app.url, 'GET', `/api/reports?clientId=${acme}`, inAgency)).body.map((row: { id: string }) => row.id)).toEqual([report.body.id]);
    const updated = await gql(owner.token, 'mutation($id: ID!, $input: ReportInput!) { updateReport(id: $id, input: $input) { clientId } }', { id: otherReport.data.createReport.id, input: { ...reportBody, clientId: beta } }, agency);
    expect(updated.data.updateReport.clientId).toBe(beta);
    expect((await gql(owner.token, 'query($c: ID) { reports(clientId: $c) { id } }', { c: beta }, agency)).data.reports).toEqual([{ id: otherReport.data.createReport.id }]);

    // Briefs: grouped when started, regrouped after.
    const brief = await request(app.url, 'POST', '/api/content-briefs', { ...inAgency, body: { keyword: 'crm software', clientId: acme } });
    expect(brief.status).toBe(202);
    expect(await request(app.url, 'GET', `/api/content-briefs/${brief.body.id}`, inAgency)).toMatchObject({ status: 200, body: { clientId: acme } });
    expect(await request(app.url, 'PATCH', `/api/content-briefs/${brief.body.id}`, { ...inAgency, body: { clientId: foreign } })).toMatchObject({ status: 404, body: { error: 'Client not found.' } });
    expect(await request(app.url, 'PATCH', `/api/content-briefs/${brief.body.id}`, { ...inAgency, body: { clientId: beta } })).toMatchObject({ status: 200, body: { clientId: beta } });
    const regrouped = await gql(owner.token, 'mutation($id: ID!, $c: ID) { updateContentBrief(id: $id, clientId: $c) { clientId } }', { id: brief.body.id, c: acme }, agency);
    expect(regrouped.data.updateContentBrief.clientId).toBe(acme);

    // Deleting a client ungroups its projects; none is deleted.
    expect((await request(app.url, 'DELETE', `/api/workspaces/${agency}/clients/${acme}`, { token: owner.token })).status).toBe(204);
    expect(await request(app.url, 'GET', `/api/instances/${grouped.body.id}/latest`, inAgency)).toMatchObject({ status: 200 });
    expect((await request(app.url, 'GET', '/api/instances', inAgency)).body.find((row: { id: string }) => row.id === grouped.body.id)).toMatchObject({ client_id: null });
    expect(await request(app.url, 'GET', `/api/reports/${report.body.id}`, inAgency)).toMatchObject({ status: 200, body: { clientId: null } });
    expect(await request(app.url, 'GET', `/api/content-briefs/${brief.body.id}`, inAgency)).toMatchObject({ status: 200, body: { clientId: null } });
  });
});
