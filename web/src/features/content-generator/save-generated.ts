import { saveArticles, type SavedArticle } from '../articles/article-history';
import type { KeywordRow } from './generator-flow';
import type { GeneratedArticle } from './use-article-job';

/** Spec §4: generated articles go to the browser's history as soon as they exist. */
export function toSavedArticle(article: GeneratedArticle, rows: KeywordRow[]): SavedArticle {
  // The server's stats of the target keyword, else the keyword table's.
  const stat = article.keywordStat;
  const row = rows.find((r) => r.keyword === article.keyword);
  return {
    id: article.id,
    keyword: article.keyword,
    article: article.text,
    createdAt: Date.parse(article.createdAt) || Date.now(),
    stats: stat
      ? { keyword: stat.keyword, vol: stat.volume, cpc: { value: stat.cpc.value, currency: 'USD' }, competition: stat.competition }
      : row
        ? { keyword: row.keyword, vol: row.volume, cpc: { value: row.cpc, currency: 'USD' }, competition: row.competition }
        : undefined,
  };
}

export function saveGeneratedArticles(articles: GeneratedArticle[], rows: KeywordRow[]): void {
  if (articles.length > 0) saveArticles(articles.map((article) => toSavedArticle(article, rows)));
}
