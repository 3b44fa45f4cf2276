import type { Job } from './job.entity';

/** Runs jobs: in the api process (embedded default) or on Temporal workers. Both pass one contract suite. */
export interface JobRunner {
  readonly mode: 'in-process' | 'temporal';
  start(job: Job): Promise<void>;
  /**
   * Asks a running job to stop; it ends as cancelled once its current step has stopped. 'not-running'
   * means no run of it is known here, and the caller ends it (a run elsewhere stops at its next step).
   */
  cancel(jobId: string): Promise<'signalled' | 'not-running'>;
  close(): Promise<void>;
}
