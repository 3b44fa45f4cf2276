import type { EntityManager } from '@mikro-orm/postgresql';
import type { ContentBriefPlan } from '@rankcraft/workflows';
import { VendorError } from '../../common/vendor-error';
import { JobStatus, type Job } from '../jobs/job.entity';
import type { JobService } from '../jobs/job.service';
import { NonRetryableError } from '../jobs/non-retryable-error';
import type { SerpClient } from '../seo/serp/serp-client';
import type { SerpPage } from '../seo/serp/serp-provider';
import type { FreshSerpPage, SerpSnapshotRepository } from '../tracker/serp-snapshot.repository';
import { briefScoreTarget, percentile, recommendFromPages } from './brief-terms';
import { ContentBrief, ContentBriefPage } from './content-brief.entity';
import { scoreContent } from './content-score';
import { BRIEF_PAGES } from './content-brief.service';
import { extractPage } from './pages/page-extract';
import { PageFetchError, type PageFetcher } from './pages/page-fetcher';
import { jobsMessages } from '../jobs/jobs.messages';
import { contentMessages } from './content.messages';

/** Pages of one brief fetched at the same time. */
export const BRIEF_PAGE_CONCURRENCY = 4;

export const briefJobMessages = {
  noResults: 'The search returned no results for this keyword, so there is nothing to compare.',
  nothingRead: 'None of the top results could be read, so there is nothing to compare.',
  noText: 'No readable text was found on the page.',
} as const;

/** People Also Ask questions of a search, for the brief's `questions`: in page order, each once. */
export function serpQuestions(page: SerpPage): string[] {
  const questions = page.features.flatMap((feature) => (feature.type === 'people_also_ask' ? (feature.questions ?? []) : []));
  return [...new Set(questions.map((question) => question.trim()).filter(Boolean))];
}

export interface ContentBriefJobServiceDeps {
  em: EntityManager;
  jobs: JobService;
  serp: SerpClient;
  pages: PageFetcher;
  snapshots: Pick<SerpSnapshotRepository, 'freshPageFor'>;
  /** How old a tracker run's stored page may be to stand in for the search (content.config.ts); 0: always search. */
  snapshotMaxAgeHours: number;
}

/**
 * The steps of a content brief, called by the activities. Every step is idempotent: the results are
 * stored once, and a page read or skipped is not fetched again, so a retry resumes where it stopped.
 */
export class ContentBriefJobService {
  private readonly em: EntityManager;
  private readonly jobs: JobService;
  private readonly serp: SerpClient;
  private readonly pages: PageFetcher;
  private readonly snapshots: Pick<SerpSnapshotRepository, 'freshPageFor'>;
  private readonly snapshotMaxAgeHours: number;

  constructor({ em, jobs, serp, pages, snapshots, snapshotMaxAgeHours }: ContentBriefJobServiceDeps) {
    this.em = em;
    this.jobs = jobs;
    this.serp = serp;
    this.pages = pages;
    this.snapshots = snapshots;
    this.snapshotMaxAgeHours = snapshotMaxAgeHours;
  }

  /**
   * Takes the top BRIEF_PAGES results from a fresh tracker snapshot of the same search by the owner
   * (no vendor call), else searches once; and says which pages are still to read.
   */
  async begin(jobId: string, signal?: AbortSignal): Promise<ContentBriefPlan> {
    const job = await this.runnableJobOrFail(jobId);
    const brief = await this.briefOf(job);
    let pages = await this.pagesOf(brief.id);
    if (pages.length === 0) {
      const snapshot = await this.freshSnapshot(brief);
      let results: { url: string; domain: string; title: string }[];
      if (snapshot) {
        results = snapshot.results;
        brief.questions = snapshot.questions;
        brief.serpSnapshotAt = snapshot.runAt;
      } else {
        await this.jobs.reportProgress(job, 0, `Searching for “${brief.keyword}”`);
        const serpPage = await searching(() =>
          this.serp.search(
            { keyword: brief.keyword, device: brief.device, depth: BRIEF_PAGES, page: 1, language: brief.language, country: brief.country, location: null, dateRange: null },
            signal,
          ),
        );
        results = serpPage.results.slice(0, BRIEF_PAGES);
        brief.questions = serpQuestions(serpPage);
      }
      if (results.length === 0) throw new NonRetryableError(briefJobMessages.noResults);
      pages = results.map((result, position) => this.em.create(ContentBriefPage, { briefId: brief.id, position, url: result.url, domain: result.domain, serpTitle: result.title }));
      await this.em.flush();
    }
    await this.jobs.markRunning(job, pages.length);
    await this.reportRead(job, pages, null);
    return { concurrency: BRIEF_PAGE_CONCURRENCY, pages: pages.filter((page) => page.status === 'pending').map((page) => page.position) };
  }

  /** Fetches one result page and stores its main text; a page that cannot be read is stored as skipped, with why. */
  async readPage(jobId: string, index: number, signal?: AbortSignal): Promise<void> {
    const job = await this.runnableJobOrFail(jobId);
    const brief = await this.briefOf(job);
    const page = await this.em.findOne(ContentBriefPage, { briefId: brief.id, position: index });
    if (!page) throw new NonRetryableError(contentMessages.noResultAt(index + 1));
    if (page.status !== 'pending') return;
    try {
      const fetched = await this.pages.fetch({ url: page.url, keyword: brief.keyword }, signal);
      const extracted = extractPage(fetched.html);
      if (extracted.wordCount === 0) Object.assign(page, { status: 'skipped', error: briefJobMessages.noText });
      else Object.assign(page, { status: 'read', page: { ...extracted, score: null } });
    } catch (error) {
      if (!(error instanceof PageFetchError)) throw error;
      Object.assign(page, { status: 'skipped', error: error.message });
    }
    await this.em.flush();
    await this.reportRead(job, await this.pagesOf(brief.id), page);
  }

  /** Computes the brief from the pages read, scores each of them against it, and completes the job. */
  async finish(jobId: string): Promise<void> {
    const job = await this.jobs.getJobOrFail(jobId);
    if (job.status === JobStatus.succeeded) return;
    assertRunnable(job);
    const brief = await this.briefOf(job);
    const pages = await this.pagesOf(brief.id);
    const read = pages.filter((page) => page.status === 'read' && page.page);
    if (read.length === 0) throw new NonRetryableError(briefJobMessages.nothingRead);
    const recommendations = recommendFromPages(read.map((page) => page.page!));
    const target = briefScoreTarget(brief.keyword, recommendations);
    const scores = read.map((page) => {
      const { markdown, title, metaDescription } = page.page!;
      const score = scoreContent({ text: markdown, title, metaDescription: metaDescription ?? undefined }, target).score;
      page.page = { ...page.page!, score };
      return score;
    });
    brief.result = { ...recommendations, competitorMedian: Math.round(percentile(scores, 0.5)) };
    await this.em.flush();
    const skipped = pages.length - read.length;
    await this.jobs.succeed(job, { briefId: brief.id }, `Read ${read.length} of ${pages.length} pages${skipped ? ` (${skipped} skipped)` : ''}`);
  }

  private freshSnapshot(brief: ContentBrief): Promise<FreshSerpPage | null> {
    if (this.snapshotMaxAgeHours <= 0) return Promise.resolve(null);
    const since = new Date(Date.now() - this.snapshotMaxAgeHours * 60 * 60 * 1000);
    return this.snapshots.freshPageFor(brief.workspaceId, brief, since, BRIEF_PAGES);
  }

  private async reportRead(job: Job, pages: ContentBriefPage[], last: ContentBriefPage | null): Promise<void> {
    const done = pages.filter((page) => page.status !== 'pending').length;
    const what = last ? (last.status === 'read' ? ` · Read ${last.domain}` : ` · Skipped ${last.domain}: ${last.error}`) : '';
    job.progressItem = last?.url ?? null;
    await this.jobs.reportProgress(job, done, `Read ${done} of ${pages.length} pages${what}`);
  }

  private async briefOf(job: Job): Promise<ContentBrief> {
    const brief = await this.em.findOne(ContentBrief, { jobId: job.id });
    if (!brief) throw new NonRetryableError(contentMessages.briefDeleted);
    return brief;
  }

  private pagesOf(briefId: string): Promise<ContentBriefPage[]> {
    return this.em.find(ContentBriefPage, { briefId }, { orderBy: { position: 'asc' } });
  }

  private async runnableJobOrFail(jobId: string): Promise<Job> {
    const job = await this.jobs.getJobOrFail(jobId);
    assertRunnable(job);
    return job;
  }
}

/** A search failure that retrying cannot fix (a rejected key, no vendor credits) ends the job at once. */
async function searching<T>(search: () => Promise<T>): Promise<T> {
  try {
    return await search();
  } catch (error) {
    if (error instanceof VendorError && !error.retryable) throw new NonRetryableError(error.message);
    throw error;
  }
}

/** A step of a job that has ended (cancelled from elsewhere, say) must not go on. */
function assertRunnable(job: Job): void {
  if (job.finished) throw new NonRetryableError(jobsMessages.alreadyFinished(job.status));
}
