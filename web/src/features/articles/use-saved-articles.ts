import * as React from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import { useAuth } from '../session/session-provider';
import { removeArticle, type SavedArticle } from './article-history';
import { useArticleHistory } from './use-article-history';

/** An article of the account, as the saved-articles list and the generator's finished batch read it. */
export const SavedArticleFragment = graphql(`
  fragment SavedArticle_article on Article {
    id
    keyword
    text
    createdAt
    contentScore
    scoreHistory
    keywordStat {
      keyword
      volume
      cpc {
        value
      }
      competition
    }
  }
`);

/** A server article as a saved article (the shape the browser's history keeps too). */
export function savedArticleFrom(ref: FragmentType<typeof SavedArticleFragment>): SavedArticle {
  const article = getFragmentData(SavedArticleFragment, ref);
  const stat = article.keywordStat;
  return {
    id: article.id,
    keyword: article.keyword,
    article: article.text,
    createdAt: Date.parse(article.createdAt) || Date.now(),
    stats: stat ? { keyword: stat.keyword, vol: stat.volume, cpc: { value: stat.cpc.value, currency: 'USD' }, competition: stat.competition } : undefined,
    contentScore: article.contentScore,
    scoreHistory: article.scoreHistory,
  };
}

export const SavedArticlesQuery = graphql(`
  query SavedArticles {
    articles {
      ...SavedArticle_article
    }
  }
`);

export const DeleteArticleMutation = graphql(`
  mutation DeleteSavedArticle($id: ID!) {
    deleteArticle(id: $id)
  }
`);

export interface SavedArticles {
  articles: SavedArticle[];
  loading: boolean;
  /** Where the list comes from: the account (synced across devices) or this browser. */
  origin: 'server' | 'browser';
  remove(id: string): Promise<void>;
}

/**
 * The saved articles: the account's list from the server when signed in, else the browser's
 * history (`article_history`), which stays the local copy either way.
 */
export function useSavedArticles(): SavedArticles {
  const { user, loading: sessionLoading } = useAuth();
  const local = useArticleHistory();
  const { data, loading } = useQuery(SavedArticlesQuery, { skip: !user, fetchPolicy: 'cache-and-network' });
  const [deleteArticle] = useMutation(DeleteArticleMutation, {
    update(cache, { data: result }, { variables }) {
      if (!result?.deleteArticle || !variables) return;
      cache.evict({ id: cache.identify({ __typename: 'Article', id: variables.id }) });
      cache.gc();
    },
  });

  const server = React.useMemo<SavedArticle[] | null>(() => data?.articles.map(savedArticleFrom) ?? null, [data]);

  const remove = React.useCallback(
    async (id: string) => {
      if (user) await deleteArticle({ variables: { id } });
      removeArticle(id);
    },
    [deleteArticle, user],
  );

  if (user) return { articles: server ?? [], loading: loading && !server, origin: 'server', remove };
  return { articles: local, loading: sessionLoading, origin: 'browser', remove };
}
