import { readKeywordImport } from '../keyword-import';

describe('keyword import', () => {
  it('reads CSV with a header, flags bad lines and repeats, and marks keywords already tracked', async () => {
    const text = [
      'Keyword,Tags,Target URL,Device',
      'seo tools,money;core,https://acme.com/tools,desktop',
      'rank tracker,,,mobile',
      'SEO Tools,other,,',
      ',orphan tag,,',
      'backlinks,links,not a url,',
      'audit,,,tablet',
      '"broken quote,x',
      'keyword research,"research, ideas",https://acme.com/research/,',
    ].join('\n');
    const { sample: lines, keywords, counts } = await readKeywordImport(text, new Set(['rank tracker']));
    expect(counts).toEqual({ new: 2, update: 1, duplicate: 1, invalid: 4 });
    expect(lines.map((line) => [line.line, line.status, line.keyword])).toEqual([
      [2, 'new', 'seo tools'],
      [3, 'update', 'rank tracker'],
      [4, 'duplicate', 'SEO Tools'],
      [5, 'invalid', ''],
      [6, 'invalid', 'backlinks'],
      [7, 'invalid', 'audit'],
      [8, 'invalid', ''],
      [9, 'new', 'keyword research'],
    ]);
    expect(lines.find((line) => line.line === 8)?.message).toBe('This line cannot be read: a quote is not closed.');
    expect(lines.find((line) => line.line === 4)?.message).toBe('Repeats line 2.');
    expect(lines.find((line) => line.line === 6)?.message).toBe('The target URL must be a full http:// or https:// address.');
    expect(lines.find((line) => line.line === 7)?.message).toBe('The device must be desktop or mobile.');
    expect(keywords).toEqual([
      { keyword: 'seo tools', tags: ['money', 'core'], targetUrl: 'https://acme.com/tools', device: 'desktop' },
      { keyword: 'rank tracker', tags: [], targetUrl: null, device: 'mobile' },
      { keyword: 'keyword research', tags: ['research, ideas'], targetUrl: 'https://acme.com/research/', device: null },
    ]);
  });

  it('reads TSV without a header, splitting tags on commas too', async () => {
    const { sample: lines, keywords } = await readKeywordImport('seo tools\tmoney, core\n\nrank tracker\n', new Set());
    expect(lines.map((line) => line.status)).toEqual(['new', 'new']);
    expect(keywords).toEqual([
      { keyword: 'seo tools', tags: ['money', 'core'], targetUrl: null, device: null },
      { keyword: 'rank tracker', tags: [], targetUrl: null, device: null },
    ]);
  });

  it('samples the first lines of each status, in file order', async () => {
    const text = Array.from({ length: 30 }, (_, index) => (index % 3 === 2 ? ',no keyword' : `keyword ${index}`)).join('\n');
    const { sample, counts } = await readKeywordImport(text, new Set(), 4);
    expect(counts).toEqual({ new: 20, update: 0, duplicate: 0, invalid: 10 });
    expect(sample.map((line) => [line.line, line.status])).toEqual([
      [1, 'new'],
      [2, 'new'],
      [3, 'invalid'],
      [4, 'new'],
      [5, 'new'],
      [6, 'invalid'],
      [9, 'invalid'],
      [12, 'invalid'],
    ]);
  });
});
