import type { Router } from 'express';
import { bodyOf, contextOf } from '../../common/rest-context';

const PROJECT = '/ai-visibility/projects/:id';

/** A project's prompts from a CSV import (with a preview) and from the writer's suggestions. */
export function registerAiVisibilityPromptRoutes(router: Router): void {
  // CSV / TSV as the body (text/csv, text/plain) or JSON {text}; ?preview=1 says what saving would do and saves nothing.
  router.post(`${PROJECT}/prompts/import`, async (req, res) => {
    const { services, viewer } = contextOf(res);
    const text = typeof req.body === 'string' ? req.body : bodyOf(req).text;
    if (req.query.preview === '1' || req.query.preview === 'true') return void res.json(await services.aiVisibilityPrompts.previewImport(viewer, req.params.id, { text }));
    res.json(await services.aiVisibilityPrompts.importPrompts(viewer, req.params.id, { text }));
  });

  router.post(`${PROJECT}/prompts/suggestions`, async (req, res) => {
    const { services, viewer } = contextOf(res);
    const body = bodyOf(req);
    res.json(await services.aiVisibilityPrompts.suggest(viewer, req.params.id, { instanceId: body.instanceId, count: body.count }));
  });
}
