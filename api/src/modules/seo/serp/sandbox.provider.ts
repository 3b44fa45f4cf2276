import { normalizeDomain } from '../../../common/domain-name';
import { SANDBOX_DOMAINS } from './sandbox-domains';
import { fnv1a, mulberry32 } from './seeded-random';
import { assertSerpQuery, OrganicResult, pageWindow, SerpPage, SerpProvider, SerpQuery } from './serp-provider';

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

/**
 * Deterministic SERP data for running without a vendor. A query's whole ranking is derived from its
 * keyword, language, country, location, date range and device; page and depth then select a window of it,
 * so page 2 at depth 10 is exactly results 11-20 of the depth-20 answer. Pure and synchronous work.
 */
export class SandboxSerpProvider implements SerpProvider {
  readonly name = 'sandbox';
  readonly source = 'SANDBOX' as const;
  /** Pages of 10, like the live vendors that page, so sandbox runs page and stop early as they do. */
  readonly resultsPerRequest = 10;

  search(query: SerpQuery, signal?: AbortSignal): Promise<SerpPage> {
    try {
      signal?.throwIfAborted();
      assertSerpQuery(query);
      return Promise.resolve({ source: this.source, provider: this.name, results: sandboxResults(query) });
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
  }
}

export function sandboxResults(query: SerpQuery): OrganicResult[] {
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
  const { offset, last } = pageWindow(query);

  const results: OrganicResult[] = [];
  let fakeIndex = 0;
  for (let position = 1; position <= last; position++) {
    const known = knownAt.get(position);
    const site = known ?? fakeSite(slug, fakeIndex++);
    const withWww = random() < 0.5;
    const angle = TITLE_ANGLES[Math.floor(random() * TITLE_ANGLES.length)];
    if (position <= offset) continue;
    const url = `https://${withWww ? 'www.' : ''}${site}/${known ? `guides/${slug}` : `${slug}-${position}`}`;
    results.push({
      position,
      title: `${heading}: ${angle} | ${site}`,
      url,
      domain: normalizeDomain(url),
      snippet: `Sandbox result for “${typed}” from ${site}. Generated for trying Rankcraft, not a real search result.`,
      date: null,
    });
  }
  return results;
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
