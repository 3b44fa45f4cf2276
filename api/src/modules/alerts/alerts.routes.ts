import type { Router } from 'express';
import { bodyOf, contextOf } from '../../common/rest-context';
import type { AlertRule } from './alert-rule.entity';
import type { Notification } from './notification.entity';

const ruleJson = ({ id, instanceId, kind, threshold, inbox, email, description, createdAt }: AlertRule) => ({ id, instanceId, kind, threshold, inbox, email, description, createdAt });
const notificationJson = ({ id, ruleId, instanceId, runId, keyword, device, kind, title, data, readAt, createdAt }: Notification) => ({ id, ruleId, instanceId, runId, keyword, device, kind, title, data, readAt, createdAt });

const page = (title: string, text: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head>` +
  `<body style="font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem"><h1 style="font-size:1.25rem">${title}</h1><p>${text}</p></body></html>`;

export function registerAlertRoutes(router: Router): void {
  router.get('/instances/:id/alert-rules', async (req, res) => {
    const { services, viewer } = contextOf(res);
    res.json((await services.alertRules.list(viewer, req.params.id)).map(ruleJson));
  });

  router.post('/instances/:id/alert-rules', async (req, res) => {
    const { services, viewer } = contextOf(res);
    res.status(201).json(ruleJson(await services.alertRules.create(viewer, { ...bodyOf(req), instanceId: req.params.id })));
  });

  router.delete('/alert-rules/:id', async (req, res) => {
    const { services, viewer } = contextOf(res);
    await services.alertRules.delete(viewer, req.params.id);
    res.status(204).end();
  });

  router.get('/instances/:id/digest', async (req, res) => {
    const { services, viewer } = contextOf(res);
    res.json({ frequency: await services.digests.frequencyOf(viewer, req.params.id) });
  });

  router.put('/instances/:id/digest', async (req, res) => {
    const { services, viewer } = contextOf(res);
    res.json({ frequency: await services.digests.setFrequency(viewer, { ...bodyOf(req), instanceId: req.params.id }) });
  });

  router.get('/notifications', async (req, res) => {
    const { services, viewer } = contextOf(res);
    const limit = Number(req.query.limit ?? 50);
    const items = await services.notifications.list(viewer, { limit: Number.isInteger(limit) ? limit : 50, unreadOnly: req.query.unread === 'true' });
    res.json({ items: items.map(notificationJson), unreadCount: await services.notifications.unreadCount(viewer) });
  });

  router.post('/notifications/read-all', async (_req, res) => {
    const { services, viewer } = contextOf(res);
    res.json({ marked: await services.notifications.markAllRead(viewer) });
  });

  router.post('/notifications/:id/read', async (req, res) => {
    const { services, viewer } = contextOf(res);
    res.json(notificationJson(await services.notifications.markRead(viewer, req.params.id)));
  });

  // Reached from a digest email, without signing in: the signed token names the user.
  router.get('/unsubscribe/digests/:token', async (req, res) => {
    const done = await contextOf(res).services.digests.unsubscribe(req.params.token);
    res
      .status(done ? 200 : 404)
      .type('html')
      .send(done ? page('You are unsubscribed', 'Rankcraft will no longer email you ranking digests. You can turn them on again on each tracking instance.') : page('Link not valid', 'This unsubscribe link is not valid.'));
  });

  // Reached from an email, without signing in: the signed token names the rule.
  router.get('/unsubscribe/:token', async (req, res) => {
    const done = await contextOf(res).services.alertRules.unsubscribe(req.params.token);
    res
      .status(done ? 200 : 404)
      .type('html')
      .send(done ? page('You are unsubscribed', 'This alert rule will no longer email you. Its alerts still arrive in your Rankcraft inbox.') : page('Link not valid', 'This unsubscribe link is not valid, or its alert rule was deleted.'));
  });
}
