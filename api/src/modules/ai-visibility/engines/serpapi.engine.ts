import { DataSource } from '../../../common/data-source';
import { SERPAPI_BASE_URL } from '../../seo/serp/serpapi.provider';
import { baseUrl, callVendor, isRecord, vendorErrors, type VendorContext } from '../../seo/serp/vendor-http';
import type { AiAnswer, AiAnswerEngine, AiAnswerQuery, AiSurface } from './ai-answer-engine';
import { serpApiOverview } from '../../seo/serp/ai-overview';
import { records, textOf, toCitations } from './answer-parts';
import { aiVendorContext, aiVendorError, errorMessageOf, withRetries, type AiVendorSettings, type OutOfCredits } from './ai-vendor-http';

export interface SerpApiAiOptions extends AiVendorSettings {
  apiKey: string;
  baseUrl?: string;
}

// 429 means either too many requests per hour or an exhausted plan; only the message tells which.
const OUT_OF_SEARCHES = /run out of searches|searches for the month have run out|plan.*(limit|searches)/i;
const outOfSearches: OutOfCredits = (status, body) => status === 429 && OUT_OF_SEARCHES.test(errorMessageOf(body));
// SerpApi reports a search that found nothing as an `error` on an otherwise successful answer.
const NO_RESULTS = /hasn't returned any results/i;

/**
 * Google's AI answers through SerpApi: the `ai_overview` block of a Google search (engine=google), fetched with the
 * Google AI Overview engine and its `page_token` when Google loads the overview after the page; and Google AI Mode
 * (engine=google_ai_mode), whose answer is the page's `text_blocks` and `references`. No block: `present: false`.
 */
export class SerpApiAiEngine implements AiAnswerEngine {
  readonly provider = 'serpapi';
  readonly source = DataSource.LIVE;
  readonly surfaces: readonly AiSurface[] = ['google-ai-overview', 'google-ai-mode'];
  private readonly context: VendorContext;
  private readonly endpoint: string;

  constructor(private readonly options: SerpApiAiOptions) {
    this.context = aiVendorContext('SerpApi', { what: 'the API key', variables: 'SERPAPI_API_KEY' }, [options.apiKey], options);
    this.endpoint = `${baseUrl(options.baseUrl, SERPAPI_BASE_URL)}/search.json`;
  }

  async answer(query: AiAnswerQuery, signal?: AbortSignal): Promise<AiAnswer> {
    if (!this.surfaces.includes(query.surface)) throw new RangeError(`SerpApi's Google pages do not show ${query.surface}`);
    const locale = { q: query.prompt, hl: query.language, gl: query.country };
    if (query.surface === 'google-ai-mode') return this.answerOf(await this.search({ engine: 'google_ai_mode', ...locale }, query, signal));

    const page = await this.search({ engine: 'google', ...locale }, query, signal);
    const overview = page && isRecord(page.ai_overview) ? page.ai_overview : undefined;
    if (!overview || records(overview.text_blocks).length > 0 || typeof overview.page_token !== 'string') return this.answerOf(overview);
    // The token expires within minutes of the search, so the follow-up is asked at once.
    const loaded = await this.search({ engine: 'google_ai_overview', page_token: overview.page_token }, query, signal);
    if (!loaded || !isRecord(loaded.ai_overview)) throw vendorErrors.badResponse(this.context, 'the AI Overview on the page could not be loaded');
    return this.answerOf(loaded.ai_overview);
  }

  /** One GET of /search.json, tried again while a failure may pass; undefined when Google showed nothing for it. */
  private search(params: Record<string, string>, query: AiAnswerQuery, signal?: AbortSignal): Promise<Record<string, unknown> | undefined> {
    const url = new URL(this.endpoint);
    for (const [name, value] of Object.entries(params)) if (value) url.searchParams.set(name, value);
    url.searchParams.set('api_key', this.options.apiKey);
    return withRetries(this.options, signal, async () => {
      const response = await callVendor(this.context, url, { method: 'GET', headers: { Accept: 'application/json' } }, signal);
      if (response.status !== 200) throw aiVendorError(this.context, response, outOfSearches);
      const body = response.body;
      if (!isRecord(body)) throw vendorErrors.badResponse(this.context);
      const error = textOf(body.error);
      if (error && NO_RESULTS.test(error)) return undefined;
      if (error) throw vendorErrors.badResponse(this.context, error);
      return body;
    }, query.beforeVendorCall);
  }

  /** An answer from a block of `text_blocks` and `references` (an AI Overview, or the AI Mode page itself). */
  private answerOf(block: Record<string, unknown> | undefined): AiAnswer {
    const base = { source: this.source, provider: this.provider, observedVia: 'serp' as const, model: null, searchQueries: [], costUsd: null };
    const overview = block ? serpApiOverview(block) : null;
    if (!overview) return { ...base, present: false, text: '', citations: [] };
    return { ...base, present: true, text: overview.text, citations: toCitations(overview.references) };
  }
}
