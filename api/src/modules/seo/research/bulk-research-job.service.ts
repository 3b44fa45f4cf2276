import type { EntityManager } from '@mikro-orm/postgresql';
import type { BulkResearchPlan } from '@rankcraft/workflows';
import { VendorError } from '../../../common/vendor-error';
import { User } from '../../auth/user.entity';
import type { CreditsService } from '../../billing/credits.service';
import type { Job } from '../../jobs/job.entity';
import type { JobProgressReports } from '../../jobs/job-progress';
import type { JobEnding, JobService, UnfinishedJobSettlement } from '../../jobs/job.service';
import { NonRetryableError } from '../../jobs/non-retryable-error';
import { CreditKind } from '../../plans/credit-kind';
import { BulkKeywordResearch } from './bulk-research.entity';
import type { BulkResultsRepository } from './bulk-results.repository';
import type { ResearchProvider } from './research-provider';
import { jobsMessages } from '../../jobs/jobs.messages';
import { seoMessages } from '../seo.messages';

/**
 * Batches of one research asked at the same time: a vendor without a batch endpoint still gets only
 * a few calls at once, and one with (1,000 keywords a call) is done in seconds anyway.
 */
export const BULK_BATCH_CONCURRENCY = 3;

export const bulkJobMessages = {
  progress: (settled: number, total: number) => `Researched ${settled.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} keywords`,
  done: (done: number, failed: number) =>
    `Researched ${done.toLocaleString('en-US')} keywords${failed > 0 ? `; ${failed.toLocaleString('en-US')} could not be answered and were refunded` : ''}`,
} as const;

/** Where a research's rows and the credits ledger are read and written: on the service's context, or a transaction's. */
export interface BulkResearchStores {
  bulkResults: (em: EntityManager) => BulkResultsRepository;
  creditsOn: (em: EntityManager) => Pick<CreditsService, 'refund'>;
}

export interface BulkResearchJobServiceDeps extends BulkResearchStores {
  em: EntityManager;
  jobs: JobService;
  research: ResearchProvider;
  progress: JobProgressReports;
}

/**
 * The steps of a bulk keyword research, called by the activities. Every step is idempotent: a batch
 * answered or marked failed is not asked again, so a retried or resumed job goes on where it stopped.
 */
export class BulkResearchJobService {
  private readonly em: EntityManager;
  private readonly jobs: JobService;
  private readonly research: ResearchProvider;
  private readonly progress: JobProgressReports;
  private readonly stores: BulkResearchStores;

  constructor({ em, jobs, research, progress, bulkResults, creditsOn }: BulkResearchJobServiceDeps) {
    this.em = em;
    this.jobs = jobs;
    this.research = research;
    this.progress = progress;
    this.stores = { bulkResults, creditsOn };
  }

  async begin(jobId: string): Promise<BulkResearchPlan> {
    const { job, research } = await this.runnable(jobId);
    await this.jobs.markRunning(job, research.total);
    await this.reportProgress(job, research);
    return { concurrency: BULK_BATCH_CONCURRENCY, batches: await this.stores.bulkResults(this.em).pendingBatches(research.id) };
  }

  /** One vendor call for the batch's pending keywords (a batch is at most the vendor's maximum per call). */
  async researchBatch(jobId: string, batch: number, signal?: AbortSignal): Promise<void> {
    const { job, research } = await this.runnable(jobId);
    const results = this.stores.bulkResults(this.em);
    const keywords = await results.pendingKeywords(research.id, batch);
    if (keywords.length === 0) return;
    let stats;
    try {
      stats = await this.research.keywordStats({ keywords, country: research.country, language: research.language }, signal);
    } catch (error) {
      if (error instanceof VendorError && !error.retryable) throw new NonRetryableError(error.message);
      throw error;
    }
    await results.storeAnswers(research.id, batch, stats);
    await this.reportProgress(job, research);
  }

  /** A batch that failed on every retry: its pending keywords are marked failed and their credits given back, together. */
  async failBatch(jobId: string, batch: number, message: string): Promise<void> {
    const { job, research } = await this.runnable(jobId);
    await refundPending(this.stores, this.em, job, research, batch, message);
    await this.reportProgress(job, research);
  }

  /** Completes the job with what was answered; fails it (everything refunded) when no keyword could be. */
  async finish(jobId: string): Promise<void> {
    const { job, research } = await this.runnable(jobId);
    const counts = await this.stores.bulkResults(this.em).counts(research.id);
    this.progress.discard(job.id);
    if (counts.done === 0 && counts.failed > 0) {
      const {
        rows: [failed],
      } = await this.stores.bulkResults(this.em).page(research.id, 0, 1);
      throw new NonRetryableError(failed?.error ?? 'No keyword could be researched.');
    }
    await this.jobs.succeed(job, { researchId: research.id, done: counts.done, failed: counts.failed }, bulkJobMessages.done(counts.done, counts.failed));
  }

  private async runnable(jobId: string): Promise<{ job: Job; research: BulkKeywordResearch }> {
    const job = await this.jobs.getJobOrFail(jobId);
    if (job.finished) throw new NonRetryableError(jobsMessages.alreadyFinished(job.status));
    const research = await this.em.findOne(BulkKeywordResearch, { jobId });
    if (!research) throw new NonRetryableError(seoMessages.bulkResearchDeleted);
    return { job, research };
  }

  private async reportProgress(job: Job, research: BulkKeywordResearch): Promise<void> {
    const counts = await this.stores.bulkResults(this.em).counts(research.id);
    const settled = counts.done + counts.failed;
    this.progress.push(job.id, { done: settled, message: bulkJobMessages.progress(settled, research.total), item: null });
  }
}

/** Marks a batch's (or, with null, the whole research's) pending keywords failed and refunds them, in one transaction. */
async function refundPending(stores: BulkResearchStores, em: EntityManager, job: Job, research: BulkKeywordResearch, batch: number | null, message: string): Promise<void> {
  await em.transactional(async (tx) => {
    const failed = await stores.bulkResults(tx).markFailed(research.id, batch, message);
    const owner = await tx.findOne(User, { id: job.ownerId });
    if (owner && failed > 0) await stores.creditsOn(tx).refund(owner, CreditKind.KEYWORD_SEARCHES, failed, job.id);
  });
}

export interface BulkResearchSettlementDeps extends BulkResearchStores {
  em: EntityManager;
  progress: JobProgressReports;
}

/** A research that ends unfinished gives back the credits of the keywords it had not answered, and marks them failed. */
export class BulkResearchSettlement implements UnfinishedJobSettlement {
  private readonly em: EntityManager;
  private readonly progress: JobProgressReports;
  private readonly stores: BulkResearchStores;

  constructor({ em, progress, bulkResults, creditsOn }: BulkResearchSettlementDeps) {
    this.em = em;
    this.progress = progress;
    this.stores = { bulkResults, creditsOn };
  }

  async settle(job: Job, ending?: JobEnding): Promise<void> {
    this.progress.discard(job.id);
    if (job.finished) return;
    const research = await this.em.findOne(BulkKeywordResearch, { jobId: job.id });
    if (research) await refundPending(this.stores, this.em, job, research, null, ending?.message ?? 'Cancelled.');
  }
}
