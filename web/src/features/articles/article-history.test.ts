import {
  ARTICLE_HISTORY_KEY,
  articleFileName,
  articlePreview,
  readArticleHistory,
  saveArticles,
  type SavedArticle,
} from './article-history';

function article(n: number): SavedArticle {
  return { id: String(n), keyword: `kw ${n}`, article: `Article ${n}`, createdAt: n * 1000 };
}

beforeEach(() => window.localStorage.clear());

describe('article history', () => {
  it('keeps the newest 20, newest first', () => {
    saveArticles(Array.from({ length: 25 }, (_, i) => article(i + 1)));
    const saved = readArticleHistory();
    expect(saved).toHaveLength(20);
    expect(saved[0].id).toBe('25');
    expect(saved[19].id).toBe('6');
  });

  it('normalises differently named keyword stats and ignores broken entries', () => {
    window.localStorage.setItem(
      ARTICLE_HISTORY_KEY,
      JSON.stringify([
        { id: 1, keyword: 'seo', article: 'x', createdAt: 5, stats: { kw: 'seo', search_volume: '1200', comp: 0.42 } },
        { nonsense: true },
      ]),
    );
    expect(readArticleHistory()).toEqual([
      {
        id: '1',
        keyword: 'seo',
        article: 'x',
        createdAt: 5,
        stats: { keyword: 'seo', vol: 1200, cpc: { value: 0, currency: 'USD' }, competition: 0.42 },
      },
    ]);
  });

  it('survives a corrupt history', () => {
    window.localStorage.setItem(ARTICLE_HISTORY_KEY, '{not json');
    expect(readArticleHistory()).toEqual([]);
  });

  it('names downloads after the keyword with unsafe characters turned into hyphens', () => {
    expect(articleFileName('best seo/tools: 2025?')).toBe('best-seo-tools--2025-.txt');
    expect(articleFileName('   ')).toBe('article.txt');
  });

  it('previews plain text without the META line or heading marks', () => {
    const text = 'META: a description\n# Title\n\n## Section\nBody text here';
    expect(articlePreview(text, 200)).toBe('Title Section Body text here');
    expect(articlePreview(text, 5)).toBe('Title…');
  });

  it('previews without quote, list and emphasis marks', () => {
    expect(articlePreview('## Intro\n> A **quoted** note\n- one\n1. two `code`', 200)).toBe('Intro A quoted note one two code');
  });
});
