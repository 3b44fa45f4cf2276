import { ADMIN, setPlan, startTestApp, writeUsersOutOfBand, type TestApp } from './support/test-app';
import { createUser } from './support/factories';
import { graphql, request, signInUser, signUpUser } from './support/http';

/**
 * The request path keeps verified session tokens and, on PostgreSQL, session users between requests
 * (session-cache.ts). Each case uses the credential a few times first, so anything kept between
 * requests is warm, then changes the user and asks once more at once: a change the app makes counts on
 * the very next request; one written straight to the database counts as soon as its notification has
 * reached the app (writeUsersOutOfBand waits for that; session-cache.spec.ts shows it takes no request).
 */
describe('a changed user or token counts on the very next request', () => {
  let app: TestApp;
  let adminToken: string;

  beforeAll(async () => {
    app = await startTestApp();
    adminToken = await signInUser(app.url, ADMIN.email, ADMIN.password);
  });
  afterAll(() => app?.close());

  async function warm(use: () => Promise<unknown>) {
    for (let i = 0; i < 3; i += 1) await use();
  }

  async function agencyUserWithToken() {
    const user = await createUser(app, { plan: 'agency' });
    const created = await request(app.url, 'POST', '/api/api-tokens', { token: user.token, body: { name: 'script' } });
    expect(created.status).toBe(201);
    return { user, apiToken: created.body.token as string, apiTokenId: created.body.id as string };
  }

  it('refuses a revoked API token on REST and GraphQL', async () => {
    const { user, apiToken, apiTokenId } = await agencyUserWithToken();
    await warm(async () => {
      expect((await request(app.url, 'GET', '/api/me', { token: apiToken })).status).toBe(200);
      expect((await graphql(app.url, '{ me { id } }', undefined, apiToken)).data).toEqual({ me: { id: user.id } });
    });
    expect((await request(app.url, 'DELETE', `/api/api-tokens/${apiTokenId}`, { token: user.token })).status).toBe(204);
    expect((await graphql(app.url, '{ me { id } }', undefined, apiToken)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await request(app.url, 'GET', '/api/me', { token: apiToken })).status).toBe(401);
  });

  it('refuses the admin area to an admin demoted to user, with the session token they already hold', async () => {
    const colleague = await signUpUser(app.url);
    expect((await request(app.url, 'PUT', `/api/users/${colleague.id}/role`, { token: adminToken, body: { role: 'admin' } })).status).toBe(200);
    await warm(async () => {
      expect((await graphql(app.url, '{ users { id } }', undefined, colleague.token)).errors).toBeUndefined();
      expect((await request(app.url, 'GET', '/api/users', { token: colleague.token })).status).toBe(200);
    });
    const demoted = await graphql(app.url, `mutation { setUserRole(id: "${colleague.id}", role: user) { role } }`, undefined, adminToken);
    expect(demoted.data).toEqual({ setUserRole: { role: 'user' } });
    expect((await graphql(app.url, '{ users { id } }', undefined, colleague.token)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await request(app.url, 'GET', '/api/users', { token: colleague.token })).status).toBe(403);
  });

  it('refuses the API token and the Agency features once the plan is downgraded, even by a write the app did not make', async () => {
    const { user, apiToken } = await agencyUserWithToken();
    await warm(async () => {
      expect((await graphql(app.url, '{ me { planId } }', undefined, apiToken)).data).toEqual({ me: { planId: 3 } });
      expect((await graphql(app.url, '{ apiAccess }', undefined, user.token)).data).toEqual({ apiAccess: true });
    });
    // As a subscription change written by another replica or a worker would be: straight to the database.
    await setPlan(app, user.id, 2);
    expect((await graphql(app.url, '{ apiAccess }', undefined, user.token)).data).toEqual({ apiAccess: false });
    expect((await graphql(app.url, '{ me { planId } }', undefined, user.token)).data).toEqual({ me: { planId: 2 } });
    expect((await graphql(app.url, '{ me { planId } }', undefined, apiToken)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('holds a signed-in user on the next request once maintenance is on, and lets them back on the next one after', async () => {
    const user = await signUpUser(app.url);
    await warm(async () => expect((await graphql(app.url, '{ creditUsage { kind } }', undefined, user.token)).errors).toBeUndefined());
    try {
      expect((await request(app.url, 'PUT', '/api/maintenance', { token: adminToken, body: { maintenance: true } })).status).toBe(200);
      expect((await graphql(app.url, '{ creditUsage { kind } }', undefined, user.token)).errors?.[0]?.extensions?.code).toBe('MAINTENANCE');
    } finally {
      await request(app.url, 'PUT', '/api/maintenance', { token: adminToken, body: { maintenance: false } });
    }
    expect((await graphql(app.url, '{ creditUsage { kind } }', undefined, user.token)).errors).toBeUndefined();
  });

  it('refuses the session token of a deleted user', async () => {
    const user = await signUpUser(app.url);
    await warm(async () => expect((await graphql(app.url, '{ me { id } }', undefined, user.token)).data).toEqual({ me: { id: user.id } }));
    await writeUsersOutOfBand(app, [user.id], 'delete from users where id = ?', [user.id]);
    expect((await graphql(app.url, '{ me { id } }', undefined, user.token)).data).toEqual({ me: null });
    expect((await request(app.url, 'GET', '/api/me', { token: user.token })).status).toBe(401);
  });
});
