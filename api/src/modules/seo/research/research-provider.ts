import type { VendorService } from '../serp/vendor-http';
import type { DataSource } from '../../../common/data-source';

export interface MonthlyVolume {
  year: number;
  /** 1..12 */
  month: number;
  volume: number;
}

export interface KeywordStat {
  keyword: string;
  /** Monthly searches. */
  volume: number;
  /** Cost per click in USD. */
  cpc: number;
  /** 0..1 */
  competition: number;
  /** The last 12 months where the vendor has them, oldest first; else []. */
  trend: MonthlyVolume[];
}

/** A keyword a domain or page ranks for. */
export interface RankedKeyword extends KeywordStat {
  estimatedMonthlyTraffic: number;
  serpPosition: number;
}

/** Organic traffic of a domain or URL; ranking keywords count positions 1..30. */
export interface TrafficMetrics {
  target: string;
  estimatedMonthlyTraffic: number;
  totalRankingKeywords: number;
}

export interface Backlink {
  anchorText: string;
  domainSource: string;
  domainTarget: string;
  urlSource: string;
  urlTarget: string;
}

/** Lower-case two-letter country; '' means global (no country). */
export type Country = string;

export interface KeywordStatsQuery {
  keywords: string[];
  country: Country;
  /** Two-letter language code where the vendor takes one; English when absent. */
  language?: string;
}
export interface SeedQuery {
  keyword: string;
  num: number;
  country: Country;
}
export interface DomainKeywordsQuery {
  domain: string;
  num: number;
  country: Country;
}
export interface UrlKeywordsQuery {
  url: string;
  num: number;
  country: Country;
}
export interface TrafficQuery {
  /** Domains (host names) or absolute URLs, as the operation says. */
  targets: string[];
  country: Country;
}
export interface BacklinksQuery {
  /** A host name for scope 'domain', an absolute URL for scope 'page'. */
  target: string;
  scope: 'domain' | 'page';
  /** One backlink per referring domain. */
  unique: boolean;
  num: number;
}

/** The SEO data port: every operation the research tools need, one adapter per vendor. */
export interface ResearchProvider {
  /** Machine name, e.g. 'keywords-everywhere'; 'sandbox' for generated data. */
  readonly name: string;
  /** How users know the vendor, e.g. 'Keywords Everywhere'. */
  readonly label: string;
  readonly source: DataSource;
  /** The vendor's documented maximum of keywords in one keyword-stats call: bulk research asks in batches of this size. */
  readonly maxKeywordsPerCall: number;
  keywordStats(query: KeywordStatsQuery, signal?: AbortSignal): Promise<KeywordStat[]>;
  relatedKeywords(query: SeedQuery, signal?: AbortSignal): Promise<KeywordStat[]>;
  /** "People also search for". */
  pasfKeywords(query: SeedQuery, signal?: AbortSignal): Promise<KeywordStat[]>;
  domainKeywords(query: DomainKeywordsQuery, signal?: AbortSignal): Promise<RankedKeyword[]>;
  urlKeywords(query: UrlKeywordsQuery, signal?: AbortSignal): Promise<RankedKeyword[]>;
  domainTraffic(query: TrafficQuery, signal?: AbortSignal): Promise<TrafficMetrics[]>;
  urlTraffic(query: TrafficQuery, signal?: AbortSignal): Promise<TrafficMetrics[]>;
  backlinks(query: BacklinksQuery, signal?: AbortSignal): Promise<Backlink[]>;
}

export type ResearchOperation = Exclude<keyof ResearchProvider, 'name' | 'label' | 'source' | 'maxKeywordsPerCall'>;

export const RESEARCH_SERVICE: VendorService = {
  credits: 'credits',
  switchTo: 'SEO_DATA_PROVIDER',
  task: 'answer',
};

/** A finite number, or 0; vendors send numbers, numeric strings or null. */
export function numberOr0(value: unknown): number {
  const number = typeof value === 'string' ? Number(value.replace(/[^0-9.eE+-]/g, '')) : typeof value === 'number' ? value : NaN;
  return Number.isFinite(number) ? number : 0;
}

export function integerOr0(value: unknown): number {
  return Math.max(0, Math.round(numberOr0(value)));
}

/** Keeps the last 12 months, oldest first. */
export function lastTwelveMonths(trend: MonthlyVolume[]): MonthlyVolume[] {
  return [...trend].sort((a, b) => a.year - b.year || a.month - b.month).slice(-12);
}

export function keywordOnly(keyword: string): KeywordStat {
  return { keyword, volume: 0, cpc: 0, competition: 0, trend: [] };
}
