import {
  briefArticleState,
  generatorReducer,
  INITIAL_STATE,
  isInputValid,
  leavesGenerator,
  splitSeedKeywords,
  type GeneratorState,
  type KeywordRow,
} from './generator-flow';

const row = (keyword: string): KeywordRow => ({ keyword, volume: 100, cpc: 1.5, competition: 0.3 });
const input = { text: 'bakery in austin', limit: 10 };

function run(...actions: Parameters<typeof generatorReducer>[1][]): GeneratorState {
  return actions.reduce(generatorReducer, INITIAL_STATE);
}

describe('content generator steps', () => {
  it('goes landing → input → keyword list → articles, with every keyword selected at first', () => {
    const chosen = run({ type: 'choose', flow: 'business' });
    expect(chosen).toEqual({ step: 'input', flow: 'business', input: { text: '', limit: 0 } });

    const listed = generatorReducer(chosen, { type: 'keywordsLoaded', input, rows: [row('a'), row('b')], seed: 'bakery' });
    expect(listed).toMatchObject({ step: 'keywords', seed: 'bakery', selected: ['a', 'b'], input });

    const writing = generatorReducer(listed, { type: 'articlesStarted', jobId: 'job-1' });
    expect(writing).toMatchObject({ step: 'articles', jobId: 'job-1', selected: ['a', 'b'] });
  });

  it('toggles keywords and keeps the table order', () => {
    const listed = run(
      { type: 'choose', flow: 'keyword' },
      { type: 'keywordsLoaded', input, rows: [row('a'), row('b'), row('c')] },
    );
    const offB = generatorReducer(listed, { type: 'toggle', keyword: 'b' });
    expect(offB).toMatchObject({ selected: ['a', 'c'] });
    expect(generatorReducer(offB, { type: 'toggle', keyword: 'b' })).toMatchObject({ selected: ['a', 'b', 'c'] });
    expect(generatorReducer(offB, { type: 'toggleAll', selected: false })).toMatchObject({ selected: [] });
  });

  it('does not start articles with zero keywords selected', () => {
    const none = run(
      { type: 'choose', flow: 'domain' },
      { type: 'keywordsLoaded', input, rows: [row('a')] },
      { type: 'toggle', keyword: 'a' },
    );
    expect(generatorReducer(none, { type: 'articlesStarted', jobId: 'j' })).toBe(none);
  });

  it('steps back one level: articles → keyword list → input (with what was typed) → landing → /dashboard', () => {
    const writing = run(
      { type: 'choose', flow: 'business' },
      { type: 'keywordsLoaded', input, rows: [row('a'), row('b')] },
      { type: 'toggle', keyword: 'a' },
      { type: 'articlesStarted', jobId: 'job-1' },
    );
    const list = generatorReducer(writing, { type: 'back' });
    expect(list).toEqual({ step: 'keywords', flow: 'business', input, seed: undefined, rows: [row('a'), row('b')], selected: ['b'] });
    const typed = generatorReducer(list, { type: 'back' });
    expect(typed).toEqual({ step: 'input', flow: 'business', input });
    const landing = generatorReducer(typed, { type: 'back' });
    expect(landing).toEqual(INITIAL_STATE);
    expect(leavesGenerator(landing)).toBe(true);
    expect(leavesGenerator(typed)).toBe(false);
  });

  it('an article started from a content brief goes back to the keyword flow’s input with the brief’s keyword, not to an empty keyword list', () => {
    const started = briefArticleState({ jobId: 'job-1', keyword: 'compost bins' });
    expect(started).toMatchObject({ step: 'articles', flow: 'keyword', selected: ['compost bins'], jobId: 'job-1' });
    expect(generatorReducer(started, { type: 'back' })).toEqual({ step: 'input', flow: 'keyword', input: { text: 'compost bins', limit: 0 } });
  });

  it('resets to the initial state', () => {
    const listed = run({ type: 'choose', flow: 'domain' }, { type: 'keywordsLoaded', input, rows: [row('a')] });
    expect(generatorReducer(listed, { type: 'reset' })).toEqual(INITIAL_STATE);
  });
});

describe('content inputs', () => {
  it('must be non-empty after trimming', () => {
    expect(isInputValid('   ')).toBe(false);
    expect(isInputValid(' x ')).toBe(true);
  });

  it('split seed keywords on commas, dropping blanks and repeats', () => {
    expect(splitSeedKeywords(' seo tools, , keyword research,SEO Tools ,backlinks')).toEqual([
      'seo tools',
      'keyword research',
      'backlinks',
    ]);
  });
});
