import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../common/app-error';
import { mergeIterators } from '../../common/merge-iterators';
import { isUuid, parseInput, type Untrusted } from '../../common/validation';
import type { MaintenanceService } from '../admin/maintenance.service';
import { requireUser, type Viewer } from '../auth/access';
import { CreditKind, type CreditsService } from '../billing/credits.service';
import { getPlanOrThrow } from '../billing/plans';
import { FINISHED_STATUSES, type Job } from '../jobs/job.entity';
import type { JobEvents, TextDelta } from '../jobs/job-events';
import type { JobRunner } from '../jobs/job-runner';
import type { JobService } from '../jobs/job.service';
import { ArticleDraft } from './article-draft.entity';
import { ArticleFlow } from './article-flow';
import { writtenText } from './article-text';
import { Article } from './article.entity';
import type { KeywordSuggestionLimit } from './keyword-suggestion-limit';
import { generateArticleSchema, generateArticlesSchema, MAX_KEYWORD_LENGTH, suggestKeywordSchema } from './article.schemas';
import { writeAll, WriterError, type TextWriter } from './writer';

const MAX_LISTED_ARTICLES = 200;

export interface GenerateArticlesInput {
  flow: ArticleFlow;
  source: string;
  keywords: string[];
  business?: string | null;
}

/** Articles for their owners: keyword suggestions, generation jobs, live text and saved articles. */
export class ArticleService {
  constructor(
    private readonly em: EntityManager,
    private readonly maintenance: MaintenanceService,
    private readonly jobs: JobService,
    private readonly credits: CreditsService,
    private readonly runner: JobRunner,
    private readonly writer: TextWriter,
    private readonly suggestionLimit: KeywordSuggestionLimit,
  ) {}

  get writerProvider() {
    return { name: this.writer.name, model: this.writer.model, source: this.writer.source };
  }

  /** A business description → one seed keyword, from the language model; a few a minute per user (each call costs). */
  async suggestKeyword(viewer: Viewer, input: Untrusted<{ description: string }>): Promise<string> {
    const user = await this.maintenance.requireWorkingUser(viewer);
    const { description } = parseInput(suggestKeywordSchema, input);
    await this.suggestionLimit.take(user.id);
    let answer: string;
    try {
      answer = await writeAll(this.writer, { kind: 'suggest-keyword', description });
    } catch (error) {
      if (error instanceof WriterError) throw new AppError(error.retryable ? 'PROVIDER_UNAVAILABLE' : 'PROVIDER_ERROR', error.message);
      throw error;
    }
    const keyword = cleanKeyword(answer);
    if (!keyword) throw new AppError('PROVIDER_ERROR', 'No keyword returned');
    return keyword;
  }

  /**
   * Starts a job writing one article per keyword: keywords capped by the plan, one article credit
   * each (spent before the job runs, refunded for articles it does not write).
   */
  async generate(viewer: Viewer, input: Untrusted<GenerateArticlesInput>): Promise<Job> {
    const owner = await this.maintenance.requireWorkingUser(viewer);
    const { flow, source, business, keywords } = parseInput(generateArticlesSchema, input);
    const plan = getPlanOrThrow(owner.planId);
    const limit = plan.limits.keywordsPerGeneration;
    if (keywords.length > limit) throw new AppError('BAD_USER_INPUT', `The ${plan.name} plan generates up to ${limit} articles at a time.`);

    const job = await this.jobs.create(owner, 'article', null, keywords.length);
    keywords.forEach((keyword, position) => this.em.create(ArticleDraft, { jobId: job.id, position, keyword, flow, source, business }));
    await this.em.flush();
    try {
      await this.credits.spend(owner, CreditKind.ARTICLES, keywords.length, job.id);
    } catch (error) {
      // Nothing has run: the job goes as if it had never been asked for.
      await this.em.nativeDelete(ArticleDraft, { jobId: job.id });
      await this.em.removeAndFlush(job);
      throw error;
    }
    await this.runner.start(job);
    return job;
  }

  /** One article for a business and a keyword (the business flow with a single keyword). */
  async generateOne(viewer: Viewer, input: Untrusted<{ business: string; keyword: string }>): Promise<Job> {
    requireUser(viewer);
    const { business, keyword } = parseInput(generateArticleSchema, input);
    return this.generate(viewer, { flow: ArticleFlow.BUSINESS, source: business, business, keywords: [keyword] });
  }

  list(viewer: Viewer, limit: number): Promise<Article[]> {
    const user = requireUser(viewer);
    return this.em.find(Article, { ownerId: user.id }, { orderBy: { createdAt: 'desc' }, limit: Math.min(Math.max(limit, 1), MAX_LISTED_ARTICLES) });
  }

  /** A user sees only their own articles; anyone else's is "not found". */
  async findOwnArticleOrFail(viewer: Viewer, articleId: string): Promise<Article> {
    const user = requireUser(viewer);
    const article = isUuid(articleId) ? await this.em.findOne(Article, { id: articleId, ownerId: user.id }) : null;
    if (!article) throw new AppError('NOT_FOUND', 'Article not found.');
    return article;
  }

  async remove(viewer: Viewer, articleId: string): Promise<void> {
    await this.em.removeAndFlush(await this.findOwnArticleOrFail(viewer, articleId));
  }

  /** The articles a generation job has stored so far, in batch order. */
  async jobArticles(viewer: Viewer, jobId: string): Promise<Article[]> {
    const job = await this.jobs.findOwnJobOrFail(viewer, jobId);
    return this.em.find(Article, { jobId: job.id }, { orderBy: { position: 'asc' } });
  }

  /**
   * The live text of an owned job: first, per article begun, its text so far (from the database, so
   * any api replica can answer), then every later delta, until the job ends.
   */
  async *followText(owned: Job, events: JobEvents): AsyncGenerator<TextDelta> {
    // Listen first, then read: a delta stored after the read arrives on the stream, one before is in the read.
    const merged = mergeIterators(events.subscribeText(owned.id), events.subscribe(owned.id));
    try {
      const job = (await this.em.refresh(owned)) ?? owned;
      const lastSeq = new Map<number, number>();
      for (const draft of await this.em.find(ArticleDraft, { jobId: job.id }, { orderBy: { position: 'asc' } })) {
        if (draft.seq === 0) continue;
        lastSeq.set(draft.position, draft.seq);
        yield snapshotDelta(draft);
      }
      if (job.finished) return;
      for await (const event of merged) {
        if (event.from === 'second') {
          if (FINISHED_STATUSES.includes(event.value.status)) return;
          continue;
        }
        const delta = event.value;
        if (delta.seq <= (lastSeq.get(delta.index) ?? 0)) continue;
        lastSeq.set(delta.index, delta.seq);
        yield delta;
      }
    } finally {
      await merged.return(undefined);
    }
  }
}

function snapshotDelta(draft: ArticleDraft): TextDelta {
  const writing = draft.articleId ? null : (draft.headings?.[draft.sections.length] ?? null);
  const partial = draft.articleId ? '' : draft.partial;
  return {
    jobId: draft.jobId,
    index: draft.position,
    keyword: draft.keyword,
    seq: draft.seq,
    text: writtenText(draft) + partial,
    reset: true,
    section: writing,
    articleId: draft.articleId,
  };
}

/** The model's answer as a keyword: its first line, without quotes, labels or trailing punctuation. */
function cleanKeyword(answer: string): string {
  const line = answer.trim().split('\n')[0] ?? '';
  return line
    .replace(/^(seed\s+)?keyword\s*:\s*/i, '')
    .replace(/^["'“”‘’`]+|["'“”‘’`.!]+$/g, '')
    .trim()
    .toLowerCase()
    .slice(0, MAX_KEYWORD_LENGTH);
}
