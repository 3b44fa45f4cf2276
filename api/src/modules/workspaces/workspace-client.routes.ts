import type { Router } from 'express';
import { bodyOf, contextOf } from '../../common/rest-context';
import type { WorkspaceClientOutput } from './dto/outputs/workspace-client.output';

const clientJson = ({ id, name, budgets, createdAt }: WorkspaceClientOutput) => ({ id, name, budgets, createdAt: createdAt.toISOString() });

/** A workspace's clients: {name, budgets: [{kind, credits}]} in, {id, name, budgets, createdAt} out. */
export function registerWorkspaceClientRoutes(router: Router): void {
  router.get('/workspaces/:id/clients', async (req, res) => {
    const { services, viewer } = contextOf(res);
    res.json((await services.workspaceClients.list(viewer, req.params.id)).map(clientJson));
  });

  router.post('/workspaces/:id/clients', async (req, res) => {
    const { services, viewer } = contextOf(res);
    const { name, budgets } = bodyOf(req);
    res.status(201).json(clientJson(await services.workspaceClients.create(viewer, req.params.id, { name, budgets })));
  });

  router.patch('/workspaces/:id/clients/:clientId', async (req, res) => {
    const { services, viewer } = contextOf(res);
    const { name, budgets } = bodyOf(req);
    res.json(clientJson(await services.workspaceClients.update(viewer, req.params.id, req.params.clientId, { name, budgets })));
  });

  router.delete('/workspaces/:id/clients/:clientId', async (req, res) => {
    const { services, viewer } = contextOf(res);
    await services.workspaceClients.remove(viewer, req.params.id, req.params.clientId);
    res.status(204).end();
  });
}
