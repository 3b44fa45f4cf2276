import type { Request, Router } from 'express';
import { csvLines } from '../../common/csv';
import { bodyOf, contextOf } from '../../common/rest-context';
import type { InvitationView } from './invitation.service';
import { registerWorkspaceClientRoutes } from './workspace-client.routes';

const AUDIT_CSV_COLUMNS = ['At', 'Actor', 'Role', 'Via', 'Action', 'Target'];
const auditFilterOf = (req: Request) => {
  const { action, actor, from, to, limit } = req.query;
  return { action, actor, from, to, limit };
};
const invitationJson = ({ id, email, role, url }: InvitationView) => ({ id, email, role, url });

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
    res.json((await services.workspaces.members(viewer, req.params.id)).map(({ userId, email, role }) => ({ userId, email, role })));
  });

  router.put('/workspaces/:id/members/:userId', async (req, res) => {
    const { services, viewer } = contextOf(res);
    res.json(await services.workspaces.changeRole(viewer, req.params.id, req.params.userId, { role: bodyOf(req).role }));
  });

  router.delete('/workspaces/:id/members/:userId', async (req, res) => {
    const { services, viewer } = contextOf(res);
    await services.workspaces.removeMember(viewer, req.params.id, req.params.userId);
    res.status(204).end();
  });

  // {email, role, clientId (role client)} -> 201 {id, email, role, url}: `url` opens the page that accepts it.
  router.post('/workspaces/:id/invitations', async (req, res) => {
    const { services, viewer } = contextOf(res);
    const { email, role, clientId } = bodyOf(req);
    res.status(201).json(invitationJson(await services.invitations.invite(viewer, req.params.id, { email, role, clientId })));
  });

  router.get('/workspaces/:id/invitations', async (req, res) => {
    const { services, viewer } = contextOf(res);
    res.json(await services.invitations.pendingOf(viewer, req.params.id));
  });

  router.delete('/workspaces/:id/invitations/:invitationId', async (req, res) => {
    const { services, viewer } = contextOf(res);
    await services.invitations.revoke(viewer, req.params.invitationId);
    res.status(204).end();
  });

  // ?action=&actor=&from=&to=&limit= -> [{at, actor, action, target, role, via}], newest first (owners and admins).
  router.get('/workspaces/:id/audit', async (req, res) => {
    const { services, viewer } = contextOf(res);
    res.json((await services.auditLog.list(viewer, req.params.id, auditFilterOf(req))).map(({ at, actor, action, target, role, via }) => ({ at: at.toISOString(), actor, action, target, role, via })));
  });

  router.get('/workspaces/:id/audit.csv', async (req, res) => {
    const { services, viewer } = contextOf(res);
    const events = await services.auditLog.list(viewer, req.params.id, auditFilterOf(req));
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', 'attachment; filename="audit-log.csv"');
    res.send(csvLines([AUDIT_CSV_COLUMNS, ...events.map(({ at, actor, role, via, action, target }) => [at.toISOString(), actor, role, via, action, target])]));
  });

  registerWorkspaceClientRoutes(router);

  router.get('/invitations/:token', async (req, res) => {
    const { services } = contextOf(res);
    res.json(await services.invitations.preview(req.params.token));
  });

  router.post('/invitations/:token/accept', async (req, res) => {
    const { services, viewer } = contextOf(res);
    res.json(await services.invitations.accept(viewer, req.params.token));
  });
}
