import type { DataSource } from '../../../common/data-source';

/** The AI-answer surfaces a project can ask, by the names the REST API and GraphQL use. */
export const AI_SURFACES = ['google-ai-overview', 'google-ai-mode', 'chatgpt', 'perplexity', 'gemini', 'claude'] as const;
export type AiSurface = (typeof AI_SURFACES)[number];

/**
 * How an answer was observed, said beside every figure: a model's own API (its web search on), the consumer
 * app as a vendor saw it (DataForSEO's LLM Scraper), or a Google results page (an AI Overview, AI Mode).
 */
export const AI_OBSERVATIONS = ['api', 'app', 'serp'] as const;
export type AiObservation = (typeof AI_OBSERVATIONS)[number];

export interface AiAnswerQuery {
  prompt: string;
  surface: AiSurface;
  /** Lower-case two-letter country, e.g. 'us'. */
  country: string;
  /** Lower-case language code, e.g. 'en'. */
  language: string;
  /**
   * The sandbox varies its answer with it (a run passes its id and the sample's number), the same seed always
   * giving the same answer. Vendors ignore it: their answers vary by themselves.
   */
  seed: string;
  /**
   * Awaited before each request to a vendor is sent (tries again and follow-up requests included), so the caller
   * can record the call durably first, as the tracker does; a rejection stops the sample before the request goes.
   * The sandbox sends none.
   */
  beforeVendorCall?: () => Promise<void>;
}

export interface AiCitation {
  url: string;
  title: string | null;
  /** Host lower-cased without a leading `www.` (as OrganicResult.domain). */
  domain: string;
}

/** One sample: what one surface answered to one prompt, once. */
export interface AiAnswer {
  source: DataSource;
  /** The adapter that asked: 'sandbox', 'dataforseo', 'serpapi', 'openai', 'anthropic', 'perplexity', 'gemini'. */
  provider: string;
  observedVia: AiObservation;
  /** Where the answer was read instead of asked, e.g. "from the tracker's results page of 29 Nov 2026, 09:00 UTC". */
  observedFrom?: string;
  /** The model that answered, where the vendor says. */
  model: string | null;
  /**
   * False when the surface showed no AI answer for the prompt (a results page without an AI Overview): a checked
   * sample that mentions no one, not a failure. `text` is then '' and `citations` empty.
   */
  present: boolean;
  /** The answer as plain text (markdown kept as the engine wrote it). */
  text: string;
  /** In the order the answer cites them, each URL once. */
  citations: AiCitation[];
  /** The web searches the engine reports it made for this answer, where it reports them. */
  searchQueries: string[];
  /** What the vendor charged for this answer in US dollars, where it says. */
  costUsd: number | null;
}

/**
 * One way of asking AI-answer surfaces. `answer` resolves with the sample, or rejects (a VendorError, a timeout, an
 * abort): the sample is then "not checked", never "not mentioned".
 */
export interface AiAnswerEngine {
  readonly provider: string;
  readonly source: DataSource;
  /** The surfaces this engine, as configured, can ask. */
  readonly surfaces: readonly AiSurface[];
  answer(query: AiAnswerQuery, signal?: AbortSignal): Promise<AiAnswer>;
}

/** The engine that asks each surface (the configured vendor, else the sandbox). */
export type AiAnswerEngines = (surface: AiSurface) => AiAnswerEngine;
