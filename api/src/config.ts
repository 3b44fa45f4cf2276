import { isIP } from 'node:net';
import { DEFAULT_TASK_QUEUE } from '@rankcraft/workflows';
import { z } from 'zod';

const optionalString = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

// SERP data provider (modules/seo/serp) ------------------------------------------------------------
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
  concurrency: number;
  /** Requests a second to the vendor from every process together (SERP_RATE_LIMIT); unset: no limit of our own. */
  rateLimit?: number;
}

const serpEnvironment = {
  SERP_PROVIDER: optionalString
    .transform((value) => value?.toLowerCase())
    .pipe(z.enum(SERP_PROVIDERS, { message: `SERP_PROVIDER must be one of ${SERP_PROVIDERS.join(', ')}` }).optional()),
  SERPER_API_KEY: optionalString,
  SERPAPI_API_KEY: optionalString,
  VALUESERP_API_KEY: optionalString,
  DATAFORSEO_LOGIN: optionalString,
  DATAFORSEO_PASSWORD: optionalString,
  SERP_BASE_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  SERP_TIMEOUT_MS: optionalString.pipe(z.coerce.number<string | undefined>().int().min(100).max(120_000).default(15_000)),
  SERP_CONCURRENCY: optionalString.pipe(z.coerce.number<string | undefined>().int().min(1).max(64).default(8)),
  SERP_RATE_LIMIT: optionalString.pipe(z.coerce.number<string | undefined>().int().min(1).max(100_000).optional()),
};

type SerpEnvironment = z.output<z.ZodObject<typeof serpEnvironment>>;
type ResearchEnvironment = z.output<z.ZodObject<typeof serpEnvironment & typeof researchEnvironment>>;

const serpCredentialVariables: Record<Exclude<SerpProviderName, 'sandbox'>, (keyof SerpEnvironment)[]> = {
  serper: ['SERPER_API_KEY'],
  serpapi: ['SERPAPI_API_KEY'],
  valueserp: ['VALUESERP_API_KEY'],
  dataforseo: ['DATAFORSEO_LOGIN', 'DATAFORSEO_PASSWORD'],
};

function checkSerpCredentials(env: SerpEnvironment, ctx: z.RefinementCtx): void {
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
function selectSerpConfig(env: SerpEnvironment): SerpConfig {
  const configured = (Object.keys(serpCredentialVariables) as (keyof typeof serpCredentialVariables)[]).find((name) =>
    serpCredentialVariables[name].every((variable) => env[variable]),
  );
  const provider = env.SERP_PROVIDER ?? configured ?? 'sandbox';
  const common = { provider, baseUrl: env.SERP_BASE_URL, timeoutMs: env.SERP_TIMEOUT_MS, concurrency: env.SERP_CONCURRENCY, rateLimit: env.SERP_RATE_LIMIT };
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
// ---------------------------------------------------------------------------------------------------

// Article writer (modules/articles/writer) ----------------------------------------------------------
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
};

const DEFAULT_MODELS: Record<Exclude<LlmProviderName, 'sandbox'>, string> = { openai: 'gpt-4o-mini', anthropic: 'claude-sonnet-4-5' };

const writerEnvironment = {
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
};

type WriterEnvironment = z.output<z.ZodObject<typeof writerEnvironment>>;

function checkWriterSettings(env: WriterEnvironment, ctx: z.RefinementCtx): void {
  // An OpenAI-compatible server of one's own (Ollama, vLLM, llama.cpp) may need no key; OpenAI itself does.
  if (env.LLM_PROVIDER === 'openai' && !env.OPENAI_API_KEY && !env.LLM_BASE_URL) {
    ctx.addIssue({ code: 'custom', message: 'LLM_PROVIDER=openai needs OPENAI_API_KEY or LLM_BASE_URL', path: ['OPENAI_API_KEY'] });
  }
  if (env.LLM_PROVIDER === 'anthropic' && !env.ANTHROPIC_API_KEY) {
    ctx.addIssue({ code: 'custom', message: 'LLM_PROVIDER=anthropic needs ANTHROPIC_API_KEY', path: ['ANTHROPIC_API_KEY'] });
  }
}

/** The explicit LLM_PROVIDER, else OpenAI(-compatible) when its key or a base URL is set, else Anthropic with its key, else the sandbox. */
function selectWriterConfig(env: WriterEnvironment): WriterConfig {
  const provider = env.LLM_PROVIDER ?? (env.OPENAI_API_KEY || env.LLM_BASE_URL ? 'openai' : env.ANTHROPIC_API_KEY ? 'anthropic' : 'sandbox');
  const common = {
    timeoutMs: env.LLM_TIMEOUT_MS,
    maxRetries: env.LLM_MAX_RETRIES,
    sandboxTokensPerSecond: env.LLM_SANDBOX_TOKENS_PER_SECOND,
    articleConcurrency: env.ARTICLE_CONCURRENCY,
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
// ---------------------------------------------------------------------------------------------------

// SEO research data provider (modules/seo/research) -----------------------------------------------
export const SEO_DATA_PROVIDERS = ['keywords-everywhere', 'dataforseo', 'sandbox'] as const;
export type SeoDataProviderName = (typeof SEO_DATA_PROVIDERS)[number];

export interface ResearchConfig {
  provider: SeoDataProviderName;
  apiKey?: string;
  /** DataForSEO shares the SERP credentials. */
  login?: string;
  password?: string;
  /** Replaces the chosen vendor's base URL (tests, proxies). */
  baseUrl?: string;
  timeoutMs: number;
}

const researchEnvironment = {
  SEO_DATA_PROVIDER: optionalString
    .transform((value) => value?.toLowerCase())
    .pipe(z.enum(SEO_DATA_PROVIDERS, { message: `SEO_DATA_PROVIDER must be one of ${SEO_DATA_PROVIDERS.join(', ')}` }).optional()),
  KEYWORDS_EVERYWHERE_API_KEY: optionalString,
  SEO_DATA_BASE_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  SEO_DATA_TIMEOUT_MS: optionalString.pipe(z.coerce.number<string | undefined>().int().min(100).max(120_000).default(20_000)),
};

function checkResearchCredentials(env: ResearchEnvironment, ctx: z.RefinementCtx): void {
  if (env.SEO_DATA_PROVIDER === 'keywords-everywhere' && !env.KEYWORDS_EVERYWHERE_API_KEY) {
    ctx.addIssue({ code: 'custom', message: 'SEO_DATA_PROVIDER=keywords-everywhere needs KEYWORDS_EVERYWHERE_API_KEY', path: ['KEYWORDS_EVERYWHERE_API_KEY'] });
  }
  if (env.SEO_DATA_PROVIDER === 'dataforseo') {
    for (const variable of ['DATAFORSEO_LOGIN', 'DATAFORSEO_PASSWORD'] as const) {
      if (!env[variable]) ctx.addIssue({ code: 'custom', message: `SEO_DATA_PROVIDER=dataforseo needs ${variable}`, path: [variable] });
    }
  }
}

/** The explicit SEO_DATA_PROVIDER, else Keywords Everywhere with a key, else DataForSEO with credentials, else the sandbox. */
function selectResearchConfig(env: ResearchEnvironment): ResearchConfig {
  const configured = env.KEYWORDS_EVERYWHERE_API_KEY ? 'keywords-everywhere' : env.DATAFORSEO_LOGIN && env.DATAFORSEO_PASSWORD ? 'dataforseo' : undefined;
  const provider = env.SEO_DATA_PROVIDER ?? configured ?? 'sandbox';
  const common = { provider, baseUrl: env.SEO_DATA_BASE_URL, timeoutMs: env.SEO_DATA_TIMEOUT_MS };
  switch (provider) {
    case 'keywords-everywhere':
      return { ...common, apiKey: env.KEYWORDS_EVERYWHERE_API_KEY };
    case 'dataforseo':
      return { ...common, login: env.DATAFORSEO_LOGIN, password: env.DATAFORSEO_PASSWORD };
    case 'sandbox':
      return common;
  }
}
// ---------------------------------------------------------------------------------------------------

/** Express's "trust proxy": false (the socket's address is the client's), a hop count, or the proxies' addresses. */
export type TrustProxy = false | number | string[];

const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  return rest.length === 0 && isIP(address) !== 0 && (prefix === undefined || /^\d{1,3}$/.test(prefix));
}

const trustProxyVariable = optionalString.pipe(
  z
    .string()
    .optional()
    .transform((value, ctx): TrustProxy => {
      if (!value || value === 'false') return false;
      if (/^\d+$/.test(value)) return Number(value);
      const entries = value.split(',').map((entry) => entry.trim()).filter(Boolean);
      const invalid = entries.find((entry) => !isProxyAddress(entry));
      if (invalid) ctx.addIssue({ code: 'custom', message: `TRUST_PROXY: "${invalid}" is not an address, a subnet (10.0.0.0/8), loopback, linklocal or uniquelocal` });
      return entries;
    }),
);

// Billing (modules/billing) ---------------------------------------------------------------------------
export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  /** Per paid plan: a price id (price_…) or a price lookup key. */
  prices: { pro: string; agency: string };
  /** Where Checkout sends the browser back to. */
  publicUrl: string;
  /** Replaces api.stripe.com (stripe-mock in tests). */
  apiBase?: URL;
}

const billingEnvironment = {
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_PRICE_PRO: z.string().trim().default('rankcraft_pro_monthly'),
  STRIPE_PRICE_AGENCY: z.string().trim().default('rankcraft_agency_monthly'),
  STRIPE_API_BASE: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  PUBLIC_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
};

function checkBillingSettings(env: z.output<z.ZodObject<typeof billingEnvironment>>, ctx: z.RefinementCtx): void {
  if (!env.STRIPE_SECRET_KEY) return;
  if (!env.STRIPE_WEBHOOK_SECRET) ctx.addIssue({ code: 'custom', message: 'STRIPE_SECRET_KEY needs STRIPE_WEBHOOK_SECRET', path: ['STRIPE_WEBHOOK_SECRET'] });
  if (!env.PUBLIC_URL) ctx.addIssue({ code: 'custom', message: 'STRIPE_SECRET_KEY needs PUBLIC_URL (where Checkout returns to)', path: ['PUBLIC_URL'] });
}
// ---------------------------------------------------------------------------------------------------

const environmentSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(4000),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: optionalString.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
    JWT_SECRET: optionalString.pipe(z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional()),
    TOKEN_TTL: z.string().regex(/^\d+[smhd]$/, 'TOKEN_TTL looks like 12h or 7d').default('7d'),
    ADMIN_EMAIL: optionalString.pipe(z.email().optional()),
    ADMIN_PASSWORD: optionalString,
    TEMPORAL_ADDRESS: optionalString,
    TEMPORAL_NAMESPACE: z.string().default('default'),
    TEMPORAL_TASK_QUEUE: z.string().min(1).default(DEFAULT_TASK_QUEUE),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    WEB_DIST_DIR: optionalString,
    TRUST_PROXY: trustProxyVariable,
    SIGNUP_LIMIT_PER_HOUR: optionalString.pipe(z.coerce.number<string | undefined>().int().min(1).max(1_000_000).default(20)),
    SCHEDULER_INTERVAL_MS: optionalString.pipe(z.coerce.number<string | undefined>().int().min(50).max(24 * 60 * 60_000).default(30_000)),
    EXPORT_STALL_TIMEOUT_MS: optionalString.pipe(z.coerce.number<string | undefined>().int().min(100).max(600_000).default(30_000)),
    TRACKER_RUN_CONCURRENCY: optionalString.pipe(z.coerce.number<string | undefined>().int().min(1).max(64).default(4)),
    ...serpEnvironment,
    ...researchEnvironment,
    ...writerEnvironment,
    ...billingEnvironment,
  })
  .superRefine(checkSerpCredentials)
  .superRefine(checkResearchCredentials)
  .superRefine(checkWriterSettings)
  .superRefine(checkBillingSettings)
  .refine((env) => !env.ADMIN_EMAIL === !env.ADMIN_PASSWORD, {
    message: 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
    path: ['ADMIN_PASSWORD'],
  })
  .refine((env) => env.NODE_ENV !== 'production' || env.JWT_SECRET, {
    message: 'JWT_SECRET is required when NODE_ENV=production',
    path: ['JWT_SECRET'],
  });

export type DatabaseConfig = { kind: 'postgres'; url: string; poolSize: number } | { kind: 'embedded'; dataDir: string };

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  database: DatabaseConfig;
  /** Unset: a secret is generated once and kept in DATA_DIR. */
  jwtSecret?: string;
  tokenTtl: string;
  bootstrapAdmin?: { email: string; password: string };
  temporal?: { address: string; namespace: string; taskQueue: string };
  logLevel: string;
  /** Where the built web app lives; served with an SPA fallback when it exists. */
  webDistDir?: string;
  /** Which proxies may name the client in X-Forwarded-For; by default none, so the header is ignored. */
  trustProxy: TrustProxy;
  /** Sign-ups allowed per client address per hour. */
  signUpLimitPerHour: number;
  /** How often the in-process scheduler looks for due tracker runs and abandoned jobs (embedded mode). */
  schedulerIntervalMs: number;
  /** Where SERP (organic results) data comes from; see modules/seo/serp. */
  serp: SerpConfig;
  /** Steps (batches of keywords) of one tracker run checked at the same time, by any workers. */
  trackerRunConcurrency: number;
  /** Which language model writes articles; see modules/articles/writer. */
  writer: WriterConfig;
  /** Where keyword, traffic and backlink data comes from; see modules/seo/research. */
  research: ResearchConfig;
  /** A history export whose client reads nothing for this long is cut off. */
  exportStallTimeoutMs: number;
  /** Unset: sandbox billing (no money moves). */
  stripe?: StripeConfig;
}

export class ConfigError extends Error {}

/** Parses and validates the environment once; nothing else reads process.env. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = environmentSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.') || 'env'}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL, poolSize: e.DATABASE_POOL_SIZE }
      : { kind: 'embedded', dataDir: e.DATA_DIR },
    jwtSecret: e.JWT_SECRET,
    tokenTtl: e.TOKEN_TTL,
    bootstrapAdmin: e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : undefined,
    temporal: e.TEMPORAL_ADDRESS ? { address: e.TEMPORAL_ADDRESS, namespace: e.TEMPORAL_NAMESPACE, taskQueue: e.TEMPORAL_TASK_QUEUE } : undefined,
    logLevel: e.LOG_LEVEL,
    webDistDir: e.WEB_DIST_DIR,
    trustProxy: e.TRUST_PROXY,
    signUpLimitPerHour: e.SIGNUP_LIMIT_PER_HOUR,
    schedulerIntervalMs: e.SCHEDULER_INTERVAL_MS,
    serp: selectSerpConfig(e),
    trackerRunConcurrency: e.TRACKER_RUN_CONCURRENCY,
    writer: selectWriterConfig(e),
    research: selectResearchConfig(e),
    exportStallTimeoutMs: e.EXPORT_STALL_TIMEOUT_MS,
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET && e.PUBLIC_URL
        ? {
            secretKey: e.STRIPE_SECRET_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
            prices: { pro: e.STRIPE_PRICE_PRO, agency: e.STRIPE_PRICE_AGENCY },
            publicUrl: e.PUBLIC_URL.replace(/\/+$/, ''),
            apiBase: e.STRIPE_API_BASE ? new URL(e.STRIPE_API_BASE) : undefined,
          }
        : undefined,
  };
}
