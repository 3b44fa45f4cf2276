import { z } from 'zod';
import { optionalString } from '../../../common/environment';

export const LLM_PROVIDERS = ['openai', 'anthropic', 'sandbox'] as const;
export type LlmProviderName = (typeof LLM_PROVIDERS)[number];

export type WriterConfig = (
  | { provider: 'openai' | 'anthropic'; apiKey: string; model: string; baseUrl?: string }
  | { provider: 'sandbox' }
) & {
  timeoutMs: number;
  maxRetries: number;
  /** Pace of the sandbox writer's stream; 0 writes at once. */
  sandboxTokensPerSecond: number;
  /** Articles of one generation written at the same time. */
  articleConcurrency: number;
  /** The content score the optimise step revises an article towards when it has no content brief. */
  articleScoreGoal: number;
};

const DEFAULT_MODELS: Record<Exclude<LlmProviderName, 'sandbox'>, string> = { openai: 'gpt-4o-mini', anthropic: 'claude-sonnet-4-5' };

/** The article writer's environment variables, composed into the one parse in config.ts. */
export const writerEnvironment = {
  LLM_PROVIDER: optionalString
    .transform((value) => value?.toLowerCase())
    .pipe(z.enum(LLM_PROVIDERS, { message: `LLM_PROVIDER must be one of ${LLM_PROVIDERS.join(', ')}` }).optional()),
  OPENAI_API_KEY: optionalString,
  ANTHROPIC_API_KEY: optionalString,
  LLM_BASE_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  LLM_MODEL: optionalString,
  LLM_TIMEOUT_MS: optionalString.pipe(z.coerce.number<string | undefined>().int().min(100).max(600_000).default(60_000)),
  LLM_MAX_RETRIES: optionalString.pipe(z.coerce.number<string | undefined>().int().min(0).max(10).default(2)),
  LLM_SANDBOX_TOKENS_PER_SECOND: optionalString.pipe(z.coerce.number<string | undefined>().min(0).max(10_000).default(60)),
  ARTICLE_CONCURRENCY: optionalString.pipe(z.coerce.number<string | undefined>().int().min(1).max(16).default(3)),
  ARTICLE_SCORE_GOAL: optionalString.pipe(z.coerce.number<string | undefined>().int().min(1).max(100).default(70)),
};

type WriterEnvironment = z.output<z.ZodObject<typeof writerEnvironment>>;

export function checkWriterSettings(env: WriterEnvironment, ctx: z.RefinementCtx): void {
  // An OpenAI-compatible server of one's own (Ollama, vLLM, llama.cpp) may need no key; OpenAI itself does.
  if (env.LLM_PROVIDER === 'openai' && !env.OPENAI_API_KEY && !env.LLM_BASE_URL) {
    ctx.addIssue({ code: 'custom', message: 'LLM_PROVIDER=openai needs OPENAI_API_KEY or LLM_BASE_URL', path: ['OPENAI_API_KEY'] });
  }
  if (env.LLM_PROVIDER === 'anthropic' && !env.ANTHROPIC_API_KEY) {
    ctx.addIssue({ code: 'custom', message: 'LLM_PROVIDER=anthropic needs ANTHROPIC_API_KEY', path: ['ANTHROPIC_API_KEY'] });
  }
}

/** The explicit LLM_PROVIDER, else OpenAI(-compatible) when its key or a base URL is set, else Anthropic with its key, else the sandbox. */
export function selectWriterConfig(env: WriterEnvironment): WriterConfig {
  const provider = env.LLM_PROVIDER ?? (env.OPENAI_API_KEY || env.LLM_BASE_URL ? 'openai' : env.ANTHROPIC_API_KEY ? 'anthropic' : 'sandbox');
  const common = {
    timeoutMs: env.LLM_TIMEOUT_MS,
    maxRetries: env.LLM_MAX_RETRIES,
    sandboxTokensPerSecond: env.LLM_SANDBOX_TOKENS_PER_SECOND,
    articleConcurrency: env.ARTICLE_CONCURRENCY,
    articleScoreGoal: env.ARTICLE_SCORE_GOAL,
  };
  switch (provider) {
    case 'openai':
      return { ...common, provider, apiKey: env.OPENAI_API_KEY ?? 'not-needed', model: env.LLM_MODEL ?? DEFAULT_MODELS.openai, baseUrl: env.LLM_BASE_URL };
    case 'anthropic':
      return { ...common, provider, apiKey: env.ANTHROPIC_API_KEY ?? '', model: env.LLM_MODEL ?? DEFAULT_MODELS.anthropic, baseUrl: env.LLM_BASE_URL };
    case 'sandbox':
      return { ...common, provider };
  }
}
