/**
 * What a content brief recommends, computed from the pages that rank (every figure reproducible):
 *
 * - Word count range: the 25th to 75th percentile of the pages' word counts; the target length T is their median.
 * - Subheading range: the same percentiles of the pages' subheadings (H2 and below).
 * - Terms: 1-3-word phrases of nouns and adjectives (content-text.ts `candidateTerms`, matched on word
 *   stems as the score matches them) used by at least `minPages` pages (all of them when fewer were read).
 *   Each is weighted by BM25's term-frequency part summed over the pages,
 *   sum of c (k1 + 1) / (c + k1 (1 - b + b len / avgLen)) with k1 = 1.2 and b = 0.75, where c is the
 *   page's count and len its word count: a term many pages use, and use often for their length, weighs
 *   most. (BM25's inverse document frequency is left out on purpose: among the pages that rank for one
 *   keyword, the terms every page uses are the topic's, not noise.) A term that occurs only inside a
 *   longer one (the same count on every page) is left out for it. The heaviest `maxTerms` are kept.
 * - A term's range: each page's count scaled to the target length (c / len x T), then the 25th to 75th
 *   percentile of those over all pages read (pages without the term count as 0), rounded; at least 1.
 * - Headings to cover: the pages' H2 and H3, the same heading (by word stems) counted once per page,
 *   most used first.
 *
 * Percentiles interpolate linearly between the sorted values (position p x (n - 1)).
 */
import { analyse, candidateTerms, countAllNgrams, phraseKey } from './content-text';
import { keywordTermRange, type Range, type ScoreTarget, type TargetTerm } from './content-score';
import { outlineMarkdown } from './markdown-outline';

export const BRIEF_RULES = {
  maxN: 3,
  minPages: 2,
  maxTerms: 40,
  maxHeadings: 30,
  k1: 1.2,
  b: 0.75,
  lowPercentile: 0.25,
  highPercentile: 0.75,
} as const;

/** A page the brief reads: its main text in Markdown (see pages/page-extract.ts). */
export interface BriefPageText {
  markdown: string;
}

export interface BriefTerm extends TargetTerm {
  /** Pages (of those read) that use it. */
  pages: number;
  weight: number;
}

export interface BriefHeading {
  text: string;
  level: number;
  /** Pages with this heading (or one with the same word stems). */
  pages: number;
}

export interface BriefRecommendations {
  wordCount: Range;
  headingCount: Range;
  terms: BriefTerm[];
  headings: BriefHeading[];
}

/** The value at fraction `p` (0-1) of `values`, interpolated linearly between sorted neighbours. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const position = p * (sorted.length - 1);
  const low = Math.floor(position);
  const high = Math.ceil(position);
  return sorted[low] + (sorted[high] - sorted[low]) * (position - low);
}

const rangeOf = (values: readonly number[]): Range => {
  const min = Math.round(percentile(values, BRIEF_RULES.lowPercentile));
  return { min, max: Math.max(min, Math.round(percentile(values, BRIEF_RULES.highPercentile))) };
};

interface TermTally {
  surfaces: Map<string, number>;
  pages: number;
}

export function recommendFromPages(pages: readonly BriefPageText[]): BriefRecommendations {
  const R = BRIEF_RULES;
  const read = pages.map((page) => {
    const outline = outlineMarkdown(page.markdown);
    const words = analyse(outline.plainText).words;
    return { outline, words, counts: countAllNgrams(words, R.maxN) };
  });
  const lengths = read.map((page) => page.words.length);
  const target = Math.round(percentile(lengths, 0.5));
  const avgLength = lengths.reduce((sum, n) => sum + n, 0) / Math.max(1, lengths.length);

  const tallies = new Map<string, TermTally>();
  for (const page of read) {
    const seen = new Set<string>();
    for (const { key, surface } of candidateTerms(page.words, R.maxN)) {
      let tally = tallies.get(key);
      if (!tally) tallies.set(key, (tally = { surfaces: new Map(), pages: 0 }));
      tally.surfaces.set(surface, (tally.surfaces.get(surface) ?? 0) + 1);
      if (!seen.has(key)) {
        seen.add(key);
        tally.pages++;
      }
    }
  }

  const minPages = Math.min(R.minPages, read.length);
  const terms: BriefTerm[] = [];
  // Longest first: a phrase's parts that never occur outside it ("running" in "running shoes") are left out.
  const keys = [...tallies.keys()].filter((key) => tallies.get(key)!.pages >= minPages).sort((a, b) => b.split(' ').length - a.split(' ').length);
  const partsOfKept = new Map<string, string[]>();
  for (const key of keys) {
    const tally = tallies.get(key)!;
    const counts = read.map((page) => page.counts.get(key) ?? 0);
    const signature = counts.join(',');
    if (partsOfKept.get(key)?.includes(signature)) continue;
    for (const part of subPhrases(key)) partsOfKept.set(part, [...(partsOfKept.get(part) ?? []), signature]);
    const weight = counts.reduce((sum, c, i) => sum + (c === 0 ? 0 : (c * (R.k1 + 1)) / (c + R.k1 * (1 - R.b + (R.b * lengths[i]) / avgLength))), 0);
    const range = rangeOf(counts.map((c, i) => (lengths[i] === 0 ? 0 : (c / lengths[i]) * target)));
    const min = Math.max(1, range.min);
    terms.push({ term: mostCommon(tally.surfaces), min, max: Math.max(min, range.max), pages: tally.pages, weight: Math.round(weight * 1000) / 1000 });
  }
  terms.sort((a, b) => b.weight - a.weight || b.pages - a.pages || a.term.localeCompare(b.term));

  return {
    wordCount: rangeOf(lengths),
    headingCount: rangeOf(read.map((page) => page.outline.headings.length)),
    terms: terms.slice(0, R.maxTerms),
    headings: headingsToCover(read.map((page) => page.outline.headings.filter((heading) => heading.level <= 3))),
  };
}

/** The shorter word sequences inside a phrase key ("a b c" -> "a b", "b c", "a", "b", "c"). */
function subPhrases(key: string): string[] {
  const words = key.split(' ');
  const parts: string[] = [];
  for (let n = words.length - 1; n >= 1; n--) for (let i = 0; i + n <= words.length; i++) parts.push(words.slice(i, i + n).join(' '));
  return parts;
}

function headingsToCover(pages: readonly { level: number; text: string }[][]): BriefHeading[] {
  const byKey = new Map<string, BriefHeading & { first: number }>();
  let order = 0;
  for (const headings of pages) {
    const seen = new Set<string>();
    for (const { level, text } of headings) {
      const key = phraseKey(text);
      if (!key || seen.has(key)) continue;
      seen.add(key);
      const known = byKey.get(key);
      if (known) {
        known.pages++;
        known.level = Math.min(known.level, level);
      } else byKey.set(key, { text, level, pages: 1, first: order++ });
    }
  }
  return [...byKey.values()]
    .sort((a, b) => b.pages - a.pages || a.first - b.first)
    .slice(0, BRIEF_RULES.maxHeadings)
    .map(({ text, level, pages }) => ({ text, level, pages }));
}

function mostCommon(surfaces: Map<string, number>): string {
  let best = '';
  let bestCount = -1;
  for (const [surface, count] of surfaces) if (count > bestCount || (count === bestCount && surface < best)) [best, bestCount] = [surface, count];
  return best;
}

/**
 * The brief's terms as a writer sees them and the score measures them: the pages' ranges, except the
 * keyword's, which is kept below the score's over-optimisation limit (content-score.ts `keywordTermRange`)
 * however often the pages that rank repeat it.
 */
export function briefTerms<T extends TargetTerm>(keyword: string, brief: { wordCount: Range; terms: readonly T[] }): T[] {
  return keywordTermRange(keyword, brief.wordCount, brief.terms);
}

/** The target the content score measures a text against when it is scored for a brief. */
export function briefScoreTarget(keyword: string, brief: Pick<BriefRecommendations, 'wordCount' | 'headingCount'> & { terms: readonly TargetTerm[] }): ScoreTarget {
  return { keyword, terms: briefTerms(keyword, brief).map(({ term, min, max }) => ({ term, min, max })), wordCount: brief.wordCount, headingCount: brief.headingCount };
}
