import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { Job } from './job.entity';
import type { JobRunner } from './job-runner';

/** Jobs one sweep transaction claims and starts at a time. */
const SWEEP_BATCH = 50;

export interface JobHandOverDeps {
  /** The configured runner itself (the sweep starts jobs on it, recording the hand-over in its own claim). */
  configured: JobRunner;
  freshEm: () => EntityManager;
  /** How long a stored job may wait for its hand-over before the sweep starts it (JOB_START_SWEEP_AFTER_MS). */
  afterMs: number;
  logger: Logger;
}

/**
 * A job is stored (queued) in a transaction and then handed to the runner. A process that dies in
 * between, or a start that fails (Temporal briefly unreachable), would leave it queued with nothing
 * to start it. So every hand-over is recorded on the job (`handed_at`), and the sweep starts the
 * queued jobs stored more than `afterMs` ago that were never handed over. A job handed over and
 * waiting (for a worker, or for a slot of the in-process runner) is the runner's and is left alone.
 */
export class JobHandOver {
  /** The runner the services start jobs on: the configured one, recording each hand-over. */
  readonly runner: JobRunner;

  readonly configured: JobRunner;
  private readonly freshEm: () => EntityManager;
  private readonly afterMs: number;
  private readonly logger: Logger;

  constructor({ configured, freshEm, afterMs, logger }: JobHandOverDeps) {
    this.configured = configured;
    this.freshEm = freshEm;
    this.afterMs = afterMs;
    this.logger = logger;
    this.runner = {
      mode: configured.mode,
      start: (job) => this.start(job),
      cancel: (jobId) => configured.cancel(jobId),
      close: () => configured.close(),
    };
  }

  /**
   * Records that the job is the runner's now (a workflow that starts it as its child, say). A
   * failure here is logged only: the job runs, and at worst the sweep starts it again later, which
   * the runner ignores for a job it holds (Temporal: same workflow id; in process: same queue).
   */
  async recordHandOver(jobId: string): Promise<void> {
    try {
      await this.freshEm().execute('update jobs set handed_at = now() where id = ? and handed_at is null', [jobId]);
    } catch (error) {
      this.logger.error({ err: error, jobId }, 'could not record that a job was handed to the runner');
    }
  }

  /**
   * Starts the jobs stored but never handed over, oldest first; answers how many it started. Each
   * is claimed under a row lock (SKIP LOCKED) held until its start is recorded, so sweeps running
   * at once in several processes never start one job twice; when a start fails, that job and the
   * rest stay unclaimed for the next sweep.
   */
  async sweep(): Promise<number> {
    let started = 0;
    for (;;) {
      const batch = await this.sweepBatch();
      started += batch.started;
      if (batch.claimed < SWEEP_BATCH || batch.started < batch.claimed) return started;
    }
  }

  private async start(job: Job): Promise<void> {
    await this.configured.start(job);
    await this.recordHandOver(job.id);
  }

  private sweepBatch(): Promise<{ claimed: number; started: number }> {
    return this.freshEm().transactional(async (em) => {
      const rows = await em.execute<{ id: string }[]>(
        `select id from jobs where status = 'queued' and handed_at is null and runner = ? and created_at < ?
         order by created_at limit ${SWEEP_BATCH} for update skip locked`,
        [this.configured.mode, new Date(Date.now() - this.afterMs)],
      );
      if (rows.length === 0) return { claimed: 0, started: 0 };
      const jobs = await em.find(Job, { id: { $in: rows.map((row) => row.id) } }, { orderBy: { createdAt: 'asc' } });
      const handed: string[] = [];
      for (const job of jobs) {
        try {
          await this.configured.start(job);
          handed.push(job.id);
          this.logger.warn({ jobId: job.id, kind: job.kind, storedAt: job.createdAt }, 'started a job that was stored but never started');
        } catch (error) {
          // The runner is failing (Temporal unreachable, say): this job and the rest wait for the next sweep.
          this.logger.error({ err: error, jobId: job.id, kind: job.kind }, 'could not start a job stored but never started; the next sweep tries again');
          break;
        }
      }
      if (handed.length > 0) await em.execute(`update jobs set handed_at = now() where id in (${handed.map(() => '?').join(', ')})`, handed);
      return { claimed: rows.length, started: handed.length };
    });
  }
}
