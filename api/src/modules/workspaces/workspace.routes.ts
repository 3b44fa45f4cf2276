import type { Router } from 'express';
import { bodyOf, contextOf } from '../../common/rest-context';

export function registerWorkspaceRoutes(router: Router): void {
  router.get('/workspaces', async (_req, res) => {
    const { services, viewer } = contextOf(res);
    res.json((await services.workspaces.list(viewer)).map(({ id, name, role }) => ({ id, name, role })));
  });

  router.post('/workspaces', async (req, res) => {
    const { services, viewer } = contextOf(res);
    const { id, name, role } = await services.workspaces.create(viewer, { name: bodyOf(req).name });
    res.status(201).json({ id, name, role });
  });

  router.get('/workspaces/:id/members', async (req, res) => {
    const { services, viewer } = contextOf(res);
    res.json(await services.workspaces.members(viewer, req.params.id));
  });

  router.delete('/workspaces/:id/members/:userId', async (req, res) => {
    const { services, viewer } = contextOf(res);
    await services.workspaces.removeMember(viewer, req.params.id, req.params.userId);
    res.status(204).end();
  });
}
