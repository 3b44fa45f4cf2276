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
};

type SerpEnvironment = z.output<z.ZodObject<typeof serpEnvironment>>;

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
  const common = { provider, baseUrl: env.SERP_BASE_URL, timeoutMs: env.SERP_TIMEOUT_MS, concurrency: env.SERP_CONCURRENCY };
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
    ...serpEnvironment,
    ...billingEnvironment,
  })
  .superRefine(checkSerpCredentials)
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
  /** Where SERP (organic results) data comes from; see modules/seo/serp. */
  serp: SerpConfig;
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
    serp: selectSerpConfig(e),
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
