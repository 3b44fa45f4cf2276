/**
 * The content score: 0-100, the sum of five parts minus an over-optimisation penalty. Every point is
 * reproducible from the text and the target (a content brief, or the keyword alone):
 *
 * | part              | max | how                                                                                       |
 * |-------------------|-----|-------------------------------------------------------------------------------------------|
 * | Term coverage     | 40  | 40 x the mean over terms of min(count, min) / min                                         |
 * | Length            | 15  | 15 inside the word-count range; below it 15 x words / min; above it 15 x max / words       |
 * | Headings          | 10  | the same rule on the number of headings below H1 against the heading range                |
 * | Keyword placement | 20  | 5 each for the keyword in the title, the H1, the first paragraph and the meta description |
 * | Readability       | 15  | Flesch reading ease: 15 at 60 or more, 0 at 20 or less, linear between                    |
 * | Over-optimisation | 0   | -2 per term used more than twice its max; -5 if the keyword is over 3% of the words; at most -15 |
 *
 * The keyword's own range (as a target term) never reaches that 3%: `keywordTermRange` caps it for the
 * shortest text the target allows, and the penalty counts against the same limit (`keywordUseLimit`).
 *
 * The score is the sum, rounded and kept within 0-100; each part's points are rounded to one decimal.
 * The title is the H1 unless one is given. Terms and the keyword match on word stems (content-text.ts).
 */
import { analyse, countPhrase, countPhrases, phraseKey } from './content-text';
import { outlineMarkdown } from './markdown-outline';

export interface Range {
  min: number;
  max: number;
}

export interface TargetTerm extends Range {
  term: string;
}

export interface ScoreTarget {
  keyword: string;
  terms: TargetTerm[];
  wordCount: Range;
  headingCount: Range;
}

export interface ScoreInput {
  /** The article in Markdown. */
  text: string;
  /** The page title when it differs from the H1. */
  title?: string;
  metaDescription?: string;
}

export interface ScorePart {
  name: string;
  points: number;
  maxPoints: number;
  advice: string;
}

export interface TermUse extends TargetTerm {
  count: number;
}

export interface ContentScore {
  score: number;
  parts: ScorePart[];
  /** Each target term with its count in the text, for a term list beside an editor. */
  terms: TermUse[];
  wordCount: number;
}

export const SCORE_RULES = {
  termPoints: 40,
  lengthPoints: 15,
  headingPoints: 10,
  placementPoints: 5,
  readabilityPoints: 15,
  readableFrom: 60,
  unreadableAt: 20,
  overusePenalty: 2,
  keywordDensityLimit: 0.03,
  keywordDensityPenalty: 5,
  maxPenalty: 15,
} as const;

/** The most times a text of `words` words can use the keyword before the keyword is over 3% of its words. */
export function keywordUseLimit(keyword: string, words: number): number {
  return Math.floor((SCORE_RULES.keywordDensityLimit * words) / phraseKey(keyword).split(' ').length);
}

/**
 * The target's terms with the keyword's range (when the keyword is one of them) capped at the uses a
 * text at the shortest recommended length can have without the over-optimisation penalty; other terms
 * are kept as they are.
 */
export function keywordTermRange<T extends TargetTerm>(keyword: string, wordCount: Range, terms: readonly T[]): T[] {
  const keywordKey = phraseKey(keyword);
  const cap = Math.max(1, keywordUseLimit(keyword, wordCount.min));
  return terms.map((term) => (phraseKey(term.term) === keywordKey && term.max > cap ? { ...term, min: Math.min(term.min, cap), max: cap } : term));
}

/** The target without a brief: the keyword as its only term, and ranges typical of an article. */
export function keywordOnlyTarget(keyword: string): ScoreTarget {
  return { keyword, terms: [{ term: keyword, min: 2, max: 6 }], wordCount: { min: 800, max: 2500 }, headingCount: { min: 3, max: 12 } };
}

/**
 * Loads the language model and scores a made-up article of about 2,000 words once (reading a brief's
 * page with parts of speech too), so the first text a user scores waits neither for the load nor for
 * the engine's cold first runs (several hundred ms between them). The web process calls it in the
 * background as it starts.
 */
export function warmUpScoring(): void {
  const paragraph = (i: number) =>
    `Section ${i} compares running shoes, prices and customer reviews. The quick brown fox jumps over the lazy dog; trail runners check grip, fit and comfort before buying.`;
  const text = ['# Warming up', ...Array.from({ length: 40 }, (_, i) => `## Part ${i}\n\n${paragraph(i)} ${paragraph(i + 1)} ${paragraph(i + 2)}`)].join('\n\n');
  analyse(text);
  scoreContent({ text }, keywordOnlyTarget('running shoes'));
}

/** warmUpScoring in the background, so the editor's first score does not wait for the model. */
export function warmUpScoringSoon(): void {
  setTimeout(() => {
    try {
      warmUpScoring();
    } catch {
      // Nothing to do here: the first score that needs the model reports the error.
    }
  }, 0).unref();
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/** Points for a value against a range: full inside, proportional below, inversely proportional above. */
function rangePoints(value: number, range: Range, maxPoints: number): number {
  if (value < range.min) return range.min === 0 ? maxPoints : (maxPoints * value) / range.min;
  if (value > range.max) return range.max === 0 ? 0 : (maxPoints * range.max) / value;
  return maxPoints;
}

/** Readability points for a Flesch reading ease: full from `readableFrom`, none at `unreadableAt` or below, linear between. */
export function readabilityPoints(ease: number): number {
  const R = SCORE_RULES;
  return round1(R.readabilityPoints * Math.min(1, Math.max(0, (ease - R.unreadableAt) / (R.readableFrom - R.unreadableAt))));
}

function containsKeyword(text: string | undefined, keywordKey: string): boolean {
  if (!text) return false;
  return countPhrase(analyse(text, { partsOfSpeech: false }).words, keywordKey) > 0;
}

const plural = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;
const quote = (s: string) => `"${s}"`;
const rangeText = (r: Range) => (r.min === r.max ? `${r.min}` : `${r.min}-${r.max}`);

export function scoreContent(input: ScoreInput, target: ScoreTarget): ContentScore {
  const R = SCORE_RULES;
  const outline = outlineMarkdown(input.text);
  // The score needs no parts of speech: the text is read once, without them.
  const body = analyse(outline.plainText, { partsOfSpeech: false });
  const termKeys = target.terms.map((t) => phraseKey(t.term));
  const counts = countPhrases(body.words, termKeys);
  const keywordKey = phraseKey(target.keyword);

  // Term coverage.
  const terms: TermUse[] = target.terms.map((t, i) => ({ ...t, count: counts.get(termKeys[i]) ?? 0 }));
  const coverage = terms.length === 0 ? 1 : terms.reduce((sum, t) => sum + (t.min <= 0 ? 1 : Math.min(t.count, t.min) / t.min), 0) / terms.length;
  const missing = terms.filter((t) => t.count < t.min).sort((a, b) => b.min - b.count - (a.min - a.count));
  const termAdvice =
    missing.length === 0
      ? `All ${terms.length} recommended terms are used at least as often as their range asks.`
      : `Use more: ${missing
          .slice(0, 5)
          .map((t) => `${quote(t.term)} (${t.count} of ${rangeText(t)})`)
          .join(', ')}${missing.length > 5 ? ` and ${missing.length - 5} more` : ''}.`;

  // Length.
  const words = body.wordCount;
  const lengthAdvice =
    words < target.wordCount.min
      ? `Write about ${target.wordCount.min - words} more words: the pages that rank have ${rangeText(target.wordCount)}, this text has ${words}.`
      : words > target.wordCount.max
        ? `Cut about ${words - target.wordCount.max} words: the pages that rank have ${rangeText(target.wordCount)}, this text has ${words}.`
        : `${words} words is within the range of ${rangeText(target.wordCount)}.`;

  // Headings.
  const headings = outline.headings.length;
  const headingAdvice =
    headings < target.headingCount.min
      ? `Add ${plural(target.headingCount.min - headings, 'more subheading')} (H2, H3): aim for ${rangeText(target.headingCount)}, the text has ${headings}.`
      : headings > target.headingCount.max
        ? `Merge some sections: aim for ${rangeText(target.headingCount)} subheadings, the text has ${headings}.`
        : `${headings} subheadings is within the range of ${rangeText(target.headingCount)}.`;

  // Keyword placement.
  const places: [string, string | undefined][] = [
    ['title', input.title ?? outline.h1],
    ['H1', outline.h1],
    ['first paragraph', outline.firstParagraph],
    ['meta description', input.metaDescription],
  ];
  const missingPlaces = places.filter(([, text]) => !containsKeyword(text, keywordKey)).map(([name]) => name);
  const placementAdvice =
    missingPlaces.length === 0
      ? `The keyword ${quote(target.keyword)} is in the title, the H1, the first paragraph and the meta description.`
      : `Put the keyword ${quote(target.keyword)} in the ${missingPlaces.join(', ').replace(/, ([^,]*)$/, ' and $1')}.`;

  // Readability.
  const ease = body.fleschReadingEase;
  const readability = words === 0 ? 0 : readabilityPoints(ease);
  const readabilityAdvice =
    ease >= R.readableFrom
      ? `Flesch reading ease ${ease}: easy enough for most readers.`
      : `Flesch reading ease ${ease}: shorter sentences and shorter words would raise it to ${R.readableFrom} or more.`;

  // Over-optimisation.
  const overused = terms.filter((t) => t.max > 0 && t.count > 2 * t.max);
  const keywordUses = countPhrase(body.words, keywordKey);
  const keywordOverused = keywordUses > keywordUseLimit(target.keyword, words);
  const density = words === 0 ? 0 : (keywordUses * keywordKey.split(' ').length) / words;
  const penalty = Math.min(R.maxPenalty, overused.length * R.overusePenalty + (keywordOverused ? R.keywordDensityPenalty : 0));
  const penaltyNotes: string[] = [];
  if (overused.length > 0) penaltyNotes.push(`use ${overused.map((t) => `${quote(t.term)} (${t.count}, range ${rangeText(t)})`).join(', ')} less`);
  if (keywordOverused) penaltyNotes.push(`the keyword makes up ${(density * 100).toFixed(1)}% of the words; keep it at 3% or less`);
  const penaltyAdvice = penaltyNotes.length === 0 ? 'No term is over-used.' : `Over-optimised: ${penaltyNotes.join('; ')}.`;

  const parts: ScorePart[] = [
    { name: 'Term coverage', points: round1(R.termPoints * coverage), maxPoints: R.termPoints, advice: termAdvice },
    { name: 'Length', points: round1(rangePoints(words, target.wordCount, R.lengthPoints)), maxPoints: R.lengthPoints, advice: lengthAdvice },
    { name: 'Headings', points: round1(rangePoints(headings, target.headingCount, R.headingPoints)), maxPoints: R.headingPoints, advice: headingAdvice },
    {
      name: 'Keyword placement',
      points: R.placementPoints * (places.length - missingPlaces.length),
      maxPoints: R.placementPoints * places.length,
      advice: placementAdvice,
    },
    { name: 'Readability', points: readability, maxPoints: R.readabilityPoints, advice: readabilityAdvice },
    { name: 'Over-optimisation', points: -penalty, maxPoints: 0, advice: penaltyAdvice },
  ];
  const total = parts.reduce((sum, p) => sum + p.points, 0);
  return { score: Math.max(0, Math.min(100, Math.round(total))), parts, terms, wordCount: words };
}
