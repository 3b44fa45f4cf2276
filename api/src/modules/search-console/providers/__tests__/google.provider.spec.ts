import { startSearchConsoleServer, type SearchConsoleServer } from '../../../../../test/support/search-console-server';
import { VendorError } from '../../../../common/vendor-error';
import { GoogleSearchConsole } from '../google.provider';
import { SearchQuotaError } from '../search-data-provider';

const REDIRECT_URL = 'https://app.example.test/api/search-console/callback';
const FAST_RETRIES = { timeoutMs: 5_000, maxAttempts: 3, retryBaseMs: 5 };
const SITES = [
  { siteUrl: 'sc-domain:example.com', permissionLevel: 'siteOwner' as const },
  { siteUrl: 'https://www.example.com/', permissionLevel: 'siteFullUser' as const },
  { siteUrl: 'https://shop.example.com/', permissionLevel: 'siteUnverifiedUser' as const },
];

let server: SearchConsoleServer;
let google: GoogleSearchConsole;

beforeEach(async () => {
  server = await startSearchConsoleServer({ sites: SITES, rowsPerProperty: 25_010 });
  google = new GoogleSearchConsole({
    clientId: server.clientId,
    clientSecret: server.clientSecret,
    redirectUrl: REDIRECT_URL,
    authorizationUrl: `${server.url}/o/oauth2/v2/auth`,
    oauthBaseUrl: server.url,
    apiBaseUrl: `${server.url}/webmasters/v3`,
    http: FAST_RETRIES,
  });
});

afterEach(() => server.close());

/** Consent in "the browser", then the code exchange: the refresh token a connection keeps. */
async function connect(): Promise<string> {
  const start = google.oauth.startAuthorization();
  const grant = await google.oauth.exchangeCode(server.consent(start.url), start.codeVerifier);
  return grant.refreshToken;
}

const tokenRequests = () => server.requests.filter((request) => request.path === '/token').map((request) => new URLSearchParams(request.body));

describe('Google Search Console adapter', () => {
  it('builds the authorization URL with PKCE S256, state, offline access and forced consent', () => {
    const start = google.oauth.startAuthorization();
    const url = new URL(start.url);
    expect(`${url.origin}${url.pathname}`).toBe(`${server.url}/o/oauth2/v2/auth`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: server.clientId,
      redirect_uri: REDIRECT_URL,
      response_type: 'code',
      scope: 'https://www.googleapis.com/auth/webmasters.readonly',
      access_type: 'offline',
      prompt: 'consent',
      state: start.state,
      code_challenge_method: 'S256',
    });
    expect(start.codeVerifier).toMatch(/^[A-Za-z0-9_-]{43,128}$/);
    expect(url.searchParams.get('code_challenge')).not.toBe(start.codeVerifier);
    expect(google.oauth.startAuthorization().state).not.toBe(start.state);
  });

  it('exchanges the code with the PKCE verifier and the client credentials for a refresh token', async () => {
    const start = google.oauth.startAuthorization();
    const grant = await google.oauth.exchangeCode(server.consent(start.url), start.codeVerifier);
    expect(grant.refreshToken).toMatch(/^1\/\/refresh-/);
    expect(grant.accessToken).toMatch(/^ya29\./);
    expect(grant.accessTokenExpiresAt.getTime()).toBeGreaterThan(Date.now() + 3_000_000);
    expect(Object.fromEntries(tokenRequests()[0])).toEqual({
      grant_type: 'authorization_code',
      code: expect.stringMatching(/^4\/code-/),
      code_verifier: start.codeVerifier,
      redirect_uri: REDIRECT_URL,
      client_id: server.clientId,
      client_secret: server.clientSecret,
    });
  });

  it('refuses a code sent with the wrong verifier with a clear error', async () => {
    const start = google.oauth.startAuthorization();
    const other = google.oauth.startAuthorization();
    const exchange = google.oauth.exchangeCode(server.consent(start.url), other.codeVerifier);
    await expect(exchange).rejects.toThrow(/Connect Search Console again/);
    await expect(exchange).rejects.toMatchObject({ kind: 'auth' });
  });

  it('lists domain and URL-prefix properties, leaving out the ones the user is not verified for', async () => {
    const list = await google.listProperties(await connect());
    expect(list).toEqual({
      source: 'LIVE',
      provider: 'google',
      properties: [
        { id: 'sc-domain:example.com', siteUrl: 'sc-domain:example.com', kind: 'domain' },
        { id: 'https://www.example.com/', siteUrl: 'https://www.example.com/', kind: 'url-prefix' },
      ],
    });
  });

  it('reads search analytics in pages through startRow, the last one short', async () => {
    const refreshToken = await connect();
    const request = { propertyId: 'https://www.example.com/', startDate: '2026-11-01', endDate: '2026-11-01', rowLimit: 25_000 };
    const first = await google.searchAnalytics(refreshToken, { ...request, startRow: 0 });
    const second = await google.searchAnalytics(refreshToken, { ...request, startRow: 25_000 });
    expect(first.rows).toHaveLength(25_000);
    expect(first.hasMore).toBe(true);
    expect(second.rows).toHaveLength(10);
    expect(second.hasMore).toBe(false);
    expect(first.rows[0]).toEqual({ date: '2026-11-01', query: 'query 0', page: 'https://www.example.com/page-0', device: 'desktop', country: 'usa', clicks: 25_010, impressions: 250_100, ctr: 0.1, position: 1 });
    const queries = server.requests.filter((r) => r.path.endsWith('/searchAnalytics/query'));
    // The URL-prefix property travels URL-encoded as one path segment.
    expect(queries[0].path).toBe('/webmasters/v3/sites/https%3A%2F%2Fwww.example.com%2F/searchAnalytics/query');
    expect(JSON.parse(queries[1].body)).toEqual({ startDate: '2026-11-01', endDate: '2026-11-01', dimensions: ['date', 'query', 'page', 'device', 'country'], type: 'web', rowLimit: 25_000, startRow: 25_000 });
  });

  it('reads a domain property, asking for the newest unfinished days when told to', async () => {
    const refreshToken = await connect();
    const page = await google.searchAnalytics(refreshToken, { propertyId: 'sc-domain:example.com', startDate: '2026-11-20', endDate: '2026-11-27', rowLimit: 3, startRow: 0, dataState: 'all' });
    expect(page.rows.map((row) => row.page)).toEqual(['https://example.com/page-0', 'https://example.com/page-1', 'https://example.com/page-2']);
    const sent = server.requests.find((r) => r.path.endsWith('/searchAnalytics/query'));
    expect(sent?.path).toBe('/webmasters/v3/sites/sc-domain%3Aexample.com/searchAnalytics/query');
    expect(JSON.parse(sent?.body ?? '{}')).toMatchObject({ dataState: 'all' });
  });

  it('waits out a quota error and then reads the page', async () => {
    const refreshToken = await connect();
    server.failNext(1, { status: 429, headers: { 'Retry-After': '0' }, body: { error: { code: 429, message: 'Search Analytics load quota exceeded.', status: 'RESOURCE_EXHAUSTED', errors: [{ domain: 'usageLimits', reason: 'rateLimitExceeded' }] } } });
    const page = await google.searchAnalytics(refreshToken, { propertyId: 'sc-domain:example.com', startDate: '2026-11-01', endDate: '2026-11-01', rowLimit: 5, startRow: 0 });
    expect(page.rows).toHaveLength(5);
    expect(server.requests.filter((r) => r.path.endsWith('/searchAnalytics/query'))).toHaveLength(2);
  });

  it('says a quota that stays spent with the typed quota error', async () => {
    const refreshToken = await connect();
    server.failNext(10, { status: 403, headers: { 'Retry-After': '1' }, body: { error: { code: 403, message: 'Quota exceeded.', errors: [{ domain: 'usageLimits', reason: 'quotaExceeded' }] } } });
    const read = google.searchAnalytics(refreshToken, { propertyId: 'sc-domain:example.com', startDate: '2026-11-01', endDate: '2026-11-01', rowLimit: 5, startRow: 0 });
    await expect(read).rejects.toBeInstanceOf(SearchQuotaError);
    await expect(read).rejects.toMatchObject({ retryable: true, retryAfterMs: 1000 });
    expect(server.requests.filter((r) => r.path.endsWith('/searchAnalytics/query'))).toHaveLength(FAST_RETRIES.maxAttempts);
  });

  it('refreshes an access token Google stopped accepting, once, and sends the request again', async () => {
    const refreshToken = await connect();
    server.expireAccessTokens();
    const list = await google.listProperties(refreshToken);
    expect(list.properties).toHaveLength(2);
    expect(tokenRequests().map((form) => form.get('grant_type'))).toEqual(['authorization_code', 'refresh_token']);
    expect(Object.fromEntries(tokenRequests()[1])).toEqual({ grant_type: 'refresh_token', refresh_token: refreshToken, client_id: server.clientId, client_secret: server.clientSecret });
    expect(server.requests.filter((r) => r.path === '/webmasters/v3/sites')).toHaveLength(2);
  });

  it('refreshes once for requests sent side by side', async () => {
    const refreshToken = await connect();
    google.oauth.forgetAccessToken(refreshToken);
    const lists = await Promise.all([google.listProperties(refreshToken), google.listProperties(refreshToken), google.listProperties(refreshToken)]);
    expect(lists.map((list) => list.properties.length)).toEqual([2, 2, 2]);
    expect(tokenRequests().map((form) => form.get('grant_type'))).toEqual(['authorization_code', 'refresh_token']);
  });

  it('refreshes only once when the new token is refused too', async () => {
    const refreshToken = await connect();
    server.failNext(5, { status: 401, body: { error: { code: 401, message: 'Request had invalid authentication credentials.', status: 'UNAUTHENTICATED' } } });
    await expect(google.listProperties(refreshToken)).rejects.toMatchObject({ kind: 'auth' });
    expect(server.requests.filter((r) => r.path === '/webmasters/v3/sites')).toHaveLength(2);
    expect(tokenRequests()).toHaveLength(2);
  });

  it('revokes the refresh token, after which it no longer refreshes', async () => {
    const refreshToken = await connect();
    await google.oauth.revoke(refreshToken);
    const revoke = server.requests.find((r) => r.path === '/revoke');
    expect(revoke?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(new URLSearchParams(revoke?.body).get('token')).toBe(refreshToken);
    expect(server.liveRefreshTokens()).toEqual([]);
    // Revoking again (Google: 400 invalid_token) still counts as revoked.
    await expect(google.oauth.revoke(refreshToken)).resolves.toBeUndefined();
    const read = google.listProperties(refreshToken);
    await expect(read).rejects.toBeInstanceOf(VendorError);
    await expect(read).rejects.toThrow(/Connect Search Console again/);
  });

  it('names the OAuth client settings when Google refuses the client', async () => {
    const wrong = new GoogleSearchConsole({ clientId: server.clientId, clientSecret: 'not-the-secret', redirectUrl: REDIRECT_URL, oauthBaseUrl: server.url, apiBaseUrl: `${server.url}/webmasters/v3`, http: FAST_RETRIES });
    const read = wrong.listProperties('1//refresh-unknown');
    await expect(read).rejects.toThrow('Google Search Console rejected the OAuth client. Check GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET.');
  });
});
