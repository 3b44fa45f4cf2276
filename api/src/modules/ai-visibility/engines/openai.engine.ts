import { DataSource } from '../../../common/data-source';
import { list } from '../../seo/serp/organic-results';
import { baseUrl, isRecord, vendorErrors, type VendorContext } from '../../seo/serp/vendor-http';
import type { AiAnswer, AiAnswerEngine, AiAnswerQuery, AiSurface } from './ai-answer-engine';
import { records, textOf, toCitations, uniqueStrings } from './answer-parts';
import { aiVendorContext, errorMessageOf, okBody, postJson, withRetries, type AiVendorSettings, type OutOfCredits } from './ai-vendor-http';

export const OPENAI_BASE_URL = 'https://api.openai.com/v1';

/** OpenAI answers an exhausted account with a 429 whose code is `insufficient_quota` (a rate limit has another code). */
const outOfQuota: OutOfCredits = (status, body) => status === 429 && isRecord(body) && isRecord(body.error) && body.error.code === 'insufficient_quota';

export interface ModelVendorOptions extends AiVendorSettings {
  apiKey: string;
  model: string;
  baseUrl?: string;
}

/**
 * ChatGPT's model through the OpenAI Responses API with the `web_search` tool (the model decides when to search, as
 * ChatGPT does), searching as from the query's country. Citations are the answer's `url_citation` annotations; the
 * searches are the `web_search_call` items' queries. OpenAI reports no price per answer.
 */
export class OpenAiAnswerEngine implements AiAnswerEngine {
  readonly provider = 'openai';
  readonly source = DataSource.LIVE;
  readonly surfaces: readonly AiSurface[] = ['chatgpt'];
  private readonly context: VendorContext;
  private readonly endpoint: string;

  constructor(private readonly options: ModelVendorOptions) {
    this.context = aiVendorContext('OpenAI', { what: 'the API key', variables: 'OPENAI_API_KEY' }, [options.apiKey], options);
    this.endpoint = `${baseUrl(options.baseUrl, OPENAI_BASE_URL)}/responses`;
  }

  async answer(query: AiAnswerQuery, signal?: AbortSignal): Promise<AiAnswer> {
    const request = {
      model: this.options.model,
      input: query.prompt,
      tools: [{ type: 'web_search', user_location: { type: 'approximate', country: query.country.toUpperCase() } }],
    };
    const body = await withRetries(this.options, signal, async () =>
      okBody(this.context, await postJson(this.context, this.endpoint, { Authorization: `Bearer ${this.options.apiKey}` }, request, signal), outOfQuota),
      query.beforeVendorCall,
    );
    if (body.status !== undefined && body.status !== 'completed') {
      throw vendorErrors.badResponse(this.context, `the answer ended ${textOf(body.status)}${errorMessageOf(body) ? `: ${errorMessageOf(body)}` : ''}`);
    }
    const output = records(body.output);
    const parts = output.filter((item) => item.type === 'message').flatMap((item) => records(item.content)).filter((part) => part.type === 'output_text');
    const text = parts.map((part) => textOf(part.text)).join('').trim();
    if (!text) throw vendorErrors.badResponse(this.context, 'the model sent no answer');
    const annotations = parts.flatMap((part) => records(part.annotations)).filter((annotation) => annotation.type === 'url_citation');
    const searches = output.filter((item) => item.type === 'web_search_call').map((item) => (isRecord(item.action) ? item.action : {}));
    return {
      source: this.source,
      provider: this.provider,
      observedVia: 'api',
      model: textOf(body.model) || this.options.model,
      present: true,
      text,
      citations: toCitations(annotations.map((annotation) => ({ url: annotation.url, title: annotation.title }))),
      searchQueries: uniqueStrings(searches.flatMap((action) => [action.query, ...list(action.queries)])),
      costUsd: null,
    };
  }
}
