import { applyDelta, articleProgress, initialLiveArticles } from './live-articles';

const delta = (seq: number, text: string, extra: Partial<Parameters<typeof applyDelta>[1]> = {}) => ({
  index: 0,
  keyword: 'sourdough',
  seq,
  text,
  reset: false,
  ...extra,
});

describe('live article text', () => {
  it('appends deltas in sequence order and ignores repeats', () => {
    let articles = initialLiveArticles(['sourdough', 'rye']);
    articles = applyDelta(articles, delta(1, '# Sour', { section: 'Introduction' }));
    articles = applyDelta(articles, delta(2, 'dough'));
    articles = applyDelta(articles, delta(2, 'dough'));
    expect(articles[0]).toMatchObject({ text: '# Sourdough', seq: 2, section: 'Introduction' });
    expect(articleProgress(articles[0])).toBe('writing');
    expect(articleProgress(articles[1])).toBe('waiting');
  });

  it('replaces the text on a reset: a late subscriber’s catch-up or a section written again', () => {
    let articles = initialLiveArticles(['sourdough']);
    articles = applyDelta(articles, delta(4, '# Sourdough\n\nIntro', { reset: true }));
    articles = applyDelta(articles, delta(5, ' more'));
    expect(articles[0].text).toBe('# Sourdough\n\nIntro more');
    articles = applyDelta(articles, delta(6, '# Sourdough\n\nIntro again', { reset: true }));
    expect(articles[0].text).toBe('# Sourdough\n\nIntro again');
  });

  it('is done once a delta carries the stored article’s id', () => {
    const articles = applyDelta(initialLiveArticles(['sourdough']), delta(1, '', { articleId: 'a1' }));
    expect(articleProgress(articles[0])).toBe('done');
  });
});
