import { BRIEF_RULES, briefScoreTarget, percentile, recommendFromPages } from '../brief-terms';
import { scoreContent } from '../content-score';
import { extractPage } from '../pages/page-extract';
import { sandboxPageHtml } from '../pages/sandbox-page-fetcher';

describe('percentile', () => {
  test('interpolates linearly between sorted values', () => {
    // Sorted [1, 2, 4, 10]; p25 sits at position 0.75 (between 1 and 2), p75 at 2.25 (between 4 and 10).
    expect(percentile([10, 1, 4, 2], 0.25)).toBeCloseTo(1.75, 10);
    expect(percentile([10, 1, 4, 2], 0.75)).toBeCloseTo(5.5, 10);
    expect(percentile([7], 0.25)).toBe(7);
    expect(percentile([], 0.5)).toBe(0);
  });
});

describe('recommendFromPages', () => {
  // Word counts (as the content score counts them; headings count as text):
  //   page 1: "Green tea" 2 + 8 + "Brewing" 1 + 4 = 15; page 2: 2 + 4 + 1 + 3 + 1 + 4 = 15; page 3: 1 + 7 + 5 = 13.
  const pages = [
    { markdown: '# Green tea\n\nGreen tea contains caffeine. Green tea contains antioxidants.\n\n## Brewing\n\nThe water temperature matters.' },
    { markdown: '# Tea guide\n\nGreen tea contains antioxidants.\n\n## Brewing\n\nUse a teapot.\n\n## Caffeine\n\nCaffeine wakes you up.' },
    { markdown: '# Matcha\n\nMatcha is powdered green tea with caffeine. Whisk it in a bowl.' },
  ];
  const brief = recommendFromPages(pages);

  test('word count and subheading ranges are the 25th-75th percentiles of the pages', () => {
    // Word counts sorted [13, 15, 15]: p25 = 13 + 0.5 x 2 = 14, p75 = 15.
    expect(brief.wordCount).toEqual({ min: 14, max: 15 });
    // Subheadings [1, 2, 0] sorted [0, 1, 2]: p25 = 0.5 -> 1, p75 = 1.5 -> 2.
    expect(brief.headingCount).toEqual({ min: 1, max: 2 });
  });

  test('terms: used by 2+ pages, BM25-weighted, with ranges scaled to the median length', () => {
    // avgLen = 43 / 3; length norm 1 - b + b len / avgLen = 1.034884 for 15 words, 0.930233 for 13;
    // BM25 tf part c (k1 + 1) / (c + k1 norm): 15 words: c=1 -> 0.981328, c=2 -> 1.357245, c=3 -> 1.555921; 13 words: c=1 -> 1.039560.
    // tea: counts 3, 2, 1 -> 1.555921 + 1.357245 + 1.039560 = 3.952726; scaled to 15 words [3, 2, 1.153846]
    //   sorted [1.153846, 2, 3]: p25 = 1.576923 -> 2, p75 = 2.5 -> 3.
    // green tea: 3, 1, 1 -> 3.576809; scaled [3, 1, 1.153846]: p25 = 1.076923 -> 1, p75 = 2.076923 -> 2.
    // caffeine: 1, 2, 1 -> 3.378133; scaled [1, 2, 1.153846]: p25 = 1.076923 -> 1, p75 = 1.576923 -> 2.
    // antioxidants, brewing: 1, 1, 0 -> 1.962656; scaled [1, 1, 0]: p25 = 0.5 -> 1, p75 = 1.
    expect(brief.terms).toEqual([
      { term: 'tea', min: 2, max: 3, pages: 3, weight: 3.953 },
      { term: 'green tea', min: 1, max: 2, pages: 3, weight: 3.577 },
      { term: 'caffeine', min: 1, max: 2, pages: 3, weight: 3.378 },
      { term: 'antioxidants', min: 1, max: 1, pages: 2, weight: 1.963 },
      { term: 'brewing', min: 1, max: 1, pages: 2, weight: 1.963 },
    ]);
    // Left out: "green" (only ever inside "green tea", the same counts on every page), "matcha", "teapot",
    // "water temperature" (one page each).
    expect(brief.terms.map((t) => t.term)).not.toContain('green');
  });

  test('headings to cover: H2/H3 by the number of pages that use them', () => {
    expect(brief.headings).toEqual([
      { text: 'Brewing', level: 2, pages: 2 },
      { text: 'Caffeine', level: 2, pages: 1 },
    ]);
  });

  test('headings used by as many pages keep the order they first appear in (pages in result order)', () => {
    const tied = recommendFromPages([
      { markdown: '# A\n\n## Price\n\nText.\n\n## Fit\n\nText.' },
      { markdown: '# B\n\n## Grip\n\nText.\n\n## Fit\n\nText.\n\n## Prices\n\nText.' },
      { markdown: '# C\n\n## Grip\n\nText.' },
    ]);
    // Price/Prices (one stem) 2 pages, Fit 2, Grip 2: first seen Price, then Fit, then Grip.
    expect(tied.headings).toEqual([
      { text: 'Price', level: 2, pages: 2 },
      { text: 'Fit', level: 2, pages: 2 },
      { text: 'Grip', level: 2, pages: 2 },
    ]);
  });

  test('a single page needs no second page for its terms, and no page gives an empty brief', () => {
    const single = recommendFromPages([pages[0]]);
    expect(single.terms.map((t) => t.term)).toEqual(['green tea', 'antioxidants', 'brewing', 'caffeine', 'water temperature']);
    expect(recommendFromPages([])).toEqual({ wordCount: { min: 0, max: 0 }, headingCount: { min: 0, max: 0 }, terms: [], headings: [] });
  });

  test('keeps at most maxTerms terms', () => {
    const many = Array.from({ length: 2 }, () => ({
      markdown: Array.from({ length: 60 }, (_, i) => `The ${['red', 'blue', 'green', 'grey'][i % 4]} ${['apple', 'lemon', 'melon', 'pear', 'plum', 'fig', 'kiwi', 'lime', 'date', 'peach', 'grape', 'mango', 'guava', 'olive', 'quince'][i % 15]} ripens.`).join(' '),
    }));
    expect(recommendFromPages(many).terms).toHaveLength(BRIEF_RULES.maxTerms);
  });
});

describe('the keyword’s range in a brief', () => {
  // The sandbox's pages repeat their keyword as often as keyword-stuffed pages that rank do: 36-41 times
  // in 612-1,096 words for "compost bins", over 10% of the words for a two-word keyword.
  const keyword = 'Compost bins';
  const pages = Array.from({ length: 10 }, (_, i) => ({ markdown: extractPage(sandboxPageHtml(`https://site-${i}.test/compost`, keyword)).markdown }));
  const brief = recommendFromPages(pages);
  const target = briefScoreTarget(keyword, brief);
  const keywordTerm = target.terms.find((t) => t.term === 'compost bins')!;
  const otherTerms = target.terms.filter((t) => t !== keywordTerm);

  test('is never inside the score’s over-optimisation penalty, even at the shortest recommended length', () => {
    expect(brief.terms.find((t) => t.term === 'compost bins')!.max).toBeGreaterThan(30);
    // 3% of the shortest length, in uses of a two-word keyword.
    expect(keywordTerm.max).toBe(Math.floor((0.03 * brief.wordCount.min) / 2));
    expect(keywordTerm.min).toBeLessThanOrEqual(keywordTerm.max);
    // The other terms keep the pages' ranges.
    expect(otherTerms).toEqual(brief.terms.filter((t) => t.term !== 'compost bins').map(({ term, min, max }) => ({ term, min, max })));
  });

  test('a text at the shortest length that follows it gets no penalty; one more use gets one', () => {
    const filler = (words: number) => Array.from({ length: words / 4 }, () => 'Gardeners water their soil.').join(' ');
    const text = (uses: number) => {
      const keywordSentences = Array.from({ length: uses }, () => 'Compost bins.').join(' ');
      return `${keywordSentences} ${filler(brief.wordCount.min - 2 * uses - ((brief.wordCount.min - 2 * uses) % 4))}`;
    };
    const followed = scoreContent({ text: text(keywordTerm.max) }, target);
    expect(followed.wordCount).toBeLessThanOrEqual(brief.wordCount.min);
    expect(followed.parts.find((p) => p.name === 'Over-optimisation')).toMatchObject({ points: -0, advice: 'No term is over-used.' });
    const overdone = scoreContent({ text: text(keywordTerm.max + 1) }, target);
    expect(overdone.parts.find((p) => p.name === 'Over-optimisation')!.points).toBe(-5);
  });
});
