import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../common/app-error';
import type { Viewer } from '../../common/viewer';
import { User } from '../auth/user.entity';
import { CreditKind } from '../plans/credit-kind';
import { Job, JobStatus } from '../jobs/job.entity';
import type { JobService } from '../jobs/job.service';
import type { JobEvents } from '../jobs/job-events';
import { nextRunAfter } from './tracking-domain';
import { TrackingInstance } from './tracking-instance.entity';
import { trackingRunCost } from './tracking-run-cost';
import type { TrackerRepositoriesOn } from './tracker-repositories';
import { assertPlanIncludesTracking, findInstanceOfOrFail, lockInstance, UNFINISHED_JOB_STATUSES } from './tracking-instance-access';
import { payerOf, requireUser } from '../auth/access';
import { trackerMessages } from './tracker.messages';
import { workspaceOwnerAtWork } from '../auth/workspace-owner';
import { lockRow } from '../../db/row-locks';

/** Who hands a scheduled slot's job over: the runner, or a Temporal workflow that runs it as its child. */
export type ScheduledRunHandOver = 'runner' | 'parent-workflow';

/** How long a run started over REST is waited for before the caller gets the job as it stands. */
export const RUN_WAIT_MS = 60_000;

/**
 * Active (queued or running) tracker runs a user may have at once, so one user cannot fill the
 * runners' queue. Article jobs have their own cap and never use up this one.
 */
export const MAX_ACTIVE_RUNS_PER_USER = 10;

export interface TrackerRunStartServiceDeps {
  em: EntityManager;
  jobs: JobService;
  events: JobEvents;
  repositories: TrackerRepositoriesOn;
}

/** Starts tracker runs, by hand (charged, one at a time per instance) and for the schedule's slots (once per slot). */
export class TrackerRunStartService {
  private readonly em: EntityManager;
  private readonly jobs: JobService;
  private readonly events: JobEvents;
  private readonly repositories: TrackerRepositoriesOn;

  constructor({ em, jobs, events, repositories }: TrackerRunStartServiceDeps) {
    this.em = em;
    this.jobs = jobs;
    this.events = events;
    this.repositories = repositories;
  }

  /**
   * Starts a run by hand: checks the plan and the user's active runs, consumes a credit per keyword
   * and queues the job, all in one transaction. An instance runs once at a time (a unique index on
   * its unfinished tracker-run job): asking again returns the run under way and spends nothing.
   * `expectedCredits`: the cost a caller was quoted; a run that would now cost otherwise is refused.
   */
  async startRun(viewer: Viewer, instanceId: string, options: { expectedCredits?: number } = {}): Promise<Job> {
    const user = requireUser(viewer);
    const instance = await findInstanceOfOrFail(this.em, user, instanceId);
    const active = await this.activeRunOf(instance.id);
    if (active) return active;
    // The workspace's plan and credits: a member's run is paid for by its owner.
    const owner = payerOf(user);
    try {
      // A job no runner took fails and gives its credits back (JobService.start).
      return await this.jobs.start(async (em, starts) => {
        // The owner's row lock orders their concurrent starts, so the count below cannot be raced.
        await lockRow(em, 'users', owner.id);
        await assertRunsBelowLimit(em, owner);
        assertPlanIncludesTracking(owner);
        const locked = await lockInstance(em, instance.id);
        const searches = await this.repositories(em).keywords.searchCount(locked.id, locked.devices);
        const cost = { credits: CreditKind.TRACKING, amount: trackingRunCost(searches).credits, clientId: locked.clientId };
        if (options.expectedCredits !== undefined && cost.amount !== options.expectedCredits) throw new AppError('CONFLICT', trackerMessages.runCostChanged(options.expectedCredits, cost.amount));
        return starts.create('tracker-run', { owner, workspaceId: instance.workspaceId, subjectId: instance.id, total: searches, cost });
      });
    } catch (error) {
      if (!(error instanceof UniqueConstraintViolationException)) throw error;
      const running = await this.activeRunOf(instance.id);
      if (!running) throw error;
      return running;
    }
  }

  /** Starts a run (or joins the one under way) and waits up to RUN_WAIT_MS for it to end. */
  async runAndWait(viewer: Viewer, instanceId: string): Promise<Job> {
    const started = await this.startRun(viewer, instanceId);
    return this.jobs.waitUntilFinished(started.id, this.events, RUN_WAIT_MS);
  }

  private activeRunOf(instanceId: string): Promise<Job | null> {
    return this.em.fork().findOne(Job, { subjectId: instanceId, kind: 'tracker-run', status: { $in: UNFINISHED_JOB_STATUSES } });
  }

  /**
   * Creates and starts the job of one scheduled slot, once: the key makes a second scheduler (another
   * api process, a retried Temporal activity) get the same job. One transaction creates the job and
   * spends its credits (JobService.start); a job the runner does not take is started by the start
   * sweep. `handOver`: the runner's, or a Temporal workflow's that runs the job as its child. Without
   * credits the slot's job is stored failed, so the owner sees why the run did not happen. Returns null
   * when the instance is gone or already running (the slot is then skipped: one active run per instance).
   */
  async createScheduledJob(instanceId: string, slotKey: string, handOver: ScheduledRunHandOver): Promise<{ job: Job; created: boolean } | null> {
    const existing = await this.em.findOne(Job, { idempotencyKey: slotKey });
    if (existing) return { job: existing, created: false };
    const instance = await this.em.findOne(TrackingInstance, { id: instanceId });
    if (!instance) return null;
    await this.advancePassedNextRun(instance);
    const owner = await workspaceOwnerAtWork(this.em, instance.workspaceId);
    if (!owner) return null;
    try {
      const job = await this.jobs.start(async (em, starts) => {
        const locked = await lockInstance(em, instance.id);
        const searches = await this.repositories(em).keywords.searchCount(locked.id, locked.devices);
        assertPlanIncludesTracking(owner);
        const cost = { credits: CreditKind.TRACKING, amount: trackingRunCost(searches).credits, clientId: locked.clientId };
        const request = { owner, workspaceId: instance.workspaceId, subjectId: instance.id, total: searches, idempotencyKey: slotKey, cost };
        return handOver === 'runner' ? starts.create('tracker-run', request) : starts.createForParent('tracker-run', request);
      }, 'leave-for-sweep');
      return { job, created: true };
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) return this.sameSlotJob(slotKey);
      if (!(error instanceof AppError)) throw error;
      return this.storeRefusedSlot(owner, instance, slotKey, error);
    }
  }

  /** A slot refused (no credits, a plan without tracking): its job stored failed with the reason. */
  private async storeRefusedSlot(owner: User, instance: TrackingInstance, slotKey: string, refusal: AppError): Promise<{ job: Job; created: boolean } | null> {
    try {
      const searches = await this.repositories(this.em).keywords.searchCount(instance.id, instance.devices);
      const job = await this.jobs.create(owner, instance.workspaceId, 'tracker-run', instance.id, searches, slotKey);
      await this.jobs.endUnfinished(job, JobStatus.failed, refusal.message);
      return { job, created: true };
    } catch (error) {
      if (!(error instanceof UniqueConstraintViolationException)) throw error;
      return this.sameSlotJob(slotKey);
    }
  }

  /** The slot's job another scheduler stored first, or null when the instance's run under way took the slot. */
  private async sameSlotJob(slotKey: string): Promise<{ job: Job; created: boolean } | null> {
    this.em.clear();
    const sameSlot = await this.em.findOne(Job, { idempotencyKey: slotKey });
    return sameSlot ? { job: sameSlot, created: false } : null;
  }

  /**
   * A scheduled slot has come, so the instance's next run is the schedule's following slot. The
   * in-process scheduler moved it when it claimed the slot; a Temporal Schedule keeps its own times,
   * so without this next_run_at would stay on the slot that just ran. Same cron maths as both schedulers.
   */
  private async advancePassedNextRun(instance: TrackingInstance): Promise<void> {
    const now = new Date();
    if (instance.nextRunAt && instance.nextRunAt > now) return;
    instance.nextRunAt = nextRunAfter(instance, now);
    await this.em.flush();
  }
}

async function assertRunsBelowLimit(em: EntityManager, user: User): Promise<void> {
  const active = await em.count(Job, { ownerId: user.id, kind: 'tracker-run', status: { $in: UNFINISHED_JOB_STATUSES } });
  if (active >= MAX_ACTIVE_RUNS_PER_USER) {
    throw new AppError('TOO_MANY_REQUESTS', trackerMessages.tooManyActiveRuns(MAX_ACTIVE_RUNS_PER_USER));
  }
}
