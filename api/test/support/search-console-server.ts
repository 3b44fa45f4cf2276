import { createHash } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface ScriptedReply {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

export interface GoogleSiteEntry {
  siteUrl: string;
  permissionLevel: 'siteOwner' | 'siteFullUser' | 'siteRestrictedUser' | 'siteUnverifiedUser';
}

/** A Bing QueryStats entry as its JSON API sends it. */
export interface BingQueryStats {
  Query: string;
  Date: string;
  Clicks: number;
  Impressions: number;
  AvgClickPosition: number;
  AvgImpressionPosition: number;
}

export interface SearchConsoleServerOptions {
  clientId?: string;
  clientSecret?: string;
  bingApiKey?: string;
  sites?: GoogleSiteEntry[];
  /** How many search analytics rows each Google property has over any range asked. */
  rowsPerProperty?: number;
  bingSites?: { Url: string; IsVerified: boolean }[];
  bingQueryStats?: BingQueryStats[];
  bingPageStats?: BingQueryStats[];
}

/**
 * A local stand-in speaking Google's and Bing's documented shapes: Google's OAuth 2 endpoints (a consent step that
 * binds a code to its PKCE challenge, /token for authorization_code and refresh_token grants, /revoke), the Search
 * Console API under /webmasters/v3 (sites, searchAnalytics/query with rowLimit/startRow paging), and Bing Webmaster's
 * JSON API under /webmaster/api.svc/json. Point the base URL overrides at `url`.
 */
export interface SearchConsoleServer {
  url: string;
  clientId: string;
  clientSecret: string;
  bingApiKey: string;
  requests: RecordedRequest[];
  /** Google's consent screen: checks the authorization URL and answers the code it would send to the redirect URL. */
  consent(authorizationUrl: string): string;
  /** Every access token issued so far stops working (they expired early), as Google's 401 says. */
  expireAccessTokens(): void;
  /** Refresh tokens that are live (revoked ones are gone). */
  liveRefreshTokens(): string[];
  /** Answers the next `count` requests to API paths (not /token or /revoke) with `reply`. */
  failNext(count: number, reply: ScriptedReply): void;
  close(): Promise<void>;
}

export async function startSearchConsoleServer(options: SearchConsoleServerOptions = {}): Promise<SearchConsoleServer> {
  const clientId = options.clientId ?? 'client-123.apps.googleusercontent.com';
  const clientSecret = options.clientSecret ?? 'GOCSPX-secret';
  const bingApiKey = options.bingApiKey ?? 'bing-key-0123';
  const sites = options.sites ?? [];
  const requests: RecordedRequest[] = [];
  const codes = new Map<string, { challenge: string; redirectUri: string }>();
  const refreshTokens = new Set<string>();
  const accessTokens = new Set<string>();
  const failures: { count: number; reply?: ScriptedReply } = { count: 0 };
  let issued = 0;

  const issueAccessToken = () => {
    const token = `ya29.access-${++issued}`;
    accessTokens.add(token);
    return token;
  };

  const handle = (request: RecordedRequest): ScriptedReply => {
    const form = new URLSearchParams(request.body);
    if (request.path === '/token') {
      if (form.get('client_id') !== clientId || form.get('client_secret') !== clientSecret) return { status: 401, body: { error: 'invalid_client', error_description: 'Unauthorized' } };
      if (form.get('grant_type') === 'authorization_code') {
        const code = codes.get(form.get('code') ?? '');
        codes.delete(form.get('code') ?? '');
        const verifier = form.get('code_verifier') ?? '';
        const challenge = createHash('sha256').update(verifier).digest('base64url');
        if (!code || code.challenge !== challenge || code.redirectUri !== form.get('redirect_uri')) return { status: 400, body: { error: 'invalid_grant', error_description: 'Bad Request' } };
        const refreshToken = `1//refresh-${++issued}`;
        refreshTokens.add(refreshToken);
        return { status: 200, body: { access_token: issueAccessToken(), expires_in: 3599, refresh_token: refreshToken, scope: 'https://www.googleapis.com/auth/webmasters.readonly', token_type: 'Bearer' } };
      }
      if (form.get('grant_type') === 'refresh_token') {
        if (!refreshTokens.has(form.get('refresh_token') ?? '')) return { status: 400, body: { error: 'invalid_grant', error_description: 'Token has been expired or revoked.' } };
        return { status: 200, body: { access_token: issueAccessToken(), expires_in: 3599, scope: 'https://www.googleapis.com/auth/webmasters.readonly', token_type: 'Bearer' } };
      }
      return { status: 400, body: { error: 'unsupported_grant_type' } };
    }
    if (request.path === '/revoke') {
      const token = form.get('token') ?? '';
      if (!refreshTokens.delete(token) && !accessTokens.delete(token)) return { status: 400, body: { error: 'invalid_token', error_description: 'Token expired or revoked' } };
      return { status: 200, body: {} };
    }
    if (failures.count > 0 && failures.reply) {
      failures.count--;
      return failures.reply;
    }
    if (request.path.startsWith('/webmasters/v3/')) {
      const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
      if (!accessTokens.has(token)) return { status: 401, body: { error: { code: 401, message: 'Request had invalid authentication credentials.', status: 'UNAUTHENTICATED' } } };
      if (request.method === 'GET' && request.path === '/webmasters/v3/sites') return { status: 200, body: sites.length > 0 ? { siteEntry: sites } : {} };
      const analytics = /^\/webmasters\/v3\/sites\/([^/]+)\/searchAnalytics\/query$/.exec(request.path);
      if (request.method === 'POST' && analytics) {
        const siteUrl = decodeURIComponent(analytics[1]);
        if (!sites.some((site) => site.siteUrl === siteUrl)) return { status: 403, body: { error: { code: 403, message: `User does not have sufficient permission for site '${siteUrl}'.`, status: 'PERMISSION_DENIED' } } };
        const query = JSON.parse(request.body) as { startDate: string; rowLimit?: number; startRow?: number };
        const rowLimit = Math.min(query.rowLimit ?? 1000, 25_000);
        const startRow = query.startRow ?? 0;
        const total = options.rowsPerProperty ?? 0;
        const rows = Array.from({ length: Math.max(0, Math.min(rowLimit, total - startRow)) }, (_, i) => {
          const n = startRow + i;
          return { keys: [query.startDate, `query ${n}`, `${siteUrl.startsWith('sc-domain:') ? `https://${siteUrl.slice('sc-domain:'.length)}/` : siteUrl}page-${n % 7}`, n % 2 ? 'MOBILE' : 'DESKTOP', 'usa'], clicks: total - n, impressions: (total - n) * 10, ctr: 0.1, position: 1 + (n % 40) };
        });
        return { status: 200, body: rows.length > 0 ? { rows, responseAggregationType: 'byPage' } : { responseAggregationType: 'byPage' } };
      }
      return { status: 404, body: { error: { code: 404, message: 'Not Found', status: 'NOT_FOUND' } } };
    }
    const bing = /^\/webmaster\/api\.svc\/json\/(\w+)$/.exec(request.path);
    if (bing) {
      if (request.query.get('apikey') !== bingApiKey) return { status: 400, body: { ErrorCode: 3, Message: 'ERROR!!! InvalidApiKey' } };
      const method = bing[1];
      if (method === 'GetUserSites') return { status: 200, body: { d: (options.bingSites ?? []).map((site) => ({ __type: 'Site:#Microsoft.Bing.Webmaster.Api', AuthenticationCode: 'ABC', DnsVerificationCode: 'BingSiteAuth', ...site })) } };
      const stats = method === 'GetQueryStats' ? options.bingQueryStats : method === 'GetPageStats' ? options.bingPageStats : undefined;
      if (stats && request.query.get('siteUrl')) return { status: 200, body: { d: stats.map((entry) => ({ __type: 'QueryStats:#Microsoft.Bing.Webmaster.Api', ...entry })) } };
      return { status: 400, body: { ErrorCode: 8, Message: 'ERROR!!! InvalidParameter' } };
    }
    return { status: 404, body: { error: 'not found' } };
  };

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const request = { method: req.method ?? '', path: url.pathname, query: url.searchParams, headers: req.headers, body: Buffer.concat(chunks).toString('utf8') };
      requests.push(request);
      const reply = handle(request);
      res.writeHead(reply.status, { 'Content-Type': 'application/json; charset=utf-8', ...reply.headers });
      res.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    clientId,
    clientSecret,
    bingApiKey,
    requests,
    consent(authorizationUrl) {
      const params = new URL(authorizationUrl).searchParams;
      if (params.get('client_id') !== clientId) throw new Error(`consent: unknown client ${params.get('client_id')}`);
      if (params.get('code_challenge_method') !== 'S256' || !params.get('code_challenge')) throw new Error('consent: no S256 PKCE challenge');
      const code = `4/code-${++issued}`;
      codes.set(code, { challenge: params.get('code_challenge') ?? '', redirectUri: params.get('redirect_uri') ?? '' });
      return code;
    },
    expireAccessTokens: () => accessTokens.clear(),
    liveRefreshTokens: () => [...refreshTokens],
    failNext(count, reply) {
      failures.count = count;
      failures.reply = reply;
    },
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
