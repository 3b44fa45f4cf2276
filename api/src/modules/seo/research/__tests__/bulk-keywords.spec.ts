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
    expect(parseBulkKeywords(['keyword', ' a ', 'A', ''])).toEqual({ keywords: ['keyword', 'a'], duplicates: [{ line: 3, keyword: 'A', repeats: 2 }], duplicateCount: 1, invalid: [], invalidCount: 0 });
  });

  it('counts every repeat and bad line but names only the first 20 of each, a bad line cut to 100 characters', () => {
    const parsed = parseBulkKeywords(['a', ...Array(30).fill('A'), ...Array(25).fill('"'.padEnd(5000, 'z'))].join('\n'));
    expect(parsed).toMatchObject({ keywords: ['a'], duplicateCount: 30, invalidCount: 25 });
    expect(parsed.duplicates.map((duplicate) => duplicate.line)).toEqual(Array.from({ length: 20 }, (_, index) => index + 2));
    expect(parsed.invalid).toHaveLength(20);
    expect(parsed.invalid[0]).toEqual({ line: 32, keyword: '"'.padEnd(100, 'z'), message: 'This line cannot be read: a quote is not closed.' });
  });

  it('reads quoted and unquoted cells alike', () => {
    expect(parseBulkKeywords('seo tools,1\n"rank, tracker",2\nkeyword "research",3\n').keywords).toEqual(['seo tools', 'rank, tracker', 'keyword "research"']);
  });
});

describe('describeProblems', () => {
  it('lists the first five bad lines and counts the rest', () => {
    const problems = Array.from({ length: 7 }, (_, index) => ({ line: index + 2, keyword: 'x', message: 'Too long.' }));
    expect(describeProblems(problems)).toBe('Line 2: Too long; line 3: Too long; line 4: Too long; line 5: Too long; line 6: Too long; and 2 more bad lines.');
    expect(describeProblems(problems.slice(0, 1))).toBe('Line 2: Too long.');
    expect(describeProblems(problems, 40)).toBe('Line 2: Too long; line 3: Too long; line 4: Too long; line 5: Too long; line 6: Too long; and 35 more bad lines.');
  });
});
