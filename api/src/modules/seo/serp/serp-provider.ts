import { AppError } from '../../../common/app-error';
import type { DataSource } from '../../../common/data-source';
import { seoMessages } from '../seo.messages';
import type { SerpAiOverview } from './ai-overview';

/** Past hour / day / week / month / year. */
export const SERP_DATE_RANGES = ['h', 'd', 'w', 'm', 'y'] as const;
export type SerpDateRange = (typeof SERP_DATE_RANGES)[number];

/** The device a search is made from: mobile results differ (ranking, features). */
export const SERP_DEVICES = ['desktop', 'mobile'] as const;
export type SerpDevice = (typeof SERP_DEVICES)[number];

export interface SerpQuery {
  keyword: string;
  /** Desktop when absent. */
  device?: SerpDevice;
  /** How many organic results to check: 10, 20, 50 or 100 (a tracker instance's result_count). */
  depth: number;
  /** 1-based results page (1..20); page 2 with depth 10 means results 11-20. */
  page: number;
  /** Interface language (hl), e.g. 'en'. */
  language: string;
  /** Lower-case two-letter country (gl), e.g. 'us'; '' means no country. */
  country: string;
  /** e.g. 'Austin, Texas, United States'. */
  location: string | null;
  /** Past hour / day / week / month / year. */
  dateRange: SerpDateRange | null;
  /**
   * Sandbox only: results move from one seed to another (a tracker run passes its id), the same
   * seed always giving the same page; without one the sandbox answers its base ranking. Vendors ignore it.
   */
  seed?: string;
}

/**
 * What an organic result looks like on the page: a plain link, the result Google lifts into the
 * featured snippet, one with sitelinks, one with a rich snippet (rating, price, FAQ), or a video.
 */
export const ORGANIC_RESULT_TYPES = ['organic', 'featured_snippet', 'sitelinks', 'rich_snippet', 'video'] as const;
export type OrganicResultType = (typeof ORGANIC_RESULT_TYPES)[number];

/** Blocks of a results page other than the organic list, as far as each vendor reports them. */
export const SERP_FEATURE_TYPES = ['featured_snippet', 'people_also_ask', 'local_pack', 'ai_overview', 'video', 'images', 'top_stories', 'shopping'] as const;
export type SerpFeatureType = (typeof SERP_FEATURE_TYPES)[number];

export interface SerpFeature {
  type: SerpFeatureType;
  /**
   * The site that holds the block (the featured snippet's source, the first cited page of an AI
   * overview, the first story, video or business with a site), normalised like OrganicResult.domain;
   * null when the block links to no site.
   */
  domain: string | null;
  /** People Also Ask only: the questions, in page order. */
  questions?: string[];
}

export interface OrganicResult {
  /** Absolute: the first result of page 2 at depth 10 is 11. */
  position: number;
  type: OrganicResultType;
  title: string;
  url: string;
  /** Host lower-cased without a leading `www.`; other subdomains are kept. */
  domain: string;
  snippet: string;
  date: string | null;
}

export interface SerpPage {
  source: DataSource;
  provider: string;
  /** Sorted by position, at most `depth` of them. */
  results: OrganicResult[];
  /** At most one of each type, in SERP_FEATURE_TYPES order; read from the first results page only. */
  features: SerpFeature[];
  /** The page's AI Overview where the vendor gives it loaded (kept with the stored page: AI visibility reads it there). */
  aiOverview?: SerpAiOverview;
}

export interface SerpProvider {
  readonly name: string;
  readonly source: DataSource;
  /**
   * The most organic results one request reliably returns. A query deeper than this is read by
   * the SERP client as consecutive vendor pages of this size (one paid request each); a provider
   * that takes the depth in one request says how deep one request can go.
   */
  readonly resultsPerRequest: number;
  search(query: SerpQuery, signal?: AbortSignal): Promise<SerpPage>;
  /** A vendor's queued mode (post tasks, collect them when ready), cheaper than live; absent when it has none. */
  readonly queued?: QueuedSerpProvider;
}

/** A task the vendor accepted (its id), or refused (why; the query fails for good). */
export type PostedSerpTask = { tag: string; id: string; error?: undefined } | { tag: string; id?: undefined; error: Error };

/**
 * Queued searches: tasks are posted in batches, then collected once the vendor says they are ready.
 * Each task carries a tag of the caller's, so one posted by a process that died before it learnt the
 * id is still found among the ready ones.
 */
export interface QueuedSerpProvider {
  /** Most tasks one post may carry. */
  readonly maxTasksPerPost: number;
  /** Posts one task per query (at most maxTasksPerPost); one answer per task, by tag. */
  post(tasks: { query: SerpQuery; tag: string }[], signal?: AbortSignal): Promise<PostedSerpTask[]>;
  /** Tasks done and not collected yet (at most the vendor's page of them), with their tags. */
  ready(signal?: AbortSignal): Promise<{ id: string; tag: string | null }[]>;
  /** A task's results page, parsed as a live search's is; null while the vendor is still working on it. */
  collect(id: string, query: SerpQuery, signal?: AbortSignal): Promise<SerpPage | null>;
}

export const SERP_DEPTHS = [10, 20, 50, 100] as const;
export const SERP_MAX_PAGE = 20;
/** The deepest position any query reaches: page 20 at depth 100. Vendor pages of 10 go up to page 200. */
export const SERP_MAX_POSITION = SERP_MAX_PAGE * 100;

export function assertSerpQuery(query: SerpQuery): void {
  if (!query.keyword.trim()) throw new AppError('BAD_USER_INPUT', seoMessages.emptySearchQuery);
  if (!(SERP_DEPTHS as readonly number[]).includes(query.depth)) {
    throw new AppError('BAD_USER_INPUT', seoMessages.resultsDepthNotAllowed(SERP_DEPTHS));
  }
  const maxPage = SERP_MAX_POSITION / query.depth;
  if (!Number.isInteger(query.page) || query.page < 1 || query.page > maxPage) {
    throw new AppError('BAD_USER_INPUT', seoMessages.resultsPageOutOfRange(maxPage));
  }
}

/** Absolute positions covered by a query: (offset, offset + depth]. */
export function pageWindow(query: Pick<SerpQuery, 'depth' | 'page'>): { offset: number; last: number } {
  const offset = (query.page - 1) * query.depth;
  return { offset, last: offset + query.depth };
}
