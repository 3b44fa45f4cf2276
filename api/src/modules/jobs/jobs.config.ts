import { ACTIVITY_RETRY_POLICY, DEFAULT_TASK_QUEUE, type ActivityRetryPolicy } from '@rankcraft/workflows';
import { z } from 'zod';
import { optionalString } from '../../common/environment';

export interface TemporalConfig {
  address: string;
  namespace: string;
  taskQueue: string;
}

/** Temporal, when TEMPORAL_ADDRESS is set; otherwise jobs run in the api process. */
export const temporalEnvironment = {
  TEMPORAL_ADDRESS: optionalString,
  TEMPORAL_NAMESPACE: z.string().default('default'),
  TEMPORAL_TASK_QUEUE: z.string().min(1).default(DEFAULT_TASK_QUEUE),
};

export function selectTemporalConfig(env: z.output<z.ZodObject<typeof temporalEnvironment>>): TemporalConfig | undefined {
  return env.TEMPORAL_ADDRESS ? { address: env.TEMPORAL_ADDRESS, namespace: env.TEMPORAL_NAMESPACE, taskQueue: env.TEMPORAL_TASK_QUEUE } : undefined;
}

export interface JobsConfig {
  /**
   * A job stored this long ago (JOB_START_SWEEP_AFTER_MS) and still never handed to the runner (its
   * process died between the commit and the start, or the start failed) is started by the sweep.
   */
  jobStartSweepAfterMs: number;
  /**
   * How the in-process runner (and report deliveries) retry a failed activity: the policy the
   * Temporal workflows use; tests pass a quicker one.
   */
  activityRetryPolicy: ActivityRetryPolicy;
}

export const jobsEnvironment = {
  JOB_START_SWEEP_AFTER_MS: optionalString.pipe(z.coerce.number<string | undefined>().int().min(100).max(24 * 60 * 60_000).default(120_000)),
};

export function selectJobsConfig(env: z.output<z.ZodObject<typeof jobsEnvironment>>): JobsConfig {
  return { jobStartSweepAfterMs: env.JOB_START_SWEEP_AFTER_MS, activityRetryPolicy: ACTIVITY_RETRY_POLICY };
}
