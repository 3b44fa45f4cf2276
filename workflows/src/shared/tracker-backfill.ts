import type { JobInput } from './tracker-run';

/** Workflow type name of a competitor backfill; the workflow id is the job id. */
export const TRACKER_BACKFILL_WORKFLOW = 'trackerBackfillWorkflow';

/** The step of a backfill: a new company's positions in every stored results page of its instance, in SQL. */
export interface TrackerBackfillActivities {
  /** Idempotent: run again, it rewrites the same rows. Reports progress per batch of runs. */
  backfillCompany(input: JobInput): Promise<void>;
}

/** The orchestration of a backfill, shared by the Temporal workflow and the in-process runner. */
export async function runTrackerBackfillJob(activities: TrackerBackfillActivities, input: JobInput): Promise<void> {
  await activities.backfillCompany(input);
}
