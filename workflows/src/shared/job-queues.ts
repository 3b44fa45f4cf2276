/** The kinds of job the workflows run (the api's Job.kind). */
export type JobKind = 'tracker-run' | 'article' | 'content-brief' | 'webhook-delivery' | 'tracker-backfill' | 'bulk-research' | 'report-render' | 'alert-email';

export const JOB_KINDS: readonly JobKind[] = ['tracker-run', 'article', 'content-brief', 'webhook-delivery', 'tracker-backfill', 'bulk-research', 'report-render', 'alert-email'];

/**
 * Each kind of job has a Temporal task queue of its own, polled by a Worker of its own with its own
 * activity slots (`npm run worker` runs one per kind). Temporal hands out a queue's tasks in the
 * order they were scheduled, so on one shared queue a backlog of article sections (each a minute or
 * so of a language model's time) held back every tracker step behind it; on separate queues a
 * tracker run waits only for other tracker steps. Within a queue, each workflow schedules its next
 * activity when one of its last ends (a job has a bounded number at once: ARTICLE_CONCURRENCY,
 * TRACKER_RUN_CONCURRENCY), so jobs take turns at the slots and a short job waits for a slot, never
 * for a long job to end; the per-user cap on article jobs bounds one user's share of turns.
 * Tracker runs stay on the configured queue, where the instances' Schedules start them.
 */
const JOB_QUEUE_SUFFIXES: Record<Exclude<JobKind, 'tracker-run'>, string> = {
  article: 'articles',
  'content-brief': 'content-briefs',
  'webhook-delivery': 'webhooks',
  'tracker-backfill': 'backfills',
  'bulk-research': 'bulk-research',
  'report-render': 'report-renders',
  'alert-email': 'alert-emails',
};

export function jobTaskQueue(baseTaskQueue: string, kind: JobKind): string {
  if (kind === 'tracker-run') return baseTaskQueue;
  return `${baseTaskQueue}-${JOB_QUEUE_SUFFIXES[kind]}`;
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
 * Activities each Worker runs at once, per kind. A tracker run's own activities are short (its steps
 * run on trackerStepQueue); an article step streams one model answer, and ARTICLE_CONCURRENCY
 * (3 by default) of them per job run at once. A content brief's step reads one page (seconds at most); a webhook round is a few HTTP requests of 10 s at most; an alert email job sends a few emails.
 * A report render holds a Chromium page (memory and a core) while it prints: two at once per worker,
 * and one per user (its owner's print slot, see runReportRenderJob), so two users' queues of large
 * reports do not keep a third user's render waiting for all of them.
 */
export const ACTIVITY_SLOTS_PER_WORKER: Record<JobKind, number> = { 'tracker-run': 8, article: 12, 'content-brief': 8, 'webhook-delivery': 16, 'tracker-backfill': 2, 'bulk-research': 4, 'report-render': 2, 'alert-email': 8 };

/**
 * Tracker steps a worker runs at once: two at SERP_CONCURRENCY 8 (the default), so one step's
 * searches fill the slots while the other starts or ends (steps hold at least 8 keywords), and one
 * more for each 4 slots beyond 8. More would only queue for the process's SERP slots while another
 * worker's stay idle.
 */
export function trackerStepSlots(serpConcurrency: number): number {
  return Math.max(2, Math.ceil(serpConcurrency / 4));
}
