import { headWord } from '../../../common/english';
import { SANDBOX_DOMAINS } from '../serp/sandbox-domains';
import { seededRandom } from '../serp/seeded-random';
import { brandIdeas, keywordIdeas, normalizeKeyword, parseKeyword, type SearchIntent } from './keyword-modifiers';
import type {
  Backlink,
  BacklinksQuery,
  DomainKeywordsQuery,
  KeywordStat,
  KeywordStatsQuery,
  MonthlyVolume,
  RankedKeyword,
  ResearchProvider,
  SeedQuery,
  TrafficMetrics,
  TrafficQuery,
  UrlKeywordsQuery,
} from './research-provider';

const ANCHORS = ['click here', 'read more', 'this guide', 'source', 'official site', 'learn more', 'homepage', 'the full article'];
const PATHS = ['blog', 'resources', 'news', 'guides', 'articles', 'forum', 'wiki', 'reviews'];
// CTR by organic position 1..10, used to turn volume into estimated traffic.
const CLICK_THROUGH = [0.28, 0.15, 0.11, 0.08, 0.06, 0.045, 0.035, 0.03, 0.025, 0.02];
// Vendors report monthly searches rounded to these steps (Google Ads' buckets).
const VOLUME_STEPS = [
  10, 20, 30, 40, 50, 70, 90, 110, 140, 170, 210, 260, 320, 390, 480, 590, 720, 880, 1000, 1300, 1600, 1900, 2400, 2900, 3600, 4400, 5400, 6600, 8100,
  9900, 12100, 14800, 18100, 22200, 27100, 33100, 40500, 49500, 60500, 74000, 90500, 110000, 135000, 165000, 201000, 246000, 301000, 368000, 450000,
];
// A country's searches relative to the United States; '' is the whole world.
const COUNTRY_SHARE: Record<string, number> = { '': 2.6, us: 1, in: 0.35, gb: 0.22, de: 0.15, ca: 0.12, fr: 0.12, au: 0.09, es: 0.08, it: 0.07, nz: 0.02, za: 0.03 };
// Clicks from buyers are worth more to advertisers, so they bid more and compete harder.
const INTENT_CPC: Record<SearchIntent, number> = { informational: 0.35, navigational: 0.5, commercial: 1.3, transactional: 1.8 };
const INTENT_COMPETITION: Record<SearchIntent, number> = { informational: 0.55, navigational: 0.4, commercial: 1.25, transactional: 1.5 };
// Path segments that organise a site rather than name a topic.
const STRUCTURAL_SEGMENTS = new Set([
  'about', 'amp', 'article', 'articles', 'blog', 'category', 'contact', 'default', 'docs', 'en', 'guides', 'help', 'home', 'index', 'learn', 'news', 'p',
  'page', 'pages', 'post', 'posts', 'product', 'products', 'resources', 'search', 'service', 'services', 'shop', 'store', 'support', 'tag', 'www',
]);
// Generic second-level labels: the brand of moz.co.uk is "moz".
const GENERIC_LABELS = new Set(['ac', 'co', 'com', 'edu', 'gov', 'net', 'org']);

/**
 * Generated SEO data for running without a vendor: deterministic for each input (the same question
 * gets the same answer after a restart), with plausible magnitudes. Every answer is labelled
 * SANDBOX by the service, and the UI shows it.
 */
export class SandboxResearchProvider implements ResearchProvider {
  readonly name = 'sandbox';
  readonly label = 'Sandbox';
  readonly source = 'SANDBOX' as const;
  /** As DataForSEO's search volume task, the largest batch of the live adapters. */
  readonly maxKeywordsPerCall = 1000;
  private readonly now: () => Date;

  constructor(options: { now?: () => Date } = {}) {
    this.now = options.now ?? (() => new Date());
  }

  keywordStats(query: KeywordStatsQuery): Promise<KeywordStat[]> {
    return Promise.resolve(query.keywords.map((keyword) => this.stat(keyword, query.country)));
  }

  relatedKeywords(query: SeedQuery): Promise<KeywordStat[]> {
    return Promise.resolve(this.ideas(query.keyword, 'related', query.num).map((keyword) => this.stat(keyword, query.country)));
  }

  pasfKeywords(query: SeedQuery): Promise<KeywordStat[]> {
    return Promise.resolve(this.ideas(query.keyword, 'pasf', query.num).map((keyword) => this.stat(keyword, query.country)));
  }

  domainKeywords(query: DomainKeywordsQuery): Promise<RankedKeyword[]> {
    const brand = brandOf(hostOf(query.domain));
    const random = seededRandom(JSON.stringify(['domain', brand]));
    // A site ranks for its own name and, when the name says what it does ("tiny-bakery"), for that trade.
    const trade = brand.includes(' ') ? keywordIdeas(headWord(brand), 'related', random).slice(0, 25) : [];
    return Promise.resolve(this.ranked([...brandIdeas(brand, random), ...trade], brand, query.domain, query.country, query.num));
  }

  urlKeywords(query: UrlKeywordsQuery): Promise<RankedKeyword[]> {
    const brand = brandOf(hostOf(query.url));
    const topic = pathTopic(query.url);
    const random = seededRandom(JSON.stringify(['url', query.url.toLowerCase()]));
    const keywords = topic ? [topic, ...keywordIdeas(topic, 'related', random), ...keywordIdeas(topic, 'pasf', random)] : brandIdeas(brand, random);
    return Promise.resolve(this.ranked(keywords, brand, query.url, query.country, query.num));
  }

  domainTraffic(query: TrafficQuery): Promise<TrafficMetrics[]> {
    return Promise.resolve(query.targets.map((target) => this.traffic(target, query.country, 1)));
  }

  urlTraffic(query: TrafficQuery): Promise<TrafficMetrics[]> {
    // A page draws a share of what a whole site would.
    return Promise.resolve(query.targets.map((target) => this.traffic(target, query.country, 0.08)));
  }

  backlinks(query: BacklinksQuery): Promise<Backlink[]> {
    const random = seededRandom(JSON.stringify(['backlinks', query.target.toLowerCase(), query.scope]));
    const targetDomain = hostOf(query.target);
    const total = Math.min(query.num, 20 + Math.floor(random() * 400));
    const links: Backlink[] = [];
    const seenDomains = new Set<string>();
    for (let index = 0; links.length < total && index < total * 4; index++) {
      const domainSource = index < SANDBOX_DOMAINS.length && random() < 0.5 ? SANDBOX_DOMAINS[index] : `${slug(targetDomain)}-${PATHS[index % PATHS.length]}-${Math.floor(random() * 90) + 10}.example`;
      if (query.unique && seenDomains.has(domainSource)) continue;
      seenDomains.add(domainSource);
      const path = PATHS[Math.floor(random() * PATHS.length)];
      links.push({
        anchorText: random() < 0.3 ? targetDomain : ANCHORS[Math.floor(random() * ANCHORS.length)],
        domainSource,
        domainTarget: targetDomain,
        urlSource: `https://${domainSource}/${path}/${slug(targetDomain)}-${index + 1}`,
        urlTarget: query.scope === 'page' ? query.target : `https://${targetDomain}/`,
      });
    }
    return Promise.resolve(links);
  }

  /**
   * A keyword's numbers follow from the seed it varies: "sourdough bread near me" gets a share of
   * what "sourdough bread" gets, with the CPC and competition of its intent (buyers cost more).
   */
  private stat(keyword: string, country: string): KeywordStat {
    const own = seededRandom(JSON.stringify(['stat', normalizeKeyword(keyword), country]));
    const { volume: demand, intent, seed } = demandOf(keyword);
    const countryShare = (COUNTRY_SHARE[country] ?? 0.04) * (0.8 + own() * 0.4);
    const volume = volumeStep(demand * countryShare);
    const base = seededRandom(JSON.stringify(['seed', seed]));
    const seedCpc = 0.3 + base() ** 2 * 5;
    const seedCompetition = 0.15 + base() * 0.45;
    return {
      keyword,
      volume,
      cpc: Math.round(seedCpc * (intent ? INTENT_CPC[intent] : 1) * (0.8 + own() * 0.4) * Math.min(1, 0.4 + countryShare) * 100) / 100,
      competition: Math.round(Math.min(1, Math.max(0.01, seedCompetition * (intent ? INTENT_COMPETITION[intent] : 1) + (own() - 0.5) * 0.1)) * 100) / 100,
      trend: this.trend(volume, own),
    };
  }

  private trend(volume: number, random: () => number): MonthlyVolume[] {
    const now = this.now();
    const months: MonthlyVolume[] = [];
    for (let back = 12; back >= 1; back--) {
      const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
      months.push({ year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, volume: Math.round(volume * (0.7 + random() * 0.6)) });
    }
    return months;
  }

  private ideas(seed: string, list: 'related' | 'pasf', num: number): string[] {
    return keywordIdeas(seed, list, seededRandom(JSON.stringify([list, normalizeKeyword(seed)]))).slice(0, num);
  }

  /** Positions and traffic for what a site or page ranks for: top spots for its own name, anywhere for the rest. */
  private ranked(keywords: string[], brand: string, target: string, country: string, num: number): RankedKeyword[] {
    const random = seededRandom(JSON.stringify(['ranked', target.toLowerCase(), country]));
    return keywords
      .slice(0, num)
      .map((keyword) => {
        const stat = this.stat(keyword, country);
        const serpPosition = keyword.includes(brand) ? 1 + Math.floor(random() ** 3 * 4) : 1 + Math.floor(random() ** 1.6 * 60);
        const ctr = CLICK_THROUGH[serpPosition - 1] ?? 0.01 / Math.max(1, serpPosition - 10);
        return { ...stat, serpPosition, estimatedMonthlyTraffic: Math.round(stat.volume * ctr) };
      })
      .sort((a, b) => b.estimatedMonthlyTraffic - a.estimatedMonthlyTraffic || a.keyword.localeCompare(b.keyword));
  }

  private traffic(target: string, country: string, share: number): TrafficMetrics {
    const random = seededRandom(JSON.stringify(['traffic', target.toLowerCase(), country]));
    const known = SANDBOX_DOMAINS.includes(hostOf(target));
    // Well-known sites get millions of visits, others thousands.
    const exponent = known ? 6 + random() * 2.5 : 2.5 + random() * 3;
    const estimatedMonthlyTraffic = Math.round(10 ** exponent * share);
    return { target, estimatedMonthlyTraffic, totalRankingKeywords: Math.max(1, Math.round(estimatedMonthlyTraffic / (8 + random() * 30))) };
  }
}

function hostOf(target: string): string {
  try {
    return new URL(/^https?:\/\//i.test(target) ? target : `https://${target}`).hostname.replace(/^www\./, '').toLowerCase();
  } catch {
    return target.toLowerCase();
  }
}

function slug(host: string): string {
  return host.split('.')[0].replace(/[^a-z0-9]+/g, '-') || 'site';
}

const INTENT_WEIGHT: Record<SearchIntent, number> = { informational: 0, navigational: 1, commercial: 2, transactional: 3 };

/**
 * US monthly searches of a keyword, from the seed it varies down: "best coffee beans guide" gets a
 * share of "best coffee beans", which gets a share of "coffee beans". Its intent is the most
 * commercial one along the way.
 */
function demandOf(keyword: string, depth = 0): { volume: number; intent: SearchIntent | null; seed: string } {
  const parsed = parseKeyword(keyword);
  // A compound ("coffee shop", "sourdough bread delivery") is searched as a term of its own.
  const { core, modifier } = parsed.modifier?.compound ? { core: normalizeKeyword(keyword), modifier: null } : parsed;
  if (!modifier || depth > 3) {
    const random = seededRandom(JSON.stringify(['demand', core]));
    // Head terms are searched more than long-tail ones: up to about 250k for one word, less for more.
    return { volume: 10 ** (2.6 + random() * 2.8) / core.split(' ').length ** 1.1, intent: null, seed: core };
  }
  const inner = demandOf(core, depth + 1);
  const jitter = 0.5 + seededRandom(JSON.stringify(['share', normalizeKeyword(keyword)]))();
  const intent = inner.intent && INTENT_WEIGHT[inner.intent] > INTENT_WEIGHT[modifier.intent] ? inner.intent : modifier.intent;
  // Shares are flattened a little: long-tail variations of a popular seed still draw some searches.
  return { volume: inner.volume * modifier.share ** 0.7 * jitter, intent, seed: inner.seed };
}

function volumeStep(volume: number): number {
  return VOLUME_STEPS.find((step, index) => volume < (step + (VOLUME_STEPS[index + 1] ?? Infinity)) / 2) ?? VOLUME_STEPS[0];
}

/** A host's brand in words: "tiny-bakery.example" → "tiny bakery", "shop.moz.co.uk" → "moz". */
function brandOf(host: string): string {
  const labels = host.split('.');
  if (labels.length > 1) labels.pop();
  while (labels.length > 1 && GENERIC_LABELS.has(labels[labels.length - 1])) labels.pop();
  return (labels.at(-1) ?? host).replace(/[-_]+/g, ' ').trim() || 'site';
}

/**
 * What a page is about from its address: its last path segment made of words, skipping the ones
 * that only structure a site (/learn/keyword-research → "keyword research", /blog/ → none).
 */
function pathTopic(url: string): string | null {
  let segments: string[];
  try {
    segments = new URL(url).pathname.split('/').filter(Boolean).map((segment) => decodeURIComponent(segment).toLowerCase());
  } catch {
    return null;
  }
  for (const segment of segments.reverse()) {
    const words = segment
      .replace(/\.[a-z0-9]+$/, '')
      .split(/[-_+\s]+/)
      .filter((word) => /^[a-z][a-z']*$/.test(word));
    if (words.length > 0 && words.length <= 6 && !(words.length === 1 && STRUCTURAL_SEGMENTS.has(words[0]))) return words.join(' ');
  }
  return null;
}
