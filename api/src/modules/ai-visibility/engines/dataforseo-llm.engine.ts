import { DataSource } from '../../../common/data-source';
import { isRecord, vendorErrors } from '../../seo/serp/vendor-http';
import type { AiAnswer, AiAnswerEngine, AiAnswerQuery, AiSurface } from './ai-answer-engine';
import { countryName, records, textOf, toCitations, uniqueStrings } from './answer-parts';
import { DataForSeoAiClient, type DataForSeoAiOptions } from './dataforseo-ai';

export type ModelSurface = 'chatgpt' | 'claude' | 'gemini' | 'perplexity';

/** DataForSEO's name of each model family in its AI Optimization paths. */
const PLATFORMS: Record<ModelSurface, string> = { chatgpt: 'chat_gpt', claude: 'claude', gemini: 'gemini', perplexity: 'perplexity' };

export interface DataForSeoLlmOptions extends DataForSeoAiOptions {
  /** The model asked per surface (`model_name`). */
  models: Record<ModelSurface, string>;
  /** How ChatGPT is observed: its API (LLM Responses) or the ChatGPT app (the LLM Scraper). */
  chatgptVia: 'api' | 'app';
}

/**
 * The models' answers through DataForSEO AI Optimization: LLM Responses (Live) asks each model through its API with
 * web search on (Perplexity's models always search); with `chatgptVia: 'app'` ChatGPT is read through the LLM
 * Scraper instead, which scrapes the ChatGPT app as its users see it.
 */
export class DataForSeoLlmAiEngine implements AiAnswerEngine {
  readonly provider = 'dataforseo';
  readonly source = DataSource.LIVE;
  readonly surfaces: readonly AiSurface[] = ['chatgpt', 'claude', 'gemini', 'perplexity'];
  private readonly client: DataForSeoAiClient;

  constructor(private readonly options: DataForSeoLlmOptions) {
    this.client = new DataForSeoAiClient(options);
  }

  answer(query: AiAnswerQuery, signal?: AbortSignal): Promise<AiAnswer> {
    if (!isModelSurface(query.surface)) throw new RangeError(`DataForSEO's LLM Responses do not ask ${query.surface}`);
    if (query.surface === 'chatgpt' && this.options.chatgptVia === 'app') return this.scrapeChatGptApp(query, signal);
    return this.askModel(query.surface, query, signal);
  }

  private async askModel(surface: ModelSurface, query: AiAnswerQuery, signal?: AbortSignal): Promise<AiAnswer> {
    const task = {
      user_prompt: query.prompt,
      model_name: this.options.models[surface],
      ...(surface === 'perplexity' ? {} : { web_search: true }),
      web_search_country_iso_code: query.country.toUpperCase(),
    };
    const { result, costUsd } = await this.client.liveTask(`/v3/ai_optimization/${PLATFORMS[surface]}/llm_responses/live`, task, signal, query.beforeVendorCall);
    if (!isRecord(result)) throw vendorErrors.badResponse(this.client.context);
    const sections = records(result.items)
      .filter((item) => item.type === 'message')
      .flatMap((item) => records(item.sections))
      .filter((section) => section.type === undefined || section.type === 'text');
    const text = sections.map((section) => textOf(section.text).trim()).filter(Boolean).join('\n\n');
    if (!text) throw vendorErrors.badResponse(this.client.context, 'the model sent no answer');
    return {
      source: this.source,
      provider: this.provider,
      observedVia: 'api',
      model: textOf(result.model_name) || this.options.models[surface],
      present: true,
      text,
      citations: toCitations(sections.flatMap((section) => records(section.annotations)).map((annotation) => ({ url: annotation.url, title: annotation.title }))),
      searchQueries: uniqueStrings(result.fan_out_queries),
      costUsd,
    };
  }

  private async scrapeChatGptApp(query: AiAnswerQuery, signal?: AbortSignal): Promise<AiAnswer> {
    const task = { keyword: query.prompt, location_name: countryName(query.country), language_code: query.language };
    const { result, costUsd } = await this.client.liveTask('/v3/ai_optimization/chat_gpt/llm_scraper/live/advanced', task, signal, query.beforeVendorCall);
    if (!isRecord(result)) throw vendorErrors.badResponse(this.client.context);
    const text = textOf(result.markdown).trim();
    if (!text) throw vendorErrors.badResponse(this.client.context, 'ChatGPT sent no answer');
    return {
      source: this.source,
      provider: this.provider,
      observedVia: 'app',
      model: textOf(result.model) || null,
      present: true,
      text,
      citations: toCitations(records(result.sources).map((source) => ({ url: source.url, title: source.title }))),
      searchQueries: uniqueStrings(result.fan_out_queries),
      costUsd,
    };
  }
}

function isModelSurface(surface: AiSurface): surface is ModelSurface {
  return surface in PLATFORMS;
}
