import { DataSource } from '../../../common/data-source';
import { baseUrl, callVendor, isRecord, vendorErrors, type VendorContext, type VendorResponse } from '../../seo/serp/vendor-http';
import { withRetries } from '../../ai-visibility/engines/ai-vendor-http';
import { GOOGLE_AUTHORIZATION_URL, GOOGLE_OAUTH_BASE_URL, GoogleOAuth } from './google-oauth';
import { getJson, googleApiError, isGoogleQuota, quotaError, searchVendorContext, type SearchConsoleHttpSettings } from './search-console-http';
import {
  SEARCH_ANALYTICS_MAX_ROWS,
  type PropertyList,
  type SearchAnalyticsPage,
  type SearchAnalyticsRequest,
  type SearchAnalyticsRow,
  type SearchDataProvider,
  type SearchProperty,
} from './search-data-provider';

export const SEARCH_CONSOLE_API_BASE_URL = 'https://www.googleapis.com/webmasters/v3';

/** The dimensions of every row, in the order of Google's `keys`. */
const DIMENSIONS = ['date', 'query', 'page', 'device', 'country'] as const;

export interface GoogleSearchConsoleOptions {
  clientId: string;
  clientSecret: string;
  redirectUrl: string;
  /** Base URL overrides (tests, proxies). */
  authorizationUrl?: string;
  oauthBaseUrl?: string;
  apiBaseUrl?: string;
  http: SearchConsoleHttpSettings;
}

/**
 * Google Search Console through its documented REST API: `GET /sites` for the properties the user may read, and
 * `POST /sites/{siteUrl}/searchAnalytics/query` for rows by date, query, page, device and country. A 401 (the
 * access token expired or was revoked early) refreshes the token once and sends the request again.
 */
export class GoogleSearchConsole implements SearchDataProvider {
  readonly provider = 'google';
  readonly source = DataSource.LIVE;
  readonly oauth: GoogleOAuth;
  private readonly context: VendorContext;
  private readonly apiBaseUrl: string;

  constructor(private readonly options: GoogleSearchConsoleOptions) {
    this.context = searchVendorContext('Google Search Console', { what: 'the OAuth client', variables: 'GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET' }, [options.clientSecret], options.http);
    this.apiBaseUrl = baseUrl(options.apiBaseUrl, SEARCH_CONSOLE_API_BASE_URL);
    this.oauth = new GoogleOAuth(
      {
        clientId: options.clientId,
        clientSecret: options.clientSecret,
        redirectUrl: options.redirectUrl,
        authorizationUrl: options.authorizationUrl ?? GOOGLE_AUTHORIZATION_URL,
        oauthBaseUrl: baseUrl(options.oauthBaseUrl, GOOGLE_OAUTH_BASE_URL),
        http: options.http,
      },
      this.context,
    );
  }

  async listProperties(refreshToken: string, options: { signal?: AbortSignal } = {}): Promise<PropertyList> {
    const url = new URL(`${this.apiBaseUrl}/sites`);
    const body = await this.send(refreshToken, options.signal, (accessToken) => getJson(this.context, url, { Authorization: `Bearer ${accessToken}` }, options.signal));
    const entries = Array.isArray(body.siteEntry) ? body.siteEntry.filter(isRecord) : [];
    const properties: SearchProperty[] = entries
      // An unverified user sees the property listed but may read none of its data.
      .filter((entry) => typeof entry.siteUrl === 'string' && entry.permissionLevel !== 'siteUnverifiedUser')
      .map((entry) => {
        const siteUrl = String(entry.siteUrl);
        return { id: siteUrl, siteUrl, kind: siteUrl.startsWith('sc-domain:') ? 'domain' : 'url-prefix' };
      });
    return { source: this.source, provider: this.provider, properties };
  }

  async searchAnalytics(refreshToken: string, request: SearchAnalyticsRequest, signal?: AbortSignal): Promise<SearchAnalyticsPage> {
    const rowLimit = Math.min(Math.max(1, request.rowLimit), SEARCH_ANALYTICS_MAX_ROWS);
    const url = new URL(`${this.apiBaseUrl}/sites/${encodeURIComponent(request.propertyId)}/searchAnalytics/query`);
    const payload = {
      startDate: request.startDate,
      endDate: request.endDate,
      dimensions: DIMENSIONS,
      type: 'web',
      rowLimit,
      startRow: request.startRow,
      ...(request.dataState === 'all' ? { dataState: 'all' } : {}),
    };
    const body = await this.send(refreshToken, signal, (accessToken) =>
      callVendor(this.context, url, { method: 'POST', headers: { Authorization: `Bearer ${accessToken}`, 'Content-Type': 'application/json', Accept: 'application/json' }, body: JSON.stringify(payload) }, signal),
    );
    // Google leaves `rows` out when nothing matched.
    const rows = (Array.isArray(body.rows) ? body.rows.filter(isRecord) : []).map((row) => this.toRow(row));
    return { source: this.source, provider: this.provider, rows, hasMore: rows.length === rowLimit };
  }

  private toRow(row: Record<string, unknown>): SearchAnalyticsRow {
    const keys = Array.isArray(row.keys) ? row.keys.map(String) : [];
    if (keys.length !== DIMENSIONS.length) throw vendorErrors.badResponse(this.context, 'a row did not carry one key per dimension');
    const [date, query, page, device, country] = keys;
    const number = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
    return { date, query, page, device: device.toLowerCase(), country: country.toLowerCase(), clicks: number(row.clicks), impressions: number(row.impressions), ctr: number(row.ctr), position: number(row.position) };
  }

  /**
   * One authorised call: quota and server failures tried again by the shared plumbing, a 401 answered by one
   * refresh of the access token and one more try. Resolves with the 200 body.
   */
  private async send(refreshToken: string, signal: AbortSignal | undefined, call: (accessToken: string) => Promise<VendorResponse>): Promise<Record<string, unknown>> {
    const attempt = async () => {
      const response = await call(await this.oauth.accessToken(refreshToken, signal));
      if (isGoogleQuota(response)) throw quotaError(this.context, response.retryAfterMs);
      if (response.status >= 500) throw vendorErrors.unavailable(this.context, `HTTP ${response.status}`);
      return response;
    };
    let response = await withRetries(this.options.http, signal, attempt);
    if (response.status === 401) {
      this.oauth.forgetAccessToken(refreshToken);
      response = await withRetries(this.options.http, signal, attempt);
    }
    if (response.status !== 200) throw googleApiError(this.context, response);
    if (!isRecord(response.body)) throw vendorErrors.badResponse(this.context);
    return response.body;
  }
}
