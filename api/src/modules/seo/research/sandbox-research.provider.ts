import { SANDBOX_DOMAINS } from '../serp/sandbox-domains';
import { seededRandom } from '../serp/seeded-random';
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

const MODIFIERS = ['best', 'free', 'how to', 'cheap', 'online', 'near me', 'review', 'vs', 'for beginners', 'tools', 'guide', 'examples', 'pricing', 'alternatives', '2026', 'software', 'tips', 'ideas', 'course', 'app'];
const TOPIC_WORDS = ['marketing', 'seo', 'content', 'analytics', 'design', 'hosting', 'software', 'strategy', 'agency', 'services', 'checklist', 'template', 'report', 'audit', 'plugin'];
const ANCHORS = ['click here', 'read more', 'this guide', 'source', 'official site', 'learn more', 'homepage', 'the full article'];
const PATHS = ['blog', 'resources', 'news', 'guides', 'articles', 'forum', 'wiki', 'reviews'];
// CTR by organic position 1..10, used to turn volume into estimated traffic.
const CLICK_THROUGH = [0.28, 0.15, 0.11, 0.08, 0.06, 0.045, 0.035, 0.03, 0.025, 0.02];

/**
 * Generated SEO data for running without a vendor: deterministic for each input (the same question
 * gets the same answer after a restart), with plausible magnitudes. Every answer is labelled
 * SANDBOX by the service, and the UI shows it.
 */
export class SandboxResearchProvider implements ResearchProvider {
  readonly name = 'sandbox';
  readonly label = 'Sandbox';
  readonly source = 'SANDBOX' as const;
  private readonly now: () => Date;

  constructor(options: { now?: () => Date } = {}) {
    this.now = options.now ?? (() => new Date());
  }

  keywordStats(query: KeywordStatsQuery): Promise<KeywordStat[]> {
    return Promise.resolve(query.keywords.map((keyword) => this.stat(keyword, query.country)));
  }

  relatedKeywords(query: SeedQuery): Promise<KeywordStat[]> {
    return Promise.resolve(this.variants(query.keyword, 'related', query.num).map((keyword) => this.stat(keyword, query.country)));
  }

  pasfKeywords(query: SeedQuery): Promise<KeywordStat[]> {
    return Promise.resolve(this.variants(query.keyword, 'pasf', query.num).map((keyword) => this.stat(keyword, query.country)));
  }

  domainKeywords(query: DomainKeywordsQuery): Promise<RankedKeyword[]> {
    return Promise.resolve(this.ranked(query.domain, query.country, query.num));
  }

  urlKeywords(query: UrlKeywordsQuery): Promise<RankedKeyword[]> {
    return Promise.resolve(this.ranked(query.url, query.country, query.num));
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

  private stat(keyword: string, country: string): KeywordStat {
    const random = seededRandom(JSON.stringify(['stat', keyword.trim().toLowerCase(), country]));
    const words = keyword.trim().split(/\s+/).length;
    // Head terms are searched more than long-tail ones: roughly 10..200k, shrinking with length.
    const volume = Math.round((10 ** (1.5 + random() * 3.8)) / words / 10) * 10;
    return {
      keyword,
      volume,
      cpc: Math.round(random() * 800) / 100,
      competition: Math.round(random() * 100) / 100,
      trend: this.trend(volume, random),
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

  private variants(seed: string, kind: string, num: number): string[] {
    const base = seed.trim().toLowerCase();
    const random = seededRandom(JSON.stringify([kind, base]));
    const candidates = [
      ...MODIFIERS.map((modifier) => (kind === 'pasf' || modifier === 'best' || modifier === 'free' || modifier === 'how to' || modifier === 'cheap' ? `${modifier} ${base}` : `${base} ${modifier}`)),
      ...TOPIC_WORDS.map((word) => `${base} ${word}`),
    ];
    return shuffle(candidates, random).slice(0, num);
  }

  private ranked(target: string, country: string, num: number): RankedKeyword[] {
    const host = hostOf(target);
    const random = seededRandom(JSON.stringify(['ranked', target.toLowerCase(), country]));
    const topic = slug(host).replace(/-/g, ' ');
    const keywords = shuffle([topic, ...MODIFIERS.map((m) => `${topic} ${m}`), ...TOPIC_WORDS.flatMap((w) => [`${w} ${topic}`, `${topic} ${w} ${MODIFIERS[Math.floor(random() * MODIFIERS.length)]}`])], random);
    return keywords.slice(0, num).map((keyword) => {
      const stat = this.stat(keyword, country);
      const serpPosition = 1 + Math.floor(random() ** 1.6 * 60);
      const ctr = CLICK_THROUGH[serpPosition - 1] ?? 0.01 / Math.max(1, serpPosition - 10);
      return { ...stat, serpPosition, estimatedMonthlyTraffic: Math.round(stat.volume * ctr) };
    });
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

function shuffle<T>(items: T[], random: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}
