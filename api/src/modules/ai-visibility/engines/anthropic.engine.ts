import { DataSource } from '../../../common/data-source';
import { VendorError } from '../../../common/vendor-error';
import { baseUrl, isRecord, vendorErrors, type VendorContext } from '../../seo/serp/vendor-http';
import type { AiAnswer, AiAnswerEngine, AiAnswerQuery, AiSurface } from './ai-answer-engine';
import { records, textOf, toCitations, uniqueStrings } from './answer-parts';
import { aiVendorContext, errorMessageOf, okBody, postJson, withRetries, type OutOfCredits } from './ai-vendor-http';
import type { ModelVendorOptions } from './openai.engine';

export const ANTHROPIC_BASE_URL = 'https://api.anthropic.com';
const API_VERSION = '2023-06-01';
const MAX_TOKENS = 2048;
/** Searches one answer may make; each is billed by Anthropic. */
const MAX_SEARCHES = 5;

/** Anthropic refuses requests of an account without credit as a 400 that says so. */
const lowBalance: OutOfCredits = (status, body) => status === 400 && /credit balance/i.test(errorMessageOf(body));

/**
 * Claude through Anthropic's Messages API with the server-side web search tool (`web_search_20250305`), searching as
 * from the query's country. Citations are the answer's `web_search_result_location` citations, in the order the text
 * cites them; the searches are the tool's `server_tool_use` queries. Anthropic reports no price per answer.
 */
export class AnthropicAnswerEngine implements AiAnswerEngine {
  readonly provider = 'anthropic';
  readonly source = DataSource.LIVE;
  readonly surfaces: readonly AiSurface[] = ['claude'];
  private readonly context: VendorContext;
  private readonly endpoint: string;

  constructor(private readonly options: ModelVendorOptions) {
    this.context = aiVendorContext('Anthropic', { what: 'the API key', variables: 'ANTHROPIC_API_KEY' }, [options.apiKey], options);
    this.endpoint = `${baseUrl(options.baseUrl, ANTHROPIC_BASE_URL)}/v1/messages`;
  }

  async answer(query: AiAnswerQuery, signal?: AbortSignal): Promise<AiAnswer> {
    const request = {
      model: this.options.model,
      max_tokens: MAX_TOKENS,
      messages: [{ role: 'user', content: query.prompt }],
      tools: [{ type: 'web_search_20250305', name: 'web_search', max_uses: MAX_SEARCHES, user_location: { type: 'approximate', country: query.country.toUpperCase() } }],
    };
    const headers = { 'x-api-key': this.options.apiKey, 'anthropic-version': API_VERSION };
    const body = await withRetries(
      this.options,
      signal,
      async () => okBody(this.context, await postJson(this.context, this.endpoint, headers, request, signal), lowBalance),
      query.beforeVendorCall,
    );
    if (body.stop_reason === 'refusal') throw new VendorError('refused', 'Claude declined to answer this prompt.', false);
    // The server paused its search loop: the answer is unfinished, so the sample is not checked.
    if (body.stop_reason === 'pause_turn') throw vendorErrors.badResponse(this.context, 'the answer was paused before it ended');
    const content = records(body.content);
    const textBlocks = content.filter((block) => block.type === 'text');
    const text = textBlocks.map((block) => textOf(block.text)).join('').trim();
    if (!text) throw vendorErrors.badResponse(this.context, 'the model sent no answer');
    const cited = textBlocks.flatMap((block) => records(block.citations)).filter((citation) => citation.type === 'web_search_result_location');
    const searches = content.filter((block) => block.type === 'server_tool_use' && block.name === 'web_search').map((block) => (isRecord(block.input) ? block.input.query : undefined));
    return {
      source: this.source,
      provider: this.provider,
      observedVia: 'api',
      model: textOf(body.model) || this.options.model,
      present: true,
      text,
      citations: toCitations(cited.map((citation) => ({ url: citation.url, title: citation.title }))),
      searchQueries: uniqueStrings(searches),
      costUsd: null,
    };
  }
}
