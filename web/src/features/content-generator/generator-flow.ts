import type { ArticleFlowId } from '../tools/article-flows';

/** One proposed keyword with its stats, as the keyword table shows it. */
export interface KeywordRow {
  keyword: string;
  volume: number;
  /** US dollars. */
  cpc: number;
  /** 0 to 1. */
  competition: number;
}

/** What the user typed in the input step, kept so Back and a sign-in round trip can restore it. */
export interface FlowInput {
  text: string;
  limit: number;
}

/**
 * The generator's steps (spec §4 "Content generator steps"): landing → input → keyword list →
 * articles. Every step after the landing knows its flow and keeps the earlier steps' data, so Back
 * only has to drop the last one.
 */
export type GeneratorState =
  | { step: 'landing' }
  | { step: 'input'; flow: ArticleFlowId; input: FlowInput }
  | { step: 'keywords'; flow: ArticleFlowId; input: FlowInput; seed?: string; rows: KeywordRow[]; selected: string[] }
  | {
      step: 'articles';
      flow: ArticleFlowId;
      input: FlowInput;
      seed?: string;
      rows: KeywordRow[];
      selected: string[];
      jobId: string;
    };

export type GeneratorAction =
  | { type: 'choose'; flow: ArticleFlowId; input?: FlowInput }
  | { type: 'keywordsLoaded'; input: FlowInput; rows: KeywordRow[]; seed?: string }
  | { type: 'toggle'; keyword: string }
  | { type: 'toggleAll'; selected: boolean }
  | { type: 'articlesStarted'; jobId: string }
  | { type: 'back' }
  | { type: 'reset' };

export const INITIAL_STATE: GeneratorState = { step: 'landing' };

/** An article a content brief's page started for the brief's keyword (no keyword list behind it). */
export interface BriefArticleStart {
  jobId: string;
  keyword: string;
}

/** The articles step of an article started from a content brief; Back leads to the keyword flow's input with that keyword. */
export function briefArticleState({ jobId, keyword }: BriefArticleStart): GeneratorState {
  return { step: 'articles', flow: 'keyword', input: { text: keyword, limit: 0 }, rows: [], selected: [keyword], jobId };
}

export function initialInput(limit: number): FlowInput {
  return { text: '', limit };
}

export function generatorReducer(state: GeneratorState, action: GeneratorAction): GeneratorState {
  switch (action.type) {
    case 'choose':
      return { step: 'input', flow: action.flow, input: action.input ?? initialInput(0) };
    case 'keywordsLoaded':
      if (state.step !== 'input') return state;
      return {
        step: 'keywords',
        flow: state.flow,
        input: action.input,
        seed: action.seed,
        rows: action.rows,
        // Spec §4: all keywords start selected.
        selected: action.rows.map((row) => row.keyword),
      };
    case 'toggle': {
      if (state.step !== 'keywords') return state;
      const selected = state.selected.includes(action.keyword)
        ? state.selected.filter((keyword) => keyword !== action.keyword)
        : state.rows.map((row) => row.keyword).filter((k) => k === action.keyword || state.selected.includes(k));
      return { ...state, selected };
    }
    case 'toggleAll':
      if (state.step !== 'keywords') return state;
      return { ...state, selected: action.selected ? state.rows.map((row) => row.keyword) : [] };
    case 'articlesStarted':
      if (state.step !== 'keywords' || state.selected.length === 0) return state;
      return { ...state, step: 'articles', jobId: action.jobId };
    case 'back':
      return stepBack(state);
    case 'reset':
      return INITIAL_STATE;
  }
}

/** Articles → keyword list → input → landing. The landing's Back leaves for /dashboard (see `leavesGenerator`). */
function stepBack(state: GeneratorState): GeneratorState {
  switch (state.step) {
    case 'landing':
      return state;
    case 'input':
      return INITIAL_STATE;
    case 'keywords':
      return { step: 'input', flow: state.flow, input: state.input };
    case 'articles': {
      const { jobId: _jobId, ...rest } = state;
      // An article started from a content brief had no keyword list to go back to.
      return rest.rows.length === 0 ? { step: 'input', flow: rest.flow, input: rest.input } : { ...rest, step: 'keywords' };
    }
  }
}

/** Back on the landing step goes to /dashboard (spec §4). */
export function leavesGenerator(state: GeneratorState): boolean {
  return state.step === 'landing';
}

/** Spec §5: content inputs must be non-empty after trimming. */
export function isInputValid(text: string): boolean {
  return text.trim().length > 0;
}

/** Spec §5: seed keywords are split on commas; blanks and repeats are dropped. */
export function splitSeedKeywords(text: string): string[] {
  const seen = new Set<string>();
  const seeds: string[] = [];
  for (const part of text.split(',')) {
    const seed = part.trim();
    const key = seed.toLowerCase();
    if (seed && !seen.has(key)) {
      seen.add(key);
      seeds.push(seed);
    }
  }
  return seeds;
}
