import { keywordOnlyTarget, readabilityPoints, scoreContent, type ScoreTarget } from '../content-score';
import { analyse, candidateTerms, countAllNgrams, countPhrase, countPhrases, phraseKey } from '../content-text';

// Every expected figure below is counted by hand from the fixture text; the comments show the counts.
const target: ScoreTarget = {
  keyword: 'running shoes',
  terms: [
    { term: 'fit', min: 2, max: 3 },
    { term: 'running shoe', min: 1, max: 2 },
    { term: 'heel drop', min: 2, max: 4 },
  ],
  wordCount: { min: 20, max: 40 },
  headingCount: { min: 2, max: 4 },
};

// 30 words: 4 (H1) + 6 + 4 + 1 (H2) + 6 + 2 (H2) + 7; 7 sentences; 2 subheadings.
const article = [
  '# Running shoes for beginners',
  '',
  'Good running shoes make running easy. The fit matters most.',
  '',
  '## Fit',
  '',
  'Check the fit at the shop.',
  '',
  '## Heel drop',
  '',
  'A low heel drop suits many runners.',
].join('\n');

// 8 words, one syllable each but "Easy" (2): Flesch reading ease 206.835 - 1.015 x 8 - 84.6 x 9/8 = 103.5.
const filler = 'Lace them up and go for a walk.';

const part = (result: ReturnType<typeof scoreContent>, name: string) => {
  const found = result.parts.find((p) => p.name === name);
  if (!found) throw new Error(`no part ${name}`);
  return found;
};

describe('text analysis', () => {
  it('counts words and sentences and computes Flesch reading ease', () => {
    // 9 words, 2 sentences, 10 syllables: 206.835 - 1.015 x 4.5 - 84.6 x 10/9 = 108.3.
    const text = analyse('The cat sat on the mat. It was happy.');
    expect(text.wordCount).toBe(9);
    expect(text.sentenceCount).toBe(2);
    expect(text.fleschReadingEase).toBe(108);
  });

  it('matches phrases on word stems, whatever the case, number or part of speech', () => {
    expect(phraseKey('Running Shoes')).toBe('run shoe');
    const words = analyse('We tested running shoes. The best Running Shoe wins. Running. Shoes.').words;
    // Two matches; "Running. Shoes." is split by a sentence end and does not count.
    expect(countPhrase(words, phraseKey('running shoes'))).toBe(2);
  });

  it('proposes noun and adjective phrases, not stop words or verbs at the edges', () => {
    const surfaces = candidateTerms(analyse('We tested the best trail running shoes. They need grip.').words, 3).map((c) => c.surface);
    // "running" is tagged a verb here: a gerund may stand inside a phrase but not start one.
    expect(surfaces).toEqual(expect.arrayContaining(['trail running shoes', 'shoes', 'grip']));
    expect(surfaces).not.toContain('running shoes');
    // A generic word ("best") is no term, nor an edge of one; nor is a lone adjective.
    expect(surfaces).not.toContain('best');
    expect(surfaces).not.toContain('best trail running');
    expect(candidateTerms(analyse('The soil is acidic.').words, 3).map((c) => c.surface)).toEqual(['soil']);
    expect(surfaces).not.toContain('we');
    expect(surfaces).not.toContain('the best');
    expect(surfaces.some((s) => s.includes('need'))).toBe(false);
  });
});

describe('content score', () => {
  it('scores a text that meets the brief: every part in full, the keyword over 3% costs 5', () => {
    const result = scoreContent({ text: article }, target);
    expect(result.wordCount).toBe(30);
    // fit 3 (2-3), running shoe 2 (1-2), heel drop 2 (2-4): every term covered.
    expect(result.terms.map((t) => [t.term, t.count])).toEqual([
      ['fit', 3],
      ['running shoe', 2],
      ['heel drop', 2],
    ]);
    expect(part(result, 'Term coverage')).toMatchObject({ points: 40, maxPoints: 40 });
    expect(part(result, 'Length')).toMatchObject({ points: 15, maxPoints: 15 });
    expect(part(result, 'Headings')).toMatchObject({ points: 10, maxPoints: 10 });
    // Title (= H1), H1 and first paragraph have the keyword; no meta description was given.
    expect(part(result, 'Keyword placement')).toMatchObject({
      points: 15,
      maxPoints: 20,
      advice: 'Put the keyword "running shoes" in the meta description.',
    });
    expect(part(result, 'Readability')).toMatchObject({ points: 15, maxPoints: 15 });
    // 2 occurrences x 2 words / 30 words = 13.3% > 3%.
    expect(part(result, 'Over-optimisation')).toMatchObject({ points: -5, maxPoints: 0 });
    expect(part(result, 'Over-optimisation').advice).toContain('13.3%');
    // 40 + 15 + 10 + 15 + 15 - 5.
    expect(result.score).toBe(90);
  });

  it('gives term coverage in proportion to each term’s count up to its minimum', () => {
    // fit 1 of min 2 -> 0.5; running shoe 0 -> 0; heel drop 2 -> 1; mean 0.5 -> 20 of 40.
    const result = scoreContent({ text: 'The fit of a heel drop. Another heel drop.' }, target);
    expect(part(result, 'Term coverage').points).toBe(20);
    expect(part(result, 'Term coverage').advice).toBe('Use more: "fit" (1 of 2-3), "running shoe" (0 of 1-2).');
  });

  it('gives length points in proportion below the range and in inverse proportion above it', () => {
    // 8 words against 20-40: 15 x 8 / 20 = 6.
    expect(part(scoreContent({ text: filler }, target), 'Length')).toMatchObject({
      points: 6,
      advice: 'Write about 12 more words: the pages that rank have 20-40, this text has 8.',
    });
    // 80 words against 20-40: 15 x 40 / 80 = 7.5.
    expect(part(scoreContent({ text: Array(10).fill(filler).join(' ') }, target), 'Length').points).toBe(7.5);
  });

  it('scores headings below H1 against the heading range', () => {
    // One H2 against 2-4: 10 x 1 / 2 = 5. Eight against 2-4: 10 x 4 / 8 = 5.
    expect(part(scoreContent({ text: '# Title\n\n## One\n\nText.' }, target), 'Headings')).toMatchObject({
      points: 5,
      advice: 'Add 1 more subheading (H2, H3): aim for 2-4, the text has 1.',
    });
    const eight = Array.from({ length: 8 }, (_, i) => `## Part ${i + 1}\n\nText.`).join('\n\n');
    expect(part(scoreContent({ text: eight }, target), 'Headings').points).toBe(5);
  });

  it('checks the keyword in the title, the H1, the first paragraph and the meta description', () => {
    const full = scoreContent(
      { text: article, title: 'Best running shoes 2026', metaDescription: 'How to choose running shoes that fit.' },
      target,
    );
    expect(part(full, 'Keyword placement').points).toBe(20);
    // A title without the keyword, an H1 without it, a first paragraph with it, no meta description: 5 of 20.
    const weak = scoreContent({ text: '# Beginners guide\n\nPick running shoes with care.', title: 'A guide' }, target);
    expect(part(weak, 'Keyword placement')).toMatchObject({
      points: 5,
      advice: 'Put the keyword "running shoes" in the title, H1 and meta description.',
    });
  });

  it('maps Flesch reading ease to readability points: 15 from 60, 0 at 20 or below, linear between', () => {
    expect(readabilityPoints(103.5)).toBe(15);
    expect(readabilityPoints(60)).toBe(15);
    expect(readabilityPoints(40)).toBe(7.5);
    expect(readabilityPoints(20)).toBe(0);
    expect(readabilityPoints(-50)).toBe(0);
    // 6 words of 4-6 syllables in one sentence: far below 20.
    const hard = scoreContent({ text: 'Comprehensive biomechanical evaluation necessitates sophisticated instrumentation.' }, target);
    expect(part(hard, 'Readability').points).toBe(0);
    expect(part(hard, 'Readability').advice).toMatch(/^Flesch reading ease -?\d+: shorter sentences and shorter words would raise it to 60 or more\.$/);
  });

  it('takes 2 points per term used more than twice its maximum, and 5 for a keyword over 3%', () => {
    // "fit" 7 times, max 3: over 6 -> -2. 200 filler words + 7 = 207 words, no keyword.
    const stuffed = `${Array(7).fill('The fit.').join(' ')} ${Array(25).fill(filler).join(' ')}`;
    const result = scoreContent({ text: stuffed }, target);
    expect(result.terms[0].count).toBe(7);
    expect(part(result, 'Over-optimisation')).toMatchObject({ points: -2, advice: 'Over-optimised: use "fit" (7, range 2-3) less.' });
    // "fit" 6 times is within twice its maximum: no penalty.
    const fine = scoreContent({ text: `${Array(6).fill('The fit.').join(' ')} ${Array(25).fill(filler).join(' ')}` }, target);
    expect(part(fine, 'Over-optimisation')).toMatchObject({ points: -0, advice: 'No term is over-used.' });
    // The keyword 3 times in 206 words: 6 / 206 = 2.9%, no penalty; 4 times in 208 words: 3.8%, -5.
    const three = `${Array(3).fill('Running shoes.').join(' ')} ${Array(25).fill(filler).join(' ')}`;
    expect(part(scoreContent({ text: three }, target), 'Over-optimisation').points).toBe(-0);
    const four = `${Array(4).fill('Running shoes.').join(' ')} ${Array(25).fill(filler).join(' ')}`;
    expect(part(scoreContent({ text: four }, target), 'Over-optimisation').points).toBe(-5);
  });

  it('keeps the score within 0-100 and scores an empty text 0', () => {
    const empty = scoreContent({ text: '' }, keywordOnlyTarget('running shoes'));
    expect(empty.score).toBe(0);
    expect(empty.wordCount).toBe(0);
  });
});

describe('the score reads a text once, without parts of speech, and counts its terms in one pass', () => {
  const page = [
    'Trail running shoes need grip. Good trail running shoes fit well, and the heel drop of running shoes matters!',
    'Runners compare shoes: grip, fit, heel drop; then price. A shoe that fits is a shoe you keep running in.',
  ].join('\n');

  it('finds the same words, stems, stop words and sentences as the full analysis', () => {
    const full = analyse(page);
    const fast = analyse(page, { partsOfSpeech: false });
    expect(fast.words).toEqual(full.words.map((word) => ({ ...word, pos: '' })));
    expect([fast.wordCount, fast.sentenceCount, fast.fleschReadingEase]).toEqual([full.wordCount, full.sentenceCount, full.fleschReadingEase]);
  });

  it('counts each term as often as counting every word sequence does, within sentences', () => {
    const words = analyse(page).words;
    const keys = [...new Set([...candidateTerms(words, 3).map((candidate) => candidate.key), phraseKey('running shoes'), phraseKey('shoes need grip'), phraseKey('matters runners'), phraseKey('absent term')])];
    const all = countAllNgrams(words, 3);
    const counted = countPhrases(words, keys);
    expect(Object.fromEntries(keys.map((key) => [key, counted.get(key)]))).toEqual(Object.fromEntries(keys.map((key) => [key, all.get(key) ?? 0])));
    expect(counted.get(phraseKey('running shoes'))).toBe(3);
    // "matters! Runners" crosses a sentence: not a phrase.
    expect(counted.get(phraseKey('matters runners'))).toBe(0);
  });
});
