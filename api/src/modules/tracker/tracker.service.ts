import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { JOB_FAILED_MESSAGE } from '@rankcraft/workflows';
import { AppError } from '../../common/app-error';
import { isUuid, parseInput, type UntrustedInput } from '../../common/validation';
import type { Viewer } from '../auth/access';
import { User } from '../auth/user.entity';
import type { MaintenanceService } from '../admin/maintenance.service';
import { CreditsService } from '../billing/credits.service';
import { CreditKind } from '../plans/credit-kind';
import { getPlanOrThrow } from '../plans/plans';
import { Job, JobStatus } from '../jobs/job.entity';
import type { JobRunner } from '../jobs/job-runner';
import type { JobService } from '../jobs/job.service';
import type { JobEvents } from '../jobs/job-events';
import { nextRunAfter } from './tracking-domain';
import { TrackingInstance } from './tracking-instance.entity';
import type { TrackerSchedule } from './tracker-schedule';
import { TrackerResultsRepository, type ResultRow } from './tracker-results.repository';
import { MAX_KEYWORDS, trackingInstanceSchema } from './dto/inputs/create-tracking-instance.input';
import { changesRuns, changesSchedule } from './instance-changes';
import { trackingRunCost, type TrackingRunCost } from './tracking-run-cost';
import { REPORTED_RUN_STATUSES, TrackingRun } from './tracking-run.entity';
import { companyVisibility, type CompanyVisibility } from './tracker-visibility.repository';
import { buildKeywordHistory, buildKeywordTable, type KeywordHistory, type KeywordTable } from './keyword-table';
import { KeywordTableRepository } from './keyword-table.repository';
import type { DataSource } from '../../common/data-source';

const UNFINISHED = [JobStatus.queued, JobStatus.running];

/** How long a run started over REST is waited for before the caller gets the job as it stands. */
export const RUN_WAIT_MS = 60_000;

const CSV_COLUMNS = ['run_at', 'company', 'domain', 'keyword', 'position'];

export const RUN_IN_PROGRESS_MESSAGE = 'A run is in progress. Change keywords, competitors or search settings once it has finished (or cancel it).';

export const TRACKING_NOT_IN_PLAN = 'Keyword ranking tracking is not included in the Free plan. Upgrade to Pro or Agency to track rankings.';

export interface CompanyRanking {
  companyName: string;
  domain: string;
  own: boolean;
  keywordsRanked: number;
  keywordsTotal: number;
  averageRank: number | null;
  lastChecked: Date | null;
}

export interface CsvExport {
  fileName: string;
  columns: string[];
  /** Cells a spreadsheet would run as a formula are already neutralised. */
  rows: AsyncIterable<(string | number)[]>;
}

export interface TrackerReport {
  instanceId: string;
  lastRun: Date | null;
  source: DataSource | null;
  latest: ResultRow[];
  rankings: CompanyRanking[];
  notFound: { companyName: string; domain: string; keyword: string; positionsChecked: number; lastRun: Date }[];
  series: { companyName: string; domain: string; points: { runAt: Date; averageRank: number | null }[] }[];
}

/** Tracking instances for their owners: CRUD, runs (by hand and on schedule), results and aggregates. */
export class TrackerService {
  private readonly results: TrackerResultsRepository;

  constructor(
    private readonly em: EntityManager,
    private readonly maintenance: MaintenanceService,
    private readonly jobs: JobService,
    private readonly credits: CreditsService,
    private readonly runner: JobRunner,
    private readonly schedule: TrackerSchedule,
    private readonly events: JobEvents,
  ) {
    this.results = new TrackerResultsRepository(em);
  }

  async list(viewer: Viewer): Promise<TrackingInstance[]> {
    const user = await this.maintenance.requireWorkingUser(viewer);
    return this.em.find(TrackingInstance, { ownerId: user.id }, { orderBy: { createdAt: 'asc' } });
  }

  /** The queued or running job of each instance that has one. */
  async activeJobs(instanceIds: string[]): Promise<Map<string, Job>> {
    if (instanceIds.length === 0) return new Map();
    const jobs = await this.em.find(Job, { subjectId: { $in: instanceIds }, status: { $in: UNFINISHED } }, { orderBy: { createdAt: 'asc' } });
    return new Map(jobs.map((job) => [job.subjectId!, job]));
  }

  async create(viewer: Viewer, input: UntrustedInput<typeof trackingInstanceSchema>): Promise<TrackingInstance> {
    const user = await this.maintenance.requireWorkingUser(viewer);
    assertPlanIncludesTracking(user);
    const fields = parseInput(trackingInstanceSchema, input);
    const instance = this.em.create(TrackingInstance, { ...fields, ownerId: user.id, nextRunAt: nextRunAfter(fields, new Date()) });
    await this.em.flush();
    await this.schedule.upsert(instance);
    return instance;
  }

  /**
   * Replaces an instance's settings, validated like a new one. Past results stay as they are: a
   * removed keyword or competitor keeps its rows, so history, charts and the CSV export still show
   * the runs that checked it. A new schedule moves the next run (and the Temporal Schedule).
   */
  async update(viewer: Viewer, instanceId: string, input: UntrustedInput<typeof trackingInstanceSchema>): Promise<TrackingInstance> {
    const user = await this.maintenance.requireWorkingUser(viewer);
    const instance = await this.findInstanceOfOrFail(user, instanceId);
    assertPlanIncludesTracking(user);
    const fields = parseInput(trackingInstanceSchema, input);
    const { edited, rescheduled } = await this.em.transactional(async (em) => {
      const locked = await lockInstance(em, instance.id);
      const running = await em.count(Job, { subjectId: locked.id, kind: 'tracker-run', status: { $in: UNFINISHED } });
      if (changesRuns(locked, fields) && running > 0) throw new AppError('CONFLICT', RUN_IN_PROGRESS_MESSAGE);
      const changesSlots = changesSchedule(locked, fields);
      em.assign(locked, fields);
      if (changesSlots) locked.nextRunAt = nextRunAfter(fields, new Date());
      return { edited: locked, rescheduled: changesSlots };
    });
    if (rescheduled) await this.schedule.upsert(edited);
    return edited;
  }

  /** The tracking credits one run of `keywordCount` keywords spends (what the create and edit forms show). */
  async runCost(viewer: Viewer, keywordCount: number): Promise<TrackingRunCost> {
    await this.maintenance.requireWorkingUser(viewer);
    if (!Number.isInteger(keywordCount) || keywordCount < 0 || keywordCount > MAX_KEYWORDS) {
      throw new AppError('BAD_USER_INPUT', `Keywords must be a whole number from 0 to ${MAX_KEYWORDS}.`);
    }
    return trackingRunCost(keywordCount);
  }

  /** A user reaches only their own instances; anyone else's is "not found". */
  async findOwnInstanceOrFail(viewer: Viewer, instanceId: string): Promise<TrackingInstance> {
    const user = await this.maintenance.requireWorkingUser(viewer);
    return this.findInstanceOfOrFail(user, instanceId);
  }

  private async findInstanceOfOrFail(user: User, instanceId: string): Promise<TrackingInstance> {
    const instance = isUuid(instanceId) ? await this.em.findOne(TrackingInstance, { id: instanceId, ownerId: user.id }) : null;
    if (!instance) throw new AppError('NOT_FOUND', 'Tracking instance not found.');
    return instance;
  }

  async remove(viewer: Viewer, instanceId: string): Promise<void> {
    const instance = await this.findOwnInstanceOrFail(viewer, instanceId);
    const unfinished = await this.em.find(Job, { subjectId: instance.id, status: { $in: UNFINISHED } });
    for (const job of unfinished) await this.jobs.cancel(viewer, job.id);
    await this.schedule.remove(instance.id);
    await this.em.removeAndFlush(instance);
  }

  async latest(viewer: Viewer, instanceId: string): Promise<ResultRow[]> {
    return this.results.latest((await this.findOwnInstanceOrFail(viewer, instanceId)).id);
  }

  /** Streams every reported (completed or partial) run's rows, oldest first. */
  async history(viewer: Viewer, instanceId: string): Promise<AsyncIterable<ResultRow>> {
    return this.results.history((await this.findOwnInstanceOrFail(viewer, instanceId)).id);
  }

  /** Every completed run's rows as CSV cells, oldest first, with the company names of the instance. */
  async exportCsv(viewer: Viewer, instanceId: string): Promise<CsvExport> {
    const instance = await this.findOwnInstanceOrFail(viewer, instanceId);
    const rows = this.results.history(instance.id);
    const companyOf = new Map(instance.companies.map((company) => [company.domain, company.companyName]));
    return {
      fileName: `${instance.name.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'tracking'}-rankings.csv`,
      columns: CSV_COLUMNS,
      rows: (async function* () {
        for await (const row of rows) {
          yield [row.createdAt.toISOString(), companyOf.get(row.domain) ?? row.domain, row.domain, row.keyword, row.position === 0 ? '' : row.position].map(safeCsvCell);
        }
      })(),
    };
  }

  /** Latest results, per-company average rank, not-found rows and the chart series, aggregated in SQL. */
  async report(viewer: Viewer, instanceId: string): Promise<TrackerReport> {
    const instance = await this.findOwnInstanceOrFail(viewer, instanceId);
    const latest = await this.results.latest(instance.id);
    const aggregates = await this.results.latestAggregates(instance.id);
    const series = await this.results.series(instance.id);
    const lastRun = await this.em.findOne(TrackingRun, { instanceId: instance.id, status: { $in: [...REPORTED_RUN_STATUSES] } }, { orderBy: { createdAt: 'desc' } });
    const companies = instance.companies;
    const nameOf = new Map(companies.map((company) => [company.domain, company.companyName]));
    return {
      instanceId: instance.id,
      lastRun: lastRun?.createdAt ?? null,
      source: lastRun?.source ?? null,
      latest,
      rankings: companies.map((company) => {
        const aggregate = aggregates.find((row) => row.domain === company.domain);
        return {
          companyName: company.companyName,
          domain: company.domain,
          own: company.own,
          keywordsRanked: aggregate?.keywordsFound ?? 0,
          keywordsTotal: aggregate?.keywordsChecked ?? 0,
          averageRank: aggregate?.averageRank ?? null,
          lastChecked: aggregate?.runAt ?? null,
        };
      }),
      notFound: latest
        .filter((row) => row.position === 0)
        .map((row) => ({ companyName: nameOf.get(row.domain) ?? row.domain, domain: row.domain, keyword: row.keyword, positionsChecked: lastRun?.depth ?? instance.resultCount, lastRun: row.createdAt })),
      series: companies.map((company) => ({
        companyName: company.companyName,
        domain: company.domain,
        points: series.filter((point) => point.domain === company.domain).map(({ runAt, averageRank }) => ({ runAt, averageRank })),
      })),
    };
  }

  /** Per company, its visibility score (expected clicks by position) at every completed run. */
  async visibility(viewer: Viewer, instanceId: string): Promise<CompanyVisibility[]> {
    return companyVisibility(this.em, await this.findOwnInstanceOrFail(viewer, instanceId));
  }

  /** The latest run as one row per keyword and a cell per company: position, change, best and URL, read in SQL. */
  async keywordTable(viewer: Viewer, instanceId: string): Promise<KeywordTable> {
    const instance = await this.findOwnInstanceOrFail(viewer, instanceId);
    const keywords = new KeywordTableRepository(this.em);
    const runs = await keywords.latestRuns(instance.id);
    const results = runs[0] ? await keywords.latestResults(instance.id, runs[0].id, runs[1]?.id ?? null) : [];
    return buildKeywordTable(instance.id, companiesOf(instance), runs, results);
  }

  /** One keyword's position and URL per company in every completed run, oldest first. */
  async keywordHistory(viewer: Viewer, instanceId: string, keyword: string): Promise<KeywordHistory> {
    const instance = await this.findOwnInstanceOrFail(viewer, instanceId);
    const results = await new KeywordTableRepository(this.em).keywordHistory(instance.id, keyword);
    // A keyword removed from the instance keeps its history; one never tracked has none.
    if (results.length === 0 && !instance.keywords.includes(keyword)) throw new AppError('NOT_FOUND', 'This keyword is not tracked by the instance.');
    return buildKeywordHistory(instance.id, keyword, companiesOf(instance), results);
  }

  /**
   * Starts a run by hand: checks the plan and the user's active runs, consumes a credit per keyword
   * and queues the job, all in one transaction. An instance runs once at a time (a unique index on
   * its unfinished tracker-run job): asking again returns the run under way and spends nothing.
   */
  async startRun(viewer: Viewer, instanceId: string): Promise<Job> {
    const owner = await this.maintenance.requireWorkingUser(viewer);
    const instance = await this.findInstanceOfOrFail(owner, instanceId);
    const active = await this.activeRunOf(instance.id);
    if (active) return active;
    let job: Job;
    try {
      job = await this.em.transactional(async (em) => {
        // The owner's row lock orders their concurrent starts, so the count below cannot be raced.
        await em.execute('select id from users where id = ? for update', [owner.id]);
        await assertRunsBelowLimit(em, owner);
        assertPlanIncludesTracking(owner);
        const { keywords } = await lockInstance(em, instance.id);
        const created = await this.jobs.create(owner, 'tracker-run', instance.id, keywords.length, null, em);
        await new CreditsService(em).spend(owner, CreditKind.TRACKING, trackingRunCost(keywords.length).credits, created.id);
        return created;
      });
    } catch (error) {
      if (!(error instanceof UniqueConstraintViolationException)) throw error;
      const running = await this.activeRunOf(instance.id);
      if (!running) throw error;
      return running;
    }
    try {
      await this.runner.start(job);
    } catch (error) {
      // A job no runner took would stay queued with its credits spent: it fails and gives them back.
      await this.jobs.endRefunding(job.id, JobStatus.failed, JOB_FAILED_MESSAGE);
      throw error;
    }
    return job;
  }

  /** Starts a run (or joins the one under way) and waits up to RUN_WAIT_MS for it to end. */
  async runAndWait(viewer: Viewer, instanceId: string): Promise<Job> {
    const started = await this.startRun(viewer, instanceId);
    return this.jobs.waitUntilFinished(started.id, this.events, RUN_WAIT_MS);
  }

  private activeRunOf(instanceId: string): Promise<Job | null> {
    return this.em.fork().findOne(Job, { subjectId: instanceId, kind: 'tracker-run', status: { $in: UNFINISHED } });
  }

  /**
   * Creates the job of one scheduled slot, once: the key makes a second scheduler (another api
   * process, a retried Temporal activity) get the same job. Without credits the job ends failed, so
   * the owner sees why the run did not happen. Returns null when the instance is gone or already
   * running (the slot is then skipped: one active run per instance).
   */
  async createScheduledJob(instanceId: string, slotKey: string): Promise<{ job: Job; created: boolean } | null> {
    const existing = await this.em.findOne(Job, { idempotencyKey: slotKey });
    if (existing) return { job: existing, created: false };
    const instance = await this.em.findOne(TrackingInstance, { id: instanceId });
    if (!instance) return null;
    await this.advancePassedNextRun(instance);
    const owner = await this.em.findOneOrFail(User, { id: instance.ownerId });
    let job: Job;
    let keywordCount = instance.keywords.length;
    try {
      job = await this.em.transactional(async (em) => {
        keywordCount = (await lockInstance(em, instance.id)).keywords.length;
        return this.jobs.create(owner, 'tracker-run', instance.id, keywordCount, slotKey, em);
      });
    } catch (error) {
      if (!(error instanceof UniqueConstraintViolationException)) throw error;
      this.em.clear();
      const sameSlot = await this.em.findOne(Job, { idempotencyKey: slotKey });
      return sameSlot ? { job: sameSlot, created: false } : null;
    }
    try {
      assertPlanIncludesTracking(owner);
      await this.credits.spend(owner, CreditKind.TRACKING, trackingRunCost(keywordCount).credits, job.id);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      await this.jobs.endUnfinished(job, JobStatus.failed, error.message);
    }
    return { job, created: true };
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

/**
 * The instance, re-read with its row locked until the transaction ends. Edits and run starts both take
 * this lock, so an edit that changes what a run checks sees every run created before it, and a run
 * created after the edit counts (and is charged for) the edited keywords.
 */
function lockInstance(em: EntityManager, instanceId: string): Promise<TrackingInstance> {
  return em.findOneOrFail(TrackingInstance, { id: instanceId }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
}

/**
 * A text cell starting with =, +, -, @ (or a tab or carriage return) runs as a formula in
 * spreadsheet apps; a leading single quote makes it plain text (OWASP "CSV injection").
 */
function safeCsvCell(cell: string | number): string | number {
  return typeof cell === 'string' && /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
}

/**
 * Active (queued or running) tracker runs a user may have at once, so one user cannot fill the
 * runners' queue. Article jobs have their own cap and never use up this one.
 */
export const MAX_ACTIVE_RUNS_PER_USER = 10;

async function assertRunsBelowLimit(em: EntityManager, user: User): Promise<void> {
  const active = await em.count(Job, { ownerId: user.id, kind: 'tracker-run', status: { $in: UNFINISHED } });
  if (active >= MAX_ACTIVE_RUNS_PER_USER) {
    throw new AppError('TOO_MANY_REQUESTS', `You already have ${MAX_ACTIVE_RUNS_PER_USER} runs in progress. Please wait for one to finish.`);
  }
}

function companiesOf(instance: TrackingInstance): { companyName: string; domain: string; own: boolean }[] {
  return instance.companies.map(({ companyName, domain, own }) => ({ companyName, domain, own }));
}

function assertPlanIncludesTracking(user: User): void {
  if (!user.isAdmin && !getPlanOrThrow(user.planId).limits.tracking) throw new AppError('FORBIDDEN', TRACKING_NOT_IN_PLAN);
}
