import type { Router } from 'express';
import { bodyOf, contextOf } from '../../common/rest-context';

export function registerContentRoutes(router: Router): void {
  // {keyword, text, title?, metaDescription?} -> {score, parts: [{name, points, maxPoints, advice}], terms, wordCount}
  router.post('/content-score', async (req, res) => {
    const { services, viewer } = contextOf(res);
    const { keyword, text, title, metaDescription } = bodyOf(req);
    res.json(await services.content.score(viewer, { keyword, text, title, metaDescription }));
  });
}
