import { DataSource } from '../../../common/data-source';
import { isRecord, vendorErrors } from '../../seo/serp/vendor-http';
import type { AiAnswer, AiAnswerEngine, AiAnswerQuery, AiSurface } from './ai-answer-engine';
import { dataForSeoOverview } from '../../seo/serp/ai-overview';
import { countryName, records, toCitations } from './answer-parts';
import { DataForSeoAiClient, type DataForSeoAiOptions } from './dataforseo-ai';

const ORGANIC = '/v3/serp/google/organic/live/advanced';
const AI_MODE = '/v3/serp/google/ai_mode/live/advanced';

/**
 * Google's AI answers as DataForSEO reads them from the results page: the `ai_overview` item of a Live Google
 * Organic (advanced) page, asked with `load_async_ai_overview` so an overview Google loads later is read too; and
 * Google AI Mode (Live, advanced), whose answer is an `ai_overview` item as well. A page without the item is a
 * checked sample with no AI answer (`present: false`).
 */
export class DataForSeoSerpAiEngine implements AiAnswerEngine {
  readonly provider = 'dataforseo';
  readonly source = DataSource.LIVE;
  readonly surfaces: readonly AiSurface[] = ['google-ai-overview', 'google-ai-mode'];
  private readonly client: DataForSeoAiClient;

  constructor(options: DataForSeoAiOptions) {
    this.client = new DataForSeoAiClient(options);
  }

  async answer(query: AiAnswerQuery, signal?: AbortSignal): Promise<AiAnswer> {
    if (!this.surfaces.includes(query.surface)) throw new RangeError(`DataForSEO's results pages do not show ${query.surface}`);
    const overview = query.surface === 'google-ai-overview';
    const task = {
      keyword: query.prompt,
      language_code: query.language,
      location_name: countryName(query.country),
      device: 'desktop',
      ...(overview ? { depth: 10, load_async_ai_overview: true } : {}),
    };
    const { result, costUsd } = await this.client.liveTask(overview ? ORGANIC : AI_MODE, task, signal, query.beforeVendorCall);
    const base = { source: this.source, provider: this.provider, observedVia: 'serp' as const, model: null, searchQueries: [], costUsd };
    if (result === undefined) return { ...base, present: false, text: '', citations: [] };
    if (!isRecord(result) || (result.items !== null && result.items !== undefined && !Array.isArray(result.items))) throw vendorErrors.badResponse(this.client.context);
    const item = records(result.items).find((entry) => entry.type === 'ai_overview');
    if (!item) return { ...base, present: false, text: '', citations: [] };

    const loaded = dataForSeoOverview(item);
    // An overview shown but not loaded has no words to read: not checked, rather than "mentions no one".
    if (!loaded) throw vendorErrors.badResponse(this.client.context, 'the AI Overview on the page could not be loaded');
    return { ...base, present: true, text: loaded.text, citations: toCitations(loaded.references) };
  }
}
