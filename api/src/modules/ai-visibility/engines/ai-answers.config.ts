import { z } from 'zod';
import { optionalString } from '../../../common/environment';
import { AI_SURFACES, type AiSurface } from './ai-answer-engine';
import type { AiVendorSettings } from './ai-vendor-http';
import type { ModelSurface } from './dataforseo-llm.engine';
import type { SandboxAiSettings } from './sandbox.engine';

/** Who can ask AI answers: the vendors, and the sandbox. `dataforseo-app` reads the ChatGPT app through DataForSEO's LLM Scraper. */
export const AI_ENGINE_NAMES = ['dataforseo', 'dataforseo-app', 'serpapi', 'openai', 'anthropic', 'gemini', 'perplexity', 'sandbox'] as const;
export type AiEngineName = (typeof AI_ENGINE_NAMES)[number];

export const AI_ANSWERS_PROVIDERS = ['dataforseo', 'direct', 'sandbox'] as const;
export type AiAnswersProvider = (typeof AI_ANSWERS_PROVIDERS)[number];

/** The surfaces each engine can ask. */
export const ENGINE_SURFACES: Record<AiEngineName, readonly AiSurface[]> = {
  dataforseo: AI_SURFACES,
  'dataforseo-app': ['chatgpt'],
  serpapi: ['google-ai-overview', 'google-ai-mode'],
  openai: ['chatgpt'],
  anthropic: ['claude'],
  gemini: ['gemini'],
  perplexity: ['perplexity'],
  sandbox: AI_SURFACES,
};

/** Which engine each AI_ANSWERS_PROVIDER asks each surface through: one vendor for all, each surface's own vendor, or none. */
const PROVIDER_ENGINES: Record<AiAnswersProvider, Record<AiSurface, AiEngineName>> = {
  dataforseo: { 'google-ai-overview': 'dataforseo', 'google-ai-mode': 'dataforseo', chatgpt: 'dataforseo', perplexity: 'dataforseo', gemini: 'dataforseo', claude: 'dataforseo' },
  direct: { 'google-ai-overview': 'serpapi', 'google-ai-mode': 'serpapi', chatgpt: 'openai', perplexity: 'perplexity', gemini: 'gemini', claude: 'anthropic' },
  sandbox: { 'google-ai-overview': 'sandbox', 'google-ai-mode': 'sandbox', chatgpt: 'sandbox', perplexity: 'sandbox', gemini: 'sandbox', claude: 'sandbox' },
};

/** Model names by who is asked: DataForSEO takes the vendors' names, Perplexity's Agent API a provider-prefixed one. */
const DEFAULT_MODELS: { dataforseo: Record<ModelSurface, string>; direct: Record<ModelSurface, string> } = {
  dataforseo: { chatgpt: 'gpt-4.1-mini', claude: 'claude-sonnet-4-5', gemini: 'gemini-2.5-flash', perplexity: 'sonar' },
  direct: { chatgpt: 'gpt-4.1-mini', claude: 'claude-sonnet-4-5', gemini: 'gemini-2.5-flash', perplexity: 'perplexity/sonar' },
};

export interface AiAnswersConfig {
  /** The sandbox engine's simulated failures and latency, for trying "not checked" samples by hand. */
  sandbox: SandboxAiSettings;
  /** The engine that asks each surface. */
  engines: Record<AiSurface, AiEngineName>;
  /** The model asked per model surface, for the engine that asks it. */
  models: Record<ModelSurface, string>;
  /** One request's time limit and one answer's tries, for every vendor. */
  http: AiVendorSettings;
  /** Days a run's stored answers are kept (AI_ANSWERS_RETENTION_DAYS); then the ai-answer-retention pass deletes them, keeping the run's counts. */
  retentionDays: number;
  /** How old a tracker's stored results page may be for a run to read its AI Overview instead of asking (AI_ANSWERS_TRACKER_PAGE_FRESH_HOURS). */
  trackerPageFreshMs: number;
  /** Each vendor's credentials and base URL (tests, proxies), present when set. */
  dataforseo?: { login: string; password: string; baseUrl?: string };
  serpapi?: { apiKey: string; baseUrl?: string };
  openai?: { apiKey: string; baseUrl?: string };
  anthropic?: { apiKey: string; baseUrl?: string };
  gemini?: { apiKey: string; baseUrl?: string };
  perplexity?: { apiKey: string; baseUrl?: string };
}

const engineName = optionalString
  .transform((value) => value?.toLowerCase())
  .pipe(z.enum(AI_ENGINE_NAMES, { message: `must be one of ${AI_ENGINE_NAMES.join(', ')}` }).optional());
const vendorUrl = optionalString.pipe(z.url({ protocol: /^https?$/ }).optional());

/** The variable that overrides each surface's engine. */
export const SURFACE_VARIABLES = {
  'google-ai-overview': 'AI_ANSWERS_GOOGLE_AI_OVERVIEW',
  'google-ai-mode': 'AI_ANSWERS_GOOGLE_AI_MODE',
  chatgpt: 'AI_ANSWERS_CHATGPT',
  perplexity: 'AI_ANSWERS_PERPLEXITY',
  gemini: 'AI_ANSWERS_GEMINI',
  claude: 'AI_ANSWERS_CLAUDE',
} as const satisfies Record<AiSurface, string>;

const MODEL_VARIABLES = {
  chatgpt: 'AI_ANSWERS_CHATGPT_MODEL',
  claude: 'AI_ANSWERS_CLAUDE_MODEL',
  gemini: 'AI_ANSWERS_GEMINI_MODEL',
  perplexity: 'AI_ANSWERS_PERPLEXITY_MODEL',
} as const satisfies Record<ModelSurface, string>;

/** The AI-answer engines' environment variables, composed into the one parse in config.ts. */
export const aiAnswersEnvironment = {
  SANDBOX_AI_FAILURE_RATE: optionalString.pipe(z.coerce.number<string | undefined>().min(0).max(1).default(0)),
  SANDBOX_AI_LATENCY_MS: optionalString.pipe(z.coerce.number<string | undefined>().int().min(0).max(60_000).default(0)),
  AI_ANSWERS_PROVIDER: optionalString
    .transform((value) => value?.toLowerCase())
    .pipe(z.enum(AI_ANSWERS_PROVIDERS, { message: `AI_ANSWERS_PROVIDER must be one of ${AI_ANSWERS_PROVIDERS.join(', ')}` }).optional()),
  AI_ANSWERS_GOOGLE_AI_OVERVIEW: engineName,
  AI_ANSWERS_GOOGLE_AI_MODE: engineName,
  AI_ANSWERS_CHATGPT: engineName,
  AI_ANSWERS_PERPLEXITY: engineName,
  AI_ANSWERS_GEMINI: engineName,
  AI_ANSWERS_CLAUDE: engineName,
  AI_ANSWERS_CHATGPT_MODEL: optionalString,
  AI_ANSWERS_CLAUDE_MODEL: optionalString,
  AI_ANSWERS_GEMINI_MODEL: optionalString,
  AI_ANSWERS_PERPLEXITY_MODEL: optionalString,
  PERPLEXITY_API_KEY: optionalString,
  GEMINI_API_KEY: optionalString,
  AI_ANSWERS_DATAFORSEO_BASE_URL: vendorUrl,
  AI_ANSWERS_SERPAPI_BASE_URL: vendorUrl,
  AI_ANSWERS_OPENAI_BASE_URL: vendorUrl,
  AI_ANSWERS_ANTHROPIC_BASE_URL: vendorUrl,
  AI_ANSWERS_GEMINI_BASE_URL: vendorUrl,
  AI_ANSWERS_PERPLEXITY_BASE_URL: vendorUrl,
  // DataForSEO's live LLM tasks take up to 120 s by its documentation.
  AI_ANSWERS_TIMEOUT_MS: optionalString.pipe(z.coerce.number<string | undefined>().int().min(100).max(300_000).default(130_000)),
  AI_ANSWERS_MAX_ATTEMPTS: optionalString.pipe(z.coerce.number<string | undefined>().int().min(1).max(5).default(3)),
  AI_ANSWERS_RETRY_BASE_MS: optionalString.pipe(z.coerce.number<string | undefined>().int().min(1).max(30_000).default(1_000)),
  // A year of daily runs and a season's margin, so a year-on-year comparison still has its answers.
  AI_ANSWERS_RETENTION_DAYS: optionalString.pipe(z.coerce.number<string | undefined>().int().min(1).max(36_500).default(400)),
  AI_ANSWERS_TRACKER_PAGE_FRESH_HOURS: optionalString.pipe(z.coerce.number<string | undefined>().min(0).max(168).default(24)),
};

/** The variables of ours, with the vendor credentials that the SERP and writer sections declare and this one reuses. */
export type AiAnswersEnvironment = z.output<z.ZodObject<typeof aiAnswersEnvironment>> & {
  DATAFORSEO_LOGIN?: string;
  DATAFORSEO_PASSWORD?: string;
  SERPAPI_API_KEY?: string;
  OPENAI_API_KEY?: string;
  ANTHROPIC_API_KEY?: string;
};

const CREDENTIALS: Record<Exclude<AiEngineName, 'sandbox'>, (keyof AiAnswersEnvironment)[]> = {
  dataforseo: ['DATAFORSEO_LOGIN', 'DATAFORSEO_PASSWORD'],
  'dataforseo-app': ['DATAFORSEO_LOGIN', 'DATAFORSEO_PASSWORD'],
  serpapi: ['SERPAPI_API_KEY'],
  openai: ['OPENAI_API_KEY'],
  anthropic: ['ANTHROPIC_API_KEY'],
  gemini: ['GEMINI_API_KEY'],
  perplexity: ['PERPLEXITY_API_KEY'],
};

/** The explicit AI_ANSWERS_PROVIDER, else DataForSEO when its login is set (it asks every surface), else the sandbox. */
function providerOf(env: AiAnswersEnvironment): AiAnswersProvider {
  return env.AI_ANSWERS_PROVIDER ?? (env.DATAFORSEO_LOGIN && env.DATAFORSEO_PASSWORD ? 'dataforseo' : 'sandbox');
}

function enginesOf(env: AiAnswersEnvironment): Record<AiSurface, AiEngineName> {
  const defaults = PROVIDER_ENGINES[providerOf(env)];
  return Object.fromEntries(AI_SURFACES.map((surface) => [surface, env[SURFACE_VARIABLES[surface]] ?? defaults[surface]])) as Record<AiSurface, AiEngineName>;
}

/**
 * Every surface must be asked by an engine that can ask it, with its credentials set: a surface a vendor cannot
 * ask, or whose key is missing, is a startup error naming the fix (the sandbox for a surface only when set so).
 */
export function checkAiAnswersSettings(env: AiAnswersEnvironment, ctx: z.RefinementCtx): void {
  const provider = providerOf(env);
  for (const [surface, engine] of Object.entries(enginesOf(env)) as [AiSurface, AiEngineName][]) {
    const variable = SURFACE_VARIABLES[surface];
    const chosenBy = env[variable] ? `${variable}=${engine}` : `AI_ANSWERS_PROVIDER=${provider}`;
    if (!ENGINE_SURFACES[engine].includes(surface)) {
      ctx.addIssue({ code: 'custom', path: [variable], message: `${chosenBy} cannot ask ${surface}; ${engine} asks ${ENGINE_SURFACES[engine].join(', ')}` });
      continue;
    }
    if (engine === 'sandbox') continue;
    const missing = CREDENTIALS[engine].filter((name) => !env[name]);
    if (missing.length > 0) {
      ctx.addIssue({ code: 'custom', path: [missing[0]], message: `${chosenBy} asks ${surface} through ${engine}, which needs ${missing.join(' and ')} (or set ${variable}=sandbox)` });
    }
  }
}

export function selectAiAnswersConfig(env: AiAnswersEnvironment): AiAnswersConfig {
  const engines = enginesOf(env);
  const modelSurfaces: ModelSurface[] = ['chatgpt', 'claude', 'gemini', 'perplexity'];
  const models = Object.fromEntries(
    modelSurfaces.map((surface) => [surface, env[MODEL_VARIABLES[surface]] ?? DEFAULT_MODELS[engines[surface] === 'dataforseo' ? 'dataforseo' : 'direct'][surface]]),
  ) as Record<ModelSurface, string>;
  const keyed = (apiKey: string | undefined, baseUrl: string | undefined) => (apiKey ? { apiKey, baseUrl } : undefined);
  return {
    sandbox: { failureRate: env.SANDBOX_AI_FAILURE_RATE, latencyMs: env.SANDBOX_AI_LATENCY_MS },
    engines,
    models,
    http: { timeoutMs: env.AI_ANSWERS_TIMEOUT_MS, maxAttempts: env.AI_ANSWERS_MAX_ATTEMPTS, retryBaseMs: env.AI_ANSWERS_RETRY_BASE_MS },
    retentionDays: env.AI_ANSWERS_RETENTION_DAYS,
    trackerPageFreshMs: env.AI_ANSWERS_TRACKER_PAGE_FRESH_HOURS * 60 * 60 * 1000,
    dataforseo: env.DATAFORSEO_LOGIN && env.DATAFORSEO_PASSWORD ? { login: env.DATAFORSEO_LOGIN, password: env.DATAFORSEO_PASSWORD, baseUrl: env.AI_ANSWERS_DATAFORSEO_BASE_URL } : undefined,
    serpapi: keyed(env.SERPAPI_API_KEY, env.AI_ANSWERS_SERPAPI_BASE_URL),
    openai: keyed(env.OPENAI_API_KEY, env.AI_ANSWERS_OPENAI_BASE_URL),
    anthropic: keyed(env.ANTHROPIC_API_KEY, env.AI_ANSWERS_ANTHROPIC_BASE_URL),
    gemini: keyed(env.GEMINI_API_KEY, env.AI_ANSWERS_GEMINI_BASE_URL),
    perplexity: keyed(env.PERPLEXITY_API_KEY, env.AI_ANSWERS_PERPLEXITY_BASE_URL),
  };
}
