/** The workflow a Temporal Schedule starts every JOB_START_SWEEP_INTERVAL: starts the jobs stored but never handed to the runner. */
export const JOB_START_SWEEP_WORKFLOW = 'jobStartSweepWorkflow';

/** How often the sweep runs on Temporal (in process, the scheduler's tick runs it). */
export const JOB_START_SWEEP_INTERVAL = '1 minute';

export interface JobStartSweepActivities {
  /** Starts every job stored longer than JOB_START_SWEEP_AFTER_MS ago and never handed to the runner; answers how many. */
  startStrandedJobs(): Promise<number>;
}
