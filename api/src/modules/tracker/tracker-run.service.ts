import type { EntityManager } from '@mikro-orm/postgresql';
import PQueue from 'p-queue';
import type { TrackerRunPlan, TrackerStepOutcome } from '@rankcraft/workflows';
import { VendorError } from '../../common/vendor-error';
import { JobStatus, type Job } from '../jobs/job.entity';
import type { JobService } from '../jobs/job.service';
import type { JobProgressReports } from '../jobs/job-progress';
import { NonRetryableError } from '../jobs/non-retryable-error';
import { vendorRequests, type SerpClient, type SerpOutcome } from '../seo/serp/serp-client';
import { SERP_DEVICES, type SerpDevice, type SerpQuery } from '../seo/serp/serp-provider';
import { SerpSnapshotRepository } from './serp-snapshot.repository';
import { rankingOf } from './tracking-domain';
import { TrackingInstance } from './tracking-instance.entity';
import { searchKey, TrackerResultsRepository } from './tracker-results.repository';
import { TrackingKeywordsRepository } from './tracking-keywords.repository';
import { refreshKeywordVolumes } from './share-of-voice';
import type { ResearchProvider } from '../seo/research/research-provider';
import { TrackingRun } from './tracking-run.entity';
import type { WebhookEvents } from '../webhooks/webhook-events';

/** Told when a run has ended with results (completed or partial), before its job is marked ended; must be idempotent. */
export interface TrackerRunListener {
  runEnded(runId: string): Promise<void>;
}

/**
 * Vendor requests (keywords × the pages each needs) per activity at most. A step is the unit that
 * spreads over workers: steps of a run run at once (TRACKER_RUN_CONCURRENCY), each worker taking
 * as many as its SERP slots keep busy (trackerStepSlots), so a 1,000-keyword run is ~16 steps that
 * the workers share out as they free up, where 256-request steps gave 4 and the slower worker's last
 * one decided the run's end. Progress is reported per keyword, and a step's start and end no longer
 * pause the searching: the process's other step fills its SERP slots meanwhile.
 */
export const REQUESTS_PER_BATCH = 64;

/**
 * Keywords per activity: REQUESTS_PER_BATCH worth, a multiple of the default SERP concurrency (8) so
 * no batch ends on a round with a single call in flight. 64 keywords at one page each, 8 at ten.
 */
export function keywordsPerBatch(pagesPerKeyword: number): number {
  return Math.max(1, Math.ceil(REQUESTS_PER_BATCH / Math.max(1, pagesPerKeyword) / 8)) * 8;
}

/**
 * Failed vendor requests a keyword may retry in a whole run, on top of one request per page its
 * depth needs. It is one budget for the SERP client's retries (3 tries a request) and the step's
 * (activity) retries together, counted in tracking_run_keyword_calls as each request is sent (so
 * the requests of a worker that died mid-step count too); before it, the two multiplied (3 × 4 =
 * 12 paid calls for a one-page keyword, now at most 4). One more than the client's own retries, so
 * a step retried after the client gave up still gets one try.
 */
export const RETRIES_PER_KEYWORD = 3;

/**
 * The steps of a tracker run, called by the activities. One SERP fetch per keyword serves every
 * company of the instance. Every step is idempotent.
 */
export class TrackerRunService {
  private readonly results: TrackerResultsRepository;
  private readonly snapshots: SerpSnapshotRepository;

  constructor(
    private readonly em: EntityManager,
    private readonly jobs: JobService,
    private readonly serp: SerpClient,
    private readonly progress: JobProgressReports,
    /** Steps of a run checked at the same time (TRACKER_RUN_CONCURRENCY). */
    private readonly runConcurrency: number,
    private readonly listener: TrackerRunListener,
    private readonly webhookEvents: WebhookEvents,
    /** Where share of voice's search volumes come from; none: volumes are not refreshed. */
    private readonly research?: ResearchProvider,
  ) {
    this.results = new TrackerResultsRepository(em);
    this.snapshots = new SerpSnapshotRepository(em);
  }

  async begin(jobId: string): Promise<TrackerRunPlan> {
    const job = await this.runnableJobOrFail(jobId);
    const instance = await this.instanceOrFail(job);
    let run = await this.em.findOne(TrackingRun, { jobId: job.id });
    if (!run) {
      const { source, name } = this.serp.provider;
      run = this.em.create(TrackingRun, { instanceId: instance.id, jobId: job.id, source, provider: name, depth: instance.resultCount });
      job.result = { runId: run.id };
    }
    // Each keyword on each of its devices is one search (and one credit).
    const searches = await new TrackingKeywordsRepository(this.em).searches(instance.id, instance.devices);
    await this.jobs.markRunning(job, searches.length);
    const checked = await this.results.checkedSearches(run.id);
    const size = keywordsPerBatch(vendorRequests(serpQuery(instance, run.depth, ''), this.serp.provider.resultsPerRequest).length);
    const batches: string[][] = [];
    const devices: SerpDevice[] = [];
    for (const device of SERP_DEVICES) {
      const remaining = searches.filter((search) => search.device === device && !checked.has(searchKey(search))).map((search) => search.keyword);
      for (let start = 0; start < remaining.length; start += size) {
        batches.push(remaining.slice(start, start + size));
        devices.push(device);
      }
    }
    return { runId: run.id, batches, devices, concurrency: this.runConcurrency };
  }

  /**
   * `signal` aborts the SERP calls in flight when the job is cancelled. Each vendor request is
   * recorded on the run before it is sent, within the keyword's budget; each keyword's rows (and
   * the pages they took) are stored as soon as its search ends, and the job's progress names it
   * (coalesced per job by `progress`). Other steps of the run may be running at the same time, here
   * or on other workers: the count reported is the run's, from the database.
   *
   * A keyword whose search failed for good (the vendor refused that query, or its requests are used
   * up) is left unchecked and the step goes on: the answer says why, and the run's finish ends it
   * partial. A failure a retry may cure fails the step (retried, keywords stored kept); one of the
   * account (auth, credits) or the job (cancelled) fails the run.
   */
  async checkKeywords(jobId: string, runId: string, keywords: string[], signal?: AbortSignal, device: SerpDevice = 'desktop'): Promise<TrackerStepOutcome> {
    const job = await this.runnableJobOrFail(jobId);
    const instance = await this.instanceOrFail(job);
    const run = await this.em.findOneOrFail(TrackingRun, { id: runId });
    // On a retry, keywords a previous attempt stored are not fetched again.
    const checked = await this.results.checkedKeywords(run.id, device, keywords);
    const pending = keywords.filter((keyword) => !checked.has(keyword));
    const callsPerKeyword = vendorRequests(serpQuery(instance, run.depth, ''), this.serp.provider.resultsPerRequest).length + RETRIES_PER_KEYWORD;
    const total = job.progressTotal;
    // Searches end a few at a time: those that ended while the previous write ran are written together
    // (one write at a time, and at most one waiting, which takes every search ended by its turn).
    const ended: SerpOutcome[] = [];
    const writes = new PQueue({ concurrency: 1 });
    let storeFailure: Error | undefined;
    const storeEnded = async () => {
      const outcomes = ended.splice(0);
      if (outcomes.length === 0 || storeFailure) return;
      const rows = outcomes.flatMap((outcome) =>
        outcome.page ? instance.companies.map((company) => ({ domain: company.domain, keyword: outcome.query.keyword, device, ...rankingOf(outcome.page.results, company.domain) })) : [],
      );
      const pages = outcomes.reduce((sum, outcome) => sum + outcome.pages, 0);
      // The page first: the results rows mark a keyword checked, so a retry never finds one without its page.
      await this.snapshots.store(run.id, outcomes.flatMap((outcome) => (outcome.page ? [{ keyword: outcome.query.keyword, device, page: outcome.page }] : [])));
      const done = await this.results.storeResults({ id: run.id, instanceId: instance.id, runAt: run.createdAt }, rows, pages);
      const checkedNow = outcomes.filter((outcome) => outcome.page);
      if (checkedNow.length > 0) this.progress.push(job.id, { done, message: `Checked ${done} of ${total} keywords`, item: checkedNow[checkedNow.length - 1].query.keyword });
    };
    const outcomes = await this.serp.searchAll(
      pending.map((keyword) => serpQuery(instance, run.depth, keyword, device, run.id)),
      {
        signal,
        // Every page to the instance's depth, even once every company is placed: the page is kept
        // (serp_snapshots), and a competitor added later is placed from it without a new search.
        claimCall: (request) => this.results.claimVendorCall(run.id, request.keyword, device, callsPerKeyword),
        onOutcome: (outcome) => {
          if (outcome.pages === 0) return;
          ended.push(outcome);
          if (writes.size === 0) writes.add(storeEnded).catch((error: unknown) => void (storeFailure ??= error instanceof Error ? error : new Error(String(error))));
        },
      },
    );
    await writes.onIdle();
    if (storeFailure) throw storeFailure;
    const failures = outcomes.flatMap((outcome) => (outcome.error ? [outcome.error] : []));
    const stop = failures.find((error) => !failedForGood(error, signal));
    if (stop) throw stop instanceof VendorError && !stop.retryable ? new NonRetryableError(stop.message) : stop;
    return failures.length > 0 ? { failure: failures[0].message } : {};
  }

  /**
   * Completes the run when every search of it was checked. Otherwise (keywords that failed for good,
   * `failure` saying why the first did) the job fails: its settlement ends the run partial, keeps and
   * reports what was checked, and refunds the rest.
   */
  async finish(jobId: string, runId: string, failure?: string): Promise<void> {
    const job = await this.jobs.getJobOrFail(jobId);
    if (job.status === JobStatus.succeeded) return;
    // The end says it all; a progress report still waiting would only be refused.
    this.progress.discard(jobId);
    assertRunnable(job);
    const run = await this.em.findOneOrFail(TrackingRun, { id: runId });
    const instance = await this.instanceOrFail(job);
    const checked = (await this.results.checkedSearches(run.id)).size;
    if (checked < job.progressTotal) {
      const reason = failure ? `: ${failure}` : '.';
      throw new NonRetryableError(`${job.progressTotal - checked} of ${job.progressTotal} keywords could not be checked${reason}`);
    }
    await this.results.endRun(run, 'completed', instance);
    await this.refreshVolumes(instance);
    // Before the job ends: a retry of this step (the job not yet succeeded) evaluates again, adding nothing twice.
    await this.listener.runEnded(run.id);
    await this.webhookEvents.publish(job.ownerId, 'run.completed', runEventData(run, instance, job), { dedupeKey: `run.completed:${run.id}` });
    await this.jobs.succeed(job, { runId: run.id }, `Checked ${job.progressTotal} of ${job.progressTotal} keywords`);
  }

  /**
   * Share of voice's volumes, refreshed as a run ends. A research vendor that fails must not fail the
   * run that has just checked every keyword: the volumes missing are asked for again after the next run.
   */
  private async refreshVolumes(instance: TrackingInstance): Promise<void> {
    if (!this.research) return;
    try {
      await refreshKeywordVolumes(this.em, this.research, instance);
    } catch {
      // Left for the next run's end (see above).
    }
  }

  private async runnableJobOrFail(jobId: string): Promise<Job> {
    const job = await this.jobs.getJobOrFail(jobId);
    assertRunnable(job);
    return job;
  }

  private async instanceOrFail(job: Job): Promise<TrackingInstance> {
    const instance = job.subjectId ? await this.em.findOne(TrackingInstance, { id: job.subjectId }) : null;
    if (!instance) throw new NonRetryableError('The tracking instance was deleted.');
    return instance;
  }
}

/** What `run.completed` and `run.failed` webhook events carry. */
export function runEventData(run: TrackingRun, instance: TrackingInstance | null, job: Job): Record<string, unknown> {
  return { runId: run.id, jobId: job.id, instanceId: run.instanceId, instanceName: instance?.name ?? null, status: run.status, keywords: job.progressTotal, checkedKeywords: job.progressDone, finishedAt: run.finishedAt?.toISOString() ?? null };
}

/** `seed`: the run's id, so sandbox rankings move from run to run (vendors ignore it). */
function serpQuery(instance: TrackingInstance, depth: number, keyword: string, device: SerpDevice = 'desktop', seed?: string): SerpQuery {
  return { keyword, device, depth, page: instance.page, language: instance.serpLanguage, country: instance.serpCountry, location: instance.serpLocation, dateRange: instance.serpDateRange, seed };
}

/**
 * A search that failed for this keyword alone and will fail again: the vendor refused the query, or the
 * keyword's requests are used up. Not so: a failure of the account (auth, credits: every keyword would
 * fail and may cost), one a retry may cure, a cancelled job, or an error of our own.
 */
function failedForGood(error: Error, signal?: AbortSignal): boolean {
  if (signal?.aborted || !(error instanceof VendorError)) return false;
  return !error.retryable && error.kind !== 'auth' && error.kind !== 'credits';
}

/** A step of a job that has ended (cancelled from elsewhere, say) must not go on. */
function assertRunnable(job: Job): void {
  if (job.finished) throw new NonRetryableError(job.status === JobStatus.cancelled ? 'Cancelled.' : `The job has already ${job.status}.`);
}
