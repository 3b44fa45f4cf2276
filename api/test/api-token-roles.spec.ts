import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { createInstance, createUser } from './support/factories';
import { graphql, request } from './support/http';
import { startTestApp, type TestApp } from './support/test-app';

const READ_ONLY = 'This API token is read-only: it reads what the workspace holds, but changes nothing and spends no credits. Create a write token for that.';

describe('API token roles', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('lets a read token read, refuses it every write on REST, GraphQL and graphql-ws, and makes write tokens by default', async () => {
    const owner = await createUser(app, { plan: 'agency' });
    const instanceId = await createInstance(app, owner.token);
    const read = await request(app.url, 'POST', '/api/api-tokens', { token: owner.token, body: { name: 'dashboard', role: 'read' } });
    expect(read).toMatchObject({ status: 201, body: { name: 'dashboard', role: 'read', token: expect.stringMatching(/^rc_/) } });
    const write = await request(app.url, 'POST', '/api/api-tokens', { token: owner.token, body: { name: 'script' } });
    expect(write.body.role).toBe('write');
    expect(await request(app.url, 'POST', '/api/api-tokens', { token: owner.token, body: { name: 'x', role: 'admin' } })).toMatchObject({ status: 400, body: { error: 'Role must be read or write.' } });

    const token = read.body.token as string;
    expect((await request(app.url, 'GET', '/api/instances', { token })).body.map((instance: { id: string }) => instance.id)).toEqual([instanceId]);
    expect((await graphql(app.url, '{ trackingInstances { id } }', undefined, token)).data.trackingInstances).toEqual([{ id: instanceId }]);
    const body = { name: 'New', user_domain: 'new.com', user_company_name: 'New', keywords: ['seo'] };
    expect(await request(app.url, 'POST', '/api/instances', { token, body })).toMatchObject({ status: 403, body: { error: READ_ONLY } });
    expect(await request(app.url, 'DELETE', `/api/instances/${instanceId}`, { token })).toMatchObject({ status: 403, body: { error: READ_ONLY } });
    // Research spends credits: not for a read token either (a POST on REST, a mutation on GraphQL).
    expect(await request(app.url, 'POST', '/api/keyword-stats', { token, body: { keywords: ['seo'] } })).toMatchObject({ status: 403, body: { error: READ_ONLY } });
    const mutation = await graphql(app.url, 'mutation($id: ID!) { runTrackingInstance(id: $id) { id } }', { id: instanceId }, token);
    expect(mutation.errors?.[0]).toMatchObject({ message: READ_ONLY, extensions: { code: 'FORBIDDEN' } });
    // Over the socket too.
    const client = createClient({ url: `${app.url.replace('http', 'ws')}/graphql`, webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${token}` }, retryAttempts: 0 });
    const overSocket = await new Promise<unknown>((resolve) => {
      client.subscribe({ query: 'mutation($id: ID!) { runTrackingInstance(id: $id) { id } }', variables: { id: instanceId } }, { next: resolve, error: (error) => resolve({ errors: error }), complete: () => undefined });
    });
    expect(overSocket).toMatchObject({ errors: [expect.objectContaining({ message: READ_ONLY })] });
    await client.dispose();
    expect((await request(app.url, 'GET', '/api/instances', { token: owner.token })).body).toHaveLength(1);

    // The write token writes.
    expect((await request(app.url, 'POST', '/api/instances', { token: write.body.token, body })).status).toBe(201);
    expect((await request(app.url, 'GET', '/api/api-tokens', { token: owner.token })).body.map((listed: { name: string; role: string }) => [listed.name, listed.role])).toEqual([
      ['script', 'write'],
      ['dashboard', 'read'],
    ]);
  });
});
