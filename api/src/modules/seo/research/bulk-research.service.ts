import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../../common/app-error';
import { isUuid, parseInput, type UntrustedInput } from '../../../common/validation';
import type { Viewer } from '../../../common/viewer';
import type { User } from '../../auth/user.entity';
import type { CreditsService } from '../../billing/credits.service';
import { Job, JobStatus } from '../../jobs/job.entity';
import type { JobService } from '../../jobs/job.service';
import { CreditKind } from '../../plans/credit-kind';
import { getPlanOrThrow, plans } from '../../plans/plans';
import type { TrackingKeywordsService } from '../../tracker/tracking-keywords.service';
import { describeProblems, MAX_BULK_KEYWORDS, parseBulkKeywords, type ParsedBulkKeywords } from './bulk-keywords';
import { BulkKeywordResearch } from './bulk-research.entity';
import type { BulkKeywordRowData, BulkResultsRepository } from './bulk-results.repository';
import { addBulkResultsToTrackerSchema, bulkKeywordsPreviewSchema, bulkResultsPageSchema, startBulkResearchSchema } from './dto/inputs/bulk-research.input';
import { researchMessages } from './dto/inputs/research-fields';
import type { MonthlyVolume, ResearchProvider } from './research-provider';
import { payerOf, requireUser, workspaceOf } from '../../auth/access';

export const bulkResearchMessages = {
  notIncluded: (plan: string, upgrade: string) => `Bulk keyword research is not included in the ${plan} plan. Upgrade to ${upgrade} to use it.`,
  tooMany: (limit: number, plan: string) => `At most ${limit.toLocaleString('en-US')} keywords per bulk research on the ${plan} plan.`,
  notFound: 'Bulk keyword research not found.',
  nothingToAdd: 'No keywords of this research match: pick at least one.',
  searchesShort: (needed: number, left: number) =>
    `${needed.toLocaleString('en-US')} keywords need ${needed.toLocaleString('en-US')} keyword searches; ${left.toLocaleString('en-US')} ${left === 1 ? 'is' : 'are'} left this month.`,
} as const;

/**
 * Spec §3's keyword stat columns, plus each keyword's status; the source column says SANDBOX for made-up
 * numbers. The 12-month trend comes last, so files read by column position before it was added still read.
 */
export const BULK_CSV_COLUMNS = ['keyword', 'search_volume', 'cpc_usd', 'competition', 'status', 'error', 'source', 'trend'];

export interface BulkResearchView {
  id: string;
  jobId: string;
  status: JobStatus;
  error: string | null;
  source: BulkKeywordResearch['source'];
  provider: string;
  country: string;
  language: string;
  total: number;
  done: number;
  failed: number;
  batchSize: number;
  createdAt: Date;
}

export interface BulkPreview extends Omit<ParsedBulkKeywords, 'keywords'> {
  count: number;
  limit: number;
  /** Why the viewer's plan cannot start one (it names the plans that can), or null. */
  refusal: string | null;
  /** Keyword searches left this period; null when unlimited. */
  searchesLeft: number | null;
  /** Why starting would be refused for credits (more keywords than searches left), or null. */
  searchesShort: string | null;
}

export interface BulkCsv {
  fileName: string;
  columns: string[];
  rows: AsyncIterable<(string | number)[]>;
}

export interface BulkResearchServiceDeps {
  em: EntityManager;
  jobs: JobService;
  research: ResearchProvider;
  trackingKeywords: TrackingKeywordsService;
  credits: CreditsService;
  /** The research's keyword rows on `em` (the service's own, or a transaction's). */
  bulkResults: (em: EntityManager) => BulkResultsRepository;
}

/**
 * Bulk keyword research: up to 10,000 keywords (pasted, uploaded as CSV / TSV, or a list) researched
 * as a job, in batches of the research provider's maximum keywords per call. One keyword search
 * credit per keyword, spent when it starts; keywords the vendor cannot answer are refunded. Pro and
 * Agency only, each with its per-job limit (plans' `bulkKeywordsPerJob`).
 */
export class BulkResearchService {
  private readonly em: EntityManager;
  private readonly jobs: JobService;
  private readonly research: ResearchProvider;
  private readonly trackingKeywords: TrackingKeywordsService;
  private readonly credits: CreditsService;
  private readonly bulkResults: (em: EntityManager) => BulkResultsRepository;

  constructor({ em, jobs, research, trackingKeywords, credits, bulkResults }: BulkResearchServiceDeps) {
    this.em = em;
    this.jobs = jobs;
    this.research = research;
    this.trackingKeywords = trackingKeywords;
    this.credits = credits;
    this.bulkResults = bulkResults;
  }

  /**
   * What starting would do: keywords counted once, repeats and bad lines counted (the first few named
   * with their line numbers), and the plan's limit. A plan without bulk research gets its refusal and
   * nothing is read.
   */
  async preview(viewer: Viewer, input: UntrustedInput<typeof bulkKeywordsPreviewSchema>): Promise<BulkPreview> {
    const user = requireUser(viewer);
    const payer = payerOf(user);
    const query = parseInput(bulkKeywordsPreviewSchema, input);
    const refusal = planRefusal(payer);
    const { keywords, ...lines } = refusal ? parseBulkKeywords([]) : parseBulkKeywords(keywordsOf(query));
    const usage = await this.credits.usage(payer, workspaceOf(user));
    const searchesLeft = usage.find((credits) => credits.kind === CreditKind.KEYWORD_SEARCHES)?.remaining ?? null;
    const searchesShort = searchesLeft !== null && keywords.length > searchesLeft ? bulkResearchMessages.searchesShort(keywords.length, searchesLeft) : null;
    return { count: keywords.length, ...lines, limit: bulkLimitOf(payer), refusal, searchesLeft, searchesShort };
  }

  async start(viewer: Viewer, input: UntrustedInput<typeof startBulkResearchSchema>): Promise<{ id: string; jobId: string; status: JobStatus }> {
    const owner = requireUser(viewer);
    const payer = payerOf(owner);
    assertPlanIncludesBulk(payer);
    const query = parseInput(startBulkResearchSchema, input);
    const { keywords, invalid, invalidCount } = parseBulkKeywords(keywordsOf(query));
    if (invalidCount > 0) throw new AppError('BAD_USER_INPUT', describeProblems(invalid, invalidCount));
    if (keywords.length === 0) throw new AppError('BAD_USER_INPUT', researchMessages.keywords);
    const limit = bulkLimitOf(payer);
    if (keywords.length > limit) throw new AppError('BAD_USER_INPUT', bulkResearchMessages.tooMany(limit, getPlanOrThrow(payer.planId).name));
    const batchSize = this.research.maxKeywordsPerCall;
    // One keyword search per keyword, refused before anything is stored when the allowance is short; a job
    // no runner took fails and gives them back (JobService.start).
    const started = await this.jobs.start(async (em, starts) => {
      const job = await starts.create('bulk-research', { owner: payer, workspaceId: workspaceOf(owner), total: keywords.length, cost: { credits: CreditKind.KEYWORD_SEARCHES, amount: keywords.length } });
      const research = em.create(BulkKeywordResearch, {
        ownerId: owner.id,
        workspaceId: job.workspaceId,
        jobId: job.id,
        country: query.country,
        language: query.language,
        source: this.research.source,
        provider: this.research.name,
        total: keywords.length,
        batchSize,
      });
      job.subjectId = research.id;
      await em.flush();
      await this.bulkResults(em).insert(research.id, keywords, batchSize);
      return { research, job };
    });
    return { id: started.research.id, jobId: started.job.id, status: started.job.status };
  }

  async get(viewer: Viewer, id: string): Promise<BulkResearchView> {
    const user = requireUser(viewer);
    return this.viewOf(await this.ownResearchOrFail(workspaceOf(user), id));
  }

  /** The owner's bulk researches, newest first. */
  async list(viewer: Viewer, limit = 20): Promise<BulkResearchView[]> {
    const user = requireUser(viewer);
    const researches = await this.em.find(BulkKeywordResearch, { workspaceId: workspaceOf(user) }, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: Math.min(Math.max(limit, 1), 100) });
    return Promise.all(researches.map((research) => this.viewOf(research)));
  }

  /** A page of the keywords (filtered and sorted, else in the order given), each with its answer, or pending, or why it failed. */
  async results(
    viewer: Viewer,
    id: string,
    input: UntrustedInput<typeof bulkResultsPageSchema>,
  ): Promise<{ source: BulkKeywordResearch['source']; provider: string; total: number; matching: number; offset: number; rows: BulkKeywordRowData[] }> {
    const user = requireUser(viewer);
    const research = await this.ownResearchOrFail(workspaceOf(user), id);
    const { offset, limit, sort, direction, ...filter } = parseInput(bulkResultsPageSchema, input);
    const { rows, matching } = await this.bulkResults(this.em).page(research.id, offset, limit, filter, { sort, direction });
    return { source: research.source, provider: research.provider, total: research.total, matching, offset, rows };
  }

  /**
   * Adds the keywords picked (or all matching the filter) to one of the owner's tracking instances
   * through the tracker's own import, so its checks hold: the instance is theirs, no run is under
   * way, and the plan's keywords per instance is not passed. Keywords it tracks already are left
   * as they are (an import would replace their tags, target URL and device).
   */
  async addToTracker(viewer: Viewer, input: UntrustedInput<typeof addBulkResultsToTrackerSchema>): Promise<{ added: number; alreadyTracked: number }> {
    const user = requireUser(viewer);
    const { researchId, instanceId, positions, ...filter } = parseInput(addBulkResultsToTrackerSchema, input);
    const research = await this.ownResearchOrFail(workspaceOf(user), researchId);
    const keywords = await this.bulkResults(this.em).keywords(research.id, positions, filter);
    if (keywords.length === 0) throw new AppError('BAD_USER_INPUT', bulkResearchMessages.nothingToAdd);
    return this.trackingKeywords.addMissing(viewer, instanceId, keywords);
  }

  /** Every keyword as a CSV row, read in pages from the database. */
  async csv(viewer: Viewer, id: string): Promise<BulkCsv> {
    const user = requireUser(viewer);
    const research = await this.ownResearchOrFail(workspaceOf(user), id);
    const repository = this.bulkResults(this.em);
    const source = research.source;
    return {
      fileName: `bulk-keyword-research-${research.createdAt.toISOString().slice(0, 10)}${source === 'SANDBOX' ? '-SANDBOX' : ''}.csv`,
      columns: BULK_CSV_COLUMNS,
      rows: (async function* () {
        for await (const row of repository.all(research.id)) {
          yield [row.keyword, row.volume ?? '', row.cpc ?? '', row.competition ?? '', row.status, row.error ?? '', source, trendCell(row.trend)];
        }
      })(),
    };
  }

  private async viewOf(research: BulkKeywordResearch): Promise<BulkResearchView> {
    const job = await this.em.findOneOrFail(Job, { id: research.jobId });
    const counts = await this.bulkResults(this.em).counts(research.id);
    return {
      id: research.id,
      jobId: research.jobId,
      status: job.status,
      error: job.error,
      source: research.source,
      provider: research.provider,
      country: research.country,
      language: research.language,
      total: research.total,
      done: counts.done,
      failed: counts.failed,
      batchSize: research.batchSize,
      createdAt: research.createdAt,
    };
  }

  private async ownResearchOrFail(workspaceId: string, id: string): Promise<BulkKeywordResearch> {
    const research = isUuid(id) ? await this.em.findOne(BulkKeywordResearch, { id, workspaceId }) : null;
    // Another workspace's research is "not found" too: its existence is not theirs to learn.
    if (!research) throw new AppError('NOT_FOUND', bulkResearchMessages.notFound);
    return research;
  }
}

function keywordsOf(input: { keywords?: string[] | null; text?: string | null }): string | string[] {
  return input.text ?? input.keywords ?? [];
}

/** Admins are staff and take the largest batch any plan has. */
function bulkLimitOf(user: User): number {
  return user.isAdmin ? MAX_BULK_KEYWORDS : getPlanOrThrow(user.planId).limits.bulkKeywordsPerJob;
}

/** Free has no bulk research; the message names the plans that do. */
function planRefusal(user: User): string | null {
  if (bulkLimitOf(user) > 0) return null;
  const withIt = plans.filter((plan) => plan.limits.bulkKeywordsPerJob > 0).map((plan) => plan.name);
  return bulkResearchMessages.notIncluded(getPlanOrThrow(user.planId).name, withIt.join(' or '));
}

function assertPlanIncludesBulk(user: User): void {
  const refusal = planRefusal(user);
  if (refusal) throw new AppError('FORBIDDEN', refusal);
}

/** "2025-11:1300;2025-12:1200;…", oldest month first: one cell, as months may differ between vendors. */
function trendCell(trend: readonly MonthlyVolume[]): string {
  return trend.map(({ year, month, volume }) => `${year}-${String(month).padStart(2, '0')}:${volume}`).join(';');
}
