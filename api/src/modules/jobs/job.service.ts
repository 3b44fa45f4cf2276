import type { EntityManager } from '@mikro-orm/postgresql';
import { JOB_FAILED_MESSAGE } from '@rankcraft/workflows';
import { AppError } from '../../common/app-error';
import { endWithSources } from '../../common/end-with-sources';
import { isUuid } from '../../common/validation';
import type { Viewer } from '../../common/viewer';
import type { User } from '../auth/user.entity';
import type { CreditsService } from '../billing/credits.service';
import type { CreditKind } from '../plans/credit-kind';
import { FINISHED_STATUSES, Job, JobStatus, type JobKind } from './job.entity';
import { snapshotOf, type JobEvents, type JobSnapshot } from './job-events';
import type { JobRunner } from './job-runner';
import { requireUser, workspaceOf } from '../auth/access';
import { jobsMessages } from './jobs.messages';

const MAX_LISTED_JOBS = 100;

/**
 * What a kind of job settles when it ends unfinished, before the job is marked ended: it gives back
 * the credits of the work it did not do and closes its own records. A repeated call is harmless.
 */
export interface UnfinishedJobSettlement {
  settle(job: Job, ending?: JobEnding): Promise<void>;
}

/** How an unfinished job ends. */
export interface JobEnding {
  status: JobStatus.failed | JobStatus.cancelled;
  message: string;
}

/** What a job costs its owner, spent from their credits when it is created. */
export interface JobCost {
  credits: CreditKind;
  amount: number;
  /** The client whose project the job works on: its monthly budget caps the spend. */
  clientId?: string | null;
}

/** A job to create: its owner, what it works on, its steps, and what it costs (spent from the owner's credits). */
export type JobRequest = {
  /** The workspace the job works in: its members see it (the owner is who started it, or whose plan pays). */
  workspaceId: string;
  subjectId?: string | null;
  /** Its progress total (steps, keywords, articles...). */
  total: number;
  /** A second start with the same key fails on the unique index instead of making a second job. */
  idempotencyKey?: string | null;
} & ({ owner: User; cost: JobCost } | { owner: Pick<User, 'id'>; cost?: undefined });

/** How the work of a start (one transaction) makes its jobs. */
export interface JobStarts {
  /** Creates a job of `kind`, spending its cost; it is handed to the runner once the transaction commits. */
  create(kind: JobKind, request: JobRequest): Promise<Job>;
  /**
   * Creates a job as `create` does that the caller hands over itself once the transaction commits (a
   * Temporal workflow that runs it as its child records the hand-over); the start sweep starts it if
   * that never happens.
   */
  createForParent(kind: JobKind, request: JobRequest): Promise<Job>;
  /** A job stored earlier that may never have been handed over (its process died, say): handed over again. */
  handOverAgain(job: Job): void;
}

/**
 * What becomes of a job the runner did not take (Temporal unreachable, say); the error is thrown
 * either way. `end`: it fails with `message`, its kind's settlement refunding its cost, so its owner
 * sees why at once. `leave-for-sweep`: it stays queued and the start sweep starts it a little later
 * (for work no user waits on, where a late start beats none).
 */
export type JobHandOverFailure = { end: string } | 'leave-for-sweep';

export interface JobServiceDeps {
  em: EntityManager;
  events: JobEvents;
  runner: JobRunner;
  /** What each kind settles when a job ends unfinished (its definition's settlement, on this unit of work). */
  settlementOf: (kind: JobKind) => UnfinishedJobSettlement;
  /** The credits ledger on a transaction's context (a job's cost is spent in the transaction that creates it). */
  creditsOn: (em: EntityManager) => Pick<CreditsService, 'spend'>;
}

/** Jobs for their owners, and the state changes the runners make; every change is published. */
export class JobService {
  private readonly em: EntityManager;
  private readonly events: JobEvents;
  private readonly runner: JobRunner;
  private readonly settlementOf: (kind: JobKind) => UnfinishedJobSettlement;
  private readonly creditsOn: (em: EntityManager) => Pick<CreditsService, 'spend'>;

  constructor({ em, events, runner, settlementOf, creditsOn }: JobServiceDeps) {
    this.em = em;
    this.events = events;
    this.runner = runner;
    this.settlementOf = settlementOf;
    this.creditsOn = creditsOn;
  }

  /**
   * The one way to start jobs: `work` runs in one transaction and creates its jobs there (each
   * spending its cost, beside whatever else it stores: a refusal leaves nothing behind); once it
   * commits, each job is handed to the runner. A job the runner does not take is ended and refunded,
   * or left to the start sweep (see JobHandOverFailure), and the error is thrown. A process that dies
   * between the commit and the hand-over leaves the job to the start sweep (JobHandOver).
   */
  async start<T>(work: (tx: EntityManager, starts: JobStarts) => Promise<T>, ifHandOverFails: JobHandOverFailure = { end: JOB_FAILED_MESSAGE }): Promise<T> {
    const created: Job[] = [];
    const result = await this.em.transactional((tx) => {
      const store = async (kind: JobKind, request: JobRequest) => {
        const job = await this.create(request.owner, request.workspaceId, kind, request.subjectId ?? null, request.total, request.idempotencyKey ?? null, tx);
        if (request.cost) await this.creditsOn(tx).spend(request.owner, request.cost.credits, request.cost.amount, job.id, { workspaceId: request.workspaceId, clientId: request.cost.clientId });
        return job;
      };
      return work(tx, {
        create: async (kind, request) => {
          const job = await store(kind, request);
          created.push(job);
          return job;
        },
        createForParent: store,
        handOverAgain: (job) => void created.push(job),
      });
    });
    for (const job of created) await this.handOver(job, ifHandOverFails);
    return result;
  }

  private async handOver(job: Job, ifHandOverFails: JobHandOverFailure): Promise<void> {
    try {
      await this.runner.start(job);
    } catch (error) {
      if (ifHandOverFails !== 'leave-for-sweep') await this.endRefunding(job.id, JobStatus.failed, ifHandOverFails.end);
      throw error;
    }
  }

  /** `em` is a transaction's context when the job is created together with other changes. Jobs are started with `start`. */
  async create(owner: Pick<User, 'id'>, workspaceId: string, kind: JobKind, subjectId: string | null, total: number, idempotencyKey: string | null = null, em: EntityManager = this.em): Promise<Job> {
    const job = em.create(Job, { kind, ownerId: owner.id, workspaceId, subjectId, runner: this.runner.mode, progressTotal: total, idempotencyKey });
    await em.flush();
    return job;
  }

  /** A user sees only their own jobs; anyone else's is "not found". Refused during maintenance, as all user work is. */
  async findOwnJobOrFail(viewer: Viewer, jobId: string): Promise<Job> {
    const user = requireUser(viewer);
    const job = isUuid(jobId) ? await this.em.findOne(Job, { id: jobId, workspaceId: workspaceOf(user) }) : null;
    if (!job) throw new AppError('NOT_FOUND', jobsMessages.notFound);
    return job;
  }

  async listOwn(viewer: Viewer, limit: number): Promise<Job[]> {
    const user = requireUser(viewer);
    return this.em.find(Job, { workspaceId: workspaceOf(user) }, { orderBy: { createdAt: 'desc' }, limit: Math.min(Math.max(limit, 1), MAX_LISTED_JOBS) });
  }

  async cancel(viewer: Viewer, jobId: string): Promise<Job> {
    const job = await this.findOwnJobOrFail(viewer, jobId);
    // A job no runner holds (still queued, say) is ended here, with its refund, as a runner would end it.
    if (!job.finished && (await this.runner.cancel(job.id)) === 'not-running') {
      await this.endRefunding(job.id, JobStatus.cancelled, 'Cancelled.');
    }
    await this.em.refresh(job);
    return job;
  }

  /** The job once it has ended, or as it stands after `timeoutMs`. */
  async waitUntilFinished(jobId: string, events: JobEvents, timeoutMs: number): Promise<Job> {
    // Subscribe before reading, so an end between the read and the subscription is not missed.
    const updates = events.subscribe(jobId);
    const timeout = new Promise<'timeout'>((resolve) => setTimeout(resolve, timeoutMs, 'timeout').unref());
    try {
      let job = await this.getJobOrFail(jobId);
      while (!job.finished) {
        const next = await Promise.race([updates.next(), timeout]);
        if (next === 'timeout' || next.done) break;
        if (FINISHED_STATUSES.includes(next.value.status)) break;
      }
      job = await this.em.refresh(job) ?? job;
      return job;
    } finally {
      await updates.return?.();
    }
  }

  /** The job's state now, then every change, ending with the change that finishes it, or at once when its reader stops. */
  follow(owned: Job, events: JobEvents): AsyncIterableIterator<JobSnapshot> {
    const updates = events.subscribe(owned.id);
    return endWithSources(this.snapshotsOf(owned, updates), [updates]);
  }

  private async *snapshotsOf(owned: Job, updates: AsyncIterableIterator<JobSnapshot>): AsyncGenerator<JobSnapshot> {
    try {
      const current = snapshotOf(await this.em.refresh(owned) ?? owned);
      yield current;
      if (FINISHED_STATUSES.includes(current.status)) return;
      for await (const update of updates) {
        yield update;
        if (FINISHED_STATUSES.includes(update.status)) return;
      }
    } finally {
      await updates.return?.();
    }
  }

  async getJobOrFail(jobId: string): Promise<Job> {
    return this.em.findOneOrFail(Job, { id: jobId });
  }

  async markRunning(job: Job, total: number): Promise<void> {
    if (job.status === JobStatus.queued) {
      job.status = JobStatus.running;
      job.startedAt = new Date();
    }
    job.progressTotal = total;
    await this.save(job);
  }

  async reportProgress(job: Job, done: number, message: string | null): Promise<void> {
    job.progressDone = done;
    job.progressMessage = message;
    await this.save(job);
  }

  async succeed(job: Job, result: Record<string, unknown>, message: string): Promise<void> {
    if (job.finished) return;
    Object.assign(job, { status: JobStatus.succeeded, result: { ...job.result, ...result }, progressDone: job.progressTotal, progressMessage: message, finishedAt: new Date() });
    await this.save(job);
  }

  /** Ends a job that cannot finish, refunding (through its kind's settlement) what it did not do. */
  async endRefunding(jobId: string, status: JobStatus.failed | JobStatus.cancelled, message: string): Promise<void> {
    const job = await this.getJobOrFail(jobId);
    await this.settlementOf(job.kind).settle(job, { status, message });
    await this.endUnfinished(job, status, message);
  }

  /** Marks a job ended. */
  async endUnfinished(job: Job, status: JobStatus.failed | JobStatus.cancelled, message: string): Promise<void> {
    if (job.finished) return;
    Object.assign(job, { status, error: message, finishedAt: new Date() });
    await this.save(job);
  }

  private async save(job: Job): Promise<void> {
    await this.em.flush();
    await this.events.publish(snapshotOf(job));
  }
}
