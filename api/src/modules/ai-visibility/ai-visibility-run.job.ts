import type { EntityManager } from '@mikro-orm/postgresql';
import { AI_VISIBILITY_REEXTRACTION_WORKFLOW, AI_VISIBILITY_RUN_WORKFLOW, runAiVisibilityJob, runAiVisibilityReextractionJob, type AiVisibilityReextractionActivities, type AiVisibilityRunActivities } from '@rankcraft/workflows';
import type { CreditsService } from '../billing/credits.service';
import { defineJobKind, jobInputSchema } from '../jobs/job-kind';
import type { JobProgressReports } from '../jobs/job-progress';
import type { AiVisibilityReextractionService } from './ai-visibility-reextraction.service';
import { AI_VISIBILITY_REEXTRACTION_KIND, reextractionSettlement } from './ai-visibility-reextraction.service';
import type { AiVisibilityRunJobService } from './ai-visibility-run-job.service';
import { AI_VISIBILITY_RUN_KIND } from './ai-visibility-run.service';
import { createAiVisibilityRunSettlement } from './ai-visibility.factory';

interface AiVisibilityRunJobDeps {
  em: EntityManager;
  jobProgress: JobProgressReports;
  creditsOn: (em: EntityManager) => CreditsService;
  aiVisibilityRunJobs: AiVisibilityRunJobService;
}

/** An AI visibility run: batches of engine calls, a few batches at once; one run per user at a time in process. */
export const aiVisibilityRunJob = defineJobKind({
  id: AI_VISIBILITY_RUN_KIND,
  input: jobInputSchema,
  workflowType: AI_VISIBILITY_RUN_WORKFLOW,
  orchestrate: runAiVisibilityJob,
  lane: { queueSuffix: 'ai-visibility', inProcessSlots: 2, inProcessSlotsPerUser: 1, temporalActivitySlots: 8 },
  settlement: (deps: AiVisibilityRunJobDeps) => createAiVisibilityRunSettlement(deps),
  createActivities: (unit, { cancellation }): AiVisibilityRunActivities => ({
    startAiVisibilityRun: ({ jobId }) => unit().aiVisibilityRunJobs.begin(jobId),
    askAiVisibilityBatch: ({ jobId, batch }) => unit().aiVisibilityRunJobs.askBatch(jobId, batch, cancellation()),
    failAiVisibilityBatch: ({ jobId, batch, message }) => unit().aiVisibilityRunJobs.failBatch(jobId, batch, message),
    finishAiVisibilityRun: ({ jobId }) => unit().aiVisibilityRunJobs.finish(jobId),
  }),
});

interface AiVisibilityReextractionJobDeps {
  jobProgress: JobProgressReports;
  aiVisibilityReextractions: AiVisibilityReextractionService;
}

/** A project's stored answers re-read for its brands: database work only. */
export const aiVisibilityReextractionJob = defineJobKind({
  id: AI_VISIBILITY_REEXTRACTION_KIND,
  input: jobInputSchema,
  workflowType: AI_VISIBILITY_REEXTRACTION_WORKFLOW,
  orchestrate: runAiVisibilityReextractionJob,
  lane: { queueSuffix: 'ai-visibility-reextraction', inProcessSlots: 2, inProcessSlotsPerUser: 2, temporalActivitySlots: 2 },
  settlement: ({ jobProgress }: AiVisibilityReextractionJobDeps) => reextractionSettlement(jobProgress),
  createActivities: (unit): AiVisibilityReextractionActivities => ({
    reextractAiAnswers: ({ jobId }) => unit().aiVisibilityReextractions.reextract(jobId),
  }),
});
