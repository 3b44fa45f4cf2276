import { saveArticles, type SavedArticle } from '../articles/article-history';
import type { KeywordRow } from './generator-flow';

/** Spec §4: generated articles go to the browser's history as soon as they exist, with the keyword table's stats where the server had none. */
export function saveGeneratedArticles(articles: SavedArticle[], rows: KeywordRow[]): void {
  if (articles.length > 0) saveArticles(articles.map((article) => withRowStats(article, rows)));
}

function withRowStats(article: SavedArticle, rows: KeywordRow[]): SavedArticle {
  if (article.stats) return article;
  const row = rows.find((r) => r.keyword === article.keyword);
  return row ? { ...article, stats: { keyword: row.keyword, vol: row.volume, cpc: { value: row.cpc, currency: 'USD' }, competition: row.competition } } : article;
}
