/** One article of a batch as it is being written, built from the `articleText` deltas. */
export interface LiveArticle {
  index: number;
  keyword: string;
  text: string;
  /** The last sequence number applied; deltas at or below it are repeats. */
  seq: number;
  /** The section being written, as the server names it. */
  section: string | null;
  /** Set once the article is complete and stored. */
  articleId: string | null;
}

export interface ArticleDeltaLike {
  index: number;
  keyword: string;
  seq: number;
  text: string;
  /** The text replaces everything received so far (a late subscriber's catch-up, a section written again). */
  reset: boolean;
  section?: string | null;
  articleId?: string | null;
}

export function initialLiveArticles(keywords: string[]): LiveArticle[] {
  return keywords.map((keyword, index) => ({ index, keyword, text: '', seq: 0, section: null, articleId: null }));
}

/** Applies one delta: appended in sequence order, or replacing the text on a reset; repeats are ignored. */
export function applyDelta(articles: LiveArticle[], delta: ArticleDeltaLike): LiveArticle[] {
  const existing = articles.find((a) => a.index === delta.index);
  const current: LiveArticle = existing ?? {
    index: delta.index,
    keyword: delta.keyword,
    text: '',
    seq: 0,
    section: null,
    articleId: null,
  };
  if (delta.seq <= current.seq) return articles;
  const text = delta.reset ? delta.text : current.text + delta.text;
  const next: LiveArticle = {
    ...current,
    keyword: delta.keyword,
    text,
    seq: delta.seq,
    section: delta.section ?? current.section,
    articleId: delta.articleId ?? current.articleId,
  };
  const rest = articles.filter((a) => a.index !== delta.index);
  return [...rest, next].sort((a, b) => a.index - b.index);
}

export type ArticleProgress = 'waiting' | 'writing' | 'done';

export function articleProgress(article: LiveArticle): ArticleProgress {
  if (article.articleId) return 'done';
  return article.text.length > 0 || article.section ? 'writing' : 'waiting';
}

/** Spec §8 "Generated N articles!", in the singular for one. */
export function generatedArticlesText(count: number): string {
  return `Generated ${count} ${count === 1 ? 'article' : 'articles'}!`;
}
