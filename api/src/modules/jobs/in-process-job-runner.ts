import { setTimeout as delay } from 'node:timers/promises';
import retry from 'async-retry';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { JOB_FAILED_MESSAGE, type ActivityRetryPolicy, type JobEndActivities } from '@rankcraft/workflows';
import { isUserFacing } from '../../common/app-error';
import type { Job, JobKind } from './job.entity';
import type { ActivityMap, JobKindRegistry } from './job-kind-registry';
import type { JobRunner } from './job-runner';
import { NonRetryableError } from './non-retryable-error';

/** A queued or running in-process job untouched for this long belonged to a process that is gone. */
const ABANDONED_AFTER_MS = 2 * 60_000;

class JobCancelled extends Error {}

/**
 * A job waiting between rounds (a webhook retry's backoff) touches its row this often, so it is not
 * taken for abandoned while it waits.
 */
const WAIT_TOUCH_INTERVAL_MS = 60_000;

interface QueuedJob {
  jobId: string;
  ownerId: string;
  kind: JobKind;
}

/**
 * Runs jobs inside the api process with the activities and the retry policy the Temporal workflow
 * uses. Cancellation takes effect between steps, as it does on Temporal. Scheduling is fair per
 * kind and user: each kind has its own slots, and a free one goes to the user running fewest jobs of
 * its kind, taking turns among equals, so a user's short job never waits for other users' queues.
 */
export class InProcessJobRunner implements JobRunner {
  readonly mode = 'in-process' as const;
  private readonly queue: QueuedJob[] = [];
  private readonly running = new Map<string, { controller: AbortController; waiting: boolean } & QueuedJob>();
  /** When each user (per kind) last had a job started, as a turn number: the longest waiting goes first. */
  private readonly lastTurn = new Map<string, number>();
  private turns = 0;
  private readonly settled = new Set<Promise<void>>();
  private closed = false;
  private activities: JobActivitiesOf | undefined;

  constructor(
    private readonly freshEm: () => EntityManager,
    private readonly logger: Logger,
    /** Each kind's slots and orchestration. */
    private readonly kinds: JobKindRegistry,
    /** How a failed activity is retried (the one policy Temporal's workflows use, or a test's quicker one). */
    private readonly retryPolicy: ActivityRetryPolicy,
  ) {}

  /**
   * Starts running jobs, with these activities (of a job's kind, given its cancellation signal). They come after
   * construction because the services they call start and cancel jobs on this runner, as a Temporal
   * worker is created after the client; jobs started before this wait in the queue.
   */
  serve(activities: JobActivitiesOf): void {
    this.activities = activities;
    this.pump();
  }

  async start(job: Job): Promise<void> {
    if (this.closed) throw new Error('The job runner is stopped.');
    this.enqueue({ jobId: job.id, ownerId: job.ownerId, kind: job.kind });
    this.pump();
  }

  async cancel(jobId: string): Promise<'signalled' | 'not-running'> {
    const running = this.running.get(jobId);
    if (running) {
      running.controller.abort();
      return 'signalled';
    }
    const queued = this.queue.findIndex((entry) => entry.jobId === jobId);
    if (queued >= 0) this.forgetTurnIfIdle(this.queue.splice(queued, 1)[0]);
    return 'not-running';
  }

  /**
   * Picks up in-process jobs whose process died (after a restart, say) and runs them again. The jobs
   * this process holds (waiting for a slot, or in a long step) are touched first, so no other
   * process takes them for abandoned. A queued job never handed to a runner is the job start
   * sweep's (JobHandOver), not taken here.
   */
  async resumeAbandoned(): Promise<number> {
    const held = [...this.queue.map((entry) => entry.jobId), ...this.running.keys()];
    if (held.length > 0) {
      await this.freshEm().execute(`update jobs set updated_at = now() where id in (${held.map(() => '?').join(', ')}) and status in ('queued', 'running')`, held);
    }
    const rows = await this.freshEm().execute<{ id: string; owner_id: string; kind: JobKind }[]>(
      `update jobs set updated_at = now() where id in (
         select id from jobs where runner = 'in-process' and status in ('queued', 'running') and (status = 'running' or handed_at is not null) and updated_at < ?
         for update skip locked) returning id, owner_id, kind`,
      [new Date(Date.now() - ABANDONED_AFTER_MS)],
    );
    for (const row of rows) this.enqueue({ jobId: row.id, ownerId: row.owner_id, kind: row.kind });
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
    const { activities } = this;
    if (!activities) return;
    for (;;) {
      const next = this.closed ? -1 : this.nextFairJob();
      if (next < 0) return;
      const [entry] = this.queue.splice(next, 1);
      const controller = new AbortController();
      this.running.set(entry.jobId, { controller, waiting: false, ...entry });
      this.lastTurn.set(turnKey(entry), ++this.turns);
      const settled: Promise<void> = this.run(entry, activities(entry.kind, controller.signal), controller.signal).finally(() => {
        this.running.delete(entry.jobId);
        this.settled.delete(settled);
        this.forgetTurnIfIdle(entry);
        this.pump();
      });
      this.settled.add(settled);
    }
  }

  /** A user with nothing left of this kind starts afresh (first in line) next time. */
  private forgetTurnIfIdle(job: QueuedJob): void {
    const key = turnKey(job);
    if (![...this.queue, ...this.running.values()].some((other) => turnKey(other) === key)) this.lastTurn.delete(key);
  }

  /**
   * The next job to start, or -1 when none may: of the kinds with a free slot, the user running
   * fewest jobs of that kind (below the per-user share), the one whose turn came longest ago among
   * equals, and their oldest queued job.
   */
  private nextFairJob(): number {
    const load = new Map<string, number>();
    const perKind = new Map<JobKind, number>();
    for (const job of this.running.values()) {
      if (job.waiting) continue;
      load.set(turnKey(job), (load.get(turnKey(job)) ?? 0) + 1);
      perKind.set(job.kind, (perKind.get(job.kind) ?? 0) + 1);
    }
    let best = -1;
    let bestRank: [number, number] = [Infinity, Infinity];
    this.queue.forEach((entry, index) => {
      const running = load.get(turnKey(entry)) ?? 0;
      const { lane } = this.kinds.get(entry.kind);
      if ((perKind.get(entry.kind) ?? 0) >= lane.inProcessSlots || running >= lane.inProcessSlotsPerUser) return;
      const rank: [number, number] = [running, this.lastTurn.get(turnKey(entry)) ?? 0];
      // Strictly better only: among one user's jobs the oldest (first queued) stays chosen.
      if (rank[0] < bestRank[0] || (rank[0] === bestRank[0] && rank[1] < bestRank[1])) [best, bestRank] = [index, rank];
    });
    return best;
  }

  private async run({ jobId, kind }: QueuedJob, activities: ActivityMap & JobEndActivities, signal: AbortSignal): Promise<void> {
    try {
      const definition = this.kinds.get(kind);
      const retried = withRetries(activities, signal, this.retryPolicy);
      const sleep = (ms: number) => this.wait(jobId, ms, signal);
      await (definition.orchestrateInProcess ? definition.orchestrateInProcess(retried, { jobId }, sleep) : definition.orchestrate(retried, { jobId }, sleep));
    } catch (error) {
      if (this.closed) return this.handBack([jobId]).catch((handBackError: unknown) => this.logger.error({ err: handBackError, jobId }, 'could not hand a job back'));
      const cancelled = signal.aborted || error instanceof JobCancelled;
      const forUsers = isUserFacing(error);
      const message = cancelled ? 'Cancelled.' : forUsers ? error.message : JOB_FAILED_MESSAGE;
      if (!cancelled && !forUsers) this.logger.error({ err: error, jobId }, 'job failed on an unexpected error');
      try {
        await activities.endJobUnfinished({ jobId, status: cancelled ? 'cancelled' : 'failed', message });
      } catch (endError) {
        this.logger.error({ err: endError, jobId }, 'could not record the end of a job');
      }
    }
  }

  /**
   * A job's wait between rounds: its slot is free meanwhile (another job may start), its row is
   * touched every minute, and a cancellation or close ends the wait at once. It goes on without
   * waiting for a slot.
   */
  private async wait(jobId: string, ms: number, signal: AbortSignal): Promise<void> {
    const running = this.running.get(jobId);
    if (running) running.waiting = true;
    this.pump();
    try {
      for (let left = ms; left > 0; left -= WAIT_TOUCH_INTERVAL_MS) {
        await delay(Math.min(left, WAIT_TOUCH_INTERVAL_MS), undefined, { signal }).catch(() => {
          throw new JobCancelled('Cancelled.');
        });
        if (left > WAIT_TOUCH_INTERVAL_MS) await this.freshEm().execute('update jobs set updated_at = ? where id = ?', [new Date(), jobId]);
      }
    } finally {
      if (running) running.waiting = false;
    }
  }
}

/** Each activity call retried per the shared policy; nothing starts once the job is cancelled. */
function withRetries<A extends ActivityMap>(activities: A, signal: AbortSignal, policy: ActivityRetryPolicy): A {
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
  return Object.fromEntries((Object.entries(activities) as [string, (input: unknown) => Promise<unknown>][]).map(([name, activity]) => [name, call(activity)])) as unknown as A;
}

/** The activities of a job of `kind`, given the job's cancellation signal. */
export type JobActivitiesOf = (kind: JobKind, signal: AbortSignal) => ActivityMap & JobEndActivities;

/** Turns are taken per user within a kind. */
function turnKey({ ownerId, kind }: QueuedJob): string {
  return `${kind}:${ownerId}`;
}
