import { DEFAULT_TASK_QUEUE } from '@rankcraft/workflows';
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
