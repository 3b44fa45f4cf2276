import type { DataSource } from '../../../common/data-source';
import { VendorError } from '../../../common/vendor-error';

/** Who answers: Google Search Console, Bing Webmaster Tools, or the generated sandbox. */
export type SearchDataProviderName = 'google' | 'bing' | 'sandbox';

/** A Search Console property: a whole domain (`sc-domain:example.com`) or one URL prefix (`https://www.example.com/`). */
export interface SearchProperty {
  /** The provider's own name for the property, passed back unchanged to read its data. */
  id: string;
  /** The site as the provider spells it (equal to `id` for Google and Bing). */
  siteUrl: string;
  kind: 'domain' | 'url-prefix';
}

/** What the user approves in the provider's consent screen, kept until the browser comes back with a code. */
export interface AuthorizationStart {
  /** Opened in the browser: Google's consent screen, or the sandbox's in-app consent page. */
  url: string;
  /** Sent back with the code; the caller checks it before exchanging the code (CSRF). */
  state: string;
  /** The PKCE secret whose S256 challenge is in `url`; kept server-side and sent with the code. */
  codeVerifier: string;
}

/** What a connection keeps: the refresh token (stored encrypted) and the short-lived access token it gave. */
export interface SearchConsoleGrant {
  refreshToken: string;
  accessToken: string;
  accessTokenExpiresAt: Date;
  /** The scopes granted, space-separated as the provider says them. */
  scope: string;
}

/** The OAuth 2 steps of a provider that connects per user (Google, the sandbox); Bing uses an API key instead. */
export interface SearchConsoleOAuth {
  startAuthorization(): AuthorizationStart;
  exchangeCode(code: string, codeVerifier: string, signal?: AbortSignal): Promise<SearchConsoleGrant>;
  /** Ends the connection at the provider; an already revoked or unknown token counts as revoked. */
  revoke(refreshToken: string, signal?: AbortSignal): Promise<void>;
}

/** One request for search analytics: every row of one property for a date range, one page at a time. */
export interface SearchAnalyticsRequest {
  propertyId: string;
  /** YYYY-MM-DD, both ends included. */
  startDate: string;
  endDate: string;
  /** First row of the page, counting from 0. */
  startRow: number;
  /** Rows in the page, at most SEARCH_ANALYTICS_MAX_ROWS. */
  rowLimit: number;
  /** 'final' (default) only finalised days; 'all' also the newest, still changing ones. */
  dataState?: 'final' | 'all';
}

/** Google's documented ceiling of rows per searchAnalytics.query request. */
export const SEARCH_ANALYTICS_MAX_ROWS = 25_000;

/** Bing splits neither by device nor by country: its rows say 'all'. */
export const ALL = 'all';

/**
 * One row: a day, a query on a page from one device type and country, with its figures. Google fills every
 * dimension. Bing reports queries and pages apart: its query rows have `page` null and its page rows `query` null,
 * so the figures of either kind alone add up to the site's totals.
 */
export interface SearchAnalyticsRow {
  /** YYYY-MM-DD. */
  date: string;
  query: string | null;
  page: string | null;
  /** 'desktop' | 'mobile' | 'tablet', or ALL. */
  device: string;
  /** ISO 3166-1 alpha-3 lower-case as Google gives it (e.g. 'usa'), or ALL. */
  country: string;
  clicks: number;
  impressions: number;
  /** clicks / impressions, 0-1. */
  ctr: number;
  /** Average position, 1 = top. */
  position: number;
}

export interface SearchAnalyticsPage {
  source: DataSource;
  provider: SearchDataProviderName;
  rows: SearchAnalyticsRow[];
  /** False when this page was the last one (fewer rows than asked for). */
  hasMore: boolean;
}

export interface PropertyList {
  source: DataSource;
  provider: SearchDataProviderName;
  properties: SearchProperty[];
}

/**
 * Where a site's own search figures come from. `credentials` is the connection's refresh token for OAuth
 * providers (Bing ignores it: its key is configured). Failures are VendorErrors; a spent quota is a
 * SearchQuotaError, which says how long to wait.
 */
export interface SearchDataProvider {
  readonly provider: SearchDataProviderName;
  readonly source: DataSource;
  /** The connection steps, or null where the provider needs none (an API key). */
  readonly oauth: SearchConsoleOAuth | null;
  /**
   * The account's properties. `siteHints` are domains the caller tracks: the sandbox invents a property for each,
   * vendors ignore them.
   */
  listProperties(credentials: string, options?: { siteHints?: string[]; signal?: AbortSignal }): Promise<PropertyList>;
  searchAnalytics(credentials: string, request: SearchAnalyticsRequest, signal?: AbortSignal): Promise<SearchAnalyticsPage>;
}

/**
 * The provider's quota is spent for now (Google: 429, rateLimitExceeded or quotaExceeded; Bing: ThrottleUser or
 * ThrottleHost). Retryable: the caller waits `retryAfterMs` when the provider said it, else backs off.
 */
export class SearchQuotaError extends VendorError {
  constructor(message: string, retryAfterMs?: number) {
    super('rate_limited', message, true, retryAfterMs);
    this.name = 'SearchQuotaError';
  }
}
