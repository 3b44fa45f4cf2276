import * as React from 'react';
import { useApolloClient, useMutation, useSubscription } from '@apollo/client/react';
import { graphql } from '../../gql';
import type { SavedArticle } from '../articles/article-history';
import { savedArticleFrom } from '../articles/use-saved-articles';
import { CancelJobMutation, isJobFinished, useJob, type JobState } from '../jobs/use-job';
import { applyDelta, initialLiveArticles, type LiveArticle } from './live-articles';

export const GenerateArticlesMutation = graphql(`
  mutation GenerateArticles($input: GenerateArticlesInput!) {
    generateArticles(input: $input) {
      ...UseJob_job
    }
  }
`);

export const ArticleTextSubscription = graphql(`
  subscription ArticleText($jobId: ID!) {
    articleText(jobId: $jobId) {
      jobId
      keyword
      index
      seq
      reset
      text
      section
      articleId
    }
  }
`);

export const JobArticlesQuery = graphql(`
  query JobArticles($jobId: ID!) {
    jobArticles(jobId: $jobId) {
      ...SavedArticle_article
    }
  }
`);

export interface ArticleJobState {
  job: JobState | null;
  articles: LiveArticle[];
  /** The stored articles, once the job has ended. */
  finished: SavedArticle[] | null;
  cancelling: boolean;
  cancel(): Promise<void>;
}

/**
 * Follows one article job: its text as it is written (`articleText`, appended in sequence order),
 * its progress (`jobUpdated`), and when it ends, the articles it stored (`jobArticles`).
 */
export function useArticleJob(
  jobId: string,
  keywords: string[],
  onFinished: (job: JobState, articles: SavedArticle[]) => void,
): ArticleJobState {
  const client = useApolloClient();
  const [articles, setArticles] = React.useState<LiveArticle[]>(() => initialLiveArticles(keywords));
  const [finished, setFinished] = React.useState<SavedArticle[] | null>(null);
  const handled = React.useRef(false);
  const onFinishedRef = React.useRef(onFinished);
  React.useEffect(() => {
    onFinishedRef.current = onFinished;
  }, [onFinished]);

  const follow = finished === null;
  useSubscription(ArticleTextSubscription, {
    variables: { jobId },
    skip: !follow,
    onData: ({ data }) => {
      const delta = data.data?.articleText;
      if (delta) setArticles((current) => applyDelta(current, delta));
    },
  });
  const job = useJob(jobId);

  React.useEffect(() => {
    if (!job || !isJobFinished(job) || handled.current) return;
    handled.current = true;
    void client
      .query({ query: JobArticlesQuery, variables: { jobId }, fetchPolicy: 'network-only' })
      .then(({ data }) => data?.jobArticles.map(savedArticleFrom) ?? [])
      .catch(() => [])
      .then((stored) => {
        setFinished(stored);
        // The stored text is the whole article: it replaces what was streamed.
        setArticles((current) =>
          current.map((article) => {
            const match = stored.find((s) => s.keyword === article.keyword);
            return match ? { ...article, text: match.article, articleId: match.id } : article;
          }),
        );
        onFinishedRef.current(job, stored);
      });
  }, [client, job, jobId]);

  const [cancelJob, { loading: cancelling }] = useMutation(CancelJobMutation);
  const cancel = React.useCallback(async () => {
    await cancelJob({ variables: { id: jobId } });
  }, [cancelJob, jobId]);

  return { job, articles, finished, cancelling, cancel };
}
