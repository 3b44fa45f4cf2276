import * as React from 'react';
import { ARTICLE_HISTORY_KEY, readArticleHistory, type SavedArticle } from './article-history';

/** The saved-article list, kept fresh when another tab changes it. */
export function useArticleHistory(): SavedArticle[] {
  const [articles, setArticles] = React.useState<SavedArticle[]>(() => readArticleHistory());
  React.useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === ARTICLE_HISTORY_KEY) setArticles(readArticleHistory());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
  return articles;
}
