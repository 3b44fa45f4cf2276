import { randomBytes } from 'node:crypto';
import { DataSource } from '../../../common/data-source';
import { VendorError } from '../../../common/vendor-error';
import { oauthState, pkcePair } from './pkce';
import { sandboxRowsOfDay } from './sandbox-search-rows';
import {
  SEARCH_ANALYTICS_MAX_ROWS,
  type AuthorizationStart,
  type PropertyList,
  type SearchAnalyticsPage,
  type SearchAnalyticsRequest,
  type SearchAnalyticsRow,
  type SearchConsoleGrant,
  type SearchConsoleOAuth,
  type SearchDataProvider,
  type SearchProperty,
} from './search-data-provider';

/** The app's own page where a sandbox connection is approved, in place of Google's consent screen. */
export const SANDBOX_CONSENT_PATH = '/search-console/sandbox-consent';
const CONSENT_CODE_PREFIX = 'sandbox-consent.';
const REFRESH_TOKEN_PREFIX = 'sandbox-refresh.';
/** Google finalises a day about two days after it ends; the sandbox behaves the same. */
const FINAL_AFTER_DAYS = 3;
const DAY_MS = 86_400_000;

/** The code the sandbox consent page hands back to the callback for the start it approved. */
export function sandboxConsentCode(state: string): string {
  return `${CONSENT_CODE_PREFIX}${state}`;
}

const notConnected = () => new VendorError('auth', 'This sandbox Search Console connection is not valid. Connect Search Console again.', false);

class SandboxOAuth implements SearchConsoleOAuth {
  startAuthorization(): AuthorizationStart {
    const { codeVerifier } = pkcePair();
    const state = oauthState();
    return { url: `${SANDBOX_CONSENT_PATH}?${new URLSearchParams({ state })}`, state, codeVerifier };
  }

  exchangeCode(code: string): Promise<SearchConsoleGrant> {
    if (!code.startsWith(CONSENT_CODE_PREFIX) || code.length === CONSENT_CODE_PREFIX.length) return Promise.reject(notConnected());
    return Promise.resolve({
      refreshToken: `${REFRESH_TOKEN_PREFIX}${randomBytes(24).toString('base64url')}`,
      accessToken: `sandbox-access.${randomBytes(16).toString('base64url')}`,
      accessTokenExpiresAt: new Date(Date.now() + 3600_000),
      scope: 'sandbox',
    });
  }

  revoke(): Promise<void> {
    return Promise.resolve();
  }
}

/**
 * A generated Search Console for trying the feature without a Google account: every answer is labelled SANDBOX.
 * It invents a domain property and a URL-prefix property for each site the caller tracks, and figures per property
 * and day that are the same on every call (see sandboxRowsOfDay).
 */
export class SandboxSearchConsole implements SearchDataProvider {
  readonly provider = 'sandbox';
  readonly source = DataSource.SANDBOX;
  readonly oauth: SearchConsoleOAuth = new SandboxOAuth();

  constructor(private readonly now: () => Date = () => new Date()) {}

  listProperties(credentials: string, options: { siteHints?: string[] } = {}): Promise<PropertyList> {
    if (!credentials.startsWith(REFRESH_TOKEN_PREFIX)) return Promise.reject(notConnected());
    const sites = [...new Set((options.siteHints?.length ? options.siteHints : ['example.com']).map((site) => site.trim().toLowerCase().replace(/^www\./, '')).filter(Boolean))];
    const properties: SearchProperty[] = sites.flatMap((site) => [
      { id: `sc-domain:${site}`, siteUrl: `sc-domain:${site}`, kind: 'domain' as const },
      { id: `https://www.${site}/`, siteUrl: `https://www.${site}/`, kind: 'url-prefix' as const },
    ]);
    return Promise.resolve({ source: this.source, provider: this.provider, properties });
  }

  searchAnalytics(credentials: string, request: SearchAnalyticsRequest): Promise<SearchAnalyticsPage> {
    if (!credentials.startsWith(REFRESH_TOKEN_PREFIX)) return Promise.reject(notConnected());
    const rowLimit = Math.min(Math.max(1, request.rowLimit), SEARCH_ANALYTICS_MAX_ROWS);
    const newest = new Date(this.now().getTime() - (request.dataState === 'all' ? 1 : FINAL_AFTER_DAYS) * DAY_MS).toISOString().slice(0, 10);
    const last = request.endDate < newest ? request.endDate : newest;
    const rows: SearchAnalyticsRow[] = [];
    for (let day = new Date(`${request.startDate}T00:00:00Z`); day.toISOString().slice(0, 10) <= last; day = new Date(day.getTime() + DAY_MS)) {
      rows.push(...sandboxRowsOfDay(request.propertyId, day.toISOString().slice(0, 10)));
    }
    const page = rows.slice(request.startRow, request.startRow + rowLimit);
    return Promise.resolve({ source: this.source, provider: this.provider, rows: page, hasMore: request.startRow + rowLimit < rows.length });
  }
}
