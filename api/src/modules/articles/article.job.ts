import type { EntityManager } from '@mikro-orm/postgresql';
import { ARTICLE_WORKFLOW, runArticleJob, type ArticleActivities } from '@rankcraft/workflows';
import type { CreditsService } from '../billing/credits.service';
import { defineJobKind, jobInputSchema } from '../jobs/job-kind';
import type { ArticleJobService } from './article-job.service';
import { ArticleJobSettlement } from './article-job-settlement';

interface ArticleJobDeps {
  em: EntityManager;
  credits: CreditsService;
  articleJobs: ArticleJobService;
}

/**
 * An article generation. A step streams one model answer, and ARTICLE_CONCURRENCY (3 by default) of
 * them per job run at once, so a worker has room for a few jobs' steps; the per-user cap on article
 * jobs bounds one user's share of turns.
 */
export const articleJob = defineJobKind({
  id: 'article',
  input: jobInputSchema,
  workflowType: ARTICLE_WORKFLOW,
  orchestrate: runArticleJob,
  lane: { queueSuffix: 'articles', inProcessSlots: 4, inProcessSlotsPerUser: 2, temporalActivitySlots: 12 },
  settlement: ({ em, credits }: ArticleJobDeps) => new ArticleJobSettlement({ em, credits }),
  createActivities: (unit, { cancellation }): ArticleActivities => ({
    startArticleJob: ({ jobId }) => unit().articleJobs.begin(jobId),
    outlineArticle: ({ jobId, index }) => unit().articleJobs.outline(jobId, index, cancellation()),
    writeArticleSection: ({ jobId, index, section }) => unit().articleJobs.writeSection(jobId, index, section, cancellation()),
    reviseArticle: ({ jobId, index, revision }) => unit().articleJobs.revise(jobId, index, revision, cancellation()),
    assembleArticle: ({ jobId, index }) => unit().articleJobs.assemble(jobId, index),
    finishArticleJob: ({ jobId }) => unit().articleJobs.finish(jobId),
  }),
});
