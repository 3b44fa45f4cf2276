import { LRUCache } from 'lru-cache';
import { DataSource } from '../../../common/data-source';
import { baseUrl, isRecord, vendorErrors, type VendorContext, type VendorResponse } from '../../seo/serp/vendor-http';
import { withRetries } from '../../ai-visibility/engines/ai-vendor-http';
import { getJson, quotaError, searchVendorContext, type SearchConsoleHttpSettings } from './search-console-http';
import { ALL, SEARCH_ANALYTICS_MAX_ROWS, type PropertyList, type SearchAnalyticsPage, type SearchAnalyticsRequest, type SearchAnalyticsRow, type SearchDataProvider } from './search-data-provider';

export const BING_WEBMASTER_BASE_URL = 'https://ssl.bing.com/webmaster/api.svc/json';

/** Bing's documented ApiErrorCode values that this adapter acts on. */
const BING_INVALID_API_KEY = 3;
const BING_THROTTLED = new Set([4, 5]); // ThrottleUser, ThrottleHost

/**
 * How long a site's fetched history answers later requests. Bing sends a site's whole history in one answer, and a
 * sync asks day by day: without it a 16-month backfill would fetch the same history twice per day (~970 calls), and
 * Bing throttles a key long before that.
 */
export const BING_HISTORY_TTL_MS = 10 * 60_000;
/** Sites whose history one API key's adapter keeps at once (a key owns a few sites; a sync reads one at a time). */
const BING_HISTORIES_KEPT = 20;

export interface BingWebmasterOptions {
  apiKey: string;
  baseUrl?: string;
  http: SearchConsoleHttpSettings;
  /** How long a fetched history is reused (default BING_HISTORY_TTL_MS). */
  historyTtlMs?: number;
  /** The clock the time to live is measured with (tests). */
  now?: () => number;
}

/**
 * Bing Webmaster Tools through its JSON API with the account's API key: `GetUserSites` for the sites,
 * `GetQueryStats` and `GetPageStats` for query and page figures (Bing reports them apart, by week, for its whole
 * history at once, and splits by neither device nor country). The range and the paging are applied here.
 */
export class BingWebmaster implements SearchDataProvider {
  readonly provider = 'bing';
  readonly source = DataSource.LIVE;
  readonly oauth = null;
  private readonly context: VendorContext;
  private readonly baseUrl: string;
  /**
   * Per site: its history (query rows then page rows, each by date then most clicks), or the fetch of it under way;
   * dropped when its time is up, whether or not it is asked for again.
   */
  private readonly histories: LRUCache<string, Promise<SearchAnalyticsRow[]>>;

  constructor(private readonly options: BingWebmasterOptions) {
    this.context = searchVendorContext('Bing Webmaster Tools', { what: 'the API key', variables: 'BING_WEBMASTER_API_KEY' }, [options.apiKey], options.http);
    this.baseUrl = baseUrl(options.baseUrl, BING_WEBMASTER_BASE_URL);
    const now = options.now ?? Date.now;
    this.histories = new LRUCache({ max: BING_HISTORIES_KEPT, ttl: options.historyTtlMs ?? BING_HISTORY_TTL_MS, ttlAutopurge: true, ttlResolution: 0, perf: { now } });
  }

  async listProperties(_credentials: string, options: { signal?: AbortSignal } = {}): Promise<PropertyList> {
    const sites = await this.call('GetUserSites', {}, options.signal);
    // An unverified site is listed, but Bing gives no data for it.
    const properties = sites.filter((site) => typeof site.Url === 'string' && site.IsVerified !== false).map((site) => ({ id: String(site.Url), siteUrl: String(site.Url), kind: 'url-prefix' as const }));
    return { source: this.source, provider: this.provider, properties };
  }

  async searchAnalytics(_credentials: string, request: SearchAnalyticsRequest, signal?: AbortSignal): Promise<SearchAnalyticsPage> {
    const rowLimit = Math.min(Math.max(1, request.rowLimit), SEARCH_ANALYTICS_MAX_ROWS);
    const history = await this.history(request.propertyId, signal);
    const rows = history.filter((row) => row.date >= request.startDate && row.date <= request.endDate);
    const page = rows.slice(request.startRow, request.startRow + rowLimit);
    return { source: this.source, provider: this.provider, rows: page, hasMore: request.startRow + rowLimit < rows.length };
  }

  /**
   * The site's whole history, fetched at most once per BING_HISTORY_TTL_MS; a failed fetch is not kept. Steps of a
   * sync run one after another, so a fetch is shared only by the calls of one step or the next.
   */
  private history(siteUrl: string, signal?: AbortSignal): Promise<SearchAnalyticsRow[]> {
    const kept = this.histories.get(siteUrl);
    if (kept) return kept;
    const rows = this.fetchHistory(siteUrl, signal);
    this.histories.set(siteUrl, rows);
    rows.catch(() => this.histories.peek(siteUrl) === rows && this.histories.delete(siteUrl));
    return rows;
  }

  private async fetchHistory(siteUrl: string, signal?: AbortSignal): Promise<SearchAnalyticsRow[]> {
    const queryStats = await this.call('GetQueryStats', { siteUrl }, signal);
    const pageStats = await this.call('GetPageStats', { siteUrl }, signal);
    const byDateThenClicks = (a: SearchAnalyticsRow, b: SearchAnalyticsRow) => a.date.localeCompare(b.date) || b.clicks - a.clicks;
    return [...queryStats.map((stats) => this.toRow(stats, 'query')).sort(byDateThenClicks), ...pageStats.map((stats) => this.toRow(stats, 'page')).sort(byDateThenClicks)];
  }

  /** A QueryStats entry (its `Query` is the page's URL in GetPageStats) as a row of the port. */
  private toRow(stats: Record<string, unknown>, kind: 'query' | 'page'): SearchAnalyticsRow {
    const date = bingDate(stats.Date);
    if (!date || typeof stats.Query !== 'string') throw vendorErrors.badResponse(this.context, 'a row had no date or no query');
    const number = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
    const clicks = number(stats.Clicks);
    const impressions = number(stats.Impressions);
    return {
      date,
      // Lower case as Google reports queries (and the tracker and discovery match them); page URLs as given.
      query: kind === 'query' ? stats.Query.toLowerCase() : null,
      page: kind === 'page' ? stats.Query : null,
      device: ALL,
      country: ALL,
      clicks,
      impressions,
      ctr: impressions > 0 ? clicks / impressions : 0,
      // The position averaged over impressions is what Google's `position` is; Bing's click position only counts clicked results.
      position: Math.max(0, number(stats.AvgImpressionPosition)),
    };
  }

  /** One GET of a Bing method: its `d` array, or the error Bing's `{ErrorCode, Message}` means. */
  private async call(method: string, parameters: Record<string, string>, signal?: AbortSignal): Promise<Record<string, unknown>[]> {
    const url = new URL(`${this.baseUrl}/${method}`);
    for (const [name, value] of Object.entries({ ...parameters, apikey: this.options.apiKey })) url.searchParams.set(name, value);
    const response = await withRetries(this.options.http, signal, async () => this.checked(await getJson(this.context, url, {}, signal)));
    if (!isRecord(response.body) || !Array.isArray(response.body.d)) throw vendorErrors.badResponse(this.context);
    return response.body.d.filter(isRecord);
  }

  private checked(response: VendorResponse): VendorResponse {
    const code = isRecord(response.body) && typeof response.body.ErrorCode === 'number' ? response.body.ErrorCode : undefined;
    if (response.status === 429 || (code !== undefined && BING_THROTTLED.has(code))) throw quotaError(this.context, response.retryAfterMs);
    if (code === BING_INVALID_API_KEY || response.status === 401 || response.status === 403) throw vendorErrors.auth(this.context);
    if (response.status >= 500) throw vendorErrors.unavailable(this.context, `HTTP ${response.status}`);
    if (response.status !== 200) {
      const message = isRecord(response.body) && typeof response.body.Message === 'string' ? response.body.Message : '';
      throw vendorErrors.badResponse(this.context, message ? `${message} (HTTP ${response.status})` : `HTTP ${response.status}`);
    }
    return response;
  }
}

/**
 * A WCF JSON date, `/Date(1716015600000)/` or `/Date(1316156400000-0700)/`, as the YYYY-MM-DD it names: milliseconds
 * since the epoch, read in the offset when one is given (Bing's days start at midnight Pacific time).
 */
export function bingDate(value: unknown): string | null {
  const match = typeof value === 'string' ? /^\/Date\((-?\d+)([+-]\d{4})?\)\/$/.exec(value) : null;
  if (!match) return null;
  const offset = match[2] ? (match[2].startsWith('-') ? -1 : 1) * (Number(match[2].slice(1, 3)) * 60 + Number(match[2].slice(3, 5))) * 60_000 : 0;
  return new Date(Number(match[1]) + offset).toISOString().slice(0, 10);
}
