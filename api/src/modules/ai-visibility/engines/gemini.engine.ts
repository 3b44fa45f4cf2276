import { DataSource } from '../../../common/data-source';
import { list } from '../../seo/serp/organic-results';
import { VendorError } from '../../../common/vendor-error';
import { baseUrl, isRecord, vendorErrors, type VendorContext } from '../../seo/serp/vendor-http';
import type { AiAnswer, AiAnswerEngine, AiAnswerQuery, AiSurface } from './ai-answer-engine';
import { records, textOf, toCitations, uniqueStrings } from './answer-parts';
import { aiVendorContext, okBody, postJson, withRetries } from './ai-vendor-http';
import type { ModelVendorOptions } from './openai.engine';

export const GEMINI_BASE_URL = 'https://generativelanguage.googleapis.com';

/** Finish reasons that mean the model would not answer, rather than an answer. */
const REFUSALS = new Set(['SAFETY', 'RECITATION', 'BLOCKLIST', 'PROHIBITED_CONTENT', 'SPII']);

/**
 * Gemini through the Gemini API's `generateContent` with the `google_search` tool (grounding with Google Search;
 * the API takes no search location, so the prompt's country is not sent). Citations are the grounding chunks the
 * answer's supports point to, in the order of the text (all chunks when there are no supports); a chunk's URL is a
 * redirect through Google, so its site is the chunk's title, which names it. The searches are `webSearchQueries`.
 */
export class GeminiAnswerEngine implements AiAnswerEngine {
  readonly provider = 'gemini';
  readonly source = DataSource.LIVE;
  readonly surfaces: readonly AiSurface[] = ['gemini'];
  private readonly context: VendorContext;
  private readonly endpoint: string;

  constructor(private readonly options: ModelVendorOptions) {
    this.context = aiVendorContext('Gemini', { what: 'the API key', variables: 'GEMINI_API_KEY' }, [options.apiKey], options);
    this.endpoint = `${baseUrl(options.baseUrl, GEMINI_BASE_URL)}/v1beta/models/${encodeURIComponent(options.model)}:generateContent`;
  }

  async answer(query: AiAnswerQuery, signal?: AbortSignal): Promise<AiAnswer> {
    const request = { contents: [{ role: 'user', parts: [{ text: query.prompt }] }], tools: [{ google_search: {} }] };
    const body = await withRetries(this.options, signal, async () =>
      okBody(this.context, await postJson(this.context, this.endpoint, { 'x-goog-api-key': this.options.apiKey }, request, signal)),
      query.beforeVendorCall,
    );
    const candidate = records(body.candidates)[0];
    const finishReason = textOf(candidate?.finishReason);
    if (REFUSALS.has(finishReason) || (!candidate && isRecord(body.promptFeedback) && body.promptFeedback.blockReason)) {
      throw new VendorError('refused', 'Gemini declined to answer this prompt.', false);
    }
    const parts = isRecord(candidate?.content) ? records(candidate.content.parts) : [];
    // Thought summaries (`thought: true`) are the model's reasoning, not its answer.
    const text = parts.filter((part) => part.thought !== true).map((part) => textOf(part.text)).join('').trim();
    if (!text) throw vendorErrors.badResponse(this.context, 'the model sent no answer');
    const grounding = isRecord(candidate?.groundingMetadata) ? candidate.groundingMetadata : {};
    const chunks = records(grounding.groundingChunks).map((chunk) => (isRecord(chunk.web) ? chunk.web : {}));
    return {
      source: this.source,
      provider: this.provider,
      observedVia: 'api',
      model: textOf(body.modelVersion) || this.options.model,
      present: true,
      text,
      citations: toCitations(citedOrder(grounding, chunks.length).map((index) => ({ url: chunks[index]?.uri, title: chunks[index]?.title, site: chunks[index]?.title }))),
      searchQueries: uniqueStrings(grounding.webSearchQueries),
      costUsd: null,
    };
  }
}

/** The chunk indices the supports cite, in the order of the text, each once; every chunk when no support cites one. */
function citedOrder(grounding: Record<string, unknown>, chunkCount: number): number[] {
  const cited = records(grounding.groundingSupports).flatMap((support) => list(support.groundingChunkIndices));
  const indices = [...new Set(cited.filter((index): index is number => typeof index === 'number' && Number.isInteger(index) && index >= 0 && index < chunkCount))];
  return indices.length > 0 ? indices : Array.from({ length: chunkCount }, (_, index) => index);
}
