import { z } from 'zod';
import { optionalString } from '../../../common/environment';

export const SERP_PROVIDERS = ['serper', 'serpapi', 'valueserp', 'dataforseo', 'sandbox'] as const;
export type SerpProviderName = (typeof SERP_PROVIDERS)[number];

export interface SerpConfig {
  provider: SerpProviderName;
  apiKey?: string;
  login?: string;
  password?: string;
  /** Replaces the chosen vendor's base URL (tests, proxies). */
  baseUrl?: string;
  timeoutMs: number;
  /** The wait before a failed request's 2nd try (SERP_RETRY_BASE_MS), doubling per try. */
  retryBaseMs: number;
  concurrency: number;
  /** Requests a second to the vendor from every process together (SERP_RATE_LIMIT); unset: no limit of our own. */
  rateLimit?: number;
  /**
   * How scheduled tracker runs search when the provider has a queued mode (DataForSEO's standard
   * mode, DATAFORSEO_SCHEDULED_MODE): live (default) or standard. "Run now" always searches live.
   */
  scheduledMode: 'live' | 'standard';
  /** The first wait before asking for queued tasks (DATAFORSEO_TASKS_POLL_MS), then longer waits. */
  queuedPollMs: number;
  /** The sandbox's simulated failures (share of requests, 0-1) and latency, for trying unchecked keywords by hand. */
  sandbox: { failureRate: number; latencyMs: number; seed?: string };
}

/** The SERP provider's environment variables, composed into the one parse in config.ts. */
export const serpEnvironment = {
  SERP_PROVIDER: optionalString
    .transform((value) => value?.toLowerCase())
    .pipe(z.enum(SERP_PROVIDERS, { message: `SERP_PROVIDER must be one of ${SERP_PROVIDERS.join(', ')}` }).optional()),
  SERPER_API_KEY: optionalString,
  SERPAPI_API_KEY: optionalString,
  VALUESERP_API_KEY: optionalString,
  DATAFORSEO_LOGIN: optionalString,
  DATAFORSEO_PASSWORD: optionalString,
  DATAFORSEO_SCHEDULED_MODE: optionalString
    .transform((value) => value?.toLowerCase())
    .pipe(z.enum(['live', 'standard'], { message: 'DATAFORSEO_SCHEDULED_MODE must be live or standard' }).default('live')),
  DATAFORSEO_TASKS_POLL_MS: optionalString.pipe(z.coerce.number<string | undefined>().int().min(10).max(300_000).default(5_000)),
  SERP_BASE_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  SERP_TIMEOUT_MS: optionalString.pipe(z.coerce.number<string | undefined>().int().min(100).max(120_000).default(15_000)),
  SERP_RETRY_BASE_MS: optionalString.pipe(z.coerce.number<string | undefined>().int().min(1).max(4_000).default(500)),
  SERP_CONCURRENCY: optionalString.pipe(z.coerce.number<string | undefined>().int().min(1).max(64).default(8)),
  SERP_RATE_LIMIT: optionalString.pipe(z.coerce.number<string | undefined>().int().min(1).max(100_000).optional()),
  SANDBOX_SERP_FAILURE_RATE: optionalString.pipe(z.coerce.number<string | undefined>().min(0).max(1).default(0)),
  SANDBOX_SERP_LATENCY_MS: optionalString.pipe(z.coerce.number<string | undefined>().int().min(0).max(60_000).default(0)),
  /** Fixes the sandbox's seed for every run: rankings then stay as they are from run to run (tests that compare runs). */
  SANDBOX_SERP_SEED: optionalString,
};

export type SerpEnvironment = z.output<z.ZodObject<typeof serpEnvironment>>;

const serpCredentialVariables: Record<Exclude<SerpProviderName, 'sandbox'>, (keyof SerpEnvironment)[]> = {
  serper: ['SERPER_API_KEY'],
  serpapi: ['SERPAPI_API_KEY'],
  valueserp: ['VALUESERP_API_KEY'],
  dataforseo: ['DATAFORSEO_LOGIN', 'DATAFORSEO_PASSWORD'],
};

export function checkSerpCredentials(env: SerpEnvironment, ctx: z.RefinementCtx): void {
  if (!env.DATAFORSEO_LOGIN !== !env.DATAFORSEO_PASSWORD) {
    ctx.addIssue({ code: 'custom', message: 'DATAFORSEO_LOGIN and DATAFORSEO_PASSWORD must be set together', path: ['DATAFORSEO_PASSWORD'] });
  }
  const chosen = env.SERP_PROVIDER;
  if (!chosen || chosen === 'sandbox') return;
  for (const variable of serpCredentialVariables[chosen]) {
    if (!env[variable]) ctx.addIssue({ code: 'custom', message: `SERP_PROVIDER=${chosen} needs ${variable}`, path: [variable] });
  }
}

/** The explicit SERP_PROVIDER, else the first vendor with credentials, else the sandbox. */
export function selectSerpConfig(env: SerpEnvironment): SerpConfig {
  const configured = (Object.keys(serpCredentialVariables) as (keyof typeof serpCredentialVariables)[]).find((name) =>
    serpCredentialVariables[name].every((variable) => env[variable]),
  );
  const provider = env.SERP_PROVIDER ?? configured ?? 'sandbox';
  const common = {
    provider,
    baseUrl: env.SERP_BASE_URL,
    timeoutMs: env.SERP_TIMEOUT_MS,
    retryBaseMs: env.SERP_RETRY_BASE_MS,
    concurrency: env.SERP_CONCURRENCY,
    rateLimit: env.SERP_RATE_LIMIT,
    scheduledMode: env.DATAFORSEO_SCHEDULED_MODE,
    queuedPollMs: env.DATAFORSEO_TASKS_POLL_MS,
    sandbox: { failureRate: env.SANDBOX_SERP_FAILURE_RATE, latencyMs: env.SANDBOX_SERP_LATENCY_MS, ...(env.SANDBOX_SERP_SEED ? { seed: env.SANDBOX_SERP_SEED } : {}) },
  };
  switch (provider) {
    case 'serper':
      return { ...common, apiKey: env.SERPER_API_KEY };
    case 'serpapi':
      return { ...common, apiKey: env.SERPAPI_API_KEY };
    case 'valueserp':
      return { ...common, apiKey: env.VALUESERP_API_KEY };
    case 'dataforseo':
      return { ...common, login: env.DATAFORSEO_LOGIN, password: env.DATAFORSEO_PASSWORD };
    case 'sandbox':
      return common;
  }
}
