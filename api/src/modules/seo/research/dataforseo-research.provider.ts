import { dataForSeoTaskResult } from '../serp/dataforseo-envelope';
import { DATAFORSEO_BASE_URL } from '../serp/dataforseo.provider';
import { baseUrl, callVendor, isRecord, VendorContext, vendorErrors } from '../serp/vendor-http';
import {
  Backlink,
  BacklinksQuery,
  Country,
  DomainKeywordsQuery,
  integerOr0,
  KeywordStat,
  KeywordStatsQuery,
  lastTwelveMonths,
  MonthlyVolume,
  numberOr0,
  RankedKeyword,
  RESEARCH_SERVICE,
  ResearchProvider,
  SeedQuery,
  TrafficMetrics,
  TrafficQuery,
  UrlKeywordsQuery,
} from './research-provider';

const PATHS = {
  searchVolume: '/v3/keywords_data/google_ads/search_volume/live',
  relatedKeywords: '/v3/dataforseo_labs/google/related_keywords/live',
  keywordIdeas: '/v3/dataforseo_labs/google/keyword_ideas/live',
  rankedKeywords: '/v3/dataforseo_labs/google/ranked_keywords/live',
  trafficEstimation: '/v3/dataforseo_labs/google/bulk_traffic_estimation/live',
  backlinks: '/v3/backlinks/backlinks/live',
};
/** Documented per-task maxima. */
const MAX_SEARCH_VOLUME_KEYWORDS = 1000;
const MAX_LABS_LIMIT = 1000;
const MAX_BACKLINKS_LIMIT = 1000;
// Labs needs a market; "global" questions are answered for the US, like the SERP adapter does.
const FALLBACK_LOCATION = 'United States';
const LANGUAGE = 'en';

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

export interface DataForSeoResearchOptions {
  login: string;
  password: string;
  baseUrl?: string;
  timeoutMs?: number;
}

/**
 * DataForSEO for research: Keywords Data (Google Ads search volume) for keyword stats, Labs for
 * keyword ideas, related keywords, ranked keywords of a site or page and traffic estimates, and
 * Backlinks for backlinks (one per referring domain when unique). One task per POST, Basic auth.
 */
export class DataForSeoResearchProvider implements ResearchProvider {
  readonly name = 'dataforseo';
  readonly label = 'DataForSEO';
  readonly source = 'LIVE' as const;
  readonly maxKeywordsPerCall = MAX_SEARCH_VOLUME_KEYWORDS;
  private readonly context: VendorContext;
  private readonly base: string;
  private readonly authorization: string;

  constructor(options: DataForSeoResearchOptions) {
    const token = Buffer.from(`${options.login}:${options.password}`).toString('base64');
    this.authorization = `Basic ${token}`;
    this.context = {
      provider: this.label,
      credentials: { what: 'the login and password', variables: 'DATAFORSEO_LOGIN and DATAFORSEO_PASSWORD' },
      timeoutMs: options.timeoutMs ?? 20_000,
      secrets: [options.login, options.password, token],
      service: RESEARCH_SERVICE,
    };
    this.base = baseUrl(options.baseUrl, DATAFORSEO_BASE_URL);
  }

  async keywordStats(query: KeywordStatsQuery, signal?: AbortSignal): Promise<KeywordStat[]> {
    const stats: KeywordStat[] = [];
    for (let start = 0; start < query.keywords.length; start += MAX_SEARCH_VOLUME_KEYWORDS) {
      const keywords = query.keywords.slice(start, start + MAX_SEARCH_VOLUME_KEYWORDS);
      // Google Ads volumes exist worldwide, so a global question names no location.
      const task = { keywords, language_code: query.language ?? LANGUAGE, ...(query.country ? { location_name: locationName(query.country) } : {}) };
      const result = await this.post(PATHS.searchVolume, task, signal);
      stats.push(...result.map((item) => this.adsKeywordStat(item)));
    }
    return stats;
  }

  async relatedKeywords(query: SeedQuery, signal?: AbortSignal): Promise<KeywordStat[]> {
    const task = { keyword: query.keyword, ...this.market(query.country), depth: relatedDepth(query.num), limit: Math.min(query.num, MAX_LABS_LIMIT) };
    return this.items(await this.post(PATHS.relatedKeywords, task, signal)).map((item) => this.labsKeywordStat(isRecord(item) ? item.keyword_data : undefined));
  }

  /** DataForSEO has no "people also search for" list; Labs keyword ideas are its nearest answer. */
  async pasfKeywords(query: SeedQuery, signal?: AbortSignal): Promise<KeywordStat[]> {
    const task = { keywords: [query.keyword], ...this.market(query.country), limit: Math.min(query.num, MAX_LABS_LIMIT) };
    return this.items(await this.post(PATHS.keywordIdeas, task, signal)).map((item) => this.labsKeywordStat(item));
  }

  async domainKeywords(query: DomainKeywordsQuery, signal?: AbortSignal): Promise<RankedKeyword[]> {
    return this.rankedKeywords(query.domain, query.country, query.num, signal);
  }

  async urlKeywords(query: UrlKeywordsQuery, signal?: AbortSignal): Promise<RankedKeyword[]> {
    return this.rankedKeywords(query.url, query.country, query.num, signal);
  }

  domainTraffic(query: TrafficQuery, signal?: AbortSignal): Promise<TrafficMetrics[]> {
    return this.traffic(query, signal);
  }

  urlTraffic(query: TrafficQuery, signal?: AbortSignal): Promise<TrafficMetrics[]> {
    return this.traffic(query, signal);
  }

  async backlinks(query: BacklinksQuery, signal?: AbortSignal): Promise<Backlink[]> {
    const backlinks: Backlink[] = [];
    while (backlinks.length < query.num) {
      const limit = Math.min(query.num - backlinks.length, MAX_BACKLINKS_LIMIT);
      const task = { target: query.target, mode: query.unique ? 'one_per_domain' : 'as_is', limit, offset: backlinks.length };
      const items = this.items(await this.post(PATHS.backlinks, task, signal));
      backlinks.push(...items.map((item) => this.backlink(item)));
      if (items.length < limit) break;
    }
    return backlinks;
  }

  private async rankedKeywords(target: string, country: Country, num: number, signal?: AbortSignal): Promise<RankedKeyword[]> {
    const task = { target, ...this.market(country), limit: Math.min(num, MAX_LABS_LIMIT), item_types: ['organic'] };
    return this.items(await this.post(PATHS.rankedKeywords, task, signal)).map((item) => {
      if (!isRecord(item) || !isRecord(item.ranked_serp_element)) throw vendorErrors.badResponse(this.context);
      const serpItem = isRecord(item.ranked_serp_element.serp_item) ? item.ranked_serp_element.serp_item : {};
      return {
        ...this.labsKeywordStat(item.keyword_data),
        estimatedMonthlyTraffic: integerOr0(serpItem.etv),
        serpPosition: integerOr0(serpItem.rank_group ?? serpItem.rank_absolute),
      };
    });
  }

  private async traffic(query: TrafficQuery, signal?: AbortSignal): Promise<TrafficMetrics[]> {
    const task = { targets: query.targets, ...this.market(query.country), item_types: ['organic'] };
    return this.items(await this.post(PATHS.trafficEstimation, task, signal)).map((item) => {
      if (!isRecord(item) || typeof item.target !== 'string') throw vendorErrors.badResponse(this.context);
      const organic = isRecord(item.metrics) && isRecord(item.metrics.organic) ? item.metrics.organic : {};
      return { target: item.target, estimatedMonthlyTraffic: integerOr0(organic.etv), totalRankingKeywords: topThirty(organic) };
    });
  }

  private market(country: Country) {
    return { location_name: country ? locationName(country) : FALLBACK_LOCATION, language_code: LANGUAGE };
  }

  private async post(path: string, task: Record<string, unknown>, signal?: AbortSignal): Promise<unknown[]> {
    const response = await callVendor(
      this.context,
      new URL(`${this.base}${path}`),
      { method: 'POST', headers: { Authorization: this.authorization, 'Content-Type': 'application/json' }, body: JSON.stringify([task]) },
      signal,
    );
    return dataForSeoTaskResult(this.context, response);
  }

  /** Labs and Backlinks answer one result object holding `items`. */
  private items(result: unknown[]): unknown[] {
    const first = result[0];
    if (first === undefined) return [];
    if (!isRecord(first)) throw vendorErrors.badResponse(this.context);
    if (first.items === null || first.items === undefined) return [];
    if (!Array.isArray(first.items)) throw vendorErrors.badResponse(this.context);
    return first.items as unknown[];
  }

  /** Google Ads: competition is LOW/MEDIUM/HIGH with a 0..100 competition_index. */
  private adsKeywordStat(item: unknown): KeywordStat {
    if (!isRecord(item) || typeof item.keyword !== 'string') throw vendorErrors.badResponse(this.context);
    return {
      keyword: item.keyword,
      volume: integerOr0(item.search_volume),
      cpc: numberOr0(item.cpc),
      competition: Math.min(1, numberOr0(item.competition_index) / 100),
      trend: monthlySearches(item.monthly_searches),
    };
  }

  /** Labs: `{ keyword, keyword_info: { search_volume, cpc, competition (0..1), monthly_searches } }`. */
  private labsKeywordStat(data: unknown): KeywordStat {
    if (!isRecord(data) || typeof data.keyword !== 'string') throw vendorErrors.badResponse(this.context);
    const info = isRecord(data.keyword_info) ? data.keyword_info : {};
    return {
      keyword: data.keyword,
      volume: integerOr0(info.search_volume),
      cpc: numberOr0(info.cpc),
      competition: Math.min(1, numberOr0(info.competition)),
      trend: monthlySearches(info.monthly_searches),
    };
  }

  private backlink(item: unknown): Backlink {
    if (!isRecord(item) || typeof item.url_from !== 'string') throw vendorErrors.badResponse(this.context);
    const text = (value: unknown) => (typeof value === 'string' ? value : '');
    return {
      anchorText: text(item.anchor),
      domainSource: text(item.domain_from),
      domainTarget: text(item.domain_to),
      urlSource: item.url_from,
      urlTarget: text(item.url_to),
    };
  }
}

/** Each level of "searches related to" adds about 8 keywords per keyword; ask only as deep as needed. */
function relatedDepth(num: number): number {
  if (num <= 8) return 1;
  if (num <= 72) return 2;
  return 3;
}

function locationName(country: string): string {
  return regionNames.of(country.toUpperCase()) ?? FALLBACK_LOCATION;
}

function monthlySearches(value: unknown): MonthlyVolume[] {
  if (!Array.isArray(value)) return [];
  return lastTwelveMonths(
    value.flatMap((entry: unknown) => {
      if (!isRecord(entry)) return [];
      const year = integerOr0(entry.year);
      const month = integerOr0(entry.month);
      return year > 0 && month >= 1 && month <= 12 ? [{ year, month, volume: integerOr0(entry.search_volume) }] : [];
    }),
  );
}

/** Ranking keywords in positions 1..30 from Labs' position buckets; `count` when they are absent. */
function topThirty(organic: Record<string, unknown>): number {
  const buckets = ['pos_1', 'pos_2_3', 'pos_4_10', 'pos_11_20', 'pos_21_30'];
  if (buckets.some((bucket) => bucket in organic)) return buckets.reduce((sum, bucket) => sum + integerOr0(organic[bucket]), 0);
  return integerOr0(organic.count);
}
