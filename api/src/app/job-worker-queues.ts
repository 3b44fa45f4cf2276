import { trackerStepQueue, trackerStepSlots } from '@rankcraft/workflows';
import type { AppDeps } from './services';

/** One Temporal Worker of a worker process: its task queue, its activity slots, and whether it runs workflows too. */
export interface JobWorkerQueue {
  taskQueue: string;
  maxConcurrentActivityTaskExecutions: number;
  runsWorkflows: boolean;
}

/**
 * The Workers a worker process runs: one per registered job kind on that kind's task queue with its
 * activity slots (see JobLane), and one for the tracker runs' steps (see trackerStepQueue), which polls
 * only activities.
 */
export function jobWorkerQueues(deps: Pick<AppDeps, 'jobKinds' | 'config'>, taskQueue: string): JobWorkerQueue[] {
  return [
    ...deps.jobKinds.kinds.map((kind) => ({ taskQueue: deps.jobKinds.taskQueue(taskQueue, kind.id), maxConcurrentActivityTaskExecutions: kind.lane.temporalActivitySlots, runsWorkflows: true })),
    { taskQueue: trackerStepQueue(taskQueue), maxConcurrentActivityTaskExecutions: trackerStepSlots(deps.config.serp.concurrency), runsWorkflows: false },
  ];
}
