import { runTrackerBackfillJob, TRACKER_BACKFILL_WORKFLOW, type TrackerBackfillActivities } from '@rankcraft/workflows';
import { defineJobKind, jobInputSchema } from '../jobs/job-kind';
import type { JobProgressReports } from '../jobs/job-progress';
import { TrackerBackfillSettlement, type TrackerBackfillService } from './tracker-backfill.service';

interface TrackerBackfillJobDeps {
  jobProgress: JobProgressReports;
  trackerBackfills: TrackerBackfillService;
}

/** A competitor's history filled from stored results pages: database work, two at a time. */
export const trackerBackfillJob = defineJobKind({
  id: 'tracker-backfill',
  input: jobInputSchema,
  workflowType: TRACKER_BACKFILL_WORKFLOW,
  orchestrate: runTrackerBackfillJob,
  lane: { queueSuffix: 'backfills', inProcessSlots: 2, inProcessSlotsPerUser: 2, temporalActivitySlots: 2 },
  settlement: ({ jobProgress }: TrackerBackfillJobDeps) => new TrackerBackfillSettlement(jobProgress),
  createActivities: (unit): TrackerBackfillActivities => ({
    backfillCompany: ({ jobId }) => unit().trackerBackfills.run(jobId),
  }),
});
