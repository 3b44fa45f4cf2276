import { baseUrl, callVendor, errorForStatus, isRecord, VendorContext, vendorErrors } from '../serp/vendor-http';
import {
  Backlink,
  BacklinksQuery,
  DomainKeywordsQuery,
  integerOr0,
  KeywordStat,
  KeywordStatsQuery,
  keywordOnly,
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

export const KEYWORDS_EVERYWHERE_BASE_URL = 'https://api.keywordseverywhere.com';
/** The vendor's documented maximum of keywords per get_keyword_data call. */
const MAX_KEYWORDS_PER_CALL = 100;

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

export interface KeywordsEverywhereOptions {
  apiKey: string;
  baseUrl?: string;
  timeoutMs?: number;
}

type Form = [string, string][];

/**
 * Keywords Everywhere API v1: form-encoded POSTs with a bearer key; every endpoint answers
 * `{ data: [...], credits_consumed, time_taken }`. Its endpoints map one to one onto the port.
 */
export class KeywordsEverywhereProvider implements ResearchProvider {
  readonly name = 'keywords-everywhere';
  readonly label = 'Keywords Everywhere';
  readonly source = 'LIVE' as const;
  readonly maxKeywordsPerCall = MAX_KEYWORDS_PER_CALL;
  private readonly context: VendorContext;
  private readonly base: string;

  constructor(private readonly options: KeywordsEverywhereOptions) {
    this.context = {
      provider: this.label,
      credentials: { what: 'the API key', variables: 'KEYWORDS_EVERYWHERE_API_KEY' },
      timeoutMs: options.timeoutMs ?? 20_000,
      secrets: [options.apiKey],
      service: RESEARCH_SERVICE,
    };
    this.base = baseUrl(options.baseUrl, KEYWORDS_EVERYWHERE_BASE_URL);
  }

  async keywordStats(query: KeywordStatsQuery, signal?: AbortSignal): Promise<KeywordStat[]> {
    const stats: KeywordStat[] = [];
    for (let start = 0; start < query.keywords.length; start += MAX_KEYWORDS_PER_CALL) {
      const batch = query.keywords.slice(start, start + MAX_KEYWORDS_PER_CALL);
      const form: Form = [...batch.map((keyword): [string, string] => ['kw[]', keyword]), ...country(query.country), ['currency', 'usd'], ['dataSource', 'gkp']];
      const data = await this.post('get_keyword_data', form, signal);
      stats.push(...data.map((item) => this.keywordStat(item)));
    }
    return stats;
  }

  async relatedKeywords(query: SeedQuery, signal?: AbortSignal): Promise<KeywordStat[]> {
    const data = await this.post('get_related_keywords', [['keyword', query.keyword], ['num', String(query.num)]], signal);
    return data.map((item) => this.keywordOrStat(item));
  }

  async pasfKeywords(query: SeedQuery, signal?: AbortSignal): Promise<KeywordStat[]> {
    const data = await this.post('get_pasf_keywords', [['keyword', query.keyword], ['num', String(query.num)]], signal);
    return data.map((item) => this.keywordOrStat(item));
  }

  async domainKeywords(query: DomainKeywordsQuery, signal?: AbortSignal): Promise<RankedKeyword[]> {
    const data = await this.post('get_domain_keywords', [['domain', query.domain], ...country(query.country), ['num', String(query.num)]], signal);
    return data.map((item) => this.rankedKeyword(item));
  }

  async urlKeywords(query: UrlKeywordsQuery, signal?: AbortSignal): Promise<RankedKeyword[]> {
    const data = await this.post('get_url_keywords', [['url', query.url], ...country(query.country), ['num', String(query.num)]], signal);
    return data.map((item) => this.rankedKeyword(item));
  }

  async domainTraffic(query: TrafficQuery, signal?: AbortSignal): Promise<TrafficMetrics[]> {
    const data = await this.post('get_domain_traffic_metrics', [...query.targets.map((domain): [string, string] => ['domains[]', domain]), ...country(query.country)], signal);
    return data.map((item) => this.traffic(item, 'domain'));
  }

  async urlTraffic(query: TrafficQuery, signal?: AbortSignal): Promise<TrafficMetrics[]> {
    const data = await this.post('get_url_traffic_metrics', [...query.targets.map((url): [string, string] => ['urls[]', url]), ...country(query.country)], signal);
    return data.map((item) => this.traffic(item, 'url'));
  }

  async backlinks(query: BacklinksQuery, signal?: AbortSignal): Promise<Backlink[]> {
    const endpoint =
      query.scope === 'page'
        ? query.unique
          ? 'get_unique_page_backlinks'
          : 'get_page_backlinks'
        : query.unique
          ? 'get_unique_domain_backlinks'
          : 'get_domain_backlinks';
    const data = await this.post(endpoint, [[query.scope === 'page' ? 'page' : 'domain', query.target], ['num', String(query.num)]], signal);
    return data.map((item) => this.backlink(item));
  }

  private async post(endpoint: string, form: Form, signal?: AbortSignal): Promise<unknown[]> {
    const response = await callVendor(
      this.context,
      new URL(`${this.base}/v1/${endpoint}`),
      {
        method: 'POST',
        headers: { Authorization: `Bearer ${this.options.apiKey}`, Accept: 'application/json', 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(form).toString(),
      },
      signal,
    );
    const body = response.body;
    if (response.status !== 200) throw errorForStatus(this.context, response.status, vendorMessage(body), response.retryAfterMs);
    if (!isRecord(body) || !Array.isArray(body.data)) throw vendorErrors.badResponse(this.context);
    return body.data as unknown[];
  }

  private keywordStat(item: unknown): KeywordStat {
    if (!isRecord(item) || typeof item.keyword !== 'string') throw vendorErrors.badResponse(this.context);
    const cpc = isRecord(item.cpc) ? item.cpc.value : item.cpc;
    return {
      keyword: item.keyword,
      volume: integerOr0(item.vol),
      cpc: numberOr0(cpc),
      competition: Math.min(1, numberOr0(item.competition)),
      trend: Array.isArray(item.trend) ? lastTwelveMonths(item.trend.flatMap(monthlyVolume)) : [],
    };
  }

  /** Related and PASF answers are bare keywords; objects are read as keyword stats. */
  private keywordOrStat(item: unknown): KeywordStat {
    if (typeof item === 'string') return keywordOnly(item);
    return this.keywordStat(item);
  }

  private rankedKeyword(item: unknown): RankedKeyword {
    if (!isRecord(item) || typeof item.keyword !== 'string') throw vendorErrors.badResponse(this.context);
    return { ...keywordOnly(item.keyword), estimatedMonthlyTraffic: integerOr0(item.estimated_monthly_traffic), serpPosition: integerOr0(item.serp_position) };
  }

  private traffic(item: unknown, key: 'domain' | 'url'): TrafficMetrics {
    if (!isRecord(item) || typeof item[key] !== 'string') throw vendorErrors.badResponse(this.context);
    return { target: item[key], estimatedMonthlyTraffic: integerOr0(item.estimated_monthly_traffic), totalRankingKeywords: integerOr0(item.total_ranking_keywords) };
  }

  private backlink(item: unknown): Backlink {
    if (!isRecord(item) || typeof item.url_source !== 'string') throw vendorErrors.badResponse(this.context);
    const text = (value: unknown) => (typeof value === 'string' ? value : '');
    return {
      anchorText: text(item.anchor_text),
      domainSource: text(item.domain_source),
      domainTarget: text(item.domain_target),
      urlSource: item.url_source,
      urlTarget: text(item.url_target),
    };
  }
}

function country(code: string): Form {
  return code ? [['country', code]] : [];
}

/** `{ "message": "402 Insufficient Credits", "description": "..." }` */
function vendorMessage(body: unknown): string | undefined {
  if (!isRecord(body)) return undefined;
  const parts = [body.message, body.description].filter((part): part is string => typeof part === 'string' && part.length > 0);
  return parts.length > 0 ? parts.join(': ') : undefined;
}

/** `{ month: "January", year: 2020, value: 123 }` */
function monthlyVolume(item: unknown): MonthlyVolume[] {
  if (!isRecord(item)) return [];
  const month = typeof item.month === 'string' ? MONTHS.indexOf(item.month.toLowerCase()) + 1 : integerOr0(item.month);
  const year = integerOr0(item.year);
  if (month < 1 || month > 12 || year < 1) return [];
  return [{ year, month, volume: integerOr0(item.value) }];
}
