/** The workflow the job start sweep's pass Schedule starts (its interval: the api's app/periodic-passes.ts): starts the jobs stored but never handed to the runner. */
export const JOB_START_SWEEP_WORKFLOW = 'jobStartSweepWorkflow';

export interface JobStartSweepActivities {
  /** Starts every job stored longer than JOB_START_SWEEP_AFTER_MS ago and never handed to the runner; answers how many. */
  startStrandedJobs(): Promise<number>;
}
