import { createUser, createInstance, jobFinished } from './support/factories';
import { graphql, request, signInUser } from './support/http';
import { startSearchConsoleServer, type SearchConsoleServer } from './support/search-console-server';
import { ADMIN, startTestApp, type TestApp } from './support/test-app';

// Connecting Search Console: the sandbox's in-app consent end to end, Google's OAuth flow with PKCE against the local
// server (the refresh token encrypted at rest), Bing's API key, disconnecting (revoked, everything deleted), and
// another user's connection, property or instance answering 404.

/** A request whose redirect is not followed: its status and Location. */
async function redirectOf(url: string, init: RequestInit = {}): Promise<{ status: number; location: string }> {
  const response = await fetch(url, { ...init, redirect: 'manual' });
  await response.text();
  return { status: response.status, location: response.headers.get('location') ?? '' };
}

describe('Search Console on the sandbox', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  }, 60_000);
  afterAll(async () => {
    await app.close();
  });

  it('connects through the in-app consent page (labelled SANDBOX) and lists a domain and a URL-prefix property per tracked site', async () => {
    const user = await createUser(app, { plan: 'pro' });
    await createInstance(app, user.token, { user_domain: 'acme-shoes.com' });
    const started = await request(app.url, 'POST', '/api/search-console/connect', { token: user.token });
    expect(started.status).toBe(200);
    const consentUrl = new URL(started.body.url as string, app.url);
    expect(consentUrl.pathname).toBe('/search-console/sandbox-consent');
    const state = consentUrl.searchParams.get('state') ?? '';

    const page = await fetch(consentUrl);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain('SANDBOX');
    expect(html).toContain('name="decision" value="allow"');

    const allowed = await redirectOf(`${app.url}/search-console/sandbox-consent`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ state, decision: 'allow' }).toString() });
    expect(allowed.status).toBe(303);
    expect(allowed.location.startsWith('/api/search-console/callback?')).toBe(true);
    const callback = await redirectOf(`${app.url}${allowed.location}`);
    expect(callback).toEqual({ status: 303, location: '/search-console?connected=1' });

    const properties = await request(app.url, 'GET', '/api/search-console/properties', { token: user.token });
    expect(properties.status).toBe(200);
    expect(properties.body.map(({ siteUrl, kind }: { siteUrl: string; kind: string }) => ({ siteUrl, kind }))).toEqual([
      { siteUrl: 'https://www.acme-shoes.com/', kind: 'url-prefix' },
      { siteUrl: 'sc-domain:acme-shoes.com', kind: 'domain' },
    ]);
    for (const property of properties.body) expect(Object.keys(property).sort()).toEqual(['id', 'kind', 'siteUrl']);

    // The state is single use: the same return again is refused, and the consent page no longer shows.
    expect(await redirectOf(`${app.url}${allowed.location}`)).toEqual({ status: 303, location: '/search-console?error=expired' });
    expect((await fetch(consentUrl)).status).toBe(404);
  });

  it('holds a user’s consent during maintenance (the state kept for after it), and lets an admin’s through', async () => {
    const adminToken = await signInUser(app.url, ADMIN.email, ADMIN.password);
    const setMaintenance = async (maintenance: boolean) => expect((await request(app.url, 'PUT', '/api/maintenance', { token: adminToken, body: { maintenance } })).status).toBe(200);
    /** A consent started and allowed on the sandbox page: the callback it sends the browser to. */
    const allowedCallback = async (token: string) => {
      const started = await request(app.url, 'POST', '/api/search-console/connect', { token });
      const state = new URL(started.body.url as string, app.url).searchParams.get('state') ?? '';
      const allowed = await redirectOf(`${app.url}/search-console/sandbox-consent`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ state, decision: 'allow' }).toString() });
      return `${app.url}${allowed.location}`;
    };
    const user = await createUser(app, { plan: 'pro' });
    const usersCallback = await allowedCallback(user.token);
    const adminsCallback = await allowedCallback(adminToken);
    await setMaintenance(true);
    try {
      const held = await fetch(usersCallback, { redirect: 'manual' });
      expect(held.status).toBe(503);
      expect(await held.json()).toMatchObject({ error: "We're currently performing maintenance to improve your experience. Please check back soon." });
      expect(await redirectOf(adminsCallback)).toEqual({ status: 303, location: '/search-console?connected=1' });
    } finally {
      await setMaintenance(false);
    }
    expect(await redirectOf(usersCallback)).toEqual({ status: 303, location: '/search-console?connected=1' });
  });

  it('refuses a callback without a live state, and a denied consent stores nothing', async () => {
    const user = await createUser(app, { plan: 'pro' });
    expect(await redirectOf(`${app.url}/api/search-console/callback?state=made-up&code=sandbox-consent.made-up`)).toEqual({ status: 303, location: '/search-console?error=expired' });
    const started = await request(app.url, 'POST', '/api/search-console/connect', { token: user.token });
    const state = new URL(started.body.url as string, app.url).searchParams.get('state') ?? '';
    const denied = await redirectOf(`${app.url}/search-console/sandbox-consent`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ state, decision: 'deny' }).toString() });
    expect(await redirectOf(`${app.url}${denied.location}`)).toEqual({ status: 303, location: '/search-console?error=denied' });
    expect((await request(app.url, 'GET', '/api/search-console/properties', { token: user.token })).body).toEqual([]);
  });
});

describe('Search Console against a local Google and Bing', () => {
  let app: TestApp;
  let server: SearchConsoleServer;
  beforeAll(async () => {
    server = await startSearchConsoleServer({
      sites: [
        { siteUrl: 'sc-domain:example.com', permissionLevel: 'siteOwner' },
        { siteUrl: 'https://shop.example.com/', permissionLevel: 'siteFullUser' },
        { siteUrl: 'https://unverified.example.com/', permissionLevel: 'siteUnverifiedUser' },
      ],
      bingSites: [{ Url: 'https://www.example.com/', IsVerified: true }],
    });
    app = await startTestApp({
      GOOGLE_CLIENT_ID: server.clientId,
      GOOGLE_CLIENT_SECRET: server.clientSecret,
      GOOGLE_OAUTH_AUTHORIZATION_URL: `${server.url}/o/oauth2/v2/auth`,
      GOOGLE_OAUTH_BASE_URL: server.url,
      SEARCH_CONSOLE_API_BASE_URL: `${server.url}/webmasters/v3`,
      BING_WEBMASTER_BASE_URL: `${server.url}/webmaster/api.svc/json`,
      BING_WEBMASTER_API_KEY: server.bingApiKey,
      SEARCH_CONSOLE_MAX_ATTEMPTS: '1',
    });
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await server.close();
  });

  /** Connects the user's workspace to the local Google: consent URL, the server's code, the callback. */
  async function connectGoogle(token: string): Promise<string> {
    const started = await request(app.url, 'POST', '/api/search-console/connect', { token });
    const url = new URL(started.body.url as string);
    expect(url.searchParams.get('access_type')).toBe('offline');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    const code = server.consent(url.toString());
    const callback = await redirectOf(`${app.url}/api/search-console/callback?${new URLSearchParams({ code, state: url.searchParams.get('state') ?? '' })}`);
    expect(callback).toEqual({ status: 303, location: '/search-console?connected=1' });
    const connections = await request(app.url, 'GET', '/api/search-console/connections', { token });
    return connections.body.at(-1).id as string;
  }

  it('exchanges the code with the PKCE verifier, keeps the refresh token encrypted at rest and lists the readable properties', async () => {
    const user = await createUser(app, { plan: 'pro' });
    await connectGoogle(user.token);
    // The server checked the verifier against the challenge (a wrong one is invalid_grant): the exchange passed.
    const exchange = server.requests.filter((r) => r.path === '/token' && new URLSearchParams(r.body).get('grant_type') === 'authorization_code').at(-1);
    expect(new URLSearchParams(exchange?.body).get('code_verifier')).toMatch(/^[A-Za-z0-9_-]{43,}$/);
    const properties = await request(app.url, 'GET', '/api/search-console/properties', { token: user.token });
    expect(properties.body.map(({ siteUrl, kind }: { siteUrl: string; kind: string }) => [siteUrl, kind])).toEqual([
      ['https://shop.example.com/', 'url-prefix'],
      ['sc-domain:example.com', 'domain'],
    ]);

    const [stored] = await app.deps.orm.em.fork().getConnection().execute<{ secret: string }[]>(
      `select secret from search_console_connections c join users u on u.personal_workspace_id = c.workspace_id where u.id = ?`,
      [user.id],
    );
    const live = server.liveRefreshTokens();
    expect(live.length).toBeGreaterThan(0);
    for (const token of live) expect(stored.secret).not.toContain(token);
    expect(stored.secret).toMatch(/^v1\./);
    expect(live).toContain(app.deps.searchConsole.cipher.decrypt(stored.secret));
  });

  it('fails a sync at once when Google no longer accepts the connection, marking it for reconnecting', async () => {
    const user = await createUser(app, { plan: 'pro' });
    const connectionId = await connectGoogle(user.token);
    const em = app.deps.orm.em.fork();
    const [{ secret }] = await em.getConnection().execute<{ secret: string }[]>('select secret from search_console_connections where id = ?', [connectionId]);
    // Revoked elsewhere (the user removed the app's access in their Google account).
    await fetch(`${server.url}/revoke`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ token: app.deps.searchConsole.cipher.decrypt(secret) }).toString() });
    server.expireAccessTokens();
    const instanceId = await createInstance(app, user.token);
    const [property] = (await request(app.url, 'GET', '/api/search-console/properties', { token: user.token })).body as { id: string }[];
    const linked = await request(app.url, 'POST', `/api/instances/${instanceId}/search-console`, { token: user.token, body: { propertyId: property.id } });
    const job = await jobFinished(app, linked.body.jobId as string);
    expect(job).toMatchObject({ status: 'failed', error: expect.stringContaining('Connect Search Console again') });
    expect((await request(app.url, 'GET', '/api/search-console/connections', { token: user.token })).body).toEqual([expect.objectContaining({ id: connectionId, status: 'revoked' })]);

    // Connecting again: the properties it lists again keep their ids (and links and rows), now on the new connection.
    const again = await connectGoogle(user.token);
    expect(again).not.toBe(connectionId);
    const properties = (await request(app.url, 'GET', '/api/search-console/properties', { token: user.token })).body as { id: string }[];
    expect(properties.map((entry) => entry.id)).toContain(property.id);
    expect(properties).toHaveLength(2);
    const [{ connection_id }] = await em.getConnection().execute<{ connection_id: string }[]>('select connection_id from search_console_properties where id = ?', [property.id]);
    expect(connection_id).toBe(again);
    expect(Number((await em.getConnection().execute<{ n: string }[]>('select count(*) as n from search_console_links where property_id = ?', [property.id]))[0].n)).toBe(1);
  });

  it('refuses a code sent back with another start’s state (the verifier does not match)', async () => {
    const user = await createUser(app, { plan: 'pro' });
    const first = new URL((await request(app.url, 'POST', '/api/search-console/connect', { token: user.token })).body.url as string);
    const second = new URL((await request(app.url, 'POST', '/api/search-console/connect', { token: user.token })).body.url as string);
    const code = server.consent(first.toString());
    const callback = await redirectOf(`${app.url}/api/search-console/callback?${new URLSearchParams({ code, state: second.searchParams.get('state') ?? '' })}`);
    expect(callback).toEqual({ status: 303, location: '/search-console?error=provider' });
    expect((await request(app.url, 'GET', '/api/search-console/connections', { token: user.token })).body).toEqual([]);
  });

  it('disconnects: the refresh token is revoked at Google, and the connection, properties, links and rows are deleted', async () => {
    const user = await createUser(app, { plan: 'pro' });
    const connectionId = await connectGoogle(user.token);
    const em = app.deps.orm.em.fork();
    const [{ secret }] = await em.getConnection().execute<{ secret: string }[]>('select secret from search_console_connections where id = ?', [connectionId]);
    const refreshToken = app.deps.searchConsole.cipher.decrypt(secret);
    const instanceId = await createInstance(app, user.token);
    const properties = await request(app.url, 'GET', '/api/search-console/properties', { token: user.token });
    const linked = await request(app.url, 'POST', `/api/instances/${instanceId}/search-console`, { token: user.token, body: { propertyId: properties.body[0].id } });
    expect(linked.status).toBe(202);
    await em.getConnection().execute(
      `insert into search_console_rows (property_key, day, query_id, page_id, device, country, clicks, impressions, position_sum)
       select key, current_date, 0, 0, 1, 'usa', 1, 10, 30 from search_console_properties where connection_id = ?`,
      [connectionId],
    );

    expect((await request(app.url, 'DELETE', `/api/search-console/connections/${connectionId}`, { token: user.token })).status).toBe(204);
    expect(server.requests.some((r) => r.path === '/revoke' && new URLSearchParams(r.body).get('token') === refreshToken)).toBe(true);
    expect(server.liveRefreshTokens()).not.toContain(refreshToken);
    const count = async (sql: string) => Number((await em.getConnection().execute<{ n: string }[]>(sql, [connectionId]))[0].n);
    expect(await count('select count(*) as n from search_console_connections where id = ?')).toBe(0);
    expect(await count('select count(*) as n from search_console_properties where connection_id = ?')).toBe(0);
    expect(Number((await em.getConnection().execute<{ n: string }[]>('select count(*) as n from search_console_links where instance_id = ?', [instanceId]))[0].n)).toBe(0);
    expect(Number((await em.getConnection().execute<{ n: string }[]>('select count(*) as n from search_console_rows r where not exists (select 1 from search_console_properties p where p.key = r.property_key)'))[0].n)).toBe(0);
  });

  it('connects Bing with an API key checked by listing its sites, kept encrypted; a wrong key is refused; none given: the configured one', async () => {
    const user = await createUser(app, { plan: 'pro' });
    const wrong = await request(app.url, 'POST', '/api/search-console/bing', { token: user.token, body: { apiKey: 'not-the-key' } });
    expect(wrong).toMatchObject({ status: 400, body: { error: 'Bing Webmaster Tools did not accept this API key.' } });
    const connected = await request(app.url, 'POST', '/api/search-console/bing', { token: user.token, body: { apiKey: server.bingApiKey } });
    expect(connected.status).toBe(201);
    expect(connected.body.properties).toEqual([{ id: expect.any(String), siteUrl: 'https://www.example.com/', kind: 'url-prefix' }]);
    const [{ secret }] = await app.deps.orm.em.fork().getConnection().execute<{ secret: string }[]>('select secret from search_console_connections where id = ?', [connected.body.id]);
    expect(secret).not.toContain(server.bingApiKey);
    expect(app.deps.searchConsole.cipher.decrypt(secret)).toBe(server.bingApiKey);
    // Without a key of its own, a workspace connects with the operator's BING_WEBMASTER_API_KEY.
    const other = await createUser(app, { plan: 'pro' });
    expect(await request(app.url, 'POST', '/api/search-console/bing', { token: other.token, body: {} })).toMatchObject({ status: 201, body: { properties: [{ siteUrl: 'https://www.example.com/' }] } });
  });

  it('answers 404 for another workspace’s connection, property and instance, on REST and GraphQL', async () => {
    const owner = await createUser(app, { plan: 'pro' });
    const other = await createUser(app, { plan: 'pro' });
    const connectionId = await connectGoogle(owner.token);
    const [property] = (await request(app.url, 'GET', '/api/search-console/properties', { token: owner.token })).body as { id: string }[];
    const instanceId = await createInstance(app, owner.token);
    const otherInstance = await createInstance(app, other.token);

    expect((await request(app.url, 'GET', '/api/search-console/properties', { token: other.token })).body).toEqual([]);
    expect((await request(app.url, 'DELETE', `/api/search-console/connections/${connectionId}`, { token: other.token })).status).toBe(404);
    expect((await request(app.url, 'GET', `/api/search-console/striking-distance?propertyId=${property.id}`, { token: other.token })).status).toBe(404);
    expect((await request(app.url, 'POST', `/api/instances/${otherInstance}/search-console`, { token: other.token, body: { propertyId: property.id } })).status).toBe(404);
    expect((await request(app.url, 'POST', `/api/instances/${instanceId}/search-console`, { token: other.token, body: { propertyId: property.id } })).status).toBe(404);
    expect((await request(app.url, 'GET', `/api/instances/${instanceId}/search-console`, { token: other.token })).status).toBe(404);
    expect((await request(app.url, 'DELETE', `/api/instances/${instanceId}/search-console`, { token: other.token })).status).toBe(404);
    const viaGraphql = await graphql(app.url, 'query($id: ID!) { searchConsoleStrikingDistance(propertyId: $id) { query } }', { id: property.id }, other.token);
    expect(viaGraphql.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    // The owner's own reads answer.
    expect((await request(app.url, 'GET', `/api/instances/${instanceId}/search-console`, { token: owner.token })).body).toEqual({ propertyId: null, rows: [{ keyword: 'seo tools', clicks: null, impressions: null, ctr: null, position: null, trackedPosition: null }] });
  });
});
