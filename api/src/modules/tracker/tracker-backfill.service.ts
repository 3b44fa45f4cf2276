import type { EntityManager } from '@mikro-orm/postgresql';
import { User } from '../auth/user.entity';
import type { Job } from '../jobs/job.entity';
import type { JobProgressReports } from '../jobs/job-progress';
import type { JobService, UnfinishedJobSettlement } from '../jobs/job.service';
import { NonRetryableError } from '../jobs/non-retryable-error';
import type { TrackerRepositories, TrackerRepositoriesOn } from './tracker-repositories';
import { TrackingInstance } from './tracking-instance.entity';
import { jobsMessages } from '../jobs/jobs.messages';
import { trackerMessages } from './tracker.messages';

/** Runs filled per statement: progress moves at least every this many runs. */
const RUNS_PER_BATCH = 10;
const DAY_MS = 24 * 60 * 60_000;

export interface TrackerBackfillServiceDeps {
  em: EntityManager;
  jobs: JobService;
  progress: JobProgressReports;
  /** Days results pages are kept (SNAPSHOT_RETENTION_DAYS). */
  retentionDays: number;
  repositories: TrackerRepositoriesOn;
}

/**
 * A company added to an instance gets its whole history from the results pages already stored: a
 * job whose one step writes its rows run batch by run batch in SQL, with progress per batch. No
 * vendor is called and no credit is spent. Also prunes pages past their retention.
 */
export class TrackerBackfillService {
  private readonly em: EntityManager;
  private readonly jobs: JobService;
  private readonly progress: JobProgressReports;
  private readonly retentionDays: number;
  private readonly stored: TrackerRepositories;

  constructor({ em, jobs, progress, retentionDays, repositories }: TrackerBackfillServiceDeps) {
    this.em = em;
    this.jobs = jobs;
    this.progress = progress;
    this.retentionDays = retentionDays;
    this.stored = repositories(em);
  }

  /** Starts one backfill job per domain; the caller has checked the instance is the owner's. */
  async start(instance: TrackingInstance, domains: string[]): Promise<Job[]> {
    const owner = await this.em.findOneOrFail(User, { id: instance.ownerId });
    const runs = await this.stored.snapshots.runsWithPages(instance.id);
    if (runs.length === 0) return [];
    const started: Job[] = [];
    for (const domain of domains) {
      // A job no runner took fails (JobService.start).
      const job = await this.jobs.start(async (em, starts) => {
        const created = await starts.create('tracker-backfill', { owner, workspaceId: instance.workspaceId, subjectId: instance.id, total: runs.length });
        created.result = { domain };
        await em.flush();
        return created;
      });
      started.push(job);
    }
    return started;
  }

  /** The job's step: idempotent, as every batch overwrites the rows it writes. */
  async run(jobId: string): Promise<void> {
    const job = await this.jobs.getJobOrFail(jobId);
    if (job.finished) throw new NonRetryableError(jobsMessages.alreadyFinished(job.status));
    const domain = typeof job.result?.domain === 'string' ? job.result.domain : null;
    const instance = job.subjectId ? await this.em.findOne(TrackingInstance, { id: job.subjectId }) : null;
    if (!instance || !domain) throw new NonRetryableError(trackerMessages.instanceDeleted);
    const { snapshots, results, tableCells } = this.stored;
    const runs = await snapshots.runsWithPages(instance.id);
    await this.jobs.markRunning(job, runs.length);
    const entries = await snapshots.entriesOf(domain);
    let rows = 0;
    for (let start = 0; start < runs.length; start += RUNS_PER_BATCH) {
      const batch = runs.slice(start, start + RUNS_PER_BATCH);
      rows += await snapshots.fillCompany(instance.id, domain, batch, entries);
      await results.summariseCompany(instance.id, domain, batch);
      const done = start + batch.length;
      this.progress.push(job.id, { done, message: `Filled ${done} of ${runs.length} runs for ${domain}`, item: domain });
    }
    // Once every run is filled: the company's best positions are final.
    await tableCells.store(instance.id);
    this.progress.discard(job.id);
    await this.jobs.succeed(job, { domain, runs: runs.length, rows }, `Filled ${runs.length} of ${runs.length} runs for ${domain}`);
  }

  /** Deletes the results pages of runs older than the retention; how many pages it deleted. */
  pruneSnapshots(now = new Date()): Promise<number> {
    return this.stored.snapshots.prune(new Date(now.getTime() - this.retentionDays * DAY_MS));
  }
}

/** A backfill spends nothing, so one that ends unfinished has nothing to give back; its rows so far stay. */
export class TrackerBackfillSettlement implements UnfinishedJobSettlement {
  constructor(private readonly progress: JobProgressReports) {}

  settle(job: Job): Promise<void> {
    this.progress.discard(job.id);
    return Promise.resolve();
  }
}
