import { saveArticles, type SavedArticle } from '../articles/article-history';
import type { KeywordRow } from './generator-flow';
import type { GeneratedArticle } from './use-article-job';

/** Spec §4: generated articles go to the browser's history as soon as they exist. */
export function toSavedArticle(article: GeneratedArticle, rows: KeywordRow[]): SavedArticle {
  // The keyword table's stats of the article's keyword.
  const row = rows.find((r) => r.keyword === article.keyword);
  return {
    id: article.id,
    keyword: article.keyword,
    article: article.text,
    createdAt: Date.parse(article.createdAt) || Date.now(),
    stats: row ? { keyword: row.keyword, vol: row.volume, cpc: { value: row.cpc, currency: 'USD' }, competition: row.competition } : undefined,
  };
}

export function saveGeneratedArticles(articles: GeneratedArticle[], rows: KeywordRow[]): void {
  if (articles.length > 0) saveArticles(articles.map((article) => toSavedArticle(article, rows)));
}
