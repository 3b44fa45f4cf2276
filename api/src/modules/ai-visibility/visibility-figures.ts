import type { SampleExtraction } from './answer-extraction';

/** A share measured on `n` checked samples, with its 95 % Wilson score interval; all null when nothing was checked. */
export interface Rate {
  value: number | null;
  low: number | null;
  high: number | null;
  n: number;
}

/** z for a two-sided 95 % interval. */
const Z95 = 1.959963984540054;

/**
 * The Wilson score interval of `successes` in `n` (95 %): unlike p ± z·se it stays within 0..1 and is honest at
 * 0 and n, which small samples of AI answers often are.
 */
export function wilsonRate(successes: number, n: number, z = Z95): Rate {
  if (n <= 0) return { value: null, low: null, high: null, n: 0 };
  const p = successes / n;
  const z2 = z * z;
  const denominator = 1 + z2 / n;
  const centre = (p + z2 / (2 * n)) / denominator;
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / denominator;
  // At 0 and n the bound is exactly 0 or 1; computed, it can miss by a rounding error.
  return { value: p, low: successes === 0 ? 0 : Math.max(0, centre - half), high: successes === n ? 1 : Math.min(1, centre + half), n };
}

/** The standard normal distribution function, by Abramowitz and Stegun 7.1.26 (error below 1.5e-7). */
export function normalCdf(x: number): number {
  const t = 1 / (1 + 0.3275911 * (Math.abs(x) / Math.SQRT2));
  const erf = 1 - t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429)))) * Math.exp(-(x * x) / 2);
  return x >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

export interface ProportionChange {
  /** Two-sided p-value of the pooled two-proportion z-test; null when either side has no checked sample or there is no variance. */
  pValue: number | null;
  /** A change is called a change only when p < 0.05. */
  changed: boolean;
}

/** Whether `k1/n1` and `k2/n2` differ beyond chance: the pooled two-proportion z-test at p < 0.05. */
export function proportionChange(k1: number, n1: number, k2: number, n2: number): ProportionChange {
  if (n1 <= 0 || n2 <= 0) return { pValue: null, changed: false };
  const pooled = (k1 + k2) / (n1 + n2);
  const se = Math.sqrt(pooled * (1 - pooled) * (1 / n1 + 1 / n2));
  if (se === 0) return { pValue: null, changed: false };
  const z = (k1 / n1 - k2 / n2) / se;
  const pValue = 2 * (1 - normalCdf(Math.abs(z)));
  return { pValue, changed: pValue < 0.05 };
}

/**
 * The weight of one mention by its position among the brands an answer names: 1 / position, so the brand
 * named first counts fully, the second half, the third a third. An answer that recommends you first is worth
 * more than one that lists you fifth.
 */
export function positionWeight(position: number): number {
  return 1 / position;
}

export interface BrandFigures {
  name: string;
  mentionRate: Rate;
  citationRate: Rate;
  /** The brand's share of the position-weighted mentions of all the project's brands (0..1); null when none is named. */
  shareOfVoice: number | null;
  /** Mean position among the brands named, over the samples that name it; null when none does. */
  averagePosition: number | null;
}

/**
 * What the figures need of a set of checked samples, counted (in SQL for a stored run): how many were checked,
 * per brand how many times it is named at each position, and in how many samples it is cited.
 */
export interface BrandCounts {
  checked: number;
  /** Brand -> position -> mentions at that position. */
  mentions: Map<string, Map<number, number>>;
  /** Brand -> samples citing it. */
  cited: Map<string, number>;
}

/** The counts of some extractions, as brandCountsOf's SQL counts a stored run's. */
export function countBrands(checked: readonly SampleExtraction[]): BrandCounts {
  const counts: BrandCounts = { checked: checked.length, mentions: new Map(), cited: new Map() };
  for (const extraction of checked) {
    for (const mention of extraction.mentions) {
      const positions = counts.mentions.get(mention.brand) ?? new Map<number, number>();
      positions.set(mention.position, (positions.get(mention.position) ?? 0) + 1);
      counts.mentions.set(mention.brand, positions);
    }
    for (const brand of new Set(extraction.cited)) counts.cited.set(brand, (counts.cited.get(brand) ?? 0) + 1);
  }
  return counts;
}

/** Per-brand figures over checked samples' extractions (a failed sample is not passed in: it is not checked, not "not mentioned"). */
export function brandFigures(brands: readonly string[], checked: readonly SampleExtraction[]): BrandFigures[] {
  return brandFiguresOfCounts(brands, countBrands(checked));
}

/** Per-brand figures from counted samples; positions are summed in ascending order, so any count of the same samples gives the same figures. */
export function brandFiguresOfCounts(brands: readonly string[], counts: BrandCounts): BrandFigures[] {
  const n = counts.checked;
  const perBrand = brands.map((name) => {
    const positions = [...(counts.mentions.get(name) ?? new Map<number, number>()).entries()].sort((a, b) => a[0] - b[0]);
    const mentions = positions.reduce((sum, [, count]) => sum + count, 0);
    return {
      name,
      mentions,
      weight: positions.reduce((sum, [position, count]) => sum + count * positionWeight(position), 0),
      positionSum: positions.reduce((sum, [position, count]) => sum + count * position, 0),
    };
  });
  const totalWeight = perBrand.reduce((sum, brand) => sum + brand.weight, 0);
  return perBrand.map(({ name, mentions, weight, positionSum }) => ({
    name,
    mentionRate: wilsonRate(mentions, n),
    citationRate: wilsonRate(counts.cited.get(name) ?? 0, n),
    shareOfVoice: totalWeight > 0 ? weight / totalWeight : null,
    averagePosition: mentions > 0 ? positionSum / mentions : null,
  }));
}

/** A brand's mention rate against an earlier run's: a change only when the two-proportion test says so. */
export function mentionChangeOf(now: Pick<BrandFigures, 'mentionRate'>, before: Pick<BrandFigures, 'mentionRate'>): ProportionChange & { previousValue: number | null } {
  const mentions = (figures: Pick<BrandFigures, 'mentionRate'>) => Math.round((figures.mentionRate.value ?? 0) * figures.mentionRate.n);
  return { previousValue: before.mentionRate.value, ...proportionChange(mentions(now), now.mentionRate.n, mentions(before), before.mentionRate.n) };
}

export interface CitedSource {
  key: string;
  /** Checked samples citing it. */
  answers: number;
  /** The project's brand it belongs to, or null for a third party. */
  brand: string | null;
}

/** A cited domain or page with the checked answers citing it (each answer once), as counted in SQL or by topCited. */
export interface CitationCount {
  key: string;
  domain: string;
  answers: number;
}

/** The domains (or pages) cited most, by how many checked answers cite them. */
export function topCited(samples: readonly { citations: readonly { url: string; domain: string }[] }[], keyOf: (citation: { url: string; domain: string }) => string, brandOf: (domain: string) => string | null, limit = 10): CitedSource[] {
  const counts = new Map<string, { answers: number; domain: string }>();
  for (const sample of samples) {
    for (const citation of new Map(sample.citations.map((citation) => [keyOf(citation), citation])).values()) {
      const key = keyOf(citation);
      counts.set(key, { answers: (counts.get(key)?.answers ?? 0) + 1, domain: citation.domain });
    }
  }
  return topCitedOfCounts([...counts.entries()].map(([key, { answers, domain }]) => ({ key, answers, domain })), brandOf, limit);
}

/** The most cited of counted sources: most answers first, then by key. */
export function topCitedOfCounts(counts: readonly CitationCount[], brandOf: (domain: string) => string | null, limit = 10): CitedSource[] {
  return [...counts]
    .sort((a, b) => b.answers - a.answers || a.key.localeCompare(b.key))
    .slice(0, limit)
    .map(({ key, answers, domain }) => ({ key, answers, brand: brandOf(domain) }));
}

export interface SourceOpportunity {
  domain: string;
  /** Checked answers that cite it and name a competitor but not you. */
  answers: number;
}

/** Answers citing a domain (each once), split by whether they name your brand and whether they name any brand. */
export interface DomainCitationCount {
  domain: string;
  namesYou: boolean;
  namesAny: boolean;
  answers: number;
}

/**
 * Third-party domains cited in answers that name a competitor but not you, and in no answer that names you:
 * the sources to win a mention on. Most such answers first.
 */
export function sourceOpportunities(
  samples: readonly { extraction: SampleExtraction; citations: readonly { domain: string }[] }[],
  brand: string,
  brandOf: (domain: string) => string | null,
  limit = 10,
): SourceOpportunity[] {
  const counts = new Map<string, DomainCitationCount>();
  for (const { extraction, citations } of samples) {
    const namesYou = extraction.mentions.some((mention) => mention.brand === brand);
    const namesAny = extraction.mentions.length > 0;
    for (const domain of new Set(citations.map((citation) => citation.domain))) {
      const key = `${domain}\u0000${namesYou}\u0000${namesAny}`;
      counts.set(key, { domain, namesYou, namesAny, answers: (counts.get(key)?.answers ?? 0) + 1 });
    }
  }
  return sourceOpportunitiesOfCounts([...counts.values()], brandOf, limit);
}

/** sourceOpportunities from counted citations (domainCitationCounts). */
export function sourceOpportunitiesOfCounts(counts: readonly DomainCitationCount[], brandOf: (domain: string) => string | null, limit = 10): SourceOpportunity[] {
  const withYou = new Set<string>();
  const answers = new Map<string, number>();
  for (const { domain, namesYou, namesAny, answers: count } of counts) {
    if (brandOf(domain) !== null) continue;
    if (namesYou) withYou.add(domain);
    else if (namesAny) answers.set(domain, (answers.get(domain) ?? 0) + count);
  }
  return [...answers.entries()]
    .filter(([domain]) => !withYou.has(domain))
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, limit)
    .map(([domain, count]) => ({ domain, answers: count }));
}
