import { randomUUID } from 'node:crypto';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { createInstance, createUser } from './support/factories';
import { graphql, request } from './support/http';
import { setPlan, startTestApp, type TestApp } from './support/test-app';

const WORKSPACE = 'Rankcraft-Workspace';
const NOT_FOUND = { error: 'Workspace not found.' };

describe('workspaces', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  const as = (token: string, workspaceId?: string): { token: string; headers: Record<string, string> } => ({ token, headers: workspaceId ? { [WORKSPACE]: workspaceId } : {} });
  const sql = (query: string, params: unknown[] = []) => app.database.orm.em.fork().getConnection().execute(query, params);
  const personalOf = async (token: string): Promise<string> => (await request(app.url, 'GET', '/api/workspaces', { token })).body[0].id;
  /** Makes `userId` a member of `workspaceId` (invitations come with their own endpoints). */
  const addMember = (workspaceId: string, userId: string, role: string) =>
    sql('insert into workspace_members (id, created_at, updated_at, workspace_id, user_id, role) values (?, now(), now(), ?, ?, ?)', [randomUUID(), workspaceId, userId, role]);

  it('gives every account a personal workspace it owns', async () => {
    const user = await createUser(app);
    const listed = await request(app.url, 'GET', '/api/workspaces', { token: user.token });
    expect(listed).toMatchObject({ status: 200, body: [{ id: expect.any(String), name: 'Personal', role: 'owner' }] });
    expect(Object.keys(listed.body[0]).sort()).toEqual(['id', 'name', 'role']);
  });

  it('creates workspaces with a name, refuses a blank one and lists them after the personal one', async () => {
    const user = await createUser(app);
    expect(await request(app.url, 'POST', '/api/workspaces', { token: user.token, body: { name: '  ' } })).toMatchObject({ status: 400, body: { error: 'Name is required.' } });
    const created = await request(app.url, 'POST', '/api/workspaces', { token: user.token, body: { name: 'Northwind Agency' } });
    expect(created).toMatchObject({ status: 201, body: { id: expect.any(String), name: 'Northwind Agency', role: 'owner' } });
    const listed = await request(app.url, 'GET', '/api/workspaces', { token: user.token });
    expect(listed.body.map((workspace: { name: string }) => workspace.name)).toEqual(['Personal', 'Northwind Agency']);
    const { data } = await graphql(app.url, '{ workspaces { id name role personal } }', undefined, user.token);
    expect(data.workspaces).toEqual([
      { id: listed.body[0].id, name: 'Personal', role: 'owner', personal: true },
      { id: created.body.id, name: 'Northwind Agency', role: 'owner', personal: false },
    ]);
  });

  it('keeps each workspace’s records to itself: another workspace’s record is "not found"', async () => {
    const user = await createUser(app, { plan: 'pro' });
    const agency = (await request(app.url, 'POST', '/api/workspaces', { token: user.token, body: { name: 'Agency' } })).body.id as string;
    const created = await request(app.url, 'POST', '/api/instances', { ...as(user.token, agency), body: { name: 'Client site', user_domain: 'client.com', user_company_name: 'Client', keywords: ['seo'] } });
    expect(created.status).toBe(201);
    const personalInstance = await createInstance(app, user.token);

    const inAgency = await request(app.url, 'GET', '/api/instances', as(user.token, agency));
    expect(inAgency.body.map((instance: { id: string }) => instance.id)).toEqual([created.body.id]);
    const inPersonal = await request(app.url, 'GET', '/api/instances', as(user.token));
    expect(inPersonal.body.map((instance: { id: string }) => instance.id)).toEqual([personalInstance]);
    expect((await request(app.url, 'GET', `/api/instances/${created.body.id}/latest`, as(user.token))).status).toBe(404);
    expect((await request(app.url, 'GET', `/api/instances/${created.body.id}/latest`, as(user.token, agency))).status).toBe(200);
    // GraphQL acts in the named workspace too.
    const { data } = await graphqlIn(app.url, user.token, agency, '{ trackingInstances { id } }');
    expect(data.trackingInstances).toEqual([{ id: created.body.id }]);
  });

  it('says which of the caller’s workspaces holds a record, so a link opens there; nothing to anyone else', async () => {
    const owner = await createUser(app, { plan: 'pro' });
    const teammate = await createUser(app);
    const outsider = await createUser(app);
    const agency = (await request(app.url, 'POST', '/api/workspaces', { token: owner.token, body: { name: 'Agency' } })).body.id as string;
    await addMember(agency, teammate.id, 'member');
    const instanceId = (await request(app.url, 'POST', '/api/instances', { ...as(owner.token, agency), body: { name: 'Client site', user_domain: 'client.com', user_company_name: 'Client', keywords: ['seo'] } })).body.id as string;
    const personalInstance = await createInstance(app, owner.token);
    const lookup = 'query($kind: RecordKind!, $id: ID!) { recordWorkspace(kind: $kind, id: $id) { id name role personal } }';
    const recordWorkspace = async (token: string, kind: string, id: string) => { const answer = await graphql(app.url, lookup, { kind, id }, token); if (!answer.data) throw new Error(JSON.stringify(answer.errors)); return answer.data.recordWorkspace; };

    // Acting in their personal workspace (no header), the teammate is told the instance is in Agency.
    expect(await recordWorkspace(teammate.token, 'TRACKING_INSTANCE', instanceId)).toEqual({ id: agency, name: 'Agency', role: 'member', personal: false });
    expect(await recordWorkspace(owner.token, 'TRACKING_INSTANCE', personalInstance)).toEqual({ id: await personalOf(owner.token), name: 'Personal', role: 'owner', personal: true });
    // Not a member, another kind's table, not an id: nothing, as for a record that does not exist.
    expect(await recordWorkspace(outsider.token, 'TRACKING_INSTANCE', instanceId)).toBeNull();
    expect(await recordWorkspace(teammate.token, 'TRACKING_INSTANCE', personalInstance)).toBeNull();
    expect(await recordWorkspace(teammate.token, 'REPORT', instanceId)).toBeNull();
    expect(await recordWorkspace(teammate.token, 'ARTICLE', 'not-an-id')).toBeNull();
    // A removed member is told nothing any more.
    await sql('delete from workspace_members where workspace_id = ? and user_id = ?', [agency, teammate.id]);
    expect(await recordWorkspace(teammate.token, 'TRACKING_INSTANCE', instanceId)).toBeNull();
    expect((await graphql(app.url, lookup, { kind: 'TRACKING_INSTANCE', id: instanceId })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('answers "not found" for a workspace the caller is not a member of, or no workspace at all', async () => {
    const owner = await createUser(app);
    const stranger = await createUser(app);
    const theirs = await personalOf(owner.token);
    for (const named of [theirs, randomUUID(), 'not-an-id']) {
      expect(await request(app.url, 'GET', '/api/instances', as(stranger.token, named))).toMatchObject({ status: 404, body: NOT_FOUND });
      expect(await request(app.url, 'GET', `/api/workspaces/${named}/members`, as(stranger.token))).toMatchObject({ status: 404, body: NOT_FOUND });
    }
  });

  it('lists members, and a removal counts on the member’s very next request, socket operation and API token call', async () => {
    const owner = await createUser(app, { plan: 'agency' });
    const member = await createUser(app, { plan: 'agency' });
    const agency = (await request(app.url, 'POST', '/api/workspaces', { token: owner.token, body: { name: 'Agency' } })).body.id as string;
    await addMember(agency, member.id, 'member');
    expect(await request(app.url, 'GET', `/api/workspaces/${agency}/members`, as(member.token))).toMatchObject({
      status: 200,
      body: [
        { userId: owner.id, email: owner.email, role: 'owner' },
        { userId: member.id, email: member.email, role: 'member' },
      ],
    });
    expect((await request(app.url, 'GET', '/api/instances', as(member.token, agency))).status).toBe(200);
    const apiToken = (await request(app.url, 'POST', '/api/api-tokens', { ...as(member.token, agency), body: { name: 'agency script' } })).body.token as string;
    expect((await request(app.url, 'GET', '/api/instances', { token: apiToken })).status).toBe(200);
    const socket = await subscriber(app.url, member.token, agency);

    // A member cannot remove the owner; the owner removes the member.
    expect(await request(app.url, 'DELETE', `/api/workspaces/${agency}/members/${owner.id}`, as(member.token))).toMatchObject({
      status: 403,
      body: { error: 'Only the owners and admins of a workspace can remove its members.' },
    });
    expect((await request(app.url, 'DELETE', `/api/workspaces/${agency}/members/${member.id}`, as(owner.token))).status).toBe(204);

    expect(await request(app.url, 'GET', '/api/instances', as(member.token, agency))).toMatchObject({ status: 404, body: NOT_FOUND });
    expect(await request(app.url, 'GET', '/api/instances', { token: apiToken })).toMatchObject({ status: 404, body: NOT_FOUND });
    expect(await socket.next()).toMatchObject({ errors: [{ message: 'Workspace not found.' }] });
    await socket.close();
    expect((await request(app.url, 'GET', '/api/workspaces', { token: member.token })).body.map((workspace: { name: string }) => workspace.name)).toEqual(['Personal']);
  });

  it('ends a removed member’s live subscription at its next event', async () => {
    const owner = await createUser(app);
    const member = await createUser(app);
    const agency = (await request(app.url, 'POST', '/api/workspaces', { token: owner.token, body: { name: 'Agency' } })).body.id as string;
    await addMember(agency, member.id, 'member');
    const client = createClient({ url: `${app.url.replace('http', 'ws')}/graphql`, webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${member.token}`, workspaceId: agency }, retryAttempts: 0 });
    // One subscription for the whole test: what it receives, in order.
    const received: unknown[] = [];
    client.subscribe({ query: 'subscription { notificationAdded { id } }' }, {
      next: (message) => void received.push(message),
      error: (error) => void received.push(Array.isArray(error) ? { errors: error } : { closed: true }),
      complete: () => void received.push({ complete: true }),
    });
    const alert = (id: string) => ({ id, ownerId: owner.id, workspaceId: agency, ruleId: null, instanceId: randomUUID(), runId: randomUUID(), keyword: 'seo', device: 'desktop' as const, kind: 'lost' as never, title: 'Lost', createdAt: new Date(), readAt: null });
    const publishUntil = async (count: number) => {
      for (let attempt = 0; attempt < 100 && received.length < count; attempt += 1) {
        await app.deps.notificationEvents.publish([alert(randomUUID())]);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    // Subscribed: the workspace's alerts arrive.
    await publishUntil(1);
    expect(received[0]).toMatchObject({ data: { notificationAdded: { id: expect.any(String) } } });
    expect((await request(app.url, 'DELETE', `/api/workspaces/${agency}/members/${member.id}`, as(owner.token))).status).toBe(204);
    const before = received.length;
    await publishUntil(before + 1);
    expect(received.slice(before)).toEqual([{ errors: [expect.objectContaining({ message: 'Workspace not found.' })] }]);
    await client.dispose();
  });

  it('keeps a workspace owned: its personal owner and its last owner stay', async () => {
    const owner = await createUser(app);
    const personal = await personalOf(owner.token);
    expect(await request(app.url, 'DELETE', `/api/workspaces/${personal}/members/${owner.id}`, as(owner.token))).toMatchObject({ status: 403, body: { error: 'You cannot leave your personal workspace.' } });
    const agency = (await request(app.url, 'POST', '/api/workspaces', { token: owner.token, body: { name: 'Agency' } })).body.id as string;
    expect(await request(app.url, 'DELETE', `/api/workspaces/${agency}/members/${owner.id}`, as(owner.token))).toMatchObject({
      status: 409,
      body: { error: 'A workspace needs an owner: make someone else an owner before this one leaves.' },
    });
  });

  it('works within the workspace’s plan and spends its credits, whatever the member’s own plan', async () => {
    const owner = await createUser(app, { plan: 'agency' });
    const member = await createUser(app);
    const agency = (await request(app.url, 'POST', '/api/workspaces', { token: owner.token, body: { name: 'Agency' } })).body.id as string;
    await addMember(agency, member.id, 'member');
    // Tracking is not in the member's Free plan, but is in the workspace's Agency plan.
    expect((await request(app.url, 'POST', '/api/instances', { ...as(member.token), body: { name: 'Mine', user_domain: 'mine.com', user_company_name: 'Mine', keywords: ['seo'] } })).status).toBe(403);
    const created = await request(app.url, 'POST', '/api/instances', { ...as(member.token, agency), body: { name: 'Client', user_domain: 'client.com', user_company_name: 'Client', keywords: ['seo', 'rank tracker'] } });
    expect(created.status).toBe(201);
    const started = await request(app.url, 'POST', `/api/instances/${created.body.id}/run`, as(member.token, agency));
    expect(started.status).toBeLessThan(300);
    const tracking = async (token: string, workspaceId?: string) =>
      (await graphqlIn(app.url, token, workspaceId ?? '', '{ creditUsage { kind used } }')).data.creditUsage.find((credits: { kind: string }) => credits.kind === 'TRACKING').used as number;
    expect(await tracking(member.token, agency)).toBe(2);
    expect(await tracking(owner.token, agency)).toBe(2);
    expect(await tracking(member.token, await personalOf(member.token))).toBe(0);
  });

  it('acts in an API token’s own workspace and refuses a header naming another', async () => {
    const user = await createUser(app, { plan: 'agency' });
    await setPlan(app, user.id, 3);
    const agency = (await request(app.url, 'POST', '/api/workspaces', { token: user.token, body: { name: 'Agency' } })).body.id as string;
    const inAgency = await request(app.url, 'POST', '/api/instances', { ...as(user.token, agency), body: { name: 'Client site', user_domain: 'client.com', user_company_name: 'Client', keywords: ['seo'] } });
    await createInstance(app, user.token);
    const apiToken = (await request(app.url, 'POST', '/api/api-tokens', { ...as(user.token, agency), body: { name: 'agency script' } })).body.token as string;
    const listed = await request(app.url, 'GET', '/api/instances', { token: apiToken });
    expect(listed.body.map((instance: { id: string }) => instance.id)).toEqual([inAgency.body.id]);
    expect(await request(app.url, 'GET', '/api/instances', as(apiToken, await personalOf(user.token)))).toMatchObject({ status: 404, body: NOT_FOUND });
    // Tokens are listed in the workspace they act in.
    expect((await request(app.url, 'GET', '/api/api-tokens', as(user.token))).body).toEqual([]);
    expect((await request(app.url, 'GET', '/api/api-tokens', as(user.token, agency))).body).toHaveLength(1);
  });
});

async function graphqlIn(url: string, token: string, workspaceId: string, query: string) {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...(workspaceId ? { [WORKSPACE]: workspaceId } : {}) },
    body: JSON.stringify({ query }),
  });
  return (await response.json()) as { data: any; errors?: unknown[] };
}

/** A connected graphql-ws client in `workspaceId`; `next()` subscribes to the workspace's alerts and answers the first message. */
async function subscriber(url: string, token: string, workspaceId: string) {
  const client = createClient({ url: `${url.replace('http', 'ws')}/graphql`, webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${token}`, workspaceId }, retryAttempts: 0, lazy: false });
  await new Promise<void>((resolve, reject) => {
    client.on('connected', () => resolve());
    client.on('closed', (event) => reject(new Error(`socket closed: ${(event as { code?: number }).code}`)));
  });
  return {
    next: () =>
      new Promise<unknown>((resolve, reject) => {
        const stop = client.subscribe({ query: 'subscription { notificationAdded { id } }' }, {
          next: (message) => {
            stop();
            resolve(message);
          },
          // graphql-ws hands an operation's GraphQL errors as an array, a socket failure as its close event.
          error: (error) => (Array.isArray(error) ? resolve({ errors: error }) : reject(new Error(`socket failed: ${String(error)}`))),
          complete: () => undefined,
        });
      }),
    close: () => client.dispose(),
  };
}
