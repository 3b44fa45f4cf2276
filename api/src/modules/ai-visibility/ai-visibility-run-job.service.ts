import { setMaxListeners } from 'node:events';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AiVisibilityRunPlan } from '@rankcraft/workflows';
import { isUserFacing } from '../../common/app-error';
import { VendorError } from '../../common/vendor-error';
import type { CreditsService } from '../billing/credits.service';
import { Job, JobStatus } from '../jobs/job.entity';
import type { JobProgressReports } from '../jobs/job-progress';
import type { JobEnding, JobService, UnfinishedJobSettlement } from '../jobs/job.service';
import { jobsMessages } from '../jobs/jobs.messages';
import { NonRetryableError } from '../jobs/non-retryable-error';
import { AiVisibilityProject } from './ai-visibility-project.entity';
import { brandsOf } from './ai-visibility-project-access';
import { AiVisibilityRun } from './ai-visibility-run.entity';
import type { AiVisibilitySamplesRepository, AnsweredSample, PendingSample } from './ai-visibility-samples.repository';
import { aiVisibilityMessages } from './ai-visibility.messages';
import { refundNotChecked } from './ai-visibility-refunds';
import { extractFromAnswer } from './answer-extraction';
import type { AiAnswerEngines } from './engines/ai-answer-engine';
import type { WebhookEvents } from '../webhooks/webhook-events';
import { brandFiguresOfCounts, mentionChangeOf } from './visibility-figures';
import { brandCountsOf, storeRunFigures } from './ai-visibility-samples.repository';

/** Samples per batch (one activity), all asked at once. */
export const SAMPLES_PER_BATCH = 10;
/** Batches of one run asked at the same time: at most SAMPLES_PER_BATCH x BATCH_LANES engine calls at once per run. */
export const BATCH_LANES = 4;
/**
 * Calls one sample may get in all, each recorded before it is sent: a sample whose calls were all made without
 * an answer stored (failures, or a crash mid-call) is not checked, and never called again.
 */
export const MAX_CALLS_PER_SAMPLE = 3;

/** Where a run's samples and the credits ledger are read and written: on the service's context, or a transaction's. */
export interface AiVisibilityRunStores {
  samples: (em: EntityManager) => AiVisibilitySamplesRepository;
  creditsOn: (em: EntityManager) => Pick<CreditsService, 'refund'>;
}

/** An alert a rule fired when a run ended, as the `ai_visibility.changed` payload names it. */
export interface RunEndAlert {
  id: string;
  ruleId: string | null;
  kind: string;
  /** The brand or page it is about. */
  subject: string;
  title: string;
  data: Record<string, unknown>;
}

/** Told when a run ends with answers (succeeded or partial), before its webhook event: the alert rules. Answers every alert of the run. */
export interface AiVisibilityRunListener {
  runEnded(runId: string): Promise<RunEndAlert[]>;
}

export interface AiVisibilityRunJobServiceDeps extends AiVisibilityRunStores {
  em: EntityManager;
  jobs: JobService;
  engines: AiAnswerEngines;
  progress: JobProgressReports;
  webhookEvents: Pick<WebhookEvents, 'publish'>;
  listener?: AiVisibilityRunListener;
}

/** The steps of a run, called by its activities; each idempotent, so a retried or resumed run goes on where it stopped. */
export class AiVisibilityRunJobService {
  private readonly em: EntityManager;
  private readonly jobs: JobService;
  private readonly engines: AiAnswerEngines;
  private readonly progress: JobProgressReports;
  private readonly webhookEvents: Pick<WebhookEvents, 'publish'>;
  private readonly stores: AiVisibilityRunStores;
  private readonly listener: AiVisibilityRunListener | undefined;

  constructor({ em, jobs, engines, progress, webhookEvents, samples, creditsOn, listener }: AiVisibilityRunJobServiceDeps) {
    this.listener = listener;
    this.em = em;
    this.jobs = jobs;
    this.engines = engines;
    this.progress = progress;
    this.webhookEvents = webhookEvents;
    this.stores = { samples, creditsOn };
  }

  async begin(jobId: string): Promise<AiVisibilityRunPlan> {
    const { job, run } = await this.runnable(jobId);
    await this.jobs.markRunning(job, run.samplesPlanned);
    await this.reportProgress(job, run);
    return { concurrency: BATCH_LANES, batches: await this.stores.samples(this.em).pendingBatches(run.id) };
  }

  /**
   * Asks every pending sample of the batch once; throws (for the runner to retry) while some failed sample has calls
   * left. The calls are recorded in one statement before any is sent and the answers stored in one when all are back:
   * a batch's own database work is a few statements, so its lane goes on to the next batch quickly.
   */
  async askBatch(jobId: string, batch: number, signal?: AbortSignal): Promise<void> {
    const { job, run, project } = await this.runnable(jobId);
    const samples = this.stores.samples(this.em);
    const claimed = await samples.claimBatch(run.id, batch, MAX_CALLS_PER_SAMPLE, aiVisibilityMessages.notChecked);
    // Each sample being asked listens on the signal (the run's, shared by its lanes): a batch's ten in every lane, by design.
    if (signal) setMaxListeners(0, signal);
    const outcomes = await Promise.allSettled(claimed.map((sample) => this.ask(run, project, sample, signal)));
    const answered = outcomes.flatMap((outcome) => (outcome.status === 'fulfilled' && typeof outcome.value === 'object' && 'answer' in outcome.value ? [outcome.value] : []));
    await samples.storeAnswers(run.id, answered);
    await this.reportProgress(job, run);
    signal?.throwIfAborted();
    const rejected = outcomes.find((outcome) => outcome.status === 'rejected');
    if (rejected) throw rejected.reason;
    const retryable = outcomes.flatMap((outcome) => (outcome.status === 'fulfilled' && typeof outcome.value === 'object' && 'retry' in outcome.value ? [outcome.value] : []))[0];
    if (retryable) throw new Error(retryable.retry);
  }

  /** A batch that failed on every retry: its pending samples are not checked (refunded when the run ends). */
  async failBatch(jobId: string, batch: number, message: string): Promise<void> {
    const { job, run } = await this.runnable(jobId);
    await this.stores.samples(this.em).markFailed(run.id, { batch }, message);
    await this.reportProgress(job, run);
  }

  /** Refunds the samples not checked and completes the job; fails it when not one sample could be checked. */
  async finish(jobId: string): Promise<void> {
    const { job, run, project } = await this.runnable(jobId);
    const samples = this.stores.samples(this.em);
    await samples.markFailed(run.id, {}, aiVisibilityMessages.notChecked);
    const counts = await samples.counts(run.id);
    await refundNotChecked(this.em, this.stores.creditsOn(this.em), run.payerId, job.id, counts.failed);
    this.progress.discard(job.id);
    if (counts.checked === 0 && counts.failed > 0) {
      const [failed] = await samples.find(run.projectId, { runIds: [run.id], status: 'failed' }, 1);
      throw new NonRetryableError(failed?.error ?? aiVisibilityMessages.notChecked);
    }
    await storeRunFigures(this.em, [run.id]);
    const alerts = (await this.listener?.runEnded(run.id)) ?? [];
    await this.publishChanges(run, project, alerts);
    await this.jobs.succeed(job, { runId: run.id, checked: counts.checked, failed: counts.failed }, aiVisibilityMessages.done(counts.checked, counts.failed));
  }

  /**
   * The webhook event `ai_visibility.changed`, once per run, when a brand's mention rate differs from the last
   * finished run's beyond chance (two-proportion test, p < 0.05), or an alert rule fired (`alerts` names which);
   * a change within the noise sends nothing.
   */
  private async publishChanges(run: AiVisibilityRun, project: AiVisibilityProject, alerts: readonly RunEndAlert[]): Promise<void> {
    const earlier = await this.em.find(AiVisibilityRun, { projectId: project.id, createdAt: { $lt: run.createdAt } }, { orderBy: { createdAt: 'desc' } });
    const finished = new Set((await this.em.find(Job, { id: { $in: earlier.map((candidate) => candidate.jobId) }, status: JobStatus.succeeded })).map((job) => job.id));
    const previous = earlier.find((candidate) => finished.has(candidate.jobId));
    if (!previous) return;
    const names = brandsOf(project).map((brand) => brand.name);
    const figuresOf = async (runId: string) => brandFiguresOfCounts(names, await brandCountsOf(this.em, runId, {}));
    const [now, before] = await Promise.all([figuresOf(run.id), figuresOf(previous.id)]);
    const changed = now
      .map((brand, index) => ({ brand, change: mentionChangeOf(brand, before[index]) }))
      .filter(({ change }) => change.changed)
      .map(({ brand, change }) => ({ name: brand.name, mentionRate: brand.mentionRate.value, previousMentionRate: change.previousValue, n: brand.mentionRate.n, pValue: change.pValue }));
    if (changed.length === 0 && alerts.length === 0) return;
    await this.webhookEvents.publish(
      project.workspaceId,
      'ai_visibility.changed',
      {
        projectId: project.id,
        projectName: project.name,
        runId: run.id,
        previousRunId: previous.id,
        source: run.source,
        brands: changed,
        alerts: alerts.map((alert) => ({ id: alert.id, ruleId: alert.ruleId, kind: alert.kind, subject: alert.subject, title: alert.title, data: alert.data })),
      },
      { dedupeKey: `ai_visibility.changed:${run.id}` },
    );
  }

  /** One sample, its call recorded (claimBatch): its answer with what it says of the brands, to store; or whether it may be tried again. */
  private async ask(run: AiVisibilityRun, project: AiVisibilityProject, sample: PendingSample, signal?: AbortSignal): Promise<AnsweredSample | 'failed' | { retry: string }> {
    try {
      const answer = await this.engines(sample.surface).answer(
        { prompt: sample.prompt, surface: sample.surface, country: project.country, language: project.language, seed: `${run.id}:${sample.promptIndex}:${sample.sample}` },
        signal,
      );
      return { key: sample, answer, extraction: extractFromAnswer(answer, brandsOf(project)) };
    } catch (error) {
      if (signal?.aborted) throw error;
      const samples = this.stores.samples(this.em);
      const message = isUserFacing(error) ? error.message : error instanceof Error && error.message ? error.message : aiVisibilityMessages.notChecked;
      const final = (error instanceof VendorError && !error.retryable) || sample.attempts + 1 >= MAX_CALLS_PER_SAMPLE;
      if (final) await samples.markFailed(run.id, { key: sample }, message);
      else await samples.recordError(run.id, sample, message);
      return final ? 'failed' : { retry: message };
    }
  }

  private async runnable(jobId: string): Promise<{ job: Job; run: AiVisibilityRun; project: AiVisibilityProject }> {
    const job = await this.jobs.getJobOrFail(jobId);
    if (job.finished) throw new NonRetryableError(jobsMessages.alreadyFinished(job.status));
    const run = await this.em.findOne(AiVisibilityRun, { jobId });
    const project = run ? await this.em.findOne(AiVisibilityProject, { id: run.projectId }) : null;
    if (!run || !project) throw new NonRetryableError(aiVisibilityMessages.projectNotFound);
    return { job, run, project };
  }

  private async reportProgress(job: Job, run: AiVisibilityRun): Promise<void> {
    const counts = await this.stores.samples(this.em).counts(run.id);
    const settled = counts.checked + counts.failed;
    this.progress.push(job.id, { done: settled, message: aiVisibilityMessages.progress(settled, run.samplesPlanned), item: null });
  }
}

export interface AiVisibilityRunSettlementDeps extends AiVisibilityRunStores {
  em: EntityManager;
  progress: JobProgressReports;
}

/** A run that ends unfinished marks its pending samples not checked and gives back every sample not checked. */
export class AiVisibilityRunSettlement implements UnfinishedJobSettlement {
  constructor(private readonly deps: AiVisibilityRunSettlementDeps) {}

  async settle(job: Job, ending?: JobEnding): Promise<void> {
    this.deps.progress.discard(job.id);
    if (job.finished) return;
    const run = await this.deps.em.findOne(AiVisibilityRun, { jobId: job.id });
    if (!run) return;
    const samples = this.deps.samples(this.deps.em);
    await samples.markFailed(run.id, {}, ending?.message ?? aiVisibilityMessages.notChecked);
    await refundNotChecked(this.deps.em, this.deps.creditsOn(this.deps.em), run.payerId, job.id, (await samples.counts(run.id)).failed);
  }
}
