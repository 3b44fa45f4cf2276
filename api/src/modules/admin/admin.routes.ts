import type { Router } from 'express';
import { bodyOf, contextOf } from '../../common/rest-context';
import { toUserJson } from '../auth/user.json';

export function registerAdminRoutes(router: Router): void {
  router.get('/maintenance', async (_req, res) => {
    res.json({ maintenance: await contextOf(res).services.maintenance.isOn() });
  });

  router.put('/maintenance', async (req, res) => {
    const { services, viewer } = contextOf(res);
    res.json({ maintenance: await services.maintenance.set(viewer, bodyOf(req).maintenance) });
  });

  router.get('/users', async (_req, res) => {
    const { services, viewer } = contextOf(res);
    res.json((await services.userAdmin.list(viewer)).map(toUserJson));
  });

  router.get('/admin/workspaces', async (req, res) => {
    const { services, viewer } = contextOf(res);
    const { search, page } = req.query;
    const listed = await services.workspaceAdmin.list(viewer, { search, page: page === undefined || page === '' ? undefined : Number(page) });
    res.json({
      items: listed.items.map(({ id, name, personal, ownerEmail, planName, members, usage }) => ({
        id,
        name,
        personal,
        owner_email: ownerEmail,
        plan: planName,
        members,
        usage: Object.fromEntries(usage.map(({ kind, used }) => [kind, used])),
      })),
      total: listed.total,
      page: listed.page,
      page_size: listed.pageSize,
    });
  });

  router.post('/users', async (req, res) => {
    const { services, viewer } = contextOf(res);
    const { full_name: fullName, email, password } = bodyOf(req);
    const user = await services.userAdmin.create(viewer, { fullName, email, password });
    await services.auth.loadCreditBalances([user]);
    res.status(201).json(toUserJson(user));
  });

  router.put('/users/:id/role', async (req, res) => {
    const { services, viewer } = contextOf(res);
    const user = await services.userAdmin.setRole(viewer, req.params.id, bodyOf(req).role);
    await services.auth.loadCreditBalances([user]);
    res.json(toUserJson(user));
  });
}
