import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { ArticlePlan } from '@rankcraft/workflows';
import { VendorError } from '../../common/vendor-error';
import { JobStatus, type Job } from '../jobs/job.entity';
import type { JobEvents } from '../jobs/job-events';
import type { JobService } from '../jobs/job.service';
import { NonRetryableError } from '../jobs/non-retryable-error';
import type { KeywordStat, ResearchProvider } from '../seo/research/research-provider';
import { ArticleDraft } from './article-draft.entity';
import { countWords, headerOf, revisionLabel, sectionOpening, writtenText } from './article-text';
import { Article } from './article.entity';
import { scoreArticleText, type ArticleScoreTarget, type ArticleScoring } from './article-score';
import { LiveText } from './live-text';
import { parseOutline, parseRevision, writeAll, type RevisionHeader, type TextWriter, type WritingBrief } from './writer';
import type { WebhookEvents } from '../webhooks/webhook-events';
import { jobsMessages } from '../jobs/jobs.messages';
import { articlesMessages } from './articles.messages';

/** Spec §9: the default country. */
const STATS_COUNTRY = 'us';

export interface ArticleJobServiceDeps {
  em: EntityManager;
  jobs: JobService;
  events: JobEvents;
  writer: TextWriter;
  research: ResearchProvider;
  scoring: ArticleScoring;
  concurrency: number;
  webhookEvents: WebhookEvents;
}

/**
 * The steps of an article generation, called by the activities. Every step is idempotent: what is
 * stored (outline, sections, the article) is not written again, so a retry resumes where it failed.
 * `signal` stops the model call when the job is cancelled.
 */
export class ArticleJobService {
  private readonly em: EntityManager;
  private readonly jobs: JobService;
  private readonly events: JobEvents;
  private readonly writer: TextWriter;
  private readonly research: ResearchProvider;
  private readonly scoring: ArticleScoring;
  private readonly concurrency: number;
  private readonly webhookEvents: WebhookEvents;

  constructor({ em, jobs, events, writer, research, scoring, concurrency, webhookEvents }: ArticleJobServiceDeps) {
    this.em = em;
    this.jobs = jobs;
    this.events = events;
    this.writer = writer;
    this.research = research;
    this.scoring = scoring;
    this.concurrency = concurrency;
    this.webhookEvents = webhookEvents;
  }

  async begin(jobId: string): Promise<ArticlePlan> {
    const job = await this.runnableJobOrFail(jobId);
    const drafts = await this.draftsOf(job.id);
    await this.jobs.markRunning(job, drafts.length);
    return { concurrency: this.concurrency, articles: drafts.filter((draft) => !draft.articleId).map((draft) => ({ index: draft.position, keyword: draft.keyword, optimise: draft.optimise })) };
  }

  /** Plans the article once; returns its number of sections. */
  async outline(jobId: string, index: number, signal?: AbortSignal): Promise<number> {
    const job = await this.runnableJobOrFail(jobId);
    const draft = await this.draftOrFail(job.id, index);
    if (draft.headings) return draft.headings.length;
    await this.jobs.reportProgress(job, await this.storedCount(job.id), `Article ${index + 1} of ${job.progressTotal} · Planning the outline`);
    const brief = writingBriefOf(await this.targetOf(job, draft));
    const outline = parseOutline(await writing(() => writeAll(this.writer, { kind: 'outline', keyword: draft.keyword, business: draft.business, brief }, signal)));
    draft.title = outline.title;
    draft.metaDescription = outline.metaDescription;
    draft.headings = outline.headings;
    await this.em.flush();
    const live = this.liveText(job, draft, null);
    live.announce(headerOf(draft));
    await live.close();
    return outline.headings.length;
  }

  /** Streams one section to subscribers as it is written, then stores it. */
  async writeSection(jobId: string, index: number, section: number, signal?: AbortSignal): Promise<void> {
    const job = await this.runnableJobOrFail(jobId);
    const draft = await this.draftOrFail(job.id, index);
    if (draft.sections.length > section) return;
    const headings = draft.headings;
    if (!headings || draft.sections.length !== section) throw new Error(`Section ${section} of article ${index} cannot be written before the ones ahead of it.`);
    const heading = headings[section];
    const brief = writingBriefOf(await this.targetOf(job, draft));
    await this.jobs.reportProgress(job, await this.storedCount(job.id), `Article ${index + 1} of ${job.progressTotal} · Writing “${heading}”`);

    const live = this.liveText(job, draft, heading);
    // A previous attempt streamed part of this section: subscribers drop it and start again from here.
    if (draft.partial) live.reset(writtenText(draft));
    const opening = sectionOpening(section, heading);
    live.append(opening);
    let body = '';
    try {
      await writing(async () => {
        for await (const piece of this.writer.stream({ kind: 'section', keyword: draft.keyword, business: draft.business, title: draft.title!, heading, headings, brief }, signal)) {
          body += piece;
          live.append(piece);
        }
      });
    } finally {
      await live.close();
    }
    await this.em.execute(`update article_drafts set sections = sections || jsonb_build_array(?::text), partial = '' where id = ? and jsonb_array_length(sections) = ?`, [
      opening.trimStart() + body,
      draft.id,
      section,
    ]);
  }

  /**
   * The optimise step: scores the written article (once) and, while the latest version is below the
   * goal, streams revision `revision` from the language model in place of the text so far, scores it
   * and stores it. Returns whether it revised; a revision stored already (a retry) counts as revised.
   */
  async revise(jobId: string, index: number, revision: number, signal?: AbortSignal): Promise<boolean> {
    const job = await this.runnableJobOrFail(jobId);
    const draft = await this.draftOrFail(job.id, index);
    if (draft.articleId) return false;
    if (draft.scores.length > revision) return true;
    const { target, goal } = await this.targetOf(job, draft);
    const previous = writtenText(draft);
    const score = scoreArticleText({ ...draft, text: previous }, target);
    if (draft.scores.length === 0) {
      draft.scores = [score.score];
      await this.em.flush();
    }
    if (draft.scores.length !== revision) throw new Error(`Revision ${revision} of article ${index} cannot be written before the ones ahead of it.`);
    const current = score.score;
    if (current >= goal) return false;
    await this.jobs.reportProgress(job, await this.storedCount(job.id), `Article ${index + 1} of ${job.progressTotal} · Revision ${revision} (score ${current}, goal ${goal})`);

    await this.em.execute('update article_drafts set revising = true where id = ?', [draft.id]);
    const live = this.liveText(job, draft, revisionLabel(revision));
    // The revision replaces the whole text for every subscriber as it streams.
    live.reset('');
    let text = '';
    let revised: RevisionHeader;
    try {
      try {
        await writing(async () => {
          for await (const piece of this.writer.stream({ kind: 'revise', keyword: draft.keyword, revision, text: previous, score, target, goal }, signal)) {
            text += piece;
            live.append(piece);
          }
        });
      } finally {
        await live.close();
      }
      revised = parseRevision(text);
    } catch (error) {
      if (!isDroppableRevisionFailure(error)) throw error;
      // A revision the model will not write (a refusal, a rejected request) or writes unreadably is
      // dropped: the article stays as it was, for subscribers too, and the optimise step ends.
      await this.em.execute(`update article_drafts set revising = false, partial = '' where id = ?`, [draft.id]);
      live.reset(previous);
      await live.close();
      await this.jobs.reportProgress(job, await this.storedCount(job.id), `Article ${index + 1} of ${job.progressTotal} · Revision ${revision} failed; the article is kept as it was`);
      return false;
    }
    const revisedScore = scoreArticleText({ ...revised, text }, target).score;
    await this.em.execute(
      `update article_drafts set revised_text = ?, title = ?, meta_description = ?, scores = scores || jsonb_build_array(?::int), partial = '', revising = false
       where id = ? and jsonb_array_length(scores) = ?`,
      [text, revised.title, revised.metaDescription, revisedScore, draft.id, revision],
    );
    return true;
  }

  /** Stores the article once, and tells subscribers it is complete. */
  async assemble(jobId: string, index: number): Promise<void> {
    const job = await this.runnableJobOrFail(jobId);
    const draft = await this.draftOrFail(job.id, index);
    if (draft.articleId) return;
    const article = await this.storeArticle(job, draft);
    await this.webhookEvents.publish(
      job.workspaceId,
      'article.completed',
      { articleId: article.id, jobId: job.id, keyword: article.keyword, title: article.title, wordCount: article.wordCount },
      { dedupeKey: `article.completed:${article.id}` },
    );
    await this.em.execute('update article_drafts set article_id = ? where id = ?', [article.id, draft.id]);
    const live = this.liveText(job, draft, null);
    live.complete(article.id);
    await live.close();
    const stored = await this.storedCount(job.id);
    await this.jobs.reportProgress(job, stored, `Article ${index + 1} of ${job.progressTotal} written`);
  }

  async finish(jobId: string): Promise<void> {
    const job = await this.jobs.getJobOrFail(jobId);
    if (job.status === JobStatus.succeeded) return;
    assertRunnable(job);
    const articles = await this.em.find(Article, { jobId: job.id }, { orderBy: { position: 'asc' } });
    await this.jobs.succeed(job, { articleIds: articles.map((article) => article.id) }, `Wrote ${articles.length} of ${job.progressTotal} articles`);
  }

  private async storeArticle(job: Job, draft: ArticleDraft): Promise<Article> {
    const existing = await this.em.findOne(Article, { jobId: job.id, position: draft.position });
    if (existing) return existing;
    const text = writtenText(draft);
    const keywordStat = await this.statOf(draft.keyword);
    const { kind, target } = await this.targetOf(job, draft);
    const contentScore = scoreArticleText({ ...draft, text }, target).score;
    const article = this.em.create(Article, {
      ownerId: job.ownerId,
      workspaceId: job.workspaceId,
      keyword: draft.keyword,
      flow: draft.flow,
      source: draft.source,
      business: draft.business,
      title: draft.title!,
      metaDescription: draft.metaDescription,
      text,
      wordCount: countWords(text),
      keywordStat,
      writer: this.writer.name,
      writerSource: this.writer.source,
      jobId: job.id,
      position: draft.position,
      contentScore,
      scoreTarget: kind,
      // The draft's score, then each revision's, when the optimise step ran.
      scoreHistory: draft.optimise && draft.scores.length > 0 ? draft.scores : null,
      briefId: draft.briefId,
    });
    try {
      await this.em.flush();
      return article;
    } catch (error) {
      // Another attempt of this step stored it first.
      if (!(error instanceof UniqueConstraintViolationException)) throw error;
      this.em.clear();
      return this.em.findOneOrFail(Article, { jobId: job.id, position: draft.position });
    }
  }

  /** The target keyword's stats (volume, CPC, competition) for the article; an article is stored without them when the research vendor fails. */
  private async statOf(keyword: string): Promise<KeywordStat | null> {
    try {
      const [stat] = await this.research.keywordStats({ keywords: [keyword], country: STATS_COUNTRY });
      return stat ?? null;
    } catch {
      return null;
    }
  }

  private targetOf(job: Job, draft: ArticleDraft): Promise<ArticleScoreTarget> {
    return this.scoring.targetOf({ workspaceId: job.workspaceId, keyword: draft.keyword, briefId: draft.briefId });
  }

  private liveText(job: Job, draft: ArticleDraft, section: string | null): LiveText {
    return new LiveText(this.em, this.events, { jobId: job.id, draftId: draft.id, index: draft.position, keyword: draft.keyword }, draft.seq, section);
  }

  private draftsOf(jobId: string): Promise<ArticleDraft[]> {
    return this.em.find(ArticleDraft, { jobId }, { orderBy: { position: 'asc' } });
  }

  private async draftOrFail(jobId: string, index: number): Promise<ArticleDraft> {
    const draft = await this.em.findOne(ArticleDraft, { jobId, position: index });
    if (!draft) throw new NonRetryableError(articlesMessages.noDraft(index));
    return draft;
  }

  private storedCount(jobId: string): Promise<number> {
    return this.em.count(Article, { jobId });
  }

  private async runnableJobOrFail(jobId: string): Promise<Job> {
    const job = await this.jobs.getJobOrFail(jobId);
    assertRunnable(job);
    return job;
  }
}

function writingBriefOf({ brief }: ArticleScoreTarget): WritingBrief | null {
  return brief && { headings: brief.headings, terms: brief.target.terms, questions: brief.questions, wordCount: brief.target.wordCount };
}

/** Failures that end the optimise step without failing the article: ones retrying cannot fix, and an unreadable revision. */
function isDroppableRevisionFailure(error: unknown): boolean {
  return error instanceof NonRetryableError || (error instanceof VendorError && error.kind === 'bad_response');
}

/** A model failure that retrying cannot fix (a rejected key, a refusal) ends the job at once. */
async function writing<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof VendorError && !error.retryable) throw new NonRetryableError(error.message);
    throw error;
  }
}

/** A step of a job that has ended (cancelled from elsewhere, say) must not go on. */
function assertRunnable(job: Job): void {
  if (job.finished) throw new NonRetryableError(jobsMessages.alreadyFinished(job.status));
}
