import type { EntityManager } from '@mikro-orm/postgresql';
import { CONTENT_BRIEF_WORKFLOW, runContentBriefJob, type ContentBriefActivities } from '@rankcraft/workflows';
import type { CreditsService } from '../billing/credits.service';
import { defineJobKind, jobInputSchema } from '../jobs/job-kind';
import type { ContentBriefJobService } from './content-brief-job.service';
import { ContentBriefSettlement } from './content-brief-settlement';

interface ContentBriefJobDeps {
  em: EntityManager;
  credits: CreditsService;
  contentBriefJobs: ContentBriefJobService;
}

/** A content brief: a step reads one ranking page (seconds at most). */
export const contentBriefJob = defineJobKind({
  id: 'content-brief',
  input: jobInputSchema,
  workflowType: CONTENT_BRIEF_WORKFLOW,
  orchestrate: runContentBriefJob,
  lane: { queueSuffix: 'content-briefs', inProcessSlots: 4, inProcessSlotsPerUser: 2, temporalActivitySlots: 8 },
  settlement: ({ em, credits }: ContentBriefJobDeps) => new ContentBriefSettlement({ em, credits }),
  createActivities: (unit, { cancellation }): ContentBriefActivities => ({
    startContentBrief: ({ jobId }) => unit().contentBriefJobs.begin(jobId, cancellation()),
    readBriefPage: ({ jobId, index }) => unit().contentBriefJobs.readPage(jobId, index, cancellation()),
    finishContentBrief: ({ jobId }) => unit().contentBriefJobs.finish(jobId),
  }),
});
