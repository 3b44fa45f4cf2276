import { z } from 'zod';
import { optionalString } from '../../../common/environment';
import type { SerpEnvironment } from '../serp/serp.config';

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

/** The SEO data provider's environment variables; DataForSEO's credentials are the SERP provider's. */
export const researchEnvironment = {
  SEO_DATA_PROVIDER: optionalString
    .transform((value) => value?.toLowerCase())
    .pipe(z.enum(SEO_DATA_PROVIDERS, { message: `SEO_DATA_PROVIDER must be one of ${SEO_DATA_PROVIDERS.join(', ')}` }).optional()),
  KEYWORDS_EVERYWHERE_API_KEY: optionalString,
  SEO_DATA_BASE_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  SEO_DATA_TIMEOUT_MS: optionalString.pipe(z.coerce.number<string | undefined>().int().min(100).max(120_000).default(20_000)),
};

type ResearchEnvironment = z.output<z.ZodObject<typeof researchEnvironment>> & SerpEnvironment;

export function checkResearchCredentials(env: ResearchEnvironment, ctx: z.RefinementCtx): void {
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
export function selectResearchConfig(env: ResearchEnvironment): ResearchConfig {
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
