import type { JobInput } from './tracker-run';

/** How a job ends when it cannot finish: the activity every kind's workflow calls on a failure or a cancellation. */
export interface JobEndActivities {
  /** Records why the job ended without completing; its kind's settlement refunds what it did not do. */
  endJobUnfinished(input: JobInput & { status: 'failed' | 'cancelled'; message: string }): Promise<void>;
}
