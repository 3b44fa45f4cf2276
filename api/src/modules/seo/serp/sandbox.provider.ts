import { setTimeout as delay } from 'node:timers/promises';
import { VendorError } from '../../../common/vendor-error';
import { SANDBOX_DOMAINS } from './sandbox-domains';
import { fnv1a, mulberry32, seededRandom } from './seeded-random';
import { assertSerpQuery, OrganicResult, OrganicResultType, pageWindow, SERP_FEATURE_TYPES, SerpFeature, SerpFeatureType, SerpPage, SerpProvider, SerpQuery } from './serp-provider';

// Well-known sites placed somewhere in a query's top 100; the rest of the ranking is `.example` sites.
const MIN_KNOWN_SITES = 12;
const MAX_KNOWN_SITES = 36;
const KNOWN_SITE_RANGE = 100;

const FAKE_SITE_PATTERNS: readonly ((slug: string) => string)[] = [
  (slug) => `${slug}-guide`,
  (slug) => `best-${slug}`,
  (slug) => `${slug}-hub`,
  (slug) => `${slug}-reviews`,
  (slug) => `the-${slug}-blog`,
  (slug) => `${slug}-experts`,
  (slug) => `${slug}-daily`,
  (slug) => `all-about-${slug}`,
];
const TITLE_ANGLES = ['The Complete Guide', 'What You Need to Know', 'Best Options Compared', 'Tips and Examples', 'A Beginner’s Overview', 'Prices and Reviews'];

export interface SandboxSerpOptions {
  /** Share of requests (0-1) that fail as a vendor outage would (retryable), so unchecked keywords can be tried by hand. */
  failureRate?: number;
  /** Delay before each answer, like a vendor's. */
  latencyMs?: number;
  /** Draws the failures; Math.random unless a test fixes it. */
  random?: () => number;
  /** Replaces every query's seed (SANDBOX_SERP_SEED): each run then gets the same pages. */
  seed?: string;
}

/** How far a result may move between two seeds: a sum of three draws, so most moves are small. */
const MOVE_SPREAD = 6;
/** Rankings move within blocks of this many positions, so a page is always a window of one ranking. */
const MOVE_BLOCK = 100;

const FEATURE_ODDS: Record<SerpFeatureType, number> = {
  featured_snippet: 0.45,
  people_also_ask: 0.7,
  local_pack: 0.2,
  ai_overview: 0.4,
  video: 0.3,
  images: 0.3,
  top_stories: 0.15,
  shopping: 0.2,
};
const QUESTION_PATTERNS: readonly ((keyword: string) => string)[] = [
  (keyword) => `What is ${keyword}?`,
  (keyword) => `How does ${keyword} work?`,
  (keyword) => `Is ${keyword} worth it?`,
  (keyword) => `What are the best ${keyword}?`,
  (keyword) => `How much does ${keyword} cost?`,
  (keyword) => `Where can I find ${keyword}?`,
];

/**
 * Deterministic SERP data for running without a vendor. A query's base ranking is derived from its
 * keyword, language, country, location, date range and device; a query's `seed` (a tracker run's id) moves
 * results a few places within blocks of 100 and makes features come and go, the same seed always
 * giving the same page. Page and depth then select a window of the ranking, so page 2 at depth 10
 * is exactly results 11-20 of the depth-20 answer. Optional failures and latency stand in for a
 * vendor's (SANDBOX_SERP_FAILURE_RATE, SANDBOX_SERP_LATENCY_MS).
 */
export class SandboxSerpProvider implements SerpProvider {
  readonly name = 'sandbox';
  readonly source = 'SANDBOX' as const;
  /** Pages of 10, like the live vendors that page, so sandbox runs page and stop early as they do. */
  readonly resultsPerRequest = 10;

  constructor(private readonly options: SandboxSerpOptions = {}) {}

  async search(query: SerpQuery, signal?: AbortSignal): Promise<SerpPage> {
    signal?.throwIfAborted();
    assertSerpQuery(query);
    if (this.options.latencyMs) await delay(this.options.latencyMs, undefined, { signal });
    if (this.options.failureRate && (this.options.random ?? Math.random)() < this.options.failureRate) {
      throw new VendorError('unavailable', 'SANDBOX: a simulated search failure (SANDBOX_SERP_FAILURE_RATE).', true);
    }
    const seeded = this.options.seed === undefined || query.seed === undefined ? query : { ...query, seed: this.options.seed };
    return { source: this.source, provider: this.name, ...sandboxPage(seeded) };
  }
}

interface RankedSite {
  site: string;
  known: boolean;
  /** Its place in the base ranking: its URL stays the same wherever a seed moves it. */
  baseRank: number;
  withWww: boolean;
  angle: string;
}

export function sandboxResults(query: SerpQuery): OrganicResult[] {
  return sandboxPage(query).results;
}

/**
 * Rankings drawn lately, each with its features: a search deeper than one vendor page asks for each of
 * its pages in turn, and every page of a moved ranking draws the whole block of 100 (a search to depth
 * 100 drew it ten times). Few, as a run's searches are read a handful at a time.
 */
const recentRankings = new Map<string, DrawnRanking>();
const RECENT_RANKINGS = 64;

/** The query's window of the (moved) ranking, and the features on its page. */
export function sandboxPage(query: SerpQuery): Pick<SerpPage, 'results' | 'features'> {
  const { offset, last } = pageWindow(query);
  // A moved ranking is drawn to the end of its block, so every window of the block sees the same one.
  const horizon = query.seed === undefined ? last : Math.ceil(last / MOVE_BLOCK) * MOVE_BLOCK;
  const key = JSON.stringify([query.keyword, query.language, query.country, query.location ?? null, query.dateRange ?? null, query.device ?? null, query.seed ?? null, horizon]);
  const ranking = recentRankings.get(key) ?? remembered(key, sandboxRanking(query, horizon));
  // Copies: the caller owns the page it gets.
  return {
    results: Array.from({ length: last - offset }, (_, index) => ({ ...ranking.resultAt(offset + index + 1) })),
    features: ranking.features.map((feature) => (feature.questions ? { ...feature, questions: [...feature.questions] } : { ...feature })),
  };
}

function remembered(key: string, ranking: DrawnRanking): DrawnRanking {
  recentRankings.set(key, ranking);
  if (recentRankings.size > RECENT_RANKINGS) recentRankings.delete(recentRankings.keys().next().value as string);
  return ranking;
}

/** A query's (moved) ranking: the features on its page, and its results, each built when first asked for. */
interface DrawnRanking {
  features: SerpFeature[];
  resultAt(position: number): OrganicResult;
}

/** The query's (moved) ranking down to `horizon`, and the features on its page. */
function sandboxRanking(query: SerpQuery, horizon: number): DrawnRanking {
  const typed = query.keyword.trim().replace(/\s+/g, ' ');
  const keyword = typed.toLowerCase();
  // The ranking ignores letter case; titles and snippets echo the keyword as typed.
  const heading = typed.charAt(0).toUpperCase() + typed.slice(1);
  // A mobile search ranks differently; desktop keeps the seed it always had.
  const seedKey = JSON.stringify([
    keyword,
    query.language.toLowerCase(),
    query.country.toLowerCase(),
    query.location?.trim().toLowerCase() ?? '',
    query.dateRange ?? '',
    ...(query.device === 'mobile' ? ['mobile'] : []),
  ]);
  const random = mulberry32(fnv1a(seedKey));
  const knownAt = placeKnownSites(random);
  const slug = keywordSlug(keyword, seedKey);

  let ranking: RankedSite[] = [];
  let fakeIndex = 0;
  for (let baseRank = 1; baseRank <= horizon; baseRank++) {
    const known = knownAt.get(baseRank);
    const site = known ?? fakeSite(slug, fakeIndex++);
    const withWww = random() < 0.5;
    const angle = TITLE_ANGLES[Math.floor(random() * TITLE_ANGLES.length)];
    ranking.push({ site, known: known !== undefined, baseRank, withWww, angle });
  }
  const runRandom = query.seed === undefined ? undefined : seededRandom(`${seedKey}\u0000${query.seed}`);
  if (runRandom) ranking = moved(ranking, runRandom);

  // Features draw from their own sequences, so every page and depth of a query shows the same ones.
  const seedSuffix = query.seed === undefined ? '' : `\u0000${query.seed}`;
  const ownerRandom = seededRandom(`${seedKey}\u0000owners${seedSuffix}`);
  const featureOwner = (sites: number) => ranking[Math.floor(ownerRandom() * sites)].site;
  const features = sandboxFeatures(keyword, seedKey, query.seed === undefined ? undefined : seededRandom(`${seedKey}\u0000features${seedSuffix}`), featureOwner);
  const snippetOwner = features.find((feature) => feature.type === 'featured_snippet')?.domain;
  return {
    features,
    resultAt(position) {
      const entry = ranking[position - 1];
      return {
        position,
        type: resultType(entry, position, snippetOwner),
        title: `${heading}: ${entry.angle} | ${entry.site}`,
        url: `https://${entry.withWww ? 'www.' : ''}${entry.site}/${entry.known ? `guides/${slug}` : `${slug}-${entry.baseRank}`}`,
        // Sites are bare lower-case host names (the pool's and the .example ones), so a site is its domain.
        domain: entry.site,
        snippet: `Sandbox result for “${typed}” from ${entry.site}. Generated for trying Rankcraft, not a real search result.`,
        date: null,
      };
    },
  };
}

/** Each block of 100 re-sorted by base rank plus a small seeded move. */
function moved(ranking: RankedSite[], random: () => number): RankedSite[] {
  const result: RankedSite[] = [];
  for (let start = 0; start < ranking.length; start += MOVE_BLOCK) {
    const block = ranking.slice(start, start + MOVE_BLOCK).map((entry) => ({ entry, score: entry.baseRank + (random() + random() + random() - 1.5) * MOVE_SPREAD }));
    result.push(...block.sort((a, b) => a.score - b.score).map(({ entry }) => entry));
  }
  return result;
}

function resultType(entry: RankedSite, position: number, snippetOwner: string | null | undefined): OrganicResultType {
  if (entry.site === snippetOwner && position <= 3) return 'featured_snippet';
  if (entry.site === 'youtube.com') return 'video';
  if (position === 1 && entry.known) return 'sitelinks';
  if (entry.site === 'amazon.com') return 'rich_snippet';
  return 'organic';
}

/**
 * The features on the page: each type has odds, drawn once for the keyword (so some keywords lean to
 * some features) and, with a seed, again per seed (so they come and go between runs). Owners are
 * sites of the top results, or the site such a block would show (videos from youtube.com).
 */
function sandboxFeatures(keyword: string, seedKey: string, runRandom: (() => number) | undefined, owner: (topSites: number) => string): SerpFeature[] {
  const keywordRandom = seededRandom(`${seedKey}\u0000features`);
  const features: SerpFeature[] = [];
  for (const type of SERP_FEATURE_TYPES) {
    const leaning = keywordRandom();
    const draw = runRandom ? 0.6 * leaning + 0.4 * runRandom() : leaning;
    if (draw >= FEATURE_ODDS[type]) continue;
    switch (type) {
      case 'featured_snippet':
        features.push({ type, domain: owner(3) });
        break;
      case 'people_also_ask': {
        const questions = shuffle([...QUESTION_PATTERNS], runRandom ?? keywordRandom).slice(0, 4).map((pattern) => pattern(keyword));
        features.push({ type, domain: owner(10), questions });
        break;
      }
      case 'local_pack':
        features.push({ type, domain: null });
        break;
      case 'video':
        features.push({ type, domain: 'youtube.com' });
        break;
      case 'shopping':
        features.push({ type, domain: 'amazon.com' });
        break;
      default:
        features.push({ type, domain: owner(type === 'ai_overview' ? 5 : 10) });
    }
  }
  return features;
}

function placeKnownSites(random: () => number): Map<number, string> {
  const count = MIN_KNOWN_SITES + Math.floor(random() * (MAX_KNOWN_SITES - MIN_KNOWN_SITES + 1));
  const sites = shuffle([...SANDBOX_DOMAINS], random).slice(0, count);
  const positions = shuffle(
    Array.from({ length: KNOWN_SITE_RANGE }, (_, index) => index + 1),
    random,
  ).slice(0, count);
  return new Map(positions.map((position, index) => [position, sites[index]]));
}

function fakeSite(slug: string, index: number): string {
  const pattern = FAKE_SITE_PATTERNS[index % FAKE_SITE_PATTERNS.length];
  const round = Math.floor(index / FAKE_SITE_PATTERNS.length);
  return `${pattern(slug)}${round === 0 ? '' : `-${round + 1}`}.example`;
}

/** A DNS-safe label from the keyword; keywords with no Latin letters get one from the hash. */
function keywordSlug(keyword: string, seedKey: string): string {
  const slug = keyword
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
  return slug || `q${fnv1a(seedKey).toString(36)}`;
}

function shuffle<T>(items: T[], random: () => number): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [items[i], items[j]] = [items[j], items[i]];
  }
  return items;
}
