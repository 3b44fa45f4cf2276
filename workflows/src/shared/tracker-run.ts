import { inLanes } from './lanes';

/** Workflow type name of a tracker run; the workflow id is the job id. */
export const TRACKER_RUN_WORKFLOW = 'trackerRunWorkflow';
/** Workflow type name started by an instance's Temporal Schedule. */
export const SCHEDULED_TRACKER_RUN_WORKFLOW = 'scheduledTrackerRunWorkflow';

export interface JobInput {
  jobId: string;
}

export interface ScheduledRunInput {
  instanceId: string;
}

export interface TrackerRunPlan {
  runId: string;
  /** Keywords still to check, in batches; one activity per batch. */
  batches: string[][];
  /** The device each batch is searched on (a batch holds one device's keywords); absent: desktop. */
  devices?: ('desktop' | 'mobile')[];
  /**
   * Batches checked at the same time (TRACKER_RUN_CONCURRENCY), by any workers. Absent from the plans
   * of runs started before runs were spread, which replay as they ran: one batch after the other.
   */
  concurrency?: number;
}

/** What a step reports: why the first of its keywords that failed for good failed, if any did. */
export interface TrackerStepOutcome {
  failure?: string;
}

/** What an instance's Temporal Schedule calls before a scheduled run. */
export interface ScheduledTrackerRunActivities {
  /** Creates the job of one scheduled slot (once per slot key); null when there is nothing to run. */
  createScheduledTrackerJob(input: ScheduledRunInput & { slotKey: string }): Promise<string | null>;
}

/** The steps of a tracker run. Each is idempotent: re-running one never duplicates result rows. */
export interface TrackerActivities {
  /** Marks the job running and creates (or finds, on a retry) its run. */
  startTrackerRun(input: JobInput): Promise<TrackerRunPlan>;
  /**
   * Fetches one SERP per keyword and stores every company's position. A keyword whose search failed
   * for good is left unchecked and named in the answer (absent from the answers of older workers).
   */
  checkTrackerKeywords(input: JobInput & { runId: string; keywords: string[]; device?: 'desktop' | 'mobile' }): Promise<TrackerStepOutcome | void>;
  /**
   * Completes the run and the job; when some keywords were not checked, fails the job instead (the run
   * ends partial and they are refunded), `failure` saying why the first of them failed.
   */
  finishTrackerRun(input: JobInput & { runId: string; failure?: string }): Promise<void>;
}

/**
 * The orchestration of a run, shared by the Temporal workflow and the in-process runner: up to
 * `plan.concurrency` batches at a time; after a step fails no new batch starts, the ones in flight
 * finish their step, then the first error is thrown. A keyword that failed for good does not fail its
 * step: every batch is checked, and the finish tells why the first such keyword failed.
 */
export async function runTrackerJob(activities: Pick<TrackerActivities, 'startTrackerRun' | 'checkTrackerKeywords' | 'finishTrackerRun'>, input: JobInput): Promise<void> {
  const plan = await activities.startTrackerRun(input);
  const steps = plan.batches.map((keywords, index) => ({ keywords, device: plan.devices?.[index] }));
  let failure: string | undefined;
  await inLanes(steps, plan.concurrency ?? 1, async ({ keywords, device }) => {
    const outcome = await activities.checkTrackerKeywords({ ...input, runId: plan.runId, keywords, ...(device ? { device } : {}) });
    failure ??= outcome?.failure;
  });
  await activities.finishTrackerRun({ ...input, runId: plan.runId, ...(failure ? { failure } : {}) });
}
