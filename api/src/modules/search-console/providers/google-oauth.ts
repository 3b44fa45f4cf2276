import { isRecord, vendorErrors, type VendorContext, type VendorResponse } from '../../seo/serp/vendor-http';
import { VendorError } from '../../../common/vendor-error';
import { withRetries } from '../../ai-visibility/engines/ai-vendor-http';
import { postForm, type SearchConsoleHttpSettings } from './search-console-http';
import { oauthState, pkcePair } from './pkce';
import type { AuthorizationStart, SearchConsoleGrant, SearchConsoleOAuth } from './search-data-provider';

export const GOOGLE_AUTHORIZATION_URL = 'https://accounts.google.com/o/oauth2/v2/auth';
export const GOOGLE_OAUTH_BASE_URL = 'https://oauth2.googleapis.com';
/** Read-only access to Search Console data is all the app asks for. */
export const SEARCH_CONSOLE_SCOPE = 'https://www.googleapis.com/auth/webmasters.readonly';

/** An access token is refreshed this long before Google says it expires, so a request never carries a dying one. */
const EXPIRY_MARGIN_MS = 60_000;

export interface GoogleOAuthOptions {
  clientId: string;
  clientSecret: string;
  redirectUrl: string;
  authorizationUrl: string;
  /** Where /token and /revoke live. */
  oauthBaseUrl: string;
  http: SearchConsoleHttpSettings;
}

/**
 * Google's OAuth 2 web-server flow with PKCE (S256) and offline access, so a refresh token comes back; access tokens
 * are kept in memory per refresh token until shortly before they expire.
 */
export class GoogleOAuth implements SearchConsoleOAuth {
  private readonly accessTokens = new Map<string, { token: string; expiresAt: number }>();
  private readonly refreshing = new Map<string, Promise<string>>();

  constructor(
    private readonly options: GoogleOAuthOptions,
    private readonly context: VendorContext,
  ) {}

  startAuthorization(): AuthorizationStart {
    const { codeVerifier, codeChallenge } = pkcePair();
    const state = oauthState();
    const url = new URL(this.options.authorizationUrl);
    url.search = new URLSearchParams({
      client_id: this.options.clientId,
      redirect_uri: this.options.redirectUrl,
      response_type: 'code',
      scope: SEARCH_CONSOLE_SCOPE,
      access_type: 'offline',
      // Google sends a refresh token only on consent: asking for it again makes a reconnect get a new one.
      prompt: 'consent',
      include_granted_scopes: 'true',
      state,
      code_challenge: codeChallenge,
      code_challenge_method: 'S256',
    }).toString();
    return { url: url.toString(), state, codeVerifier };
  }

  async exchangeCode(code: string, codeVerifier: string, signal?: AbortSignal): Promise<SearchConsoleGrant> {
    const body = await this.token({ grant_type: 'authorization_code', code, code_verifier: codeVerifier, redirect_uri: this.options.redirectUrl }, signal);
    if (typeof body.refresh_token !== 'string' || !body.refresh_token) throw vendorErrors.badResponse(this.context, 'Google granted no offline access (no refresh token)');
    const grant = { refreshToken: body.refresh_token, ...this.accessTokenOf(body), scope: typeof body.scope === 'string' ? body.scope : '' };
    this.accessTokens.set(grant.refreshToken, { token: grant.accessToken, expiresAt: grant.accessTokenExpiresAt.getTime() });
    return grant;
  }

  async revoke(refreshToken: string, signal?: AbortSignal): Promise<void> {
    this.accessTokens.delete(refreshToken);
    const response = await withRetries(this.options.http, signal, async () => retryable(this.context, await postForm(this.context, `${this.options.oauthBaseUrl}/revoke`, { token: refreshToken }, signal)));
    // Google answers 400 invalid_token for a token that is already revoked or expired: the connection is gone either way.
    if (response.status === 200 || (response.status === 400 && isRecord(response.body) && response.body.error === 'invalid_token')) return;
    throw this.tokenError(response);
  }

  /** A live access token for the connection: the kept one, or a fresh one from its refresh token. */
  async accessToken(refreshToken: string, signal?: AbortSignal): Promise<string> {
    const kept = this.accessTokens.get(refreshToken);
    if (kept && kept.expiresAt - EXPIRY_MARGIN_MS > Date.now()) return kept.token;
    // Pages read side by side share one refresh rather than each spending a call of the token quota. The shared
    // refresh ignores any one caller's abort (the time limit still bounds it): an aborted caller stops at its next request.
    signal?.throwIfAborted();
    let pending = this.refreshing.get(refreshToken);
    if (!pending) {
      pending = this.refresh(refreshToken).finally(() => this.refreshing.delete(refreshToken));
      this.refreshing.set(refreshToken, pending);
    }
    return pending;
  }

  private async refresh(refreshToken: string): Promise<string> {
    const body = await this.token({ grant_type: 'refresh_token', refresh_token: refreshToken });
    const { accessToken, accessTokenExpiresAt } = this.accessTokenOf(body);
    this.accessTokens.set(refreshToken, { token: accessToken, expiresAt: accessTokenExpiresAt.getTime() });
    return accessToken;
  }

  /** Drops the kept access token (Google refused it), so the next call refreshes. */
  forgetAccessToken(refreshToken: string): void {
    this.accessTokens.delete(refreshToken);
  }

  private async token(form: Record<string, string>, signal?: AbortSignal): Promise<Record<string, unknown>> {
    const credentials = { client_id: this.options.clientId, client_secret: this.options.clientSecret };
    const response = await withRetries(this.options.http, signal, async () => retryable(this.context, await postForm(this.context, `${this.options.oauthBaseUrl}/token`, { ...form, ...credentials }, signal)));
    if (response.status !== 200) throw this.tokenError(response);
    if (!isRecord(response.body)) throw vendorErrors.badResponse(this.context);
    return response.body;
  }

  private accessTokenOf(body: Record<string, unknown>): { accessToken: string; accessTokenExpiresAt: Date } {
    if (typeof body.access_token !== 'string' || !body.access_token) throw vendorErrors.badResponse(this.context, 'Google sent no access token');
    const seconds = typeof body.expires_in === 'number' ? body.expires_in : 3600;
    return { accessToken: body.access_token, accessTokenExpiresAt: new Date(Date.now() + seconds * 1000) };
  }

  /** The token endpoint's `{error, error_description}` (RFC 6749 §5.2) as what the user must do. */
  private tokenError(response: VendorResponse): VendorError {
    const code = isRecord(response.body) && typeof response.body.error === 'string' ? response.body.error : '';
    if (code === 'invalid_grant') {
      return new VendorError('auth', 'Google no longer accepts this Search Console connection (it was revoked, expired or the code was already used). Connect Search Console again.', false);
    }
    if (code === 'invalid_client' || code === 'unauthorized_client') return vendorErrors.auth(this.context);
    if (response.status >= 500) return vendorErrors.unavailable(this.context, `HTTP ${response.status}`);
    const description = isRecord(response.body) && typeof response.body.error_description === 'string' ? response.body.error_description : code;
    return vendorErrors.badResponse(this.context, description ? `${description} (HTTP ${response.status})` : `HTTP ${response.status}`);
  }
}

/** Passes an answer through, or throws the failures that may pass on a second try (429, 5xx) so withRetries tries again. */
function retryable(context: VendorContext, response: VendorResponse): VendorResponse {
  if (response.status === 429) throw vendorErrors.rateLimited(context, response.retryAfterMs);
  if (response.status >= 500) throw vendorErrors.unavailable(context, `HTTP ${response.status}`);
  return response;
}
