import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../common/app-error';
import { isUuid, parseInput, type UntrustedInput } from '../../common/validation';
import type { Viewer } from '../../common/viewer';
import { Job, JobStatus } from '../jobs/job.entity';
import type { JobService } from '../jobs/job.service';
import { CreditKind } from '../plans/credit-kind';
import { briefScoreTarget, briefTerms } from './brief-terms';
import { ContentBrief, ContentBriefPage } from './content-brief.entity';
import type { ScoreTarget } from './content-score';
import type { BriefCompetitorOutput, ContentBriefOutput, ContentBriefStart } from './dto/outputs/content-brief.output';
import { contentBriefChangeSchema, startContentBriefSchema } from './dto/inputs/start-content-brief.input';
import { projectClientOf } from '../workspaces/workspace-client.service';
import type { PageFetcher } from './pages/page-fetcher';
import { BRIEF_CACHE_DAYS } from './content.config';
import { payerOf, projectFilterOf, requireUser, workspaceOf } from '../auth/access';
import { lockRow } from '../../db/row-locks';

/** Result pages a brief reads. */
export const BRIEF_PAGES = 10;
const MAX_LISTED_BRIEFS = 50;

export const briefMessages = {
  notFound: 'Content brief not found.',
  notReady: 'The content brief is not ready yet.',
  failed: 'The content brief could not be made.',
} as const;

/** The brief's key in the cache: the keyword as the search reads it (lower case, single spaces), country, language and device. */
export function briefCacheKey(brief: { keyword: string; country: string; language: string; device: string }): string {
  return [brief.keyword.trim().replace(/\s+/g, ' ').toLowerCase(), brief.country, brief.language, brief.device].join('|');
}

/** Content briefs for their owners: started as jobs (or found in the cache), read back, and turned into score targets. */
export interface BriefTarget {
  target: ScoreTarget;
  competitorMedian: number;
  /** The competitors' H2 headings, most common first. */
  headings: string[];
  /** People Also Ask questions, when the search had them. */
  questions: string[];
}

export interface ContentBriefServiceDeps {
  em: EntityManager;
  jobs: JobService;
  pages: PageFetcher;
}

export class ContentBriefService {
  private readonly em: EntityManager;
  private readonly jobs: JobService;
  private readonly pages: PageFetcher;

  constructor({ em, jobs, pages }: ContentBriefServiceDeps) {
    this.em = em;
    this.jobs = jobs;
    this.pages = pages;
  }

  /**
   * Starts a brief as a job, for one content-brief credit, or returns the owner's brief of the last
   * BRIEF_CACHE_DAYS days for the same keyword, country, language and device (not failed) at no cost.
   */
  async start(viewer: Viewer, input: UntrustedInput<typeof startContentBriefSchema>, now = new Date()): Promise<ContentBriefStart> {
    const owner = requireUser(viewer);
    const { keyword, country, language, device, clientId } = parseInput(startContentBriefSchema, input);
    const client = (await projectClientOf(this.em, workspaceOf(owner), clientId)) ?? null;
    const cacheKey = briefCacheKey({ keyword, country, language, device });
    // A cached brief starts no job; a job no runner took fails and gives its credit back (JobService.start).
    const started = await this.jobs.start(async (em, starts) => {
      // The workspace's row lock orders its concurrent starts: two of one brief make one job.
      await lockRow(em, 'workspaces', workspaceOf(owner));
      const cached = await this.cachedBrief(em, { workspaceId: workspaceOf(owner), clientId: client }, cacheKey, now);
      if (cached) return { ...cached, cached: true };
      // The workspace's credits: a member's brief is paid for by its owner's plan.
      const job = await starts.create('content-brief', { owner: payerOf(owner), workspaceId: workspaceOf(owner), total: BRIEF_PAGES, cost: { credits: CreditKind.CONTENT_BRIEFS, amount: 1, clientId: client } });
      const brief = em.create(ContentBrief, { ownerId: owner.id, workspaceId: job.workspaceId, jobId: job.id, clientId: client, keyword, country, language, device, cacheKey, source: this.pages.source });
      job.subjectId = brief.id;
      await em.flush();
      return { brief, job, cached: false };
    });
    return { id: started.brief.id, jobId: started.job.id, status: started.job.status, cached: started.cached };
  }

  /** What `start` would spend now: nothing when a recent brief of the same settings answers it, else one content-brief credit. */
  async startCost(viewer: Viewer, input: UntrustedInput<typeof startContentBriefSchema>, now = new Date()): Promise<number> {
    const owner = requireUser(viewer);
    const { keyword, country, language, device, clientId } = parseInput(startContentBriefSchema, input);
    const client = (await projectClientOf(this.em, workspaceOf(owner), clientId)) ?? null;
    const cached = await this.cachedBrief(this.em, { workspaceId: workspaceOf(owner), clientId: client }, briefCacheKey({ keyword, country, language, device }), now);
    return cached ? 0 : 1;
  }

  /** One of the owner's briefs, with its job's state and its competitors so far. */
  async get(viewer: Viewer, briefId: string): Promise<ContentBriefOutput> {
    const user = requireUser(viewer);
    return this.viewOf(await this.ownBriefOrFail(projectFilterOf(user), briefId));
  }

  /** Groups a brief under a client of its workspace, or ungroups it (null). */
  async update(viewer: Viewer, briefId: string, input: UntrustedInput<typeof contentBriefChangeSchema>): Promise<ContentBriefOutput> {
    const user = requireUser(viewer);
    const brief = await this.ownBriefOrFail({ workspaceId: workspaceOf(user) }, briefId);
    const { clientId } = parseInput(contentBriefChangeSchema, input);
    const client = await projectClientOf(this.em, brief.workspaceId, clientId);
    if (client !== undefined) brief.clientId = client;
    await this.em.flush();
    return this.viewOf(brief);
  }

  /** The owner's briefs, newest first. */
  async list(viewer: Viewer): Promise<ContentBriefOutput[]> {
    const user = requireUser(viewer);
    const briefs = await this.em.find(ContentBrief, projectFilterOf(user), { orderBy: { createdAt: 'desc' }, limit: MAX_LISTED_BRIEFS });
    return Promise.all(briefs.map((brief) => this.viewOf(brief)));
  }

  /**
   * What the content score measures a text against for this brief (its keyword, terms with ranges,
   * word count and subheading ranges), the median score of the competitors' pages against it, and what
   * a writer follows: the competitors' H2 headings (most common first) and the People Also Ask questions.
   * `reader` is a viewer (checked like any request) or the id of the workspace a job step works in.
   */
  async scoreTargetFor(reader: Viewer | string, briefId: string): Promise<BriefTarget> {
    const workspaceId = typeof reader === 'string' ? reader : workspaceOf(requireUser(reader));
    const brief = await this.ownBriefOrFail({ workspaceId }, briefId);
    if (!brief.result) {
      const job = await this.em.findOne(Job, { id: brief.jobId });
      throw new AppError('BAD_USER_INPUT', job && job.finished ? briefMessages.failed : briefMessages.notReady);
    }
    const headings = brief.result.headings
      .filter((heading) => heading.level === 2)
      .sort((a, b) => b.pages - a.pages)
      .map((heading) => heading.text);
    return { target: briefScoreTarget(brief.keyword, brief.result), competitorMedian: brief.result.competitorMedian, headings, questions: brief.questions };
  }

  /** A recent brief of the same settings for the same client (another client's viewers must not be handed it). */
  private async cachedBrief(em: EntityManager, { workspaceId, clientId }: { workspaceId: string; clientId: string | null }, cacheKey: string, now: Date): Promise<{ brief: ContentBrief; job: Job } | null> {
    const since = new Date(now.getTime() - BRIEF_CACHE_DAYS * 24 * 60 * 60 * 1000);
    const recent = await em.find(ContentBrief, { workspaceId, clientId, cacheKey, createdAt: { $gte: since } }, { orderBy: { createdAt: 'desc' }, limit: 5 });
    for (const brief of recent) {
      const job = await em.findOne(Job, { id: brief.jobId });
      if (job && job.status !== JobStatus.failed && job.status !== JobStatus.cancelled) return { brief, job };
    }
    return null;
  }

  /** A brief within `scope` (a workspace, or a client viewer's client in it); any other is "not found". */
  private async ownBriefOrFail(scope: { workspaceId: string; clientId?: string }, briefId: string): Promise<ContentBrief> {
    const brief = isUuid(briefId) ? await this.em.findOne(ContentBrief, { id: briefId, ...scope }) : null;
    if (!brief) throw new AppError('NOT_FOUND', briefMessages.notFound);
    return brief;
  }

  private async viewOf(brief: ContentBrief): Promise<ContentBriefOutput> {
    const job = await this.em.findOneOrFail(Job, { id: brief.jobId });
    const pages = await this.em.find(ContentBriefPage, { briefId: brief.id }, { orderBy: { position: 'asc' } });
    const result = brief.result;
    return {
      id: brief.id,
      jobId: brief.jobId,
      status: job.status,
      keyword: brief.keyword,
      country: brief.country,
      language: brief.language,
      device: brief.device,
      source: brief.source,
      createdAt: brief.createdAt,
      clientId: brief.clientId,
      serpSnapshotAt: brief.serpSnapshotAt,
      error: job.error,
      wordCount: result?.wordCount ?? null,
      headingCount: result?.headingCount ?? null,
      terms: result ? briefTerms(brief.keyword, result) : [],
      headings: result?.headings ?? [],
      questions: brief.questions,
      competitorMedian: result?.competitorMedian ?? null,
      competitors: pages.map(competitorOf),
    };
  }
}

function competitorOf(page: ContentBriefPage): BriefCompetitorOutput {
  const read = page.page;
  return {
    position: page.position + 1,
    url: page.url,
    domain: page.domain,
    title: read?.title || page.serpTitle,
    h1: read?.h1 ?? [],
    h2: read?.headings.filter((heading) => heading.level === 2).map((heading) => heading.text) ?? [],
    wordCount: read?.wordCount ?? null,
    score: read?.score ?? null,
    status: page.status,
    error: page.error,
  };
}
