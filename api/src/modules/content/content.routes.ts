import type { Router } from 'express';
import { bodyOf, contextOf } from '../../common/rest-context';

export function registerContentRoutes(router: Router): void {
  // {keyword, text, title?, metaDescription?} or {briefId, text, ...} -> {score, parts: [{name, points, maxPoints, advice}], terms, wordCount}
  router.post('/content-score', async (req, res) => {
    const { services, viewer } = contextOf(res);
    const { keyword, briefId, text, title, metaDescription } = bodyOf(req);
    res.json(await services.content.score(viewer, { keyword, briefId, text, title, metaDescription }));
  });

  // {keyword, country?, language?, device?} -> 202 {id, jobId, status, cached} (200 when the cached brief is returned)
  router.post('/content-briefs', async (req, res) => {
    const { services, viewer } = contextOf(res);
    const { keyword, country, language, device, clientId } = bodyOf(req);
    const started = await services.contentBriefs.start(viewer, { keyword, country, language, device, clientId });
    res.status(started.cached ? 200 : 202).json(started);
  });

  router.get('/content-briefs', async (_req, res) => {
    const { services, viewer } = contextOf(res);
    res.json(await services.contentBriefs.list(viewer));
  });

  // The brief: when done, wordCount {min, max}, terms [{term, min, max, ...}], headings, questions, competitors.
  router.get('/content-briefs/:id', async (req, res) => {
    const { services, viewer } = contextOf(res);
    res.json(await services.contentBriefs.get(viewer, req.params.id));
  });

  // {clientId} (null ungroups) -> the brief
  router.patch('/content-briefs/:id', async (req, res) => {
    const { services, viewer } = contextOf(res);
    res.json(await services.contentBriefs.update(viewer, req.params.id, { clientId: bodyOf(req).clientId }));
  });
}
