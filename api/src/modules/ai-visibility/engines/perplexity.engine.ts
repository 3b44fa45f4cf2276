import { DataSource } from '../../../common/data-source';
import { list } from '../../seo/serp/organic-results';
import { baseUrl, isRecord, vendorErrors, type VendorContext } from '../../seo/serp/vendor-http';
import type { AiAnswer, AiAnswerEngine, AiAnswerQuery, AiSurface } from './ai-answer-engine';
import { records, textOf, toCitations, uniqueStrings, usd } from './answer-parts';
import { aiVendorContext, errorMessageOf, okBody, postJson, withRetries } from './ai-vendor-http';
import type { ModelVendorOptions } from './openai.engine';

export const PERPLEXITY_BASE_URL = 'https://api.perplexity.ai';

/**
 * Perplexity's Sonar model through its Agent API (`POST /v1/agent`, which replaced Sonar chat completions on
 * 2026-09-27) with the `web_search` tool, searching as from the query's country. The answer's numbered sources are
 * the `search_results` output item's results (the Agent API has no top-level `citations`; its `url_citation`
 * annotations, often empty, are used only without one); the searches are that item's `queries`; the price is
 * `usage.cost.total_cost`. A run that failed or was cancelled comes back as HTTP 200 with that `status`.
 */
export class PerplexityAnswerEngine implements AiAnswerEngine {
  readonly provider = 'perplexity';
  readonly source = DataSource.LIVE;
  readonly surfaces: readonly AiSurface[] = ['perplexity'];
  private readonly context: VendorContext;
  private readonly endpoint: string;

  constructor(private readonly options: ModelVendorOptions) {
    this.context = aiVendorContext('Perplexity', { what: 'the API key', variables: 'PERPLEXITY_API_KEY' }, [options.apiKey], options);
    this.endpoint = `${baseUrl(options.baseUrl, PERPLEXITY_BASE_URL)}/v1/agent`;
  }

  async answer(query: AiAnswerQuery, signal?: AbortSignal): Promise<AiAnswer> {
    const request = {
      model: this.options.model,
      input: query.prompt,
      tools: [{ type: 'web_search', filters: { user_location: { country: query.country.toUpperCase() } } }],
    };
    const body = await withRetries(this.options, signal, async () =>
      okBody(this.context, await postJson(this.context, this.endpoint, { Authorization: `Bearer ${this.options.apiKey}` }, request, signal)),
      query.beforeVendorCall,
    );
    if (body.status !== 'completed') {
      throw vendorErrors.badResponse(this.context, `the answer ended ${textOf(body.status) || 'without a status'}${errorMessageOf(body) ? `: ${errorMessageOf(body)}` : ''}`);
    }
    const output = records(body.output);
    const parts = output.filter((item) => item.type === 'message').flatMap((item) => records(item.content)).filter((part) => part.type === 'output_text');
    const text = parts.map((part) => textOf(part.text)).join('').trim();
    if (!text) throw vendorErrors.badResponse(this.context, 'the model sent no answer');
    const searches = output.filter((item) => item.type === 'search_results');
    const sources = searches.length > 0 ? searches.flatMap((item) => records(item.results)) : parts.flatMap((part) => records(part.annotations)).filter((annotation) => annotation.type === 'url_citation');
    const usage = isRecord(body.usage) ? body.usage : {};
    return {
      source: this.source,
      provider: this.provider,
      observedVia: 'api',
      model: textOf(body.model) || this.options.model,
      present: true,
      text,
      citations: toCitations(sources.map((source) => ({ url: source.url, title: source.title }))),
      searchQueries: uniqueStrings(searches.flatMap((item) => list(item.queries))),
      costUsd: isRecord(usage.cost) ? usd(usage.cost.total_cost) : usd(usage.cost),
    };
  }
}
