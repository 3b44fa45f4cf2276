import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../common/app-error';
import { DataSource } from '../../common/data-source';
import type { Viewer } from '../../common/viewer';
import { payerOf, requireUser, workspaceOf } from '../auth/access';
import type { CreditsService } from '../billing/credits.service';
import { billingMessages } from '../billing/billing.messages';
import { Job, JobStatus } from '../jobs/job.entity';
import type { JobService } from '../jobs/job.service';
import { CreditKind } from '../plans/credit-kind';
import { clientSpendOf } from '../workspaces/client-budget';
import { WorkspaceClient } from '../workspaces/workspace-client.entity';
import type { User } from '../auth/user.entity';
import { workspaceOwnerAtWork } from '../auth/workspace-owner';
import type { ScheduledRunHandOver } from '../tracker/tracker-run-start.service';
import { AiVisibilityProject } from './ai-visibility-project.entity';
import { nextAiRunAfter, scheduleOfProject } from './ai-visibility-schedule';
import { brandsOf, findReadableProjectOrFail, findWorkableProjectOrFail, runUnderWay } from './ai-visibility-project-access';
import { AiVisibilityRun } from './ai-visibility-run.entity';
import type { AiVisibilitySamplesRepository, PlannedSample, RunCounts, SampleKey } from './ai-visibility-samples.repository';
import type { SerpSnapshotRepository } from '../tracker/serp-snapshot.repository';
import { extractFromAnswer } from './answer-extraction';
import { toCitations } from './engines/answer-parts';
import { aiVisibilityMessages } from './ai-visibility.messages';
import { SAMPLES_PER_BATCH } from './ai-visibility-run-job.service';
import type { AiAnswer, AiAnswerEngines } from './engines/ai-answer-engine';

export const AI_VISIBILITY_RUN_KIND = 'ai-visibility-run';


export type AiRunStatus = 'queued' | 'running' | 'succeeded' | 'partial' | 'failed' | 'cancelled';

export interface AiRunView {
  id: string;
  jobId: string;
  status: AiRunStatus;
  source: DataSource;
  samplesPlanned: number;
  samplesChecked: number;
  samplesFailed: number;
  vendorCalls: number;
  /** Why the run did not happen or failed (a scheduled slot the credits did not cover, say); null otherwise. */
  error: string | null;
  /** False once its stored answers passed their retention and were deleted: its counts stay, its figures are gone. */
  answersKept: boolean;
  createdAt: Date;
}

/** What a run of the project would cost, before it starts. */
export interface AiRunCost {
  /** Prompts x surfaces x samples: one AI answer credit each, but for those read from the tracker's stored pages. */
  samples: number;
  /** First samples of `google-ai-overview` read from the tracker's fresh results pages: no call, no credit. */
  fromTrackerPages: number;
  /** AI answers left this period (the client's budget too, when the project has a client); null when unlimited. */
  creditsLeft: number | null;
  /** Why a run would be refused for credits, or null. */
  short: string | null;
}

export interface AiVisibilityRunServiceDeps {
  em: EntityManager;
  jobs: JobService;
  credits: CreditsService;
  engines: AiAnswerEngines;
  samples: (em: EntityManager) => AiVisibilitySamplesRepository;
  /** The tracker's stored results pages. */
  trackerPages: (em: EntityManager) => Pick<SerpSnapshotRepository, 'freshOverviewFor'>;
  /** How old a tracker's stored results page may be for its AI Overview to stand for a run's first sample (24 h by default). */
  trackerPageFreshMs?: number;
}

/** A tracker's results page is read instead of asking again when it is at most this old. */
export const TRACKER_PAGE_FRESH_MS = 24 * 60 * 60 * 1000;

/** A first sample of `google-ai-overview` read from a tracker's stored results page: no vendor call, no credit. */
interface ReusedSample {
  key: SampleKey;
  answer: AiAnswer;
}

/** A run's samples: every prompt asked of every surface `samples` times, grouped into batches. */
export function plannedSamples(project: Pick<AiVisibilityProject, 'prompts' | 'surfaces' | 'samples'>): PlannedSample[] {
  const planned: PlannedSample[] = [];
  project.prompts.forEach((prompt, promptIndex) => {
    for (const surface of project.surfaces) {
      for (let sample = 1; sample <= project.samples; sample++) planned.push({ promptIndex, surface, sample, prompt: prompt.text, batch: Math.floor(planned.length / SAMPLES_PER_BATCH) });
    }
  });
  return planned;
}

/** Starting a project's runs (their cost quoted first and spent up front) and reading them with their counts. */
export class AiVisibilityRunService {
  constructor(private readonly deps: AiVisibilityRunServiceDeps) {}

  async cost(viewer: Viewer, projectId: string): Promise<AiRunCost> {
    const user = requireUser(viewer);
    const project = await findWorkableProjectOrFail(this.deps.em, user, projectId);
    const reused = await this.fromTrackerPages(project);
    const samples = plannedSamples(project).length - reused.length;
    const usage = await this.deps.credits.usage(payerOf(user), workspaceOf(user));
    const workspaceLeft = usage.find((credits) => credits.kind === CreditKind.AI_ANSWERS)?.remaining ?? null;
    const clientLeft = await this.clientBudgetLeft(project);
    const lefts = [workspaceLeft, clientLeft].filter((left): left is number => left !== null);
    const creditsLeft = lefts.length > 0 ? Math.min(...lefts) : null;
    return { samples, fromTrackerPages: reused.length, creditsLeft, short: creditsLeft !== null && samples > creditsLeft ? billingMessages.insufficientCredits[CreditKind.AI_ANSWERS] : null };
  }

  /** Spends prompts x surfaces x samples AI answers (the client's budget applies) and hands the run to the job runner. */
  async start(viewer: Viewer, projectId: string): Promise<{ runId: string; jobId: string }> {
    const user = requireUser(viewer);
    const project = await findWorkableProjectOrFail(this.deps.em, user, projectId);
    const { run, job } = await this.startFor(payerOf(user), project, { idempotencyKey: null, handOver: 'runner' });
    return { runId: run.id, jobId: job.id };
  }

  /**
   * Starts the run of one scheduled slot, once: the slot key makes a second scheduler (another api process,
   * a retried Temporal activity) get the same job. It is charged as a manual run, to the workspace's owner.
   * A slot the credits (or the plan) do not cover starts nothing: its run is stored failed with the reason,
   * so the owner sees in the project's runs why it did not happen, as the tracker does. Null when the project
   * is gone or a run of it is under way (the slot is then skipped). `handOver`: the runner's, or a Temporal
   * workflow's that runs the job as its child.
   */
  async startScheduled(projectId: string, slotKey: string, handOver: ScheduledRunHandOver): Promise<Job | null> {
    const existing = await this.deps.em.findOne(Job, { idempotencyKey: slotKey });
    if (existing) return existing;
    const project = await this.deps.em.findOne(AiVisibilityProject, { id: projectId });
    // A Temporal Schedule's slot that fires as its schedule is switched off runs nothing.
    if (!project || project.scheduleFrequency === 'off') return null;
    await this.advancePassedNextRun(project);
    const owner = await workspaceOwnerAtWork(this.deps.em, project.workspaceId);
    if (!owner) return null;
    try {
      return (await this.startFor(owner, project, { idempotencyKey: slotKey, handOver })).job;
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) return this.sameSlotJob(slotKey);
      if (!(error instanceof AppError)) throw error;
      if (error.code === 'CONFLICT') return null;
      return this.storeRefusedSlot(owner, project, slotKey, error);
    }
  }

  /** Samples read from the tracker's fresh results pages (fromTrackerPages) are stored at once and not charged. */
  private async startFor(payer: User, project: AiVisibilityProject, options: { idempotencyKey: string | null; handOver: ScheduledRunHandOver }): Promise<{ run: AiVisibilityRun; job: Job }> {
    const planned = plannedSamples(project);
    const reused = await this.fromTrackerPages(project);
    const source = this.sourceOf(project);
    return this.deps.jobs.start(
      async (tx, starts) => {
        // Two starts of one project queue on its row: the second sees the first's run under way.
        await tx.execute('select 1 from ai_visibility_projects where id = ? for no key update', [project.id]);
        if (await runUnderWay(tx, project.id)) throw new AppError('CONFLICT', aiVisibilityMessages.runUnderWay);
        const request = {
          owner: payer,
          workspaceId: project.workspaceId,
          total: planned.length,
          idempotencyKey: options.idempotencyKey,
          cost: { credits: CreditKind.AI_ANSWERS, amount: planned.length - reused.length, clientId: project.clientId },
        };
        const job = options.handOver === 'runner' ? await starts.create(AI_VISIBILITY_RUN_KIND, request) : await starts.createForParent(AI_VISIBILITY_RUN_KIND, request);
        const run = tx.create(AiVisibilityRun, { projectId: project.id, jobId: job.id, payerId: payer.id, source, samplesPlanned: planned.length });
        job.subjectId = project.id;
        await tx.flush();
        const samples = this.deps.samples(tx);
        await samples.insertPlanned(run.id, project.id, planned);
        for (const { key, answer } of reused) await samples.storeAnswer(run.id, key, answer, extractFromAnswer(answer, brandsOf(project)));
        return { run, job };
      },
      // A scheduled run no user waits on starts late (by the start sweep) rather than not at all.
      options.idempotencyKey ? 'leave-for-sweep' : undefined,
    );
  }

  private sourceOf(project: AiVisibilityProject): DataSource {
    return project.surfaces.some((surface) => this.deps.engines(surface).source === DataSource.SANDBOX) ? DataSource.SANDBOX : DataSource.LIVE;
  }

  /** A slot refused (no credits, a plan without AI answers): its job and run stored failed with the reason, no sample planned, nothing spent. */
  private async storeRefusedSlot(owner: User, project: AiVisibilityProject, slotKey: string, refusal: AppError): Promise<Job | null> {
    try {
      const samplesPlanned = plannedSamples(project).length;
      const job = await this.deps.jobs.create(owner, project.workspaceId, AI_VISIBILITY_RUN_KIND, project.id, samplesPlanned, slotKey);
      this.deps.em.create(AiVisibilityRun, { projectId: project.id, jobId: job.id, payerId: owner.id, source: this.sourceOf(project), samplesPlanned });
      await this.deps.em.flush();
      await this.deps.jobs.endUnfinished(job, JobStatus.failed, refusal.message);
      return job;
    } catch (error) {
      if (!(error instanceof UniqueConstraintViolationException)) throw error;
      return this.sameSlotJob(slotKey);
    }
  }

  /** The slot's job another scheduler stored first. */
  private async sameSlotJob(slotKey: string): Promise<Job | null> {
    this.deps.em.clear();
    return this.deps.em.findOne(Job, { idempotencyKey: slotKey });
  }

  /**
   * A scheduled slot has come, so the project's next run is the schedule's following slot. The in-process
   * scheduler moved it when it claimed the slot; a Temporal Schedule keeps its own times, so without this
   * next_run_at would stay on the slot that just ran.
   */
  private async advancePassedNextRun(project: AiVisibilityProject): Promise<void> {
    const now = new Date();
    if (project.nextRunAt && project.nextRunAt > now) return;
    project.nextRunAt = nextAiRunAfter(scheduleOfProject(project), now);
    await this.deps.em.flush();
  }

  /** The project's runs, newest first, with their samples counted. */
  async list(viewer: Viewer, projectId: string, limit = 50): Promise<AiRunView[]> {
    const project = await findReadableProjectOrFail(this.deps.em, requireUser(viewer), projectId);
    const runs = await this.deps.em.find(AiVisibilityRun, { projectId: project.id }, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: Math.min(Math.max(limit, 1), 500) });
    const jobs = new Map((await this.deps.em.find(Job, { id: { $in: runs.map((run) => run.jobId) } })).map((job) => [job.id, job]));
    const counts = await this.deps.samples(this.deps.em).countsOf(runs.map((run) => run.id));
    return runs.map((run) => viewOf(run, jobs.get(run.jobId), counts.get(run.id)));
  }

  /**
   * The first sample of each `google-ai-overview` prompt that a tracker of the workspace saw on a results page of
   * the project's country and language (desktop) within trackerPageFreshMs, the page holding a loaded AI Overview:
   * read from the stored page instead of asked. Only the first: one stored page is one observation. Not when the
   * surface is asked of the sandbox (its answers would mix with a real page's).
   */
  private async fromTrackerPages(project: AiVisibilityProject): Promise<ReusedSample[]> {
    const surface = 'google-ai-overview';
    if (!project.surfaces.includes(surface) || this.deps.engines(surface).source === DataSource.SANDBOX) return [];
    const pages = this.deps.trackerPages(this.deps.em);
    const since = new Date(Date.now() - (this.deps.trackerPageFreshMs ?? TRACKER_PAGE_FRESH_MS));
    const reused: ReusedSample[] = [];
    for (const [promptIndex, prompt] of project.prompts.entries()) {
      const page = await pages.freshOverviewFor(project.workspaceId, { keyword: prompt.text, country: project.country, language: project.language, device: 'desktop' }, since);
      if (!page) continue;
      reused.push({
        key: { promptIndex, surface, sample: 1 },
        answer: {
          source: DataSource.LIVE,
          provider: 'tracker',
          observedVia: 'serp',
          observedFrom: aiVisibilityMessages.fromTrackerPage(page.runAt),
          model: null,
          present: true,
          text: page.overview.text,
          citations: toCitations(page.overview.references),
          searchQueries: [],
          costUsd: 0,
        },
      });
    }
    return reused;
  }

  private async clientBudgetLeft(project: AiVisibilityProject): Promise<number | null> {
    if (!project.clientId) return null;
    const client = await this.deps.em.findOne(WorkspaceClient, { id: project.clientId });
    const budget = client?.budgets[CreditKind.AI_ANSWERS];
    if (budget === undefined || budget === null) return null;
    return Math.max(budget - (await clientSpendOf(this.deps.em, project.clientId, CreditKind.AI_ANSWERS, new Date())), 0);
  }
}

function viewOf(run: AiVisibilityRun, job: Job | undefined, stored: RunCounts | undefined): AiRunView {
  const counts = run.keptCounts ?? stored;
  const checked = counts?.checked ?? 0;
  const failed = counts?.failed ?? 0;
  return {
    id: run.id,
    jobId: run.jobId,
    status: statusOf(job?.status ?? JobStatus.failed, failed),
    source: run.source,
    samplesPlanned: run.samplesPlanned,
    samplesChecked: checked,
    samplesFailed: failed,
    vendorCalls: counts?.vendorCalls ?? 0,
    error: job?.status === JobStatus.failed ? (job.error ?? null) : null,
    answersKept: run.answersDeletedAt === null,
    createdAt: run.createdAt,
  };
}

/** A run that ended with samples not checked is `partial`: its figures stand on the samples that were. */
function statusOf(status: JobStatus, failed: number): AiRunStatus {
  if (status === JobStatus.succeeded) return failed > 0 ? 'partial' : 'succeeded';
  return status;
}
