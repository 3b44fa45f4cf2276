import * as React from 'react';
import { useApolloClient, useMutation, useSubscription } from '@apollo/client/react';
import { graphql } from '../../gql';
import type { GeneratedArticle_ArticleFragment } from '../../gql/graphql';
import { CancelJobMutation, isJobFinished, useJob, type JobState } from '../jobs/use-job';
import { applyDelta, initialLiveArticles, type LiveArticle } from './live-articles';

graphql(`
  fragment GeneratedArticle_article on Article {
    id
    keyword
    flow
    source
    title
    metaDescription
    text
    wordCount
    keywordStat {
      keyword
      volume
      cpc {
        value
      }
      competition
    }
    writer
    writerSource
    jobId
    createdAt
  }
`);

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
      ...GeneratedArticle_article
    }
  }
`);

export type GeneratedArticle = GeneratedArticle_ArticleFragment;

export interface ArticleJobState {
  job: JobState | null;
  articles: LiveArticle[];
  /** The stored articles, once the job has ended. */
  finished: GeneratedArticle[] | null;
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
  onFinished: (job: JobState, articles: GeneratedArticle[]) => void,
): ArticleJobState {
  const client = useApolloClient();
  const [articles, setArticles] = React.useState<LiveArticle[]>(() => initialLiveArticles(keywords));
  const [finished, setFinished] = React.useState<GeneratedArticle[] | null>(null);
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
      .then(({ data }) => data?.jobArticles ?? [])
      .catch(() => [])
      .then((stored) => {
        setFinished(stored);
        // The stored text is the whole article: it replaces what was streamed.
        setArticles((current) =>
          current.map((article) => {
            const match = stored.find((s) => s.keyword === article.keyword);
            return match ? { ...article, text: match.text, articleId: match.id } : article;
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
