import type { JobInput } from './tracker-run';

/** Workflow type name of a Search Console sync; the workflow id is the job id. */
export const SEARCH_CONSOLE_SYNC_WORKFLOW = 'searchConsoleSyncWorkflow';

/** The steps of a sync: each reads a run of days (newest first) and replaces what is stored of them, so a step run again writes the same rows. */
export interface SearchConsoleSyncActivities {
  /** Marks the job running and says how many steps it takes. */
  startSearchConsoleSync(input: JobInput): Promise<{ steps: number }>;
  /** Reads and stores the days of step `step`; waits out spent quotas (retried with backoff) within the step. */
  syncSearchConsoleStep(input: JobInput & { step: number }): Promise<void>;
  /** Completes the job with what was stored. */
  finishSearchConsoleSync(input: JobInput): Promise<void>;
}

/** The orchestration of a sync, shared by the Temporal workflow and the in-process runner. */
export async function runSearchConsoleSyncJob(activities: SearchConsoleSyncActivities, input: JobInput): Promise<void> {
  const { steps } = await activities.startSearchConsoleSync(input);
  for (let step = 0; step < steps; step++) await activities.syncSearchConsoleStep({ ...input, step });
  await activities.finishSearchConsoleSync(input);
}

/** Workflow type name started daily by the Search Console Schedule (Temporal mode). */
export const SEARCH_CONSOLE_DAILY_WORKFLOW = 'searchConsoleDailyWorkflow';

export interface SearchConsoleDailyActivities {
  /** Starts a sync of the newest days of every linked property (Google revises the last 2-3 days); how many it started. */
  startSearchConsoleDailySyncs(): Promise<number>;
}
