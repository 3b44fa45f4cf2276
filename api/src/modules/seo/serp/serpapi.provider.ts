import { serpApiOverview } from './ai-overview';
import { list, positiveInteger, RawFeature, RawOrganicResult, text, textOrNull, toOrganicResults, toSerpFeatures } from './organic-results';
import { ApiKeyProviderOptions } from './serper.provider';
import { assertSerpQuery, pageWindow, SerpPage, SerpProvider, SerpQuery } from './serp-provider';
import { baseUrl, callVendor, errorForStatus, isRecord, VendorContext, vendorErrors } from './vendor-http';

export const SERPAPI_BASE_URL = 'https://serpapi.com';

// SerpApi reports a search that found nothing as an `error` on an otherwise successful answer.
const NO_RESULTS = /hasn't returned any results/i;
// 429 means either too many requests per hour or an exhausted plan; only the message tells which.
const OUT_OF_SEARCHES = /run out of searches|searches for the month have run out|plan.*(limit|searches)/i;

/** SerpApi: GET /search.json?engine=google with api_key; organic results in `organic_results[]`. */
export class SerpApiProvider implements SerpProvider {
  readonly name = 'serpapi';
  readonly source = 'LIVE' as const;
  /**
   * Depth N: N/10 requests with `start` 0, 10, 20, ... Google no longer honours `num`, so a request
   * returns about 10 organic results; each request is one search of the plan.
   */
  readonly resultsPerRequest = 10;
  private readonly context: VendorContext;
  private readonly endpoint: string;

  constructor(private readonly options: ApiKeyProviderOptions) {
    this.context = {
      provider: 'SerpApi',
      credentials: { what: 'the API key', variables: 'SERPAPI_API_KEY' },
      timeoutMs: options.timeoutMs ?? 15_000,
      secrets: [options.apiKey],
    };
    this.endpoint = `${baseUrl(options.baseUrl, SERPAPI_BASE_URL)}/search.json`;
  }

  async search(query: SerpQuery, signal?: AbortSignal): Promise<SerpPage> {
    assertSerpQuery(query);
    const url = new URL(this.endpoint);
    const params = url.searchParams;
    params.set('engine', 'google');
    params.set('q', query.keyword);
    params.set('api_key', this.options.apiKey);
    params.set('num', String(query.depth));
    params.set('start', String(pageWindow(query).offset));
    params.set('hl', query.language);
    if (query.country) params.set('gl', query.country);
    if (query.location) params.set('location', query.location);
    if (query.dateRange) params.set('tbs', `qdr:${query.dateRange}`);
    // SerpApi's `device`: desktop (its default), tablet or mobile.
    if (query.device === 'mobile') params.set('device', 'mobile');

    const response = await callVendor(this.context, url, { method: 'GET', headers: { Accept: 'application/json' } }, signal);
    const body = response.body;
    const error = isRecord(body) ? text(body.error) : '';
    if (response.status === 429 && OUT_OF_SEARCHES.test(error)) throw vendorErrors.credits(this.context);
    if (response.status !== 200) throw errorForStatus(this.context, response.status, error);
    if (!isRecord(body)) throw vendorErrors.badResponse(this.context);
    if (error && NO_RESULTS.test(error)) return { source: this.source, provider: this.name, results: [], features: [] };
    if (error) throw vendorErrors.badResponse(this.context, error);
    if (body.organic_results !== undefined && !Array.isArray(body.organic_results)) throw vendorErrors.badResponse(this.context);
    if (body.organic_results === undefined && !isRecord(body.search_metadata)) throw vendorErrors.badResponse(this.context);
    const organic = (body.organic_results ?? []) as unknown[];
    const page: SerpPage = { source: this.source, provider: this.name, results: toOrganicResults(organic.flatMap(toRaw), query), features: features(body) };
    const aiOverview = isRecord(body.ai_overview) ? serpApiOverview(body.ai_overview) : null;
    return aiOverview ? { ...page, aiOverview } : page;
  }
}

function toRaw(item: unknown): RawOrganicResult[] {
  if (!isRecord(item) || !text(item.link)) return [];
  const type = isRecord(item.sitelinks) ? 'sitelinks' : isRecord(item.rich_snippet) ? 'rich_snippet' : 'organic';
  return [{ position: positiveInteger(item.position), type, title: text(item.title), url: text(item.link), snippet: text(item.snippet), date: textOrNull(item.date) }];
}

/**
 * SerpApi's blocks: answer_box, related_questions, local_results (an object with `places`),
 * ai_overview (`references`), inline_videos, inline_images, top_stories, shopping_results / inline_shopping_results.
 */
function features(body: Record<string, unknown>): SerpPage['features'] {
  const links = (value: unknown, field = 'link') => list(value).map((entry) => (isRecord(entry) ? entry[field] : undefined));
  const raw: RawFeature[] = [];
  if (isRecord(body.answer_box) && text(body.answer_box.link)) raw.push({ type: 'featured_snippet', links: [body.answer_box.link] });
  if (list(body.related_questions).length) raw.push({ type: 'people_also_ask', links: links(body.related_questions), questions: links(body.related_questions, 'question') });
  const places = isRecord(body.local_results) ? list(body.local_results.places) : list(body.local_results);
  if (places.length) raw.push({ type: 'local_pack', links: places.map((place) => (isRecord(place) && isRecord(place.links) ? place.links.website : undefined)) });
  if (isRecord(body.ai_overview)) raw.push({ type: 'ai_overview', links: links(body.ai_overview.references) });
  if (list(body.inline_videos).length) raw.push({ type: 'video', links: links(body.inline_videos) });
  if (list(body.inline_images).length) raw.push({ type: 'images', links: links(body.inline_images, 'source') });
  if (list(body.top_stories).length) raw.push({ type: 'top_stories', links: links(body.top_stories) });
  const shopping = [...list(body.shopping_results), ...list(body.inline_shopping_results)];
  if (shopping.length) raw.push({ type: 'shopping', links: links(shopping) });
  return toSerpFeatures(raw);
}
