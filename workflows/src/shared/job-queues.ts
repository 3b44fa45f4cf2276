/**
 * Each kind of job has a Temporal task queue of its own (its definition's lane names the suffix),
 * polled by a Worker of its own with its own activity slots (`npm run worker` runs one per kind).
 * Temporal hands out a queue's tasks in the order they were scheduled, so on one shared queue a
 * backlog of article sections (each a minute or so of a language model's time) held back every
 * tracker step behind it; on separate queues a tracker run waits only for other tracker steps. Within
 * a queue, each workflow schedules its next activity when one of its last ends (a job has a bounded
 * number at once: ARTICLE_CONCURRENCY, TRACKER_RUN_CONCURRENCY), so jobs take turns at the slots and
 * a short job waits for a slot, never for a long job to end; the per-user cap on article jobs bounds
 * one user's share of turns. A kind without a suffix (tracker runs) stays on the configured queue,
 * where the instances' Schedules start them.
 */
export function jobTaskQueue(baseTaskQueue: string, queueSuffix: string | null): string {
  return queueSuffix === null ? baseTaskQueue : `${baseTaskQueue}-${queueSuffix}`;
}

/**
 * The task queue of a tracker run's steps (checkTrackerKeywords), beside the run's own queue (its
 * start, finish and end). A worker polls it with only as many slots as its SERP slots can keep busy
 * (trackerStepSlots), so the steps of one run spread over the workers instead of queueing for the
 * SERP slots of the first worker to poll; the short activities of other runs never wait behind them.
 */
export function trackerStepQueue(baseTaskQueue: string): string {
  return `${baseTaskQueue}-tracker-steps`;
}

/**
 * Tracker steps a worker runs at once: two at SERP_CONCURRENCY 8 (the default), so one step's
 * searches fill the slots while the other starts or ends (steps hold at least 8 keywords), and one
 * more for each 4 slots beyond 8. More would only queue for the process's SERP slots while another
 * worker's stay idle.
 */
export function trackerStepSlots(serpConcurrency: number): number {
  return Math.max(2, Math.ceil(serpConcurrency / 4));
}
