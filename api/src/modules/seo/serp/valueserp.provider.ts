import { list, positiveInteger, RawFeature, RawOrganicResult, text, textOrNull, toOrganicResults, toSerpFeatures } from './organic-results';
import { ApiKeyProviderOptions } from './serper.provider';
import { assertSerpQuery, SerpDateRange, SerpPage, SerpProvider, SerpQuery } from './serp-provider';
import { baseUrl, callVendor, errorForStatus, isRecord, VendorContext, vendorErrors } from './vendor-http';

export const VALUESERP_BASE_URL = 'https://api.valueserp.com';

const TIME_PERIODS: Record<SerpDateRange, string> = { h: 'last_hour', d: 'last_day', w: 'last_week', m: 'last_month', y: 'last_year' };

/** ValueSERP: GET /search with api_key; `request_info.success` and `organic_results[]`. */
export class ValueSerpProvider implements SerpProvider {
  readonly name = 'valueserp';
  readonly source = 'LIVE' as const;
  /**
   * Depth N: N/10 requests of `page` 1, 2, ... ValueSERP's `max_page` would fetch and concatenate
   * several pages in one request, but it charges one credit per page retrieved all the same and
   * cannot stop early once every tracked domain is found, so the pages are asked for one by one.
   */
  readonly resultsPerRequest = 10;
  private readonly context: VendorContext;
  private readonly endpoint: string;

  constructor(private readonly options: ApiKeyProviderOptions) {
    this.context = {
      provider: 'ValueSERP',
      credentials: { what: 'the API key', variables: 'VALUESERP_API_KEY' },
      timeoutMs: options.timeoutMs ?? 15_000,
      secrets: [options.apiKey],
    };
    this.endpoint = `${baseUrl(options.baseUrl, VALUESERP_BASE_URL)}/search`;
  }

  async search(query: SerpQuery, signal?: AbortSignal): Promise<SerpPage> {
    assertSerpQuery(query);
    const url = new URL(this.endpoint);
    const params = url.searchParams;
    params.set('api_key', this.options.apiKey);
    params.set('q', query.keyword);
    params.set('num', String(query.depth));
    params.set('page', String(query.page));
    params.set('hl', query.language);
    if (query.country) params.set('gl', query.country);
    if (query.location) params.set('location', query.location);
    // VALUE SERP's `device`: desktop (its default), tablet or mobile.
    if (query.device === 'mobile') params.set('device', 'mobile');
    if (query.dateRange) params.set('time_period', TIME_PERIODS[query.dateRange]);

    const response = await callVendor(this.context, url, { method: 'GET', headers: { Accept: 'application/json' } }, signal);
    const body = response.body;
    const info = isRecord(body) && isRecord(body.request_info) ? body.request_info : undefined;
    const message = text(info?.message);
    if (/credit/i.test(message) && (response.status !== 200 || info?.success === false)) throw vendorErrors.credits(this.context);
    if (response.status !== 200) throw errorForStatus(this.context, response.status, message);
    if (!isRecord(body) || !info) throw vendorErrors.badResponse(this.context);
    if (info.success !== true) throw vendorErrors.badResponse(this.context, message || undefined);
    if (body.organic_results !== undefined && !Array.isArray(body.organic_results)) throw vendorErrors.badResponse(this.context);
    const organic = (body.organic_results ?? []) as unknown[];
    return { source: this.source, provider: this.name, results: toOrganicResults(organic.flatMap(toRaw), query), features: features(body) };
  }
}

function toRaw(item: unknown): RawOrganicResult[] {
  if (!isRecord(item) || !text(item.link)) return [];
  return [
    {
      position: positiveInteger(item.position),
      type: isRecord(item.sitelinks) || list(item.sitelinks).length > 0 ? 'sitelinks' : isRecord(item.rich_snippet) ? 'rich_snippet' : 'organic',
      title: text(item.title),
      url: text(item.link),
      domain: text(item.domain),
      snippet: text(item.snippet),
      date: textOrNull(item.date),
    },
  ];
}

/**
 * ValueSERP's blocks: answer_box (`answers[].source.link`), related_questions (`source.link`),
 * local_results, ai_overview (`sources`), inline_videos, inline_images, top_stories, inline_shopping.
 */
function features(body: Record<string, unknown>): SerpPage['features'] {
  const links = (value: unknown, field = 'link') => list(value).map((entry) => (isRecord(entry) ? entry[field] : undefined));
  const sourceLinks = (value: unknown) => list(value).map((entry) => (isRecord(entry) && isRecord(entry.source) ? entry.source.link : undefined));
  const raw: RawFeature[] = [];
  if (isRecord(body.answer_box)) raw.push({ type: 'featured_snippet', links: sourceLinks(body.answer_box.answers) });
  if (list(body.related_questions).length) raw.push({ type: 'people_also_ask', links: sourceLinks(body.related_questions), questions: links(body.related_questions, 'question') });
  if (list(body.local_results).length) raw.push({ type: 'local_pack', links: links(body.local_results) });
  if (isRecord(body.ai_overview)) raw.push({ type: 'ai_overview', links: links(body.ai_overview.sources) });
  if (list(body.inline_videos).length) raw.push({ type: 'video', links: links(body.inline_videos) });
  if (list(body.inline_images).length) raw.push({ type: 'images', links: links(body.inline_images) });
  if (list(body.top_stories).length) raw.push({ type: 'top_stories', links: links(body.top_stories) });
  if (list(body.inline_shopping).length) raw.push({ type: 'shopping', links: links(body.inline_shopping) });
  return toSerpFeatures(raw);
}
