import { list, positiveInteger, RawFeature, RawOrganicResult, text, textOrNull, toOrganicResults, toSerpFeatures } from './organic-results';
import { assertSerpQuery, SerpPage, SerpProvider, SerpQuery } from './serp-provider';
import { VendorError } from '../../../common/vendor-error';
import { baseUrl, callVendor, errorForStatus, isRecord, VendorContext, vendorErrors } from './vendor-http';

export const SERPER_BASE_URL = 'https://google.serper.dev';

export interface ApiKeyProviderOptions {
  apiKey: string;
  /** Defaults to the vendor's public endpoint. */
  baseUrl?: string;
  timeoutMs?: number;
}

/** Serper.dev: POST /search with the key in X-API-KEY; organic results in `organic[]`. */
export class SerperProvider implements SerpProvider {
  readonly name = 'serper';
  readonly source = 'LIVE' as const;
  /**
   * Depth N: N/10 requests of `page` 1, 2, ... Serper passes `num` on to Google, which has ignored
   * it since September 2025 and answers 10 organic results a page; each page is one credit.
   */
  readonly resultsPerRequest = 10;
  private readonly context: VendorContext;
  private readonly endpoint: URL;

  constructor(private readonly options: ApiKeyProviderOptions) {
    this.context = {
      provider: 'Serper',
      credentials: { what: 'the API key', variables: 'SERPER_API_KEY' },
      timeoutMs: options.timeoutMs ?? 15_000,
      secrets: [options.apiKey],
    };
    this.endpoint = new URL(`${baseUrl(options.baseUrl, SERPER_BASE_URL)}/search`);
  }

  async search(query: SerpQuery, signal?: AbortSignal): Promise<SerpPage> {
    assertSerpQuery(query);
    // Serper documents no device parameter: its results are desktop ones.
    if (query.device === 'mobile') throw new VendorError('bad_request', 'Serper returns desktop results only. Track desktop, or configure another SERP provider for mobile rankings.', false);
    const body = {
      q: query.keyword,
      num: query.depth,
      page: query.page,
      hl: query.language,
      ...(query.country ? { gl: query.country } : {}),
      ...(query.location ? { location: query.location } : {}),
      ...(query.dateRange ? { tbs: `qdr:${query.dateRange}` } : {}),
    };
    const response = await callVendor(
      this.context,
      this.endpoint,
      { method: 'POST', headers: { 'X-API-KEY': this.options.apiKey, 'Content-Type': 'application/json' }, body: JSON.stringify(body) },
      signal,
    );
    const message = isRecord(response.body) ? text(response.body.message) : '';
    if (response.status !== 200) {
      // Serper answers an exhausted account with 400 "Not enough credits".
      if (/credit/i.test(message)) throw vendorErrors.credits(this.context);
      throw errorForStatus(this.context, response.status, message);
    }
    if (!isRecord(response.body) || !isOrganicList(response.body.organic, response.body)) throw vendorErrors.badResponse(this.context);
    const organic = (response.body.organic ?? []) as unknown[];
    return { source: this.source, provider: this.name, results: toOrganicResults(organic.flatMap(toRaw), query), features: features(response.body) };
  }
}

/** No `organic` at all is an empty results page only when the rest looks like a Serper answer. */
function isOrganicList(organic: unknown, body: Record<string, unknown>): boolean {
  return Array.isArray(organic) || (organic === undefined && isRecord(body.searchParameters));
}

function toRaw(item: unknown): RawOrganicResult[] {
  if (!isRecord(item) || !text(item.link)) return [];
  const type = list(item.sitelinks).length > 0 ? 'sitelinks' : item.rating !== undefined || isRecord(item.attributes) ? 'rich_snippet' : 'organic';
  return [{ position: positiveInteger(item.position), type, title: text(item.title), url: text(item.link), snippet: text(item.snippet), date: textOrNull(item.date) }];
}

/** Serper's blocks: answerBox, peopleAlsoAsk, places, topStories, videos, images, shopping (no AI overview). */
function features(body: Record<string, unknown>): SerpPage['features'] {
  const links = (value: unknown, field = 'link') => list(value).map((entry) => (isRecord(entry) ? entry[field] : undefined));
  const raw: RawFeature[] = [];
  if (isRecord(body.answerBox)) raw.push({ type: 'featured_snippet', links: [body.answerBox.link] });
  if (list(body.peopleAlsoAsk).length) raw.push({ type: 'people_also_ask', links: links(body.peopleAlsoAsk), questions: links(body.peopleAlsoAsk, 'question') });
  if (list(body.places).length) raw.push({ type: 'local_pack', links: links(body.places, 'website') });
  if (list(body.videos).length) raw.push({ type: 'video', links: links(body.videos) });
  if (list(body.images).length) raw.push({ type: 'images', links: links(body.images) });
  if (list(body.topStories).length) raw.push({ type: 'top_stories', links: links(body.topStories) });
  if (list(body.shopping).length) raw.push({ type: 'shopping', links: links(body.shopping) });
  return toSerpFeatures(raw);
}
