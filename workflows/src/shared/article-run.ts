import { inLanes } from './lanes';
import type { JobInput } from './tracker-run';

/** Workflow type name of an article generation; the workflow id is the job id. */
export const ARTICLE_WORKFLOW = 'articleWorkflow';

/** How many times the optimise step may revise one article. */
export const MAX_ARTICLE_REVISIONS = 2;

export interface ArticleRef {
  /** The article's place in the batch (0-based). */
  index: number;
  keyword: string;
  /** Revise the article after writing while its content score is below the goal (absent in plans made before the optimise step). */
  optimise?: boolean;
}

export interface ArticlePlan {
  /** Articles written at the same time. */
  concurrency: number;
  /** Articles not stored yet (all of them on a first run; fewer when a run resumes). */
  articles: ArticleRef[];
}

/**
 * The steps of an article generation. Each is idempotent: an outline or a section already stored is
 * not written again, and an article is stored once however often assembleArticle runs.
 */
export interface ArticleActivities {
  /** Marks the job running and says which articles are still to write. */
  startArticleJob(input: JobInput): Promise<ArticlePlan>;
  /** Plans the article (title, META description, section headings); returns its number of sections. */
  outlineArticle(input: JobInput & { index: number }): Promise<number>;
  /** Streams one section from the language model and stores it. */
  writeArticleSection(input: JobInput & { index: number; section: number }): Promise<void>;
  /**
   * Scores the article and, while the score is below its goal, streams revision `revision` (1-based)
   * from the language model and scores it; returns whether it revised (false: the goal is reached).
   */
  reviseArticle(input: JobInput & { index: number; revision: number }): Promise<boolean>;
  /** Stores the finished article (title, META description, body, stats, content score). */
  assembleArticle(input: JobInput & { index: number }): Promise<void>;
  /** Completes the job. */
  finishArticleJob(input: JobInput): Promise<void>;
}

/**
 * The orchestration of a generation, shared by the Temporal workflow and the in-process runner:
 * up to `concurrency` articles at a time, each outline → sections in order → (optimise: up to
 * MAX_ARTICLE_REVISIONS revisions while below the goal) → assemble. After a
 * failure no new article starts; the ones in flight finish their step, then the first error is thrown.
 */
export async function runArticleJob(activities: ArticleActivities, input: JobInput): Promise<void> {
  const plan = await activities.startArticleJob(input);
  await inLanes(plan.articles, plan.concurrency, async ({ index, optimise }) => {
    const sections = await activities.outlineArticle({ ...input, index });
    for (let section = 0; section < sections; section++) {
      await activities.writeArticleSection({ ...input, index, section });
    }
    if (optimise) {
      for (let revision = 1; revision <= MAX_ARTICLE_REVISIONS; revision++) {
        if (!(await activities.reviseArticle({ ...input, index, revision }))) break;
      }
    }
    await activities.assembleArticle({ ...input, index });
  });
  await activities.finishArticleJob(input);
}
