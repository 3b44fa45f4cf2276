import retry from 'async-retry';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { ACTIVITY_RETRY_POLICY, runTrackerJob, type TrackerActivities } from '@rankcraft/workflows';
import type { Job } from './job.entity';
import type { JobRunner } from './job-runner';
import { NonRetryableError } from './non-retryable-error';

const MAX_CONCURRENT_JOBS = 2;
/** A queued or running in-process job untouched for this long belonged to a process that is gone. */
const ABANDONED_AFTER_MS = 2 * 60_000;

class JobCancelled extends Error {}

/**
 * Runs jobs inside the api process with the activities and the retry policy the Temporal workflow
 * uses. Cancellation takes effect between steps, as it does on Temporal.
 */
export class InProcessJobRunner implements JobRunner {
  readonly mode = 'in-process' as const;
  private readonly queue: string[] = [];
  private readonly running = new Map<string, AbortController>();
  private closed = false;

  constructor(
    private readonly activities: (signal?: AbortSignal) => TrackerActivities,
    private readonly freshEm: () => EntityManager,
    private readonly logger: Logger,
  ) {}

  async start(job: Job): Promise<void> {
    if (this.closed) throw new Error('The job runner is stopped.');
    if (!this.queue.includes(job.id) && !this.running.has(job.id)) this.queue.push(job.id);
    this.pump();
  }

  async cancel(jobId: string): Promise<'signalled' | 'not-running'> {
    const controller = this.running.get(jobId);
    if (controller) {
      controller.abort();
      return 'signalled';
    }
    const queued = this.queue.indexOf(jobId);
    if (queued >= 0) this.queue.splice(queued, 1);
    return 'not-running';
  }

  /** Picks up in-process jobs whose process died (after a restart, say) and runs them again. */
  async resumeAbandoned(): Promise<number> {
    const rows = await this.freshEm().execute<{ id: string }[]>(
      `update jobs set updated_at = now() where id in (
         select id from jobs where runner = 'in-process' and status in ('queued', 'running') and updated_at < ?
         for update skip locked) returning id`,
      [new Date(Date.now() - ABANDONED_AFTER_MS)],
    );
    for (const { id } of rows) if (!this.running.has(id) && !this.queue.includes(id)) this.queue.push(id);
    this.pump();
    return rows.length;
  }

  async close(): Promise<void> {
    this.closed = true;
    this.queue.length = 0;
    for (const controller of this.running.values()) controller.abort();
  }

  private pump(): void {
    while (!this.closed && this.running.size < MAX_CONCURRENT_JOBS && this.queue.length > 0) {
      const jobId = this.queue.shift()!;
      const controller = new AbortController();
      this.running.set(jobId, controller);
      void this.run(jobId, controller.signal).finally(() => {
        this.running.delete(jobId);
        this.pump();
      });
    }
  }

  private async run(jobId: string, signal: AbortSignal): Promise<void> {
    const activities = this.activities(signal);
    try {
      await runTrackerJob(withRetries(activities, signal), { jobId });
    } catch (error) {
      const cancelled = signal.aborted || error instanceof JobCancelled;
      const message = cancelled ? 'Cancelled.' : error instanceof Error ? error.message : String(error);
      if (!cancelled && !(error instanceof NonRetryableError)) this.logger.error({ err: error, jobId }, 'job failed');
      try {
        await activities.endJobUnfinished({ jobId, status: cancelled ? 'cancelled' : 'failed', message });
      } catch (endError) {
        this.logger.error({ err: endError, jobId }, 'could not record the end of a job');
      }
    }
  }
}

/** Each activity call retried per the shared policy; nothing starts once the job is cancelled. */
function withRetries(activities: TrackerActivities, signal: AbortSignal): TrackerActivities {
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
  return {
    createScheduledTrackerJob: call((input) => activities.createScheduledTrackerJob(input)),
    startTrackerRun: call((input) => activities.startTrackerRun(input)),
    checkTrackerKeywords: call((input) => activities.checkTrackerKeywords(input)),
    finishTrackerRun: call((input) => activities.finishTrackerRun(input)),
    endJobUnfinished: call((input) => activities.endJobUnfinished(input)),
  };
}

