import type { Router } from 'express';
import { bodyOf, contextOf } from '../../common/rest-context';
import { answerViewOf } from './ai-answer-view';
import type { AiVisibilityProject } from './ai-visibility-project.entity';

/** A project as the contract answers it: `{id, ...}`. */
function toProjectJson(project: AiVisibilityProject) {
  return {
    id: project.id,
    name: project.name,
    brand: project.brand,
    competitors: project.competitors,
    prompts: project.prompts,
    surfaces: project.surfaces,
    samples: project.samples,
    country: project.country,
    language: project.language,
    clientId: project.clientId,
    schedule: project.schedule,
    nextRunAt: project.nextRunAt?.toISOString() ?? null,
    createdAt: project.createdAt.toISOString(),
  };
}

const PROJECTS = '/ai-visibility/projects';

/** The contract routes of AI visibility (issue 36 "Fixed names"). */
export function registerAiVisibilityRoutes(router: Router): void {
  router.get(PROJECTS, async (req, res) => {
    const { services, viewer } = contextOf(res);
    res.json((await services.aiVisibilityProjects.list(viewer, { clientId: req.query.clientId })).map(toProjectJson));
  });

  router.post(PROJECTS, async (req, res) => {
    const { services, viewer } = contextOf(res);
    res.status(201).json(toProjectJson(await services.aiVisibilityProjects.create(viewer, bodyOf(req))));
  });

  router.get(`${PROJECTS}/:id`, async (req, res) => {
    const { services, viewer } = contextOf(res);
    res.json(toProjectJson(await services.aiVisibilityProjects.get(viewer, req.params.id)));
  });

  router.patch(`${PROJECTS}/:id`, async (req, res) => {
    const { services, viewer } = contextOf(res);
    const { project, reextractionJobId } = await services.aiVisibilityProjects.update(viewer, req.params.id, bodyOf(req));
    res.json({ ...toProjectJson(project), reextractionJobId });
  });

  router.delete(`${PROJECTS}/:id`, async (req, res) => {
    const { services, viewer } = contextOf(res);
    await services.aiVisibilityProjects.delete(viewer, req.params.id);
    res.status(204).end();
  });

  router.post(`${PROJECTS}/:id/competitors`, async (req, res) => {
    const { services, viewer } = contextOf(res);
    const { project, reextractionJobId } = await services.aiVisibilityProjects.addCompetitor(viewer, req.params.id, bodyOf(req));
    res.json({ ...toProjectJson(project), reextractionJobId });
  });

  router.post(`${PROJECTS}/:id/runs`, async (req, res) => {
    const { services, viewer } = contextOf(res);
    res.status(202).json(await services.aiVisibilityRuns.start(viewer, req.params.id));
  });

  router.get(`${PROJECTS}/:id/runs`, async (req, res) => {
    const { services, viewer } = contextOf(res);
    const runs = await services.aiVisibilityRuns.list(viewer, req.params.id);
    res.json(runs.map((run) => ({ ...run, createdAt: run.createdAt.toISOString() })));
  });

  router.get(`${PROJECTS}/:id/answers`, async (req, res) => {
    const { services, viewer } = contextOf(res);
    const { prompt, surface, run, limit } = req.query;
    const samples = await services.aiVisibilityAnswers.answers(viewer, req.params.id, { prompt, surface, run, limit });
    res.json(
      samples.map((sample) => {
        const view = answerViewOf(sample);
        return { ...view, citations: view.citations.map(({ url, title, domain }) => ({ url, domain, title })), checkedAt: view.checkedAt?.toISOString() ?? null };
      }),
    );
  });

  router.get(`${PROJECTS}/:id/summary`, async (req, res) => {
    const { services, viewer } = contextOf(res);
    res.json(await services.aiVisibilityAnswers.summary(viewer, req.params.id, { run: req.query.run, surface: req.query.surface, prompt: req.query.prompt, tag: req.query.tag }));
  });
}
