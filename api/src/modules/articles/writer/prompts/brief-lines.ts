import type { TargetTerm } from '../../../content/content-score';
import type { WritingBrief } from '../writer';

const MAX_PROMPT_TERMS = 30;
const MAX_PROMPT_HEADINGS = 20;
const MAX_PROMPT_QUESTIONS = 8;

/** "shoe size (2-4), trail running (1-3)": the recommended terms with how often to use them. */
export function termList(terms: readonly TargetTerm[]): string {
  return terms
    .slice(0, MAX_PROMPT_TERMS)
    .map((term) => `${term.term} (${term.min === term.max ? term.min : `${term.min}-${term.max}`})`)
    .join(', ');
}

/** A content brief as the outline prompt tells it: what the pages that rank cover. */
export function briefLines(brief: WritingBrief): string[] {
  return [
    `The pages that rank for this keyword have ${brief.wordCount.min}-${brief.wordCount.max} words.`,
    brief.headings.length > 0 ? `Their headings: ${brief.headings.slice(0, MAX_PROMPT_HEADINGS).join(' | ')}` : null,
    brief.terms.length > 0 ? `Terms they use (times per article): ${termList(brief.terms)}` : null,
    brief.questions.length > 0 ? `Questions searchers ask: ${brief.questions.slice(0, MAX_PROMPT_QUESTIONS).join(' | ')}` : null,
  ].filter((line): line is string => line !== null);
}
