import type { EntityManager } from '@mikro-orm/postgresql';
import { setTimeout as sleep } from 'node:timers/promises';
import PQueue from 'p-queue';
import type { TrackerRunPlan, TrackerStepOutcome } from '@rankcraft/workflows';
import { VendorError } from '../../common/vendor-error';
import { oneBatchAtATime } from '../../common/batched-load';
import { JobStatus, type Job } from '../jobs/job.entity';
import type { JobService } from '../jobs/job.service';
import type { JobProgressReports } from '../jobs/job-progress';
import { NonRetryableError } from '../jobs/non-retryable-error';
import { vendorRequests, type SerpClient, type SerpOutcome } from '../seo/serp/serp-client';
import { SERP_DEVICES, type QueuedSerpProvider, type SerpDevice, type SerpQuery } from '../seo/serp/serp-provider';
import { serpTaskTag as serpTaskTagOf } from './serp-tasks.repository';
import { rankingsOf } from './tracking-domain';
import { TrackingInstance } from './tracking-instance.entity';
import { searchKey } from './tracker-results.repository';
import type { TrackerRepositories, TrackerRepositoriesOn } from './tracker-repositories';
import { refreshKeywordMetrics } from './keyword-metrics';
import type { ResearchProvider } from '../seo/research/research-provider';
import { TrackingRun } from './tracking-run.entity';
import type { WebhookEvents } from '../webhooks/webhook-events';
import { jobsMessages } from '../jobs/jobs.messages';
import { trackerMessages } from './tracker.messages';

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
 * Failed vendor requests a keyword may retry in a whole run, whatever its depth. It is one budget for
 * the SERP client's retries (3 tries a request) and the step's (activity) retries together, kept in
 * tracking_run_keyword_calls as each request is sent: a request counts against it unless it was
 * answered with a page, so the requests of a worker that died mid-step count (their answers were
 * never recorded), while the pages a keyword had read before a stop do not. A keyword stopped
 * mid-way reads its pages again from the first (they were never stored apart): a stop costs at most
 * the pages of the keywords then in flight, and a keyword is never given up for the ones it read.
 * One more than the client's own retries, so a step retried after the client gave up still gets one try.
 */
export const RETRIES_PER_KEYWORD = 3;
/** A keyword's requests that may go unanswered: its first try and each retry. */
const UNANSWERED_PER_KEYWORD = RETRIES_PER_KEYWORD + 1;

/** Scheduled runs search in the vendor's queued mode; `pollMs` is the first wait before asking what is ready. */
export interface QueuedRunOptions {
  pollMs: number;
}

/** The longest wait between two asks for ready tasks. */
const QUEUED_MAX_POLL_MS = 60_000;
/**
 * How long one attempt of a step waits for its queued tasks before it is retried (a step must end
 * within its 5 minutes): the retry picks up the same tasks.
 */
const QUEUED_STEP_WAIT_MS = 4 * 60_000;
/** How long after posting a task's results are awaited at most; a task not ready by then is "not checked". */
const QUEUED_DEADLINE_MS = 12 * 60_000;
/** Tasks collected at once. */
const QUEUED_COLLECT_CONCURRENCY = 8;
/** Failures of a post after which the vendor certainly created no task: the searches may be posted again. */
const NOT_POSTED: ReadonlySet<string> = new Set(['auth', 'credits', 'rate_limited', 'bad_request']);

export interface TrackerRunServiceDeps {
  em: EntityManager;
  jobs: JobService;
  serp: SerpClient;
  progress: JobProgressReports;
  /** Steps of a run checked at the same time (TRACKER_RUN_CONCURRENCY). */
  runConcurrency: number;
  listener: TrackerRunListener;
  webhookEvents: WebhookEvents;
  /** Where share of voice's search volumes come from; none: volumes are not refreshed. */
  research?: ResearchProvider;
  /** Set: scheduled runs use the provider's queued mode, when it has one ("Run now" stays live). */
  queuedRuns?: QueuedRunOptions;
  repositories: TrackerRepositoriesOn;
}

/**
 * The steps of a tracker run, called by the activities. One SERP fetch per keyword serves every
 * company of the instance. Every step is idempotent.
 */
export class TrackerRunService {
  private readonly em: EntityManager;
  private readonly jobs: JobService;
  private readonly serp: SerpClient;
  private readonly progress: JobProgressReports;
  private readonly runConcurrency: number;
  private readonly listener: TrackerRunListener;
  private readonly webhookEvents: WebhookEvents;
  private readonly research?: ResearchProvider;
  private readonly queuedRuns?: QueuedRunOptions;
  private readonly stored: TrackerRepositories;

  constructor({ em, jobs, serp, progress, runConcurrency, listener, webhookEvents, research, queuedRuns, repositories }: TrackerRunServiceDeps) {
    this.em = em;
    this.jobs = jobs;
    this.serp = serp;
    this.progress = progress;
    this.runConcurrency = runConcurrency;
    this.listener = listener;
    this.webhookEvents = webhookEvents;
    this.research = research;
    this.queuedRuns = queuedRuns;
    this.stored = repositories(em);
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
    const searches = await this.stored.keywords.searches(instance.id, instance.devices);
    await this.jobs.markRunning(job, searches.length);
    const checked = await this.stored.results.checkedSearches(run.id);
    // Queued, a step is one post of as many tasks as the vendor takes at once.
    const size = this.queuedFor(job)?.maxTasksPerPost ?? keywordsPerBatch(vendorRequests(serpQuery(instance, run.depth, ''), this.serp.provider.resultsPerRequest).length);
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
    const checked = await this.stored.results.checkedKeywords(run.id, device, keywords);
    const pending = keywords.filter((keyword) => !checked.has(keyword));
    const total = job.progressTotal;
    // Searches end a few at a time: those that ended while the previous write ran are written together
    // (one write at a time, and at most one waiting, which takes every search ended by its turn).
    const ended: SerpOutcome[] = [];
    const writes = new PQueue({ concurrency: 1 });
    let storeFailure: Error | undefined;
    const storeEnded = async () => {
      const outcomes = ended.splice(0);
      if (outcomes.length === 0 || storeFailure) return;
      const domains = instance.companies.map((company) => company.domain);
      const rows = outcomes.flatMap((outcome) =>
        outcome.page ? rankingsOf(outcome.page.results, domains).map((ranking, index) => ({ domain: domains[index], keyword: outcome.query.keyword, device, ...ranking })) : [],
      );
      const pages = outcomes.reduce((sum, outcome) => sum + outcome.pages, 0);
      // The page first: the results rows mark a keyword checked, so a retry never finds one without its page.
      await this.stored.snapshots.store(run.id, outcomes.flatMap((outcome) => (outcome.page ? [{ keyword: outcome.query.keyword, device, page: outcome.page }] : [])));
      const done = await this.stored.results.storeResults({ id: run.id, instanceId: instance.id, runAt: run.createdAt }, rows, pages);
      const checkedNow = outcomes.filter((outcome) => outcome.page);
      if (checkedNow.length > 0) this.progress.push(job.id, { done, message: `Checked ${done} of ${total} keywords`, item: checkedNow[checkedNow.length - 1].query.keyword });
    };
    const onOutcome = (outcome: SerpOutcome) => {
      if (outcome.pages === 0) return;
      ended.push(outcome);
      if (writes.size === 0) writes.add(storeEnded).catch((error: unknown) => void (storeFailure ??= error instanceof Error ? error : new Error(String(error))));
    };
    // The searches' requests are claimed a batch at a time: with eight in flight, one statement for several.
    const claim = oneBatchAtATime((claims: readonly { keyword: string; answered: number }[]) =>
      this.stored.results.claimVendorCalls(run.id, device, claims, UNANSWERED_PER_KEYWORD),
    );
    const queued = this.queuedFor(job);
    const outcomes = queued
      ? // A queued step that fails (still waiting, say) first stores what it has collected.
        await this.searchQueued(queued, run, instance, pending, device, onOutcome, signal).finally(() => writes.onIdle())
      : await this.serp.searchAll(
          pending.map((keyword) => serpQuery(instance, run.depth, keyword, device, run.id)),
          {
            signal,
            // Every page to the instance's depth, even once every company is placed: the page is kept
            // (serp_snapshots), and a competitor added later is placed from it without a new search.
            claimCall: (request, answered) => claim({ keyword: request.keyword, answered }),
            onOutcome,
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
  /**
   * A step's searches in the vendor's queued mode: tasks not posted by an earlier attempt are posted
   * (recorded with their tags first, their ids after), then collected as the vendor lists them ready,
   * asking with growing waits. An attempt waits QUEUED_STEP_WAIT_MS at most and is then retried (the
   * retry posts nothing again); a task not ready QUEUED_DEADLINE_MS after it was posted, or refused,
   * fails its keyword for good.
   */
  private async searchQueued(
    queued: QueuedSerpProvider,
    run: TrackingRun,
    instance: TrackingInstance,
    keywords: string[],
    device: SerpDevice,
    onOutcome: (outcome: SerpOutcome) => void,
    signal?: AbortSignal,
  ): Promise<SerpOutcome[]> {
    const tasks = this.stored.serpTasks;
    const queryOf = (keyword: string) => serpQuery(instance, run.depth, keyword, device, run.id);
    const outcomes: SerpOutcome[] = [];
    const end = (outcome: SerpOutcome) => {
      outcomes.push(outcome);
      onOutcome(outcome);
    };
    const earlier = await tasks.of(run.id, device, keywords);
    const fresh = keywords.filter((keyword) => !earlier.has(keyword));
    for (let start = 0; start < fresh.length; start += queued.maxTasksPerPost) {
      const chunk = fresh.slice(start, start + queued.maxTasksPerPost);
      await tasks.claim(run.id, device, chunk);
      try {
        await tasks.posted(run.id, await queued.post(chunk.map((keyword) => ({ query: queryOf(keyword), tag: serpTaskTagOf(run.id, device, keyword) })), signal));
      } catch (error) {
        if (error instanceof VendorError && NOT_POSTED.has(error.kind)) await tasks.release(run.id, device, chunk);
        throw error;
      }
    }
    const rows = await tasks.of(run.id, device, keywords);
    const waiting = new Map<string, string>();
    const orphans = new Map<string, string>();
    for (const row of rows.values()) {
      if (row.error) end({ query: queryOf(row.keyword), pages: 0, calls: 1, error: new VendorError('bad_request', row.error, false) });
      else if (row.taskId) waiting.set(row.taskId, row.keyword);
      else orphans.set(row.tag, row.keyword);
    }
    const collector = new PQueue({ concurrency: QUEUED_COLLECT_CONCURRENCY });
    const collect = (ids: string[]) =>
      collector.addAll(
        ids.map((id) => async () => {
          const keyword = waiting.get(id);
          if (keyword === undefined) return;
          try {
            const page = await queued.collect(id, queryOf(keyword), signal);
            if (!page) return;
            waiting.delete(id);
            end({ query: queryOf(keyword), pages: 1, calls: 1, page });
          } catch (error) {
            if (!(error instanceof VendorError) || error.retryable || signal?.aborted) throw error;
            waiting.delete(id);
            end({ query: queryOf(keyword), pages: 0, calls: 1, error });
          }
        }),
      );
    // Tasks an earlier attempt collected are no longer listed as ready: each is asked for once.
    if (earlier.size > 0) await collect([...waiting.keys()]);
    const postedAt = Math.min(...[...rows.values()].map((row) => row.createdAt.getTime()));
    const attemptEnds = Date.now() + QUEUED_STEP_WAIT_MS;
    let wait = this.queuedRuns?.pollMs ?? 5_000;
    while (waiting.size + orphans.size > 0) {
      if (Date.now() >= postedAt + QUEUED_DEADLINE_MS) {
        const late = new VendorError('timeout', trackerMessages.serpLate(this.serp.provider.name), false);
        for (const keyword of [...waiting.values(), ...orphans.values()]) end({ query: queryOf(keyword), pages: 0, calls: 1, error: late });
        break;
      }
      if (Date.now() >= attemptEnds) throw new VendorError('timeout', trackerMessages.searchesStillQueued(waiting.size + orphans.size), true);
      await sleep(Math.min(wait, Math.max(0, postedAt + QUEUED_DEADLINE_MS - Date.now())), undefined, { signal });
      wait = Math.min(wait * 2, QUEUED_MAX_POLL_MS);
      const ready: string[] = [];
      for (const { id, tag } of await queued.ready(signal)) {
        const orphan = tag === null ? undefined : orphans.get(tag);
        if (orphan !== undefined && tag !== null) {
          await tasks.adopt(run.id, tag, id);
          orphans.delete(tag);
          waiting.set(id, orphan);
        }
        if (waiting.has(id)) ready.push(id);
      }
      await collect(ready);
    }
    return outcomes;
  }

  /** The queued mode a job's run uses: scheduled runs, when configured and the provider has one. */
  private queuedFor(job: Job): QueuedSerpProvider | undefined {
    return this.queuedRuns && job.idempotencyKey !== null ? this.serp.provider.queued : undefined;
  }

  async finish(jobId: string, runId: string, failure?: string): Promise<void> {
    const job = await this.jobs.getJobOrFail(jobId);
    if (job.status === JobStatus.succeeded) return;
    // The end says it all; a progress report still waiting would only be refused.
    this.progress.discard(jobId);
    assertRunnable(job);
    const run = await this.em.findOneOrFail(TrackingRun, { id: runId });
    const instance = await this.instanceOrFail(job);
    const checked = (await this.stored.results.checkedSearches(run.id)).size;
    if (checked < job.progressTotal) {
      throw new NonRetryableError(trackerMessages.keywordsNotChecked(job.progressTotal - checked, job.progressTotal, failure));
    }
    // Volumes first: the run's end then stores share of voice with them.
    await this.refreshVolumes(instance);
    await this.stored.results.endRun(run, 'completed', instance);
    // Before the job ends: a retry of this step (the job not yet succeeded) evaluates again, adding nothing twice.
    await this.listener.runEnded(run.id);
    await this.webhookEvents.publish(job.workspaceId, 'run.completed', runEventData(run, instance, job), { dedupeKey: `run.completed:${run.id}` });
    await this.jobs.succeed(job, { runId: run.id }, `Checked ${job.progressTotal} of ${job.progressTotal} keywords`);
  }

  /**
   * Share of voice's volumes, refreshed as a run ends. A research vendor that fails must not fail the
   * run that has just checked every keyword: the volumes missing are asked for again after the next run.
   */
  private async refreshVolumes(instance: TrackingInstance): Promise<void> {
    if (!this.research) return;
    try {
      await refreshKeywordMetrics(this.em, this.research, instance);
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
    if (!instance) throw new NonRetryableError(trackerMessages.instanceDeleted);
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
  if (job.finished) throw new NonRetryableError(jobsMessages.alreadyFinished(job.status));
}
