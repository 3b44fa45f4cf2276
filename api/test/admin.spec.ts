import { viewerOfBearer } from '../src/app/request-context';
import { createServices } from '../src/app/services';
import { requireUser } from '../src/modules/auth/access';
import { ADMIN, startTestApp, type TestApp } from './support/test-app';
import { graphql, request, signInUser, signUpUser, uniqueEmail } from './support/http';

let app: TestApp;
let adminToken: string;
beforeAll(async () => {
  app = await startTestApp();
  adminToken = await signInUser(app.url, ADMIN.email, ADMIN.password);
});
afterAll(() => app.close());

describe('maintenance flag', () => {
  it('is readable by anyone and off by default', async () => {
    expect(await request(app.url, 'GET', '/api/maintenance')).toMatchObject({ status: 200, body: { maintenance: false } });
    expect((await graphql(app.url, '{ maintenance }')).data).toEqual({ maintenance: false });
  });

  it('is writable by admins only, over GraphQL and REST, and is kept in the database', async () => {
    const user = await signUpUser(app.url);
    const setOver = (token?: string) => graphql(app.url, 'mutation($on: Boolean!) { setMaintenance(enabled: $on) }', { on: true }, token);

    expect((await setOver()).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await setOver(user.token)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(await request(app.url, 'PUT', '/api/maintenance', { token: user.token, body: { maintenance: true } })).toMatchObject({ status: 403 });
    expect((await graphql(app.url, '{ maintenance }')).data).toEqual({ maintenance: false });

    expect((await setOver(adminToken)).data).toEqual({ setMaintenance: true });
    expect(await request(app.url, 'GET', '/api/maintenance')).toMatchObject({ body: { maintenance: true } });
    expect(await request(app.url, 'PUT', '/api/maintenance', { token: adminToken, body: { maintenance: false } })).toMatchObject({ status: 200, body: { maintenance: false } });
    expect((await graphql(app.url, '{ maintenance }')).data).toEqual({ maintenance: false });
  });

  it('holds a signed-in non-admin in the one check, requireUser, while on, and lets admins work', async () => {
    const user = await signUpUser(app.url);
    const viewerOf = (token: string) => viewerOfBearer(createServices(app.deps, app.database.orm.em.fork()), token);
    const setMaintenance = (on: boolean) => request(app.url, 'PUT', '/api/maintenance', { token: adminToken, body: { maintenance: on } });

    await setMaintenance(true);
    try {
      const held = await viewerOf(user.token);
      expect(() => requireUser(held)).toThrow(
        expect.objectContaining({ code: 'MAINTENANCE', message: "We're currently performing maintenance to improve your experience. Please check back soon." }),
      );
      expect(requireUser(held, { evenDuringMaintenance: true })).toMatchObject({ id: user.id });
      expect(requireUser(await viewerOf(adminToken))).toMatchObject({ email: ADMIN.email });
      expect(() => requireUser(null)).toThrow(expect.objectContaining({ code: 'UNAUTHENTICATED' }));
    } finally {
      await setMaintenance(false);
    }
    expect(requireUser(await viewerOf(user.token))).toMatchObject({ id: user.id });
  });
});

describe('user management', () => {
  it('lists every user for an admin, without password hashes', async () => {
    const user = await signUpUser(app.url);
    const response = await request(app.url, 'GET', '/api/users', { token: adminToken });
    expect(response.status).toBe(200);
    expect(response.body).toEqual(expect.arrayContaining([expect.objectContaining({ email: user.email, role: 'user' }), expect.objectContaining({ email: ADMIN.email, role: 'admin' })]));
    expect(JSON.stringify(response.body)).not.toMatch(/password|argon2/i);

    const overGraphQL = await graphql(app.url, '{ users { email role planId } }', {}, adminToken);
    expect(overGraphQL.data.users).toEqual(expect.arrayContaining([{ email: user.email, role: 'user', planId: 1 }]));
  });

  it('refuses every admin call without a token (401) and for a plain user (403)', async () => {
    const user = await signUpUser(app.url);
    const calls = [
      ['GET', '/api/users', undefined],
      ['POST', '/api/users', { full_name: 'X', email: uniqueEmail(), password: 'password-123' }],
      ['PUT', `/api/users/${user.id}/role`, { role: 'admin' }],
    ] as const;
    for (const [method, path, body] of calls) {
      expect((await request(app.url, method, path, { body })).status).toBe(401);
      expect(await request(app.url, method, path, { body, token: user.token })).toMatchObject({ status: 403, body: { error: "You don't have permission to do this." } });
    }
    const overGraphQL = await graphql(app.url, '{ users { id } }', {}, user.token);
    expect(overGraphQL.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await request(app.url, 'GET', '/api/me', { token: user.token })).body.role).toBe('user');
  });

  it('creates a user who can then sign in', async () => {
    const email = uniqueEmail('new');
    const response = await request(app.url, 'POST', '/api/users', { token: adminToken, body: { full_name: 'New Person', email, password: 'password-123' } });
    expect(response).toMatchObject({ status: 201, body: { email, full_name: 'New Person', role: 'user' } });
    await expect(signInUser(app.url, email, 'password-123')).resolves.toEqual(expect.any(String));

    const overGraphQL = await graphql(
      app.url,
      'mutation($input: CreateUserInput!) { createUser(input: $input) { email role } }',
      { input: { fullName: 'Other', email: uniqueEmail(), password: 'password-123' } },
      adminToken,
    );
    expect(overGraphQL.data.createUser.role).toBe('user');
  });

  it('says "Please fill in all fields" when a field is empty, and reports duplicates', async () => {
    for (const body of [{ full_name: '', email: uniqueEmail(), password: 'password-123' }, { full_name: 'A', email: ' ', password: 'password-123' }, { full_name: 'A', email: uniqueEmail() }]) {
      expect(await request(app.url, 'POST', '/api/users', { token: adminToken, body })).toMatchObject({ status: 400, body: { error: 'Please fill in all fields' } });
    }
    const existing = await signUpUser(app.url);
    expect(await request(app.url, 'POST', '/api/users', { token: adminToken, body: { full_name: 'A', email: existing.email, password: 'password-123' } })).toMatchObject({
      status: 409,
      body: { error: 'An account with this email already exists.' },
    });
  });

  it('changes a role between user and admin, and the change applies to the next request', async () => {
    const user = await signUpUser(app.url);
    expect(await request(app.url, 'PUT', `/api/users/${user.id}/role`, { token: adminToken, body: { role: 'admin' } })).toMatchObject({ status: 200, body: { role: 'admin' } });
    expect((await request(app.url, 'GET', '/api/users', { token: user.token })).status).toBe(200);

    const demoted = await graphql(app.url, 'mutation($id: ID!) { setUserRole(id: $id, role: user) { role } }', { id: user.id }, adminToken);
    expect(demoted.data.setUserRole.role).toBe('user');
    expect((await request(app.url, 'GET', '/api/users', { token: user.token })).status).toBe(403);
  });

  it('accepts only user or admin as a role, and only existing users', async () => {
    const user = await signUpUser(app.url);
    for (const role of ['owner', '', 42, null]) {
      expect(await request(app.url, 'PUT', `/api/users/${user.id}/role`, { token: adminToken, body: { role } })).toMatchObject({ status: 400, body: { error: 'Role must be user or admin.' } });
    }
    expect(await request(app.url, 'PUT', '/api/users/no-such-user/role', { token: adminToken, body: { role: 'admin' } })).toMatchObject({ status: 404, body: { error: 'User not found.' } });
  });

  it('does not let an admin remove their own admin role', async () => {
    const me = await request(app.url, 'GET', '/api/me', { token: adminToken });
    expect(await request(app.url, 'PUT', `/api/users/${me.body.id}/role`, { token: adminToken, body: { role: 'user' } })).toMatchObject({
      status: 400,
      body: { error: 'You cannot remove your own admin role.' },
    });
  });
});

describe('bootstrap admin', () => {
  it('promotes an existing account on start and keeps its password', async () => {
    const user = await signUpUser(app.url);
    const { user: promoted, created } = await createServices(app.deps, app.database.orm.em.fork()).auth.ensureAdmin({ email: user.email.toUpperCase(), password: 'ignored-password' });
    expect({ created, role: promoted.role }).toEqual({ created: false, role: 'admin' });
    await expect(signInUser(app.url, user.email, user.password)).resolves.toEqual(expect.any(String));
  });
});
