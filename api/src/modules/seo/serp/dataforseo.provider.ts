import { positiveInteger, RawOrganicResult, text, toOrganicResults } from './organic-results';
import { assertSerpQuery, pageWindow, SerpPage, SerpProvider, SerpProviderError, SerpQuery } from './serp-provider';
import { baseUrl, callVendor, errorForStatus, isRecord, VendorContext, vendorErrors } from './vendor-http';

export const DATAFORSEO_BASE_URL = 'https://api.dataforseo.com';
const ENDPOINT = '/v3/serp/google/organic/live/advanced';

const OK = 20000;
const NO_SEARCH_RESULTS = 40102;
// The vendor's documented maximum `depth`.
const MAX_DEPTH = 700;
// DataForSEO needs a location; with neither a location nor a country we search as from the US.
const FALLBACK_LOCATION = 'United States';

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

export interface DataForSeoOptions {
  login: string;
  password: string;
  baseUrl?: string;
  timeoutMs?: number;
}

/**
 * DataForSEO Live Google Organic (advanced): one task per POST, HTTP Basic auth. It has no page
 * parameter, so page N is read as the top N × depth results and cut to its window.
 */
export class DataForSeoProvider implements SerpProvider {
  readonly name = 'dataforseo';
  readonly source = 'LIVE' as const;
  /**
   * Depth N: one request with `depth` N (the vendor crawls as many Google pages as that takes and
   * bills per 10 results), up to its documented maximum.
   */
  readonly resultsPerRequest = MAX_DEPTH;
  private readonly context: VendorContext;
  private readonly endpoint: URL;
  private readonly authorization: string;

  constructor(options: DataForSeoOptions) {
    const token = Buffer.from(`${options.login}:${options.password}`).toString('base64');
    this.authorization = `Basic ${token}`;
    this.context = {
      provider: 'DataForSEO',
      credentials: { what: 'the login and password', variables: 'DATAFORSEO_LOGIN and DATAFORSEO_PASSWORD' },
      timeoutMs: options.timeoutMs ?? 15_000,
      secrets: [options.login, options.password, token],
    };
    this.endpoint = new URL(`${baseUrl(options.baseUrl, DATAFORSEO_BASE_URL)}${ENDPOINT}`);
  }

  async search(query: SerpQuery, signal?: AbortSignal): Promise<SerpPage> {
    assertSerpQuery(query);
    const task = {
      keyword: query.keyword,
      language_code: query.language,
      location_name: locationName(query),
      depth: Math.min(pageWindow(query).last, MAX_DEPTH),
      device: 'desktop',
      ...(query.dateRange ? { search_param: `&tbs=qdr:${query.dateRange}` } : {}),
    };
    const response = await callVendor(
      this.context,
      this.endpoint,
      { method: 'POST', headers: { Authorization: this.authorization, 'Content-Type': 'application/json' }, body: JSON.stringify([task]) },
      signal,
    );
    const body = response.body;
    if (response.status !== 200) throw errorForStatus(this.context, response.status, isRecord(body) ? text(body.status_message) : undefined);
    if (!isRecord(body) || typeof body.status_code !== 'number') throw vendorErrors.badResponse(this.context);
    if (body.status_code !== OK) throw this.errorForCode(body.status_code, text(body.status_message));

    const first = Array.isArray(body.tasks) ? (body.tasks[0] as unknown) : undefined;
    if (!isRecord(first) || typeof first.status_code !== 'number') throw vendorErrors.badResponse(this.context);
    if (first.status_code === NO_SEARCH_RESULTS) return this.page([], query);
    if (first.status_code !== OK) throw this.errorForCode(first.status_code, text(first.status_message));

    const result = Array.isArray(first.result) ? (first.result[0] as unknown) : undefined;
    if (!isRecord(result)) throw vendorErrors.badResponse(this.context);
    if (result.items !== null && result.items !== undefined && !Array.isArray(result.items)) throw vendorErrors.badResponse(this.context);
    return this.page(((result.items ?? []) as unknown[]).flatMap(toRaw), query);
  }

  private page(raw: RawOrganicResult[], query: SerpQuery): SerpPage {
    return { source: this.source, provider: this.name, results: toOrganicResults(raw, query, 'absolute') };
  }

  /** Internal status codes from the vendor's errors appendix; the message decides where codes are unlisted. */
  private errorForCode(code: number, message: string): SerpProviderError {
    if (code === 40100 || code === 40104 || code === 40201 || code === 40204 || /not authori[sz]ed|access denied|suspended/i.test(message)) {
      return vendorErrors.auth(this.context);
    }
    if (code === 40200 || code === 40203 || code === 40210 || /balance|payment|funds|cost limit/i.test(message)) return vendorErrors.credits(this.context);
    if (code === 40202 || code === 40209 || /rate.?limit|too many/i.test(message)) return vendorErrors.rateLimited(this.context);
    if (code === 40101 || code >= 50000) return vendorErrors.unavailable(this.context, message ? `${message} (${code})` : `status ${code}`);
    return vendorErrors.badResponse(this.context, message ? `${message} (${code})` : `status ${code}`);
  }
}

function locationName(query: SerpQuery): string {
  // The vendor's location names are comma-separated without spaces: "Austin,Texas,United States".
  if (query.location) return query.location.split(',').map((part) => part.trim()).filter(Boolean).join(',');
  if (query.country) return regionNames.of(query.country.toUpperCase()) ?? FALLBACK_LOCATION;
  return FALLBACK_LOCATION;
}

function toRaw(item: unknown): RawOrganicResult[] {
  if (!isRecord(item) || item.type !== 'organic' || !text(item.url)) return [];
  // rank_group counts organic results only, like the other vendors' positions; rank_absolute also
  // counts ads, featured snippets and other blocks, so it is only the fallback.
  return [
    {
      position: positiveInteger(item.rank_group) ?? positiveInteger(item.rank_absolute),
      title: text(item.title),
      url: text(item.url),
      domain: text(item.domain),
      snippet: text(item.description),
      date: typeof item.timestamp === 'string' ? item.timestamp : null,
    },
  ];
}
