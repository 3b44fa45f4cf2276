import type { Router } from 'express';
import { bodyOf, contextOf } from '../../common/rest-context';
import { JobStatus } from '../jobs/job.entity';
import type { Article } from './article.entity';

/** How long POST /generate-article waits for the article before answering 202 with the job id. */
export const GENERATE_WAIT_MS = 60_000;

/** Spec §7 reads `article` (the text); the rest lets a client show and keep it. */
function toArticleJson(article: Article) {
  return {
    article: article.text,
    id: article.id,
    keyword: article.keyword,
    title: article.title,
    meta_description: article.metaDescription,
    word_count: article.wordCount,
    content_score: article.contentScore,
    score_target: article.scoreTarget,
    score_history: article.scoreHistory,
    writer: article.writer,
    source: article.writerSource,
    createdAt: article.createdAt.toISOString(),
  };
}

export function registerArticleRoutes(router: Router): void {
  router.post('/suggest-keyword', async (req, res) => {
    const { services, viewer } = contextOf(res);
    const keyword = await services.articles.suggestKeyword(viewer, { description: bodyOf(req).description });
    res.json({ keyword, source: services.articles.writerProvider.source });
  });

  // The editor's save: {title, metaDescription?, text} (Markdown without the META line) -> the article, scored again.
  router.patch('/articles/:id', async (req, res) => {
    const { services, viewer } = contextOf(res);
    const { title, metaDescription, text } = bodyOf(req);
    res.json(toArticleJson(await services.articles.update(viewer, req.params.id, { title, metaDescription, text })));
  });

  // One article for {business, keyword}, written as a job: answers with it, or 202 and the job id while it is still being written.
  router.post('/generate-article', async (req, res) => {
    const { services, viewer, deps } = contextOf(res);
    const { business, keyword } = bodyOf(req);
    const started = await services.articles.generateOne(viewer, { business, keyword });
    const job = await services.jobs.waitUntilFinished(started.id, deps.jobEvents, GENERATE_WAIT_MS);
    const jobJson = { job_id: job.id, status: job.status, progress: job.progress };
    if (!job.finished) return void res.status(202).json(jobJson);
    if (job.status !== JobStatus.succeeded) return void res.status(502).json({ ...jobJson, error: job.error ?? 'Article generation failed' });
    const [article] = await services.articles.jobArticles(viewer, job.id);
    if (!article) return void res.status(502).json({ ...jobJson, error: 'No article returned' });
    res.json(toArticleJson(article));
  });
}
