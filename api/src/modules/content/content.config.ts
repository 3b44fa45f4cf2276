import { z } from 'zod';
import { optionalString } from '../../common/environment';
import type { SerpProviderName } from '../seo/serp/serp.config';

/** A brief for the same keyword, country, language and device is reused for this long. */
export const BRIEF_CACHE_DAYS = 7;

export const PAGE_FETCHERS = ['live', 'sandbox'] as const;
export type PageFetcherName = (typeof PAGE_FETCHERS)[number];

/** How content briefs read the pages that rank. */
export interface ContentConfig {
  /** `live` fetches each result page over the internet; `sandbox` makes up the sandbox SERP's pages. */
  pageFetcher: PageFetcherName;
  /** Lets page fetches reach private and loopback addresses (tests, a private network of one's own). */
  allowPrivateNetworks: boolean;
  fetchTimeoutMs: number;
  fetchMaxBytes: number;
  /**
   * A brief reads the top results from a tracker run of the owner's that stored the same search's
   * page at most this many hours ago (no vendor search); 0 always searches live. At most the brief
   * cache's window (BRIEF_CACHE_DAYS).
   */
  snapshotMaxAgeHours: number;
}

const flag = (name: string) =>
  optionalString
    .transform((value) => value?.toLowerCase())
    .pipe(z.enum(['true', 'false'], { message: `${name} must be true or false` }).optional())
    .transform((value) => value === 'true');

/** The content module's environment variables, composed into the one parse in config.ts. */
export const contentEnvironment = {
  CONTENT_PAGE_FETCHER: optionalString
    .transform((value) => value?.toLowerCase())
    .pipe(z.enum(PAGE_FETCHERS, { message: `CONTENT_PAGE_FETCHER must be one of ${PAGE_FETCHERS.join(', ')}` }).optional()),
  CONTENT_FETCH_ALLOW_PRIVATE_NETWORKS: flag('CONTENT_FETCH_ALLOW_PRIVATE_NETWORKS'),
  CONTENT_FETCH_TIMEOUT_MS: optionalString.pipe(z.coerce.number<string | undefined>().int().min(100).max(120_000).default(15_000)),
  CONTENT_FETCH_MAX_BYTES: optionalString.pipe(z.coerce.number<string | undefined>().int().min(1_000).max(50_000_000).default(3_000_000)),
  CONTENT_SNAPSHOT_MAX_AGE_HOURS: optionalString.pipe(z.coerce.number<string | undefined>().int().min(0).max(BRIEF_CACHE_DAYS * 24).default(24)),
};

type ContentEnvironment = z.output<z.ZodObject<typeof contentEnvironment>>;

/** The explicit CONTENT_PAGE_FETCHER, else the sandbox with the sandbox SERP (its results are made up) and live with a real one. */
export function selectContentConfig(env: ContentEnvironment, serpProvider: SerpProviderName): ContentConfig {
  return {
    pageFetcher: env.CONTENT_PAGE_FETCHER ?? (serpProvider === 'sandbox' ? 'sandbox' : 'live'),
    allowPrivateNetworks: env.CONTENT_FETCH_ALLOW_PRIVATE_NETWORKS,
    fetchTimeoutMs: env.CONTENT_FETCH_TIMEOUT_MS,
    fetchMaxBytes: env.CONTENT_FETCH_MAX_BYTES,
    snapshotMaxAgeHours: env.CONTENT_SNAPSHOT_MAX_AGE_HOURS,
  };
}
