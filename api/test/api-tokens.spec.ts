import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { API_TOKEN_REQUESTS_PER_MINUTE, ApiTokenRateLimit } from '../src/modules/auth/api-token-rate-limit';
import { MAX_API_TOKENS_PER_USER } from '../src/modules/auth/api-token.service';
import { ADMIN, setPlan, startTestApp, type TestApp } from './support/test-app';
import { createUser } from './support/factories';
import { graphql, request, signInUser, signUpUser } from './support/http';

describe('personal API tokens', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app?.close());

  async function agencyUserWithToken(name = 'CI') {
    const user = await createUser(app, { plan: 'agency' });
    const created = await request(app.url, 'POST', '/api/api-tokens', { token: user.token, body: { name } });
    expect(created.status).toBe(201);
    return { user, apiToken: created.body as { id: string; name: string; token: string; last_used_at: string | null } };
  }

  it('is for the Agency plan and admins only', async () => {
    const pro = await createUser(app, { plan: 'pro' });
    const refused = await request(app.url, 'POST', '/api/api-tokens', { token: pro.token, body: { name: 'x' } });
    expect(refused).toMatchObject({ status: 403, body: { error: 'API access comes with the Agency plan.' } });
    expect((await graphql(app.url, '{ apiAccess }', undefined, pro.token)).data).toEqual({ apiAccess: false });
    const adminToken = await signInUser(app.url, ADMIN.email, ADMIN.password);
    expect((await request(app.url, 'POST', '/api/api-tokens', { token: adminToken, body: { name: 'ops' } })).status).toBe(201);
    expect((await request(app.url, 'POST', '/api/api-tokens', { token: adminToken, body: { name: ' ' } })).status).toBe(400);
    expect((await graphql(app.url, '{ apiAccess }', undefined, adminToken)).data).toEqual({ apiAccess: true });
  });

  it('works as the bearer on REST and GraphQL for its owner’s data, shows its secret once and records its last use', async () => {
    const { user, apiToken } = await agencyUserWithToken();
    expect(apiToken.token).toMatch(/^rc_/);
    expect((await graphql(app.url, '{ apiAccess }', undefined, user.token)).data).toEqual({ apiAccess: true });
    expect((await request(app.url, 'GET', '/api/me', { token: apiToken.token })).body).toMatchObject({ id: user.id, plan_id: 3 });
    expect((await graphql(app.url, '{ creditUsage { kind } }', undefined, apiToken.token)).errors).toBeUndefined();
    const viaGraphQL = await graphql(app.url, '{ apiTokens { id name lastUsedAt } }', undefined, user.token);
    expect(viaGraphQL.data.apiTokens).toEqual([{ id: apiToken.id, name: 'CI', lastUsedAt: expect.any(String) }]);

    const listed = await request(app.url, 'GET', '/api/api-tokens', { token: user.token });
    expect(listed.body).toEqual([{ id: apiToken.id, name: 'CI', role: 'write', created_at: expect.any(String), last_used_at: expect.any(String) }]);
    expect(JSON.stringify(listed.body)).not.toContain(apiToken.token);
    const [stored] = await app.database.orm.em.fork().getConnection().execute('select token_hash from api_tokens where id = ?', [apiToken.id]);
    expect(stored.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.token_hash).not.toContain(apiToken.token);

    const stranger = await signUpUser(app.url);
    expect((await request(app.url, 'DELETE', `/api/api-tokens/${apiToken.id}`, { token: stranger.token })).status).toBe(404);
  });

  it('stops at once when revoked or when its owner leaves the Agency plan', async () => {
    const first = await agencyUserWithToken();
    expect((await request(app.url, 'DELETE', `/api/api-tokens/${first.apiToken.id}`, { token: first.user.token })).status).toBe(204);
    expect((await request(app.url, 'GET', '/api/me', { token: first.apiToken.token })).status).toBe(401);
    expect((await request(app.url, 'GET', '/api/api-tokens', { token: first.user.token })).body).toEqual([]);

    const second = await agencyUserWithToken();
    expect((await request(app.url, 'GET', '/api/me', { token: second.apiToken.token })).status).toBe(200);
    await setPlan(app, second.user.id, 2);
    expect((await request(app.url, 'GET', '/api/me', { token: second.apiToken.token })).status).toBe(401);
    expect((await graphql(app.url, '{ creditUsage { kind } }', undefined, second.apiToken.token)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('answers 401 on GraphQL to a revoked token, even for a query that anonymous callers may make', async () => {
    const { user, apiToken } = await agencyUserWithToken();
    const query = { query: '{ me { email } }' };
    expect((await request(app.url, 'POST', '/graphql', { token: apiToken.token, body: query })).body).toEqual({ data: { me: { email: user.email } } });
    await request(app.url, 'DELETE', `/api/api-tokens/${apiToken.id}`, { token: user.token });
    const refused = await request(app.url, 'POST', '/graphql', { token: apiToken.token, body: query });
    expect(refused.status).toBe(401);
    expect(refused.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect((await request(app.url, 'POST', '/graphql', { token: 'rc_never-issued', body: query })).status).toBe(401);
  });

  it('opens a graphql-ws connection with the token in connectionParams, and not once it is revoked', async () => {
    const { user, apiToken } = await agencyUserWithToken();
    const meOverWebSocket = () => {
      const client = createClient({ url: `${app.url.replace('http', 'ws')}/graphql`, webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${apiToken.token}` }, retryAttempts: 0 });
      return new Promise<unknown>((resolve, reject) => {
        let result: unknown;
        client.subscribe({ query: '{ me { email } }' }, { next: (value) => (result = value), error: reject, complete: () => resolve(result) });
      }).finally(() => client.dispose());
    };
    await expect(meOverWebSocket()).resolves.toEqual({ data: { me: { email: user.email } } });
    await request(app.url, 'DELETE', `/api/api-tokens/${apiToken.id}`, { token: user.token });
    await expect(meOverWebSocket()).rejects.toMatchObject({ code: 4403 });
  });

  it('cannot manage tokens, billing or accounts: those need a signed-in session', async () => {
    const sessionRequired = 'This action needs a signed-in session; API tokens cannot manage tokens, billing or accounts.';
    const { user, apiToken } = await agencyUserWithToken();
    const bearer = { token: apiToken.token };
    for (const [method, path, body] of [
      ['POST', '/api/api-tokens', { name: 'minted by a token' }],
      ['GET', '/api/api-tokens', undefined],
      ['DELETE', `/api/api-tokens/${apiToken.id}`, undefined],
      ['POST', '/api/create-checkout', { plan_id: 2 }],
      ['POST', '/api/change-plan', { plan_id: 1 }],
    ] as const) {
      expect({ call: `${method} ${path}`, ...(await request(app.url, method, path, { ...bearer, body })) }).toMatchObject({ call: `${method} ${path}`, status: 403, body: { error: sessionRequired } });
    }
    for (const operation of [
      'mutation { createApiToken(name: "minted by a token") { secret } }',
      `mutation { revokeApiToken(id: "${apiToken.id}") }`,
      '{ apiTokens { id } }',
      'mutation { createCheckout(planId: 2) { url } }',
      'mutation { changePlan(planId: 1) { id } }',
      'mutation { completeSandboxCheckout(sessionId: "cs_sandbox") { planId } }',
    ]) {
      const { errors } = await graphql(app.url, operation, undefined, apiToken.token);
      expect({ operation, error: errors?.[0] }).toMatchObject({ operation, error: { message: sessionRequired, extensions: { code: 'FORBIDDEN' } } });
    }
    // Reading goes on with the token; the owner's session still manages everything.
    expect(await request(app.url, 'GET', '/api/subscription', bearer)).toMatchObject({ status: 200, body: { plan_id: 3 } });
    expect((await request(app.url, 'GET', '/api/api-tokens', { token: user.token })).body).toEqual([expect.objectContaining({ id: apiToken.id })]);
    expect((await request(app.url, 'GET', '/api/me', bearer)).status).toBe(200);

    const adminSession = await signInUser(app.url, ADMIN.email, ADMIN.password);
    const adminToken = (await request(app.url, 'POST', '/api/api-tokens', { token: adminSession, body: { name: 'admin script' } })).body.token as string;
    const account = { full_name: 'Made By A Token', email: `token-made-${Date.now()}@example.com`, password: 'password-123' };
    expect(await request(app.url, 'POST', '/api/users', { token: adminToken, body: account })).toMatchObject({ status: 403, body: { error: sessionRequired } });
    expect(await request(app.url, 'PUT', `/api/users/${user.id}/role`, { token: adminToken, body: { role: 'admin' } })).toMatchObject({ status: 403, body: { error: sessionRequired } });
    expect((await request(app.url, 'GET', `/api/user-role/${user.id}`, { token: adminSession })).body).toEqual({ role: 'user' });
    expect((await request(app.url, 'GET', '/api/users', { token: adminToken })).status).toBe(200);
  });

  it(`allows ${MAX_API_TOKENS_PER_USER} live tokens per user, however fast they are asked for`, async () => {
    const user = await createUser(app, { plan: 'agency' });
    const create = (name: string) => request(app.url, 'POST', '/api/api-tokens', { token: user.token, body: { name } });
    const answers = await Promise.all(Array.from({ length: MAX_API_TOKENS_PER_USER + 2 }, (_, i) => create(`token ${i}`)));
    expect(answers.filter(({ status }) => status === 201)).toHaveLength(MAX_API_TOKENS_PER_USER);
    const refused = answers.filter(({ status }) => status !== 201);
    expect(refused).toEqual([
      expect.objectContaining({ status: 409, body: { error: `You can have at most ${MAX_API_TOKENS_PER_USER} API tokens. Revoke one to create another.` } }),
      expect.objectContaining({ status: 409 }),
    ]);
    const overGraphQL = await graphql(app.url, 'mutation { createApiToken(name: "one more") { secret } }', undefined, user.token);
    expect(overGraphQL.errors?.[0]).toMatchObject({ extensions: { code: 'CONFLICT' } });

    const revoked = answers.find(({ status }) => status === 201)?.body.id as string;
    expect((await request(app.url, 'DELETE', `/api/api-tokens/${revoked}`, { token: user.token })).status).toBe(204);
    expect((await create('after a revocation')).status).toBe(201);
    expect((await create('one too many')).status).toBe(409);
  });

  it('limits each token’s requests per minute with 429 and Retry-After, on REST and GraphQL, across api processes', async () => {
    const { user, apiToken } = await agencyUserWithToken();
    const other = await agencyUserWithToken();
    for (let i = 0; i < API_TOKEN_REQUESTS_PER_MINUTE; i += 1) {
      expect((await request(app.url, 'GET', '/api/me', { token: apiToken.token })).status).toBe(200);
    }
    const limited = await request(app.url, 'GET', '/api/me', { token: apiToken.token });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    const overGraphQL = await request(app.url, 'POST', '/graphql', { token: apiToken.token, body: { query: '{ creditUsage { kind } }' } });
    expect(overGraphQL.status).toBe(429);
    expect(overGraphQL.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(overGraphQL.body.errors[0].extensions.code).toBe('TOO_MANY_REQUESTS');
    // Counts live in the database: another api process (its own limiter on the same database) refuses the token too.
    const anotherProcess = new ApiTokenRateLimit(app.deps.orm.em.getKnex());
    await expect(anotherProcess.take(apiToken.id)).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    // Other tokens and the owner's session are not affected.
    expect((await request(app.url, 'GET', '/api/me', { token: other.apiToken.token })).status).toBe(200);
    expect((await request(app.url, 'GET', '/api/me', { token: user.token })).status).toBe(200);
  });
});
