import { randomUUID } from 'node:crypto';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { createUser } from './support/factories';
import { request, signUpUser, uniqueEmail } from './support/http';
import { startTestApp, type TestApp } from './support/test-app';

const WORKSPACE = 'Rankcraft-Workspace';
const SCOPE = 'Client viewers see only their client’s keyword tracking and reports.';

describe('client viewers', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  const sql = (query: string, params: unknown[] = []) => app.database.orm.em.fork().getConnection().execute(query, params);
  const inWorkspace = (token: string, workspaceId: string) => ({ token, headers: { [WORKSPACE]: workspaceId } });
  const gql = async (token: string, workspaceId: string, query: string, variables: Record<string, unknown> = {}) =>
    (await request(app.url, 'POST', '/graphql', { ...inWorkspace(token, workspaceId), body: { query, variables } })).body as { data: any; errors?: { message: string }[] };
  const ids = (rows: { id: string }[]) => rows.map((row) => row.id).sort();

  /** An Agency workspace with clients Acme and Beta, an instance and a report of each, an unassigned instance, and a client viewer of Acme who joined by invitation. */
  async function agencyWithViewer() {
    const owner = await createUser(app, { plan: 'agency' });
    const workspaceId = (await request(app.url, 'POST', '/api/workspaces', { token: owner.token, body: { name: 'Agency' } })).body.id as string;
    const asOwner = inWorkspace(owner.token, workspaceId);
    const client = async (name: string) => (await request(app.url, 'POST', `/api/workspaces/${workspaceId}/clients`, { token: owner.token, body: { name } })).body.id as string;
    const acme = await client('Acme');
    const beta = await client('Beta');
    const instance = async (clientId: string | null) =>
      (await request(app.url, 'POST', '/api/instances', { ...asOwner, body: { name: 'Site', user_domain: 'site.com', user_company_name: 'Site', keywords: ['seo'], clientId } })).body.id as string;
    const acmeSite = await instance(acme);
    const betaSite = await instance(beta);
    const looseSite = await instance(null);
    const report = async (instanceId: string, clientId: string) =>
      (await request(app.url, 'POST', '/api/reports', { ...asOwner, body: { name: 'Monthly', client: 'Client', range: { preset: 'last-7-days' }, sections: [{ kind: 'tracker-summary', instanceId }], clientId } })).body.id as string;
    const acmeReport = await report(acmeSite, acme);
    const betaReport = await report(betaSite, beta);
    const shareLink = await request(app.url, 'POST', `/api/reports/${acmeReport}/share-links`, { ...asOwner, body: {} });
    expect(shareLink.status).toBe(201);

    const email = uniqueEmail('client');
    const invited = await request(app.url, 'POST', `/api/workspaces/${workspaceId}/invitations`, { token: owner.token, body: { email, role: 'client', clientId: acme } });
    expect(invited).toMatchObject({ status: 201, body: { role: 'client' } });
    const viewer = await signUpUser(app.url, { email });
    const accepted = await request(app.url, 'POST', `/api/invitations/${invited.body.url.split('/').pop()}/accept`, { token: viewer.token });
    expect(accepted).toMatchObject({ status: 200, body: { workspaceId, role: 'client' } });
    return { owner, workspaceId, acme, beta, acmeSite, betaSite, looseSite, acmeReport, betaReport, viewer, asViewer: inWorkspace(viewer.token, workspaceId) };
  }

  it('invites a client viewer for one client of the workspace, the binding carried to the membership', async () => {
    const owner = await createUser(app, { plan: 'agency' });
    const workspaceId = (await request(app.url, 'POST', '/api/workspaces', { token: owner.token, body: { name: 'Agency' } })).body.id as string;
    const acme = (await request(app.url, 'POST', `/api/workspaces/${workspaceId}/clients`, { token: owner.token, body: { name: 'Acme' } })).body.id as string;
    const elsewhere = (await request(app.url, 'POST', '/api/workspaces', { token: owner.token, body: { name: 'Other' } })).body.id as string;
    const foreign = (await request(app.url, 'POST', `/api/workspaces/${elsewhere}/clients`, { token: owner.token, body: { name: 'Foreign' } })).body.id as string;
    const invite = (body: Record<string, unknown>) => request(app.url, 'POST', `/api/workspaces/${workspaceId}/invitations`, { token: owner.token, body: { email: uniqueEmail(), ...body } });

    expect(await invite({ role: 'client' })).toMatchObject({ status: 400, body: { error: 'Choose the client this client viewer will see.' } });
    expect(await invite({ role: 'client', clientId: foreign })).toMatchObject({ status: 404, body: { error: 'Client not found.' } });
    const graphqlInvite = await gql(owner.token, workspaceId, 'mutation($w: ID!, $e: String!, $c: ID) { inviteToWorkspace(workspaceId: $w, email: $e, role: client, clientId: $c) { role clientId } }', { w: workspaceId, e: uniqueEmail(), c: acme });
    expect(graphqlInvite.data.inviteToWorkspace).toEqual({ role: 'client', clientId: acme });

    // On Agency, client viewers take no seat: a full workspace still takes one, and not another member.
    for (let seat = 1; seat < 10; seat += 1) {
      const user = await createUser(app);
      await sql('insert into workspace_members (id, created_at, updated_at, workspace_id, user_id, role) values (?, now(), now(), ?, ?, ?)', [randomUUID(), workspaceId, user.id, 'member']);
    }
    expect(await invite({ role: 'member' })).toMatchObject({ status: 409, body: { error: expect.stringMatching(/^The Agency plan includes 10 seats/) } });
    const email = uniqueEmail();
    const invited = await request(app.url, 'POST', `/api/workspaces/${workspaceId}/invitations`, { token: owner.token, body: { email, role: 'client', clientId: acme } });
    expect(invited.status).toBe(201);
    const viewer = await signUpUser(app.url, { email });
    expect((await request(app.url, 'POST', `/api/invitations/${invited.body.url.split('/').pop()}/accept`, { token: viewer.token })).body).toEqual({ workspaceId, role: 'client' });
    const members = await gql(owner.token, workspaceId, 'query($w: ID!) { workspaceMembers(workspaceId: $w) { userId role clientId } }', { w: workspaceId });
    expect(members.data.workspaceMembers).toContainEqual({ userId: viewer.id, role: 'client', clientId: acme });
    // Making them a member would need a seat the workspace does not have.
    expect((await request(app.url, 'PUT', `/api/workspaces/${workspaceId}/members/${viewer.id}`, { token: owner.token, body: { role: 'member' } })).status).toBe(409);
  });

  it('shows a client viewer only their client’s instances, tracker reads, reports and share links, over REST', async () => {
    const { viewer, asViewer, acme, beta, acmeSite, betaSite, looseSite, acmeReport, betaReport, workspaceId } = await agencyWithViewer();

    expect(ids((await request(app.url, 'GET', '/api/instances', asViewer)).body)).toEqual([acmeSite]);
    expect(ids((await request(app.url, 'GET', `/api/instances?clientId=${acme}`, asViewer)).body)).toEqual([acmeSite]);
    expect(await request(app.url, 'GET', `/api/instances?clientId=${beta}`, asViewer)).toMatchObject({ status: 404, body: { error: 'Client not found.' } });
    for (const path of ['latest', 'results', 'cannibalisation', 'keywords.csv']) {
      expect({ path, status: (await request(app.url, 'GET', `/api/instances/${acmeSite}/${path}`, asViewer)).status }).toEqual({ path, status: 200 });
      for (const other of [betaSite, looseSite]) expect(await request(app.url, 'GET', `/api/instances/${other}/${path}`, asViewer)).toMatchObject({ status: 404, body: { error: 'Tracking instance not found.' } });
    }
    expect(ids((await request(app.url, 'GET', '/api/reports', asViewer)).body)).toEqual([acmeReport]);
    expect((await request(app.url, 'GET', `/api/reports/${acmeReport}`, asViewer)).status).toBe(200);
    expect((await request(app.url, 'GET', `/api/reports/${acmeReport}/html`, asViewer)).status).toBe(200);
    expect((await request(app.url, 'GET', `/api/reports/${acmeReport}/share-links`, asViewer)).body).toHaveLength(1);
    expect(await request(app.url, 'GET', `/api/reports/${betaReport}`, asViewer)).toMatchObject({ status: 404 });
    expect(await request(app.url, 'GET', `/api/reports/${betaReport}/share-links`, asViewer)).toMatchObject({ status: 404 });
    // Their own client, and no other.
    expect((await request(app.url, 'GET', `/api/workspaces/${workspaceId}/clients`, asViewer)).body).toEqual([expect.objectContaining({ id: acme, name: 'Acme' })]);

    // Every other kind of record is closed, never shown.
    for (const path of ['/api/webhooks', '/api/api-tokens', '/api/notifications', '/api/brand-kits', `/api/workspaces/${workspaceId}/members`, `/api/workspaces/${workspaceId}/audit`]) {
      const answer = await request(app.url, 'GET', path, asViewer);
      expect([403, 404]).toContain(answer.status);
      expect(answer.body).toHaveProperty('error');
    }
    expect(await request(app.url, 'GET', `/api/instances/${acmeSite}/alert-rules`, asViewer)).toMatchObject({ status: 403, body: { error: SCOPE } });
    // Writes stay refused.
    expect(await request(app.url, 'POST', `/api/instances/${acmeSite}/run`, asViewer)).toMatchObject({ status: 403, body: { error: 'Client viewers can look but not change anything.' } });
    expect((await request(app.url, 'GET', '/api/instances', { token: viewer.token })).status).toBe(200);
  });

  it('does the same over GraphQL and graphql-ws', async () => {
    const { viewer, workspaceId, acmeSite, betaSite, looseSite, acmeReport, betaReport, owner } = await agencyWithViewer();
    const read = (query: string, variables: Record<string, unknown> = {}) => gql(viewer.token, workspaceId, query, variables);

    expect((await read('{ trackingInstances { id } }')).data.trackingInstances).toEqual([{ id: acmeSite }]);
    expect((await read('query($id: ID!) { trackingInstance(id: $id) { id } }', { id: acmeSite })).data.trackingInstance).toEqual({ id: acmeSite });
    expect((await read('query($id: ID!) { trackerReport(instanceId: $id) { instanceId } }', { id: acmeSite })).errors).toBeUndefined();
    for (const other of [betaSite, looseSite]) {
      expect((await read('query($id: ID!) { trackingInstance(id: $id) { id } }', { id: other })).errors?.[0].message).toBe('Tracking instance not found.');
      expect((await read('query($id: ID!) { trackerReport(instanceId: $id) { instanceId } }', { id: other })).errors?.[0].message).toBe('Tracking instance not found.');
    }
    expect((await read('{ reports { id } }')).data.reports).toEqual([{ id: acmeReport }]);
    expect((await read('query($id: ID!) { report(id: $id) { id } }', { id: betaReport })).errors?.[0].message).toBe('Report not found.');
    expect((await read('query($id: ID!) { reportShareLinks(reportId: $id) { id } }', { id: acmeReport })).data.reportShareLinks).toHaveLength(1);
    for (const query of ['{ articles { id } }', '{ webhooks { id } }', '{ myJobs { id } }', '{ apiTokens { id } }', '{ contentBriefs { id } }']) {
      const answer = await read(query);
      // Closed (an error) or empty: never another client's or the workspace's data.
      if (answer.errors) expect(answer.errors[0].message).toBe(SCOPE);
      else expect(Object.values(answer.data)[0]).toEqual([]);
    }
    expect((await read('mutation($id: ID!) { runTrackingInstance(id: $id) { id } }', { id: acmeSite })).errors?.[0].message).toBe('Client viewers can look but not change anything.');
    // The header's bell reads none unread: the workspace's alerts are its members'.
    expect((await read('{ unreadNotificationCount }')).data).toEqual({ unreadNotificationCount: 0 });
    // The tracker screen's other reads: no credits of the workspace, the instance's tags.
    expect((await read('{ creditUsage { kind } }')).data).toEqual({ creditUsage: [] });
    expect((await read('query($id: ID!) { trackingKeywordTags(instanceId: $id) { tag } }', { id: acmeSite })).errors).toBeUndefined();

    // A job of the workspace (a run of Acme's instance) is not theirs to follow, nor are the workspace's alerts.
    const run = await request(app.url, 'POST', `/api/instances/${acmeSite}/run`, { token: owner.token, headers: { [WORKSPACE]: workspaceId } });
    expect(run.status).toBeLessThan(300);
    const socket = createClient({ url: `${app.url.replace('http', 'ws')}/graphql`, webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${viewer.token}`, workspaceId }, retryAttempts: 0 });
    const first = (query: string, variables: Record<string, unknown> = {}) =>
      new Promise<unknown>((resolve) => {
        const stop = socket.subscribe({ query, variables }, {
          next: (message) => {
            stop();
            resolve(message);
          },
          error: (error) => resolve(Array.isArray(error) ? { errors: error } : { closed: true }),
          complete: () => resolve({ complete: true }),
        });
      });
    // Refused on subscribe: an error, no event.
    expect(await first('subscription { notificationAdded { id } }')).toMatchObject({ errors: [{ message: SCOPE }] });
    expect(await first('subscription($id: ID!) { jobUpdated(jobId: $id) { id } }', { id: run.body.job_id })).toMatchObject({ errors: [{ message: SCOPE }] });
    await socket.dispose();
  });

  it('ends a client viewer’s access with their client', async () => {
    const { owner, workspaceId, acme, asViewer } = await agencyWithViewer();
    expect((await request(app.url, 'GET', '/api/instances', asViewer)).status).toBe(200);
    expect((await request(app.url, 'DELETE', `/api/workspaces/${workspaceId}/clients/${acme}`, { token: owner.token })).status).toBe(204);
    expect(await request(app.url, 'GET', '/api/instances', asViewer)).toMatchObject({ status: 404, body: { error: 'Workspace not found.' } });
  });
});
