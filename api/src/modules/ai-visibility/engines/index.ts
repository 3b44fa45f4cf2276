import { AI_SURFACES, type AiAnswerEngine, type AiAnswerEngines, type AiSurface } from './ai-answer-engine';
import type { AiAnswersConfig, AiEngineName } from './ai-answers.config';
import { AnthropicAnswerEngine } from './anthropic.engine';
import { DataForSeoLlmAiEngine } from './dataforseo-llm.engine';
import { DataForSeoSerpAiEngine } from './dataforseo-serp.engine';
import { GeminiAnswerEngine } from './gemini.engine';
import { OpenAiAnswerEngine } from './openai.engine';
import { PerplexityAnswerEngine } from './perplexity.engine';
import { SandboxAiAnswerEngine } from './sandbox.engine';
import { SerpApiAiEngine } from './serpapi.engine';

export * from './ai-answer-engine';

/** A configuration with only the sandbox's settings asks every surface through the sandbox. */
export type AiEnginesConfig = Pick<AiAnswersConfig, 'sandbox'> & Partial<Omit<AiAnswersConfig, 'sandbox'>>;

/**
 * The engine for each surface, as the configuration names it (checked at startup: every vendor named has its
 * credentials and can ask the surface), built once and shared by the surfaces a vendor asks; the sandbox for every
 * surface the configuration leaves to it.
 */
export function createAiAnswerEngines(config: AiEnginesConfig): AiAnswerEngines {
  const sandbox = new SandboxAiAnswerEngine(config.sandbox);
  if (!config.engines || !config.models || !config.http) return () => sandbox;
  const { engines, models, http } = config;
  const vendors = {
    dataforseoSerp: once(() => new DataForSeoSerpAiEngine({ ...http, ...required(config.dataforseo, 'dataforseo') })),
    dataforseoModels: once(() => new DataForSeoLlmAiEngine({ ...http, ...required(config.dataforseo, 'dataforseo'), models, chatgptVia: engines.chatgpt === 'dataforseo-app' ? 'app' : 'api' })),
    serpapi: once(() => new SerpApiAiEngine({ ...http, ...required(config.serpapi, 'serpapi') })),
    openai: once(() => new OpenAiAnswerEngine({ ...http, ...required(config.openai, 'openai'), model: models.chatgpt })),
    anthropic: once(() => new AnthropicAnswerEngine({ ...http, ...required(config.anthropic, 'anthropic'), model: models.claude })),
    gemini: once(() => new GeminiAnswerEngine({ ...http, ...required(config.gemini, 'gemini'), model: models.gemini })),
    perplexity: once(() => new PerplexityAnswerEngine({ ...http, ...required(config.perplexity, 'perplexity'), model: models.perplexity })),
  };
  const engineOf = (surface: AiSurface): AiAnswerEngine => {
    const name = engines[surface];
    switch (name) {
      case 'sandbox':
        return sandbox;
      case 'dataforseo':
      case 'dataforseo-app':
        return surface.startsWith('google-') ? vendors.dataforseoSerp() : vendors.dataforseoModels();
      default:
        return vendors[name]();
    }
  };
  const bySurface = new Map(AI_SURFACES.map((surface) => [surface, engineOf(surface)]));
  return (surface) => bySurface.get(surface) ?? sandbox;
}

function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}

/** The startup check makes this unreachable; it stays so a configuration built by hand fails clearly. */
function required<T>(credentials: T | undefined, engine: AiEngineName): T {
  if (!credentials) throw new Error(`The AI answers engine ${engine} is configured without its credentials.`);
  return credentials;
}
