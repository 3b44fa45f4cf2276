/** The kinds of job the workflows run (the api's Job.kind). */
export type JobKind = 'tracker-run' | 'article';

export const JOB_KINDS: readonly JobKind[] = ['tracker-run', 'article'];

/**
 * Each kind of job has a Temporal task queue of its own, polled by a Worker of its own with its own
 * activity slots (`npm run worker` runs one per kind). Temporal hands out a queue's tasks in the
 * order they were scheduled, so on one shared queue a backlog of article sections (each a minute or
 * so of a language model's time) held back every tracker step behind it; on separate queues a
 * tracker run waits only for other tracker steps. Within a queue, each workflow schedules its next
 * activity when the last one ends, so jobs take turns at the slots and a short job waits for a slot,
 * never for a long job to end; the per-user cap on article jobs bounds one user's share of turns.
 * Tracker runs stay on the configured queue, where the instances' Schedules start them.
 */
export function jobTaskQueue(baseTaskQueue: string, kind: JobKind): string {
  return kind === 'tracker-run' ? baseTaskQueue : `${baseTaskQueue}-articles`;
}

/**
 * Activities each Worker runs at once, per kind. A tracker step fans out to the process's SERP
 * slots (SERP_CONCURRENCY, 8 by default), which more steps would only queue for; an article step
 * streams one model answer, and ARTICLE_CONCURRENCY (3 by default) of them per job run at once.
 */
export const ACTIVITY_SLOTS_PER_WORKER: Record<JobKind, number> = { 'tracker-run': 8, article: 12 };
