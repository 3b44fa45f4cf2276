import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../common/app-error';
import { VendorError } from '../../common/vendor-error';
import { endWithSources } from '../../common/end-with-sources';
import { mergeIterators } from '../../common/merge-iterators';
import { isUuid, parseInput, type UntrustedInput } from '../../common/validation';
import { payerOf, requireUser, workspaceOf } from '../auth/access';
import type { Viewer } from '../../common/viewer';
import { CreditKind } from '../plans/credit-kind';
import { getPlanOrThrow } from '../plans/plans';
import { FINISHED_STATUSES, Job, JobStatus } from '../jobs/job.entity';
import type { JobEvents, JobSnapshot, TextDelta } from '../jobs/job-events';
import type { JobService } from '../jobs/job.service';
import { ArticleDraft } from './article-draft.entity';
import { ArticleFlow } from './article-flow';
import { countWords, revisionLabel, writtenText } from './article-text';
import { Article } from './article.entity';
import type { KeywordSuggestionLimit } from './keyword-suggestion-limit';
import { generateArticleSchema } from './dto/inputs/generate-article.input';
import { generateArticlesSchema, MAX_KEYWORD_LENGTH } from './dto/inputs/generate-articles.input';
import { suggestKeywordSchema } from './dto/inputs/suggest-keyword.input';
import { articleDraftScoreSchema, updateArticleSchema } from './dto/inputs/update-article.input';
import { composeArticleText, scoreArticleText, type ArticleScoring } from './article-score';
import type { ArticleScore } from './dto/outputs/article-score.output';
import { writeAll, type TextWriter } from './writer';
import { articlesMessages } from './articles.messages';
import { lockRow } from '../../db/row-locks';

const MAX_LISTED_ARTICLES = 200;

/**
 * Article jobs one user may have queued or running at once. A job writes up to a plan's keywords per
 * generation (minutes of model time each), so more would only queue behind each other; the cap keeps
 * one user's batch from filling the queue.
 */
export const MAX_ACTIVE_ARTICLE_JOBS_PER_USER = 3;

export interface ArticleServiceDeps {
  em: EntityManager;
  jobs: JobService;
  writer: TextWriter;
  suggestionLimit: KeywordSuggestionLimit;
  scoring: ArticleScoring;
}

/** Articles for their owners: keyword suggestions, generation jobs, live text and saved articles. */
export class ArticleService {
  private readonly em: EntityManager;
  private readonly jobs: JobService;
  private readonly writer: TextWriter;
  private readonly suggestionLimit: KeywordSuggestionLimit;
  private readonly scoring: ArticleScoring;

  constructor({ em, jobs, writer, suggestionLimit, scoring }: ArticleServiceDeps) {
    this.em = em;
    this.jobs = jobs;
    this.writer = writer;
    this.suggestionLimit = suggestionLimit;
    this.scoring = scoring;
  }

  get writerProvider() {
    return { name: this.writer.name, model: this.writer.model, source: this.writer.source };
  }

  /** A business description → one seed keyword, from the language model; a few a minute per user (each call costs). */
  async suggestKeyword(viewer: Viewer, input: UntrustedInput<typeof suggestKeywordSchema>): Promise<string> {
    const user = requireUser(viewer);
    const { description } = parseInput(suggestKeywordSchema, input);
    await this.suggestionLimit.take(user.id);
    let answer: string;
    try {
      answer = await writeAll(this.writer, { kind: 'suggest-keyword', description });
    } catch (error) {
      if (error instanceof VendorError) throw error.toAppError();
      throw error;
    }
    const keyword = cleanKeyword(answer);
    if (!keyword) throw new AppError('PROVIDER_ERROR', articlesMessages.noKeywordSuggested);
    return keyword;
  }

  /**
   * Starts a job writing one article per keyword: keywords capped by the plan, one article credit
   * each (spent before the job runs, refunded for articles it does not write), at most
   * MAX_ACTIVE_ARTICLE_JOBS_PER_USER queued or running. The job, its drafts and the spend are one
   * transaction: a refusal leaves nothing behind.
   */
  async generate(viewer: Viewer, input: UntrustedInput<typeof generateArticlesSchema>): Promise<Job> {
    const owner = requireUser(viewer);
    // The workspace's plan and credits: a member writes within its owner's.
    const payer = payerOf(owner);
    const { flow, source, business, keywords, optimise, briefId } = parseInput(generateArticlesSchema, input);
    const plan = getPlanOrThrow(payer.planId);
    const limit = plan.limits.keywordsPerGeneration;
    if (keywords.length > limit) throw new AppError('BAD_USER_INPUT', articlesMessages.tooManyKeywords(plan.name, limit));
    // A brief that is missing or someone else's is refused before anything is spent.
    if (briefId) await this.scoring.targetOf({ workspaceId: workspaceOf(owner), keyword: keywords[0], briefId });

    // The job, its drafts and its credits are stored together, or none is: a job without drafts would
    // "succeed" with nothing written.
    // A job no runner took fails and gives its credits back (JobService.start).
    return this.jobs.start(async (em, starts) => {
      // The payer's row lock orders the concurrent starts they pay for, so the count below cannot be raced.
      await lockRow(em, 'users', payer.id);
      const active = await em.count(Job, { ownerId: payer.id, kind: 'article', status: { $in: [JobStatus.queued, JobStatus.running] } });
      if (active >= MAX_ACTIVE_ARTICLE_JOBS_PER_USER) {
        throw new AppError('TOO_MANY_REQUESTS', articlesMessages.tooManyActiveJobs(MAX_ACTIVE_ARTICLE_JOBS_PER_USER));
      }
      const created = await starts.create('article', { owner: payer, workspaceId: workspaceOf(owner), total: keywords.length, cost: { credits: CreditKind.ARTICLES, amount: keywords.length } });
      keywords.forEach((keyword, position) => em.create(ArticleDraft, { jobId: created.id, position, keyword, flow, source, business, briefId, optimise }));
      await em.flush();
      return created;
    });
  }

  /** One article for a business and a keyword (the business flow with a single keyword). */
  async generateOne(viewer: Viewer, input: UntrustedInput<typeof generateArticleSchema>): Promise<Job> {
    requireUser(viewer);
    const { business, keyword } = parseInput(generateArticleSchema, input);
    return this.generate(viewer, { flow: ArticleFlow.BUSINESS, source: business, business, keywords: [keyword] });
  }

  list(viewer: Viewer, limit: number): Promise<Article[]> {
    const user = requireUser(viewer);
    return this.em.find(Article, { workspaceId: workspaceOf(user) }, { orderBy: { createdAt: 'desc' }, limit: Math.min(Math.max(limit, 1), MAX_LISTED_ARTICLES) });
  }

  /** A user sees only their own articles; anyone else's is "not found". */
  async findOwnArticleOrFail(viewer: Viewer, articleId: string): Promise<Article> {
    const user = requireUser(viewer);
    const article = isUuid(articleId) ? await this.em.findOne(Article, { id: articleId, workspaceId: workspaceOf(user) }) : null;
    if (!article) throw new AppError('NOT_FOUND', articlesMessages.notFound);
    return article;
  }

  /** Saves the editor's title, meta description and Markdown body, and scores the article again. */
  async update(viewer: Viewer, articleId: string, input: UntrustedInput<typeof updateArticleSchema>): Promise<Article> {
    requireUser(viewer);
    const article = await this.findOwnArticleOrFail(viewer, articleId);
    const { title, metaDescription, text } = parseInput(updateArticleSchema, input);
    article.title = title;
    article.metaDescription = metaDescription;
    article.text = composeArticleText(metaDescription, text);
    article.wordCount = countWords(article.text);
    const { kind, target } = await this.scoring.targetOf(article);
    article.contentScore = scoreArticleText(article, target).score;
    article.scoreTarget = kind;
    await this.em.flush();
    return article;
  }

  /** A text in the editor scored against the article's target (its brief's, else its keyword's), without saving it. */
  async scoreDraft(viewer: Viewer, articleId: string, input: UntrustedInput<typeof articleDraftScoreSchema>): Promise<ArticleScore> {
    requireUser(viewer);
    const article = await this.findOwnArticleOrFail(viewer, articleId);
    const { title, metaDescription, text } = parseInput(articleDraftScoreSchema, input);
    const { kind, target, goal } = await this.scoring.targetOf(article);
    return { target: kind, goal, score: scoreArticleText({ title: title || null, metaDescription, text }, target) };
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
  followText(owned: Job, events: JobEvents): AsyncIterableIterator<TextDelta> {
    // Listen first, then read: a delta stored after the read arrives on the stream, one before is in the read.
    const text = events.subscribeText(owned.id);
    const updates = events.subscribe(owned.id);
    return endWithSources(this.deltasOf(owned, text, updates), [text, updates]);
  }

  private async *deltasOf(owned: Job, text: AsyncIterator<TextDelta>, updates: AsyncIterator<JobSnapshot>): AsyncGenerator<TextDelta> {
    const merged = mergeIterators(text, updates);
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
      // The merge ends its sources only if it was started; a finished job's text never starts it.
      await Promise.allSettled([merged.return(undefined), text.return?.(), updates.return?.()]);
    }
  }
}

function snapshotDelta(draft: ArticleDraft): TextDelta {
  // While a revision streams, the text so far is the revision's alone.
  const revising = draft.revising && !draft.articleId;
  const writing = draft.articleId ? null : revising ? revisionLabel(draft.scores.length) : (draft.headings?.[draft.sections.length] ?? null);
  const partial = draft.articleId ? '' : draft.partial;
  return {
    jobId: draft.jobId,
    index: draft.position,
    keyword: draft.keyword,
    seq: draft.seq,
    text: revising ? partial : writtenText(draft) + partial,
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
