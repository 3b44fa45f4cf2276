import { describeProblems, parseBulkKeywords } from '../bulk-keywords';

describe('parseBulkKeywords', () => {
  it('reads the first column of CSV or TSV, skips a header and blank lines, keeps each keyword once and names bad lines', () => {
    const parsed = parseBulkKeywords('Keyword,volume\n"seo, tools",10\n\n  Rank   Tracker \nrank tracker\n' + 'y'.repeat(81) + '\nbad\u0007bell');
    expect(parsed.keywords).toEqual(['seo, tools', 'Rank Tracker']);
    expect(parsed.duplicates).toEqual([{ line: 5, keyword: 'rank tracker', repeats: 4 }]);
    expect(parsed.invalid).toEqual([
      { line: 6, keyword: 'y'.repeat(81), message: 'A keyword must be at most 80 characters.' },
      { line: 7, keyword: 'bad\u0007bell', message: 'A keyword cannot contain control characters.' },
    ]);
    expect(parseBulkKeywords('seo tools\tx\nkeyword research\ty').keywords).toEqual(['seo tools', 'keyword research']);
  });

  it('takes a list as one keyword per entry, with no header', () => {
    expect(parseBulkKeywords(['keyword', ' a ', 'A', ''])).toEqual({ keywords: ['keyword', 'a'], duplicates: [{ line: 3, keyword: 'A', repeats: 2 }], invalid: [] });
  });
});

describe('describeProblems', () => {
  it('lists the first five bad lines and counts the rest', () => {
    const problems = Array.from({ length: 7 }, (_, index) => ({ line: index + 2, keyword: 'x', message: 'Too long.' }));
    expect(describeProblems(problems)).toBe('Line 2: Too long; line 3: Too long; line 4: Too long; line 5: Too long; line 6: Too long; and 2 more bad lines.');
    expect(describeProblems(problems.slice(0, 1))).toBe('Line 2: Too long.');
  });
});
