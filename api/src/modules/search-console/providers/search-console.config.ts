import { z } from 'zod';
import { optionalString } from '../../../common/environment';
import type { SearchConsoleHttpSettings } from './search-console-http';

/** Where Google sends the browser back after consent, unless GOOGLE_OAUTH_REDIRECT_URL says otherwise. */
export const OAUTH_CALLBACK_PATH = '/api/search-console/callback';

export interface SearchConsoleConfig {
  /** Google Search Console when its OAuth client is set; otherwise the sandbox connects instead. */
  google?: {
    clientId: string;
    clientSecret: string;
    redirectUrl: string;
    authorizationUrl?: string;
    oauthBaseUrl?: string;
    apiBaseUrl?: string;
  };
  /** Bing Webmaster Tools, beside Google or the sandbox, when its API key is set. */
  bing?: { apiKey: string; baseUrl?: string };
  /** The key of refresh tokens at rest; unset: generated once into the data directory. */
  tokenKey?: Buffer;
  http: SearchConsoleHttpSettings;
  /** Bing's API base URL for keys users enter (BING_WEBMASTER_BASE_URL; tests point it at a local server). */
  bingBaseUrl?: string;
  /** The sync: rows asked per searchAnalytics.query page, the wait after a spent quota, the pace per site and user. */
  sync: { pageRows: number; quotaBackoffMs: number; quotaRetries: number; queriesPerMinute: number };
}

const vendorUrl = optionalString.pipe(z.url({ protocol: /^https?$/ }).optional());

const tokenKey = optionalString.transform((value, ctx) => {
  if (!value) return undefined;
  const key = Buffer.from(value, 'base64');
  if (key.length !== 32 || !/^[A-Za-z0-9+/]+={0,2}$/.test(value)) {
    ctx.addIssue({ code: 'custom', message: 'must be 32 bytes in base64 (openssl rand -base64 32)' });
    return z.NEVER;
  }
  return key;
});

/** The Search Console section's environment variables, composed into the one parse in config.ts. */
export const searchConsoleEnvironment = {
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  GOOGLE_OAUTH_REDIRECT_URL: vendorUrl,
  GOOGLE_OAUTH_AUTHORIZATION_URL: vendorUrl,
  GOOGLE_OAUTH_BASE_URL: vendorUrl,
  SEARCH_CONSOLE_API_BASE_URL: vendorUrl,
  BING_WEBMASTER_API_KEY: optionalString,
  BING_WEBMASTER_BASE_URL: vendorUrl,
  SEARCH_CONSOLE_TOKEN_KEY: tokenKey,
  SEARCH_CONSOLE_TIMEOUT_MS: optionalString.pipe(z.coerce.number<string | undefined>().int().min(100).max(300_000).default(30_000)),
  SEARCH_CONSOLE_MAX_ATTEMPTS: optionalString.pipe(z.coerce.number<string | undefined>().int().min(1).max(8).default(4)),
  SEARCH_CONSOLE_PAGE_ROWS: optionalString.pipe(z.coerce.number<string | undefined>().int().min(1).max(25_000).default(25_000)),
  SEARCH_CONSOLE_QUOTA_BACKOFF_MS: optionalString.pipe(z.coerce.number<string | undefined>().int().min(0).max(600_000).default(60_000)),
  SEARCH_CONSOLE_QUOTA_RETRIES: optionalString.pipe(z.coerce.number<string | undefined>().int().min(0).max(20).default(5)),
  SEARCH_CONSOLE_QUERIES_PER_MINUTE: optionalString.pipe(z.coerce.number<string | undefined>().int().min(1).max(1_200).default(1_200)),
  SEARCH_CONSOLE_RETRY_BASE_MS: optionalString.pipe(z.coerce.number<string | undefined>().int().min(1).max(60_000).default(2_000)),
};

/** Ours, with the variables the server, billing and database sections declare and this one reads. */
export type SearchConsoleEnvironment = z.output<z.ZodObject<typeof searchConsoleEnvironment>> & {
  NODE_ENV: string;
  PORT: number;
  PUBLIC_URL?: string;
  DATABASE_URL?: string;
};

export function checkSearchConsoleSettings(env: SearchConsoleEnvironment, ctx: z.RefinementCtx): void {
  if (env.GOOGLE_CLIENT_ID && !env.GOOGLE_CLIENT_SECRET) {
    ctx.addIssue({ code: 'custom', path: ['GOOGLE_CLIENT_SECRET'], message: 'GOOGLE_CLIENT_ID is set without GOOGLE_CLIENT_SECRET; set both (Google Cloud console, OAuth client of type "Web application") or neither for the sandbox' });
  }
  if (env.GOOGLE_CLIENT_SECRET && !env.GOOGLE_CLIENT_ID) {
    ctx.addIssue({ code: 'custom', path: ['GOOGLE_CLIENT_ID'], message: 'GOOGLE_CLIENT_SECRET is set without GOOGLE_CLIENT_ID; set both or neither for the sandbox' });
  }
  // Replicas on a shared database must decrypt each other's tokens: a key file on one host cannot serve them all.
  if (env.NODE_ENV === 'production' && env.DATABASE_URL && env.GOOGLE_CLIENT_ID && !env.SEARCH_CONSOLE_TOKEN_KEY) {
    ctx.addIssue({ code: 'custom', path: ['SEARCH_CONSOLE_TOKEN_KEY'], message: 'is required with GOOGLE_CLIENT_ID, DATABASE_URL and NODE_ENV=production (openssl rand -base64 32), the same on every replica' });
  }
}

export function selectSearchConsoleConfig(env: SearchConsoleEnvironment): SearchConsoleConfig {
  const appUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
  return {
    google:
      env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
        ? {
            clientId: env.GOOGLE_CLIENT_ID,
            clientSecret: env.GOOGLE_CLIENT_SECRET,
            redirectUrl: env.GOOGLE_OAUTH_REDIRECT_URL ?? `${appUrl}${OAUTH_CALLBACK_PATH}`,
            authorizationUrl: env.GOOGLE_OAUTH_AUTHORIZATION_URL,
            oauthBaseUrl: env.GOOGLE_OAUTH_BASE_URL,
            apiBaseUrl: env.SEARCH_CONSOLE_API_BASE_URL,
          }
        : undefined,
    bing: env.BING_WEBMASTER_API_KEY ? { apiKey: env.BING_WEBMASTER_API_KEY, baseUrl: env.BING_WEBMASTER_BASE_URL } : undefined,
    tokenKey: env.SEARCH_CONSOLE_TOKEN_KEY,
    http: { timeoutMs: env.SEARCH_CONSOLE_TIMEOUT_MS, maxAttempts: env.SEARCH_CONSOLE_MAX_ATTEMPTS, retryBaseMs: env.SEARCH_CONSOLE_RETRY_BASE_MS },
    bingBaseUrl: env.BING_WEBMASTER_BASE_URL,
    sync: {
      pageRows: env.SEARCH_CONSOLE_PAGE_ROWS,
      quotaBackoffMs: env.SEARCH_CONSOLE_QUOTA_BACKOFF_MS,
      quotaRetries: env.SEARCH_CONSOLE_QUOTA_RETRIES,
      queriesPerMinute: env.SEARCH_CONSOLE_QUERIES_PER_MINUTE,
    },
  };
}
