import { createUser, createInstance, jobFinished } from './support/factories';
import { graphql, request } from './support/http';
import { connectSandbox } from './support/search-console';
import { startTestApp, type TestApp } from './support/test-app';

// What the Search Console page reads beside the fixed routes: each connection's number of properties, and the
// instances linked to a property with their latest sync job and how far the data is read.

describe('Search Console connections and links as the page reads them', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  }, 60_000);
  afterAll(async () => {
    await app.close();
  });

  it("counts each connection's properties and lists linked instances with their sync job and last day read", async () => {
    const user = await createUser(app, { plan: 'pro' });
    const instanceId = await createInstance(app, user.token, { user_domain: 'links-shop.com' });
    await connectSandbox(app, user.token);

    const connections = await request(app.url, 'GET', '/api/search-console/connections', { token: user.token });
    expect(connections.body).toHaveLength(1);
    expect(connections.body[0]).toMatchObject({ provider: 'sandbox', propertyCount: 2 });
    expect((await request(app.url, 'GET', '/api/search-console/links', { token: user.token })).body).toEqual([]);

    const properties = (await request(app.url, 'GET', '/api/search-console/properties', { token: user.token })).body as { id: string; kind: string }[];
    const property = properties.find((candidate) => candidate.kind === 'domain')!;
    const linked = await request(app.url, 'POST', `/api/instances/${instanceId}/search-console`, { token: user.token, body: { propertyId: property.id } });
    expect(linked.status).toBe(202);
    const job = await jobFinished(app, linked.body.jobId as string, 120_000);
    expect(job.status).toBe('succeeded');

    const links = await request(app.url, 'GET', '/api/search-console/links', { token: user.token });
    expect(links.body).toHaveLength(1);
    expect(links.body[0]).toMatchObject({ instanceId, propertyId: property.id, jobId: linked.body.jobId, jobStatus: 'succeeded' });
    expect(links.body[0].syncedThrough).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const read = await graphql(app.url, '{ searchConsoleConnections { propertyCount } searchConsoleLinks { instanceId propertyId syncedThrough job { id status } } }', {}, user.token);
    expect(read.errors).toBeUndefined();
    expect(read.data.searchConsoleConnections).toEqual([{ propertyCount: 2 }]);
    expect(read.data.searchConsoleLinks).toEqual([{ instanceId, propertyId: property.id, syncedThrough: links.body[0].syncedThrough, job: { id: linked.body.jobId, status: 'succeeded' } }]);

    // Another workspace sees none of them.
    const other = await createUser(app, { plan: 'pro' });
    expect((await request(app.url, 'GET', '/api/search-console/links', { token: other.token })).body).toEqual([]);
    expect((await request(app.url, 'GET', '/api/search-console/connections', { token: other.token })).body).toEqual([]);
  }, 180_000);
});
