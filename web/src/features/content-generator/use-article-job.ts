import * as React from 'react';
import { useApolloClient, useMutation, useQuery, useSubscription } from '@apollo/client/react';
import { graphql } from '../../gql';
import type { ArticleJob_JobFragment, GeneratedArticle_ArticleFragment } from '../../gql/graphql';
import { applyDelta, initialLiveArticles, type LiveArticle } from './live-articles';

graphql(`
  fragment ArticleJob_job on Job {
    id
    kind
    status
    progress {
      done
      total
      message
    }
    error
  }
`);

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
      ...ArticleJob_job
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

export const ArticleJobUpdatedSubscription = graphql(`
  subscription ArticleJobUpdated($jobId: ID!) {
    jobUpdated(jobId: $jobId) {
      ...ArticleJob_job
    }
  }
`);

export const ArticleJobQuery = graphql(`
  query ArticleJob($id: ID!) {
    job(id: $id) {
      ...ArticleJob_job
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

export const CancelArticleJobMutation = graphql(`
  mutation CancelArticleJob($id: ID!) {
    cancelJob(id: $id) {
      ...ArticleJob_job
    }
  }
`);

export type ArticleJob = ArticleJob_JobFragment;
export type GeneratedArticle = GeneratedArticle_ArticleFragment;

const FINISHED = new Set<ArticleJob['status']>(['succeeded', 'failed', 'cancelled']);
export const isJobFinished = (job: ArticleJob) => FINISHED.has(job.status);

// The subscription follows the job; a slow poll keeps the screen right where websockets cannot connect.
const POLL_MS = 2000;

function furthest(a: ArticleJob | undefined, b: ArticleJob | undefined): ArticleJob | undefined {
  if (!a || !b) return a ?? b;
  if (isJobFinished(a) !== isJobFinished(b)) return isJobFinished(a) ? a : b;
  return b.progress.done >= a.progress.done ? b : a;
}

export interface ArticleJobState {
  job: ArticleJob | null;
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
  onFinished: (job: ArticleJob, articles: GeneratedArticle[]) => void,
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
  const updates = useSubscription(ArticleJobUpdatedSubscription, { variables: { jobId }, skip: !follow });
  const polled = useQuery(ArticleJobQuery, {
    variables: { id: jobId },
    skip: !follow,
    fetchPolicy: 'network-only',
    pollInterval: POLL_MS,
  });
  const job = furthest(polled.data?.job, updates.data?.jobUpdated) ?? null;

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

  const [cancelJob, { loading: cancelling }] = useMutation(CancelArticleJobMutation);
  const cancel = React.useCallback(async () => {
    await cancelJob({ variables: { id: jobId } });
  }, [cancelJob, jobId]);

  return { job, articles, finished, cancelling, cancel };
}
