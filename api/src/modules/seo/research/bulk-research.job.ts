import type { EntityManager } from '@mikro-orm/postgresql';
import { BULK_RESEARCH_WORKFLOW, runBulkResearchJob, type BulkResearchActivities } from '@rankcraft/workflows';
import { defineJobKind, jobInputSchema } from '../../jobs/job-kind';
import type { JobProgressReports } from '../../jobs/job-progress';
import type { CreditsService } from '../../billing/credits.service';
import type { BulkResearchJobService } from './bulk-research-job.service';
import { createBulkResearchSettlement } from './research.factory';

interface BulkResearchJobDeps {
  em: EntityManager;
  jobProgress: JobProgressReports;
  creditsOn: (em: EntityManager) => CreditsService;
  bulkResearchJobs: BulkResearchJobService;
}

/** A bulk keyword research: batches of the provider's calls, one research per user at a time in process. */
export const bulkResearchJob = defineJobKind({
  id: 'bulk-research',
  input: jobInputSchema,
  workflowType: BULK_RESEARCH_WORKFLOW,
  orchestrate: runBulkResearchJob,
  lane: { queueSuffix: 'bulk-research', inProcessSlots: 2, inProcessSlotsPerUser: 1, temporalActivitySlots: 4 },
  settlement: (deps: BulkResearchJobDeps) => createBulkResearchSettlement(deps),
  createActivities: (unit, { cancellation }): BulkResearchActivities => ({
    startBulkResearch: ({ jobId }) => unit().bulkResearchJobs.begin(jobId),
    researchBatch: ({ jobId, batch }) => unit().bulkResearchJobs.researchBatch(jobId, batch, cancellation()),
    failBulkBatch: ({ jobId, batch, message }) => unit().bulkResearchJobs.failBatch(jobId, batch, message),
    finishBulkResearch: ({ jobId }) => unit().bulkResearchJobs.finish(jobId),
  }),
});
