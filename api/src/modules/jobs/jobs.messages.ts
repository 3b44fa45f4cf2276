import { JobStatus } from './job.entity';

/** What the jobs module tells its callers, and what a job step says when its job already ended. */
export const jobsMessages = {
  notFound: 'Job not found.',
  /** A step of a job that was cancelled or already ended elsewhere. */
  alreadyFinished: (status: JobStatus) => (status === JobStatus.cancelled ? 'Cancelled.' : `The job has already ${status}.`),
} as const;
