import type { EntityManager } from '@mikro-orm/postgresql';
import { builtOnFirstRead, once } from '../../common/built-on-first-read';
import type { ContentBriefService } from '../content/content-brief.service';
import type { JobEvents } from '../jobs/job-events';
import type { JobService } from '../jobs/job.service';
import type { ResearchProvider } from '../seo/research/research-provider';
import type { WebhookEvents } from '../webhooks/webhook-events';
import { ArticleJobService } from './article-job.service';
import { ArticleScoring } from './article-score';
import { ArticleService } from './article.service';
import type { KeywordSuggestionLimit } from './keyword-suggestion-limit';
import type { TextWriter } from './writer';

export interface ArticlesModuleNeeds {
  em: EntityManager;
  jobs: JobService;
  jobEvents: JobEvents;
  writer: TextWriter;
  /** Keyword stats for the outline. */
  research: ResearchProvider;
  keywordSuggestionLimit: KeywordSuggestionLimit;
  webhookEvents: WebhookEvents;
  /** Articles are scored against their content brief when they have one. */
  contentBriefs: ContentBriefService;
  /** ARTICLE_CONCURRENCY. */
  articleConcurrency: number;
  /** The score an article aims at without a brief (ARTICLE_SCORE_GOAL). */
  articleScoreGoal: number;
}

/** The articles module's services on one unit of work (requests and the generation job's steps), each built when first used. */
export function createArticleServices(needs: ArticlesModuleNeeds) {
  const scoring = once(
    () => new ArticleScoring({ briefs: { briefFor: (workspaceId, briefId) => needs.contentBriefs.scoreTargetFor(workspaceId, briefId) }, defaultGoal: needs.articleScoreGoal }),
  );
  return builtOnFirstRead({
    articles: () => new ArticleService({ em: needs.em, jobs: needs.jobs, writer: needs.writer, suggestionLimit: needs.keywordSuggestionLimit, scoring: scoring() }),
    articleJobs: () =>
      new ArticleJobService({
        em: needs.em,
        jobs: needs.jobs,
        events: needs.jobEvents,
        writer: needs.writer,
        research: needs.research,
        scoring: scoring(),
        concurrency: needs.articleConcurrency,
        webhookEvents: needs.webhookEvents,
      }),
  });
}
