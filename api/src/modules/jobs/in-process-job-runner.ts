import retry from 'async-retry';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { ACTIVITY_RETRY_POLICY, JOB_FAILED_MESSAGE, runArticleJob, runTrackerJob, USER_FACING_ERROR_TYPES, type JobInput } from '@rankcraft/workflows';
import type { JobActivities } from './activities';
import { Job, type JobKind } from './job.entity';
import type { JobRunner } from './job-runner';
import { NonRetryableError } from './non-retryable-error';

const MAX_CONCURRENT_JOBS = 4;
/** No user takes more than this many of the slots, and a free slot goes to the user running fewest jobs. */
const MAX_CONCURRENT_JOBS_PER_USER = 2;
/** A queued or running in-process job untouched for this long belonged to a process that is gone. */
const ABANDONED_AFTER_MS = 2 * 60_000;

class JobCancelled extends Error {}

/** Each kind of job's orchestration: the one its Temporal workflow runs. */
const ORCHESTRATIONS: Record<JobKind, (activities: JobActivities, input: JobInput) => Promise<void>> = {
  'tracker-run': runTrackerJob,
  article: runArticleJob,
};

interface QueuedJob {
  jobId: string;
  ownerId: string;
}

/**
 * Runs jobs inside the api process with the activities and the retry policy the Temporal workflow
 * uses. Cancellation takes effect between steps, as it does on Temporal.
 */
export class InProcessJobRunner implements JobRunner {
  readonly mode = 'in-process' as const;
  private readonly queue: QueuedJob[] = [];
  private readonly running = new Map<string, { controller: AbortController; ownerId: string }>();
  private readonly settled = new Set<Promise<void>>();
  private closed = false;

  constructor(
    private readonly activities: (signal?: AbortSignal) => JobActivities,
    private readonly freshEm: () => EntityManager,
    private readonly logger: Logger,
  ) {}

  async start(job: Job): Promise<void> {
    if (this.closed) throw new Error('The job runner is stopped.');
    this.enqueue({ jobId: job.id, ownerId: job.ownerId });
    this.pump();
  }

  async cancel(jobId: string): Promise<'signalled' | 'not-running'> {
    const running = this.running.get(jobId);
    if (running) {
      running.controller.abort();
      return 'signalled';
    }
    const queued = this.queue.findIndex((entry) => entry.jobId === jobId);
    if (queued >= 0) this.queue.splice(queued, 1);
    return 'not-running';
  }

  /** Picks up in-process jobs whose process died (after a restart, say) and runs them again. */
  async resumeAbandoned(): Promise<number> {
    const rows = await this.freshEm().execute<{ id: string; owner_id: string }[]>(
      `update jobs set updated_at = now() where id in (
         select id from jobs where runner = 'in-process' and status in ('queued', 'running') and updated_at < ?
         for update skip locked) returning id, owner_id`,
      [new Date(Date.now() - ABANDONED_AFTER_MS)],
    );
    for (const row of rows) this.enqueue({ jobId: row.id, ownerId: row.owner_id });
    this.pump();
    return rows.length;
  }

  /**
   * Stops taking work and hands every queued or running job back: they stop at their next step and
   * are left queued and due for resumeAbandoned, so a restarted or another process finishes them.
   */
  async close(): Promise<void> {
    this.closed = true;
    const queued = this.queue.splice(0).map((entry) => entry.jobId);
    for (const { controller } of this.running.values()) controller.abort();
    await Promise.all(this.settled);
    await this.handBack(queued);
  }

  private enqueue(entry: QueuedJob): void {
    if (!this.running.has(entry.jobId) && !this.queue.some((queued) => queued.jobId === entry.jobId)) this.queue.push(entry);
  }

  private async handBack(jobIds: string[]): Promise<void> {
    if (jobIds.length === 0) return;
    await this.freshEm().execute(
      `update jobs set status = 'queued', updated_at = ? where id in (${jobIds.map(() => '?').join(', ')}) and status in ('queued', 'running')`,
      [new Date(Date.now() - ABANDONED_AFTER_MS), ...jobIds],
    );
  }

  private pump(): void {
    while (!this.closed && this.running.size < MAX_CONCURRENT_JOBS) {
      const next = this.nextFairJob();
      if (next < 0) return;
      const [{ jobId, ownerId }] = this.queue.splice(next, 1);
      const controller = new AbortController();
      this.running.set(jobId, { controller, ownerId });
      const settled: Promise<void> = this.run(jobId, controller.signal).finally(() => {
        this.running.delete(jobId);
        this.settled.delete(settled);
        this.pump();
      });
      this.settled.add(settled);
    }
  }

  /** The oldest queued job of the user running fewest jobs, below the per-user limit; -1 when none may start. */
  private nextFairJob(): number {
    const runningPerOwner = new Map<string, number>();
    for (const { ownerId } of this.running.values()) runningPerOwner.set(ownerId, (runningPerOwner.get(ownerId) ?? 0) + 1);
    let best = -1;
    let bestLoad = MAX_CONCURRENT_JOBS_PER_USER;
    this.queue.forEach((entry, index) => {
      const load = runningPerOwner.get(entry.ownerId) ?? 0;
      if (load < bestLoad) [best, bestLoad] = [index, load];
    });
    return best;
  }

  private async run(jobId: string, signal: AbortSignal): Promise<void> {
    const activities = this.activities(signal);
    try {
      const { kind } = await this.freshEm().findOneOrFail(Job, { id: jobId }, { fields: ['kind'] });
      await ORCHESTRATIONS[kind](withRetries(activities, signal), { jobId });
    } catch (error) {
      if (this.closed) return this.handBack([jobId]).catch((handBackError: unknown) => this.logger.error({ err: handBackError, jobId }, 'could not hand a job back'));
      const cancelled = signal.aborted || error instanceof JobCancelled;
      const forUsers = error instanceof Error && USER_FACING_ERROR_TYPES.includes(error.name);
      const message = cancelled ? 'Cancelled.' : forUsers ? error.message : JOB_FAILED_MESSAGE;
      if (!cancelled && !forUsers) this.logger.error({ err: error, jobId }, 'job failed on an unexpected error');
      try {
        await activities.endJobUnfinished({ jobId, status: cancelled ? 'cancelled' : 'failed', message });
      } catch (endError) {
        this.logger.error({ err: endError, jobId }, 'could not record the end of a job');
      }
    }
  }
}

/** Each activity call retried per the shared policy; nothing starts once the job is cancelled. */
function withRetries(activities: JobActivities, signal: AbortSignal): JobActivities {
  const policy = ACTIVITY_RETRY_POLICY;
  const call =
    <I, O>(activity: (input: I) => Promise<O>) =>
    (input: I): Promise<O> =>
      retry(
        async (bail) => {
          if (signal.aborted) return bail(new JobCancelled('Cancelled.')) as never;
          try {
            return await activity(input);
          } catch (error) {
            if (error instanceof NonRetryableError) return bail(error) as never;
            throw error;
          }
        },
        { retries: policy.maximumAttempts - 1, factor: policy.backoffCoefficient, minTimeout: policy.initialIntervalMs, maxTimeout: policy.maximumIntervalMs, randomize: false },
      );
  return Object.fromEntries((Object.entries(activities) as [string, (input: unknown) => Promise<unknown>][]).map(([name, activity]) => [name, call(activity)])) as unknown as JobActivities;
}

