import type { Response, Router } from 'express';
import type { RequestContext } from '../../common/request-context';
import { bodyOf, contextOf } from '../../common/rest-context';
import type { AlertRule } from './alert-rule.entity';
import { toDigestPreviewOutput } from './dto/outputs/digest-preview.output';
import type { Notification } from './notification.entity';
import { UNSUBSCRIBE_PAGE_CSP, unsubscribePage } from './unsubscribe-page';

const ruleJson = ({ id, instanceId, projectId, surface, kind, threshold, tag, inbox, email, description, createdAt }: AlertRule) => ({ id, instanceId, projectId, surface, kind, threshold, tag, inbox, email, description, createdAt });
const notificationJson = ({ id, ruleId, instanceId, projectId, runId, keyword, device, kind, title, data, readAt, createdAt }: Notification) => ({ id, ruleId, instanceId, projectId, runId, keyword, device, kind, title, data, readAt, createdAt });

export function registerAlertRoutes(router: Router): void {
  router.get('/instances/:id/alert-rules', async (req, res) => {
    const { services, viewer } = contextOf(res);
    res.json((await services.alertRules.list(viewer, req.params.id)).map(ruleJson));
  });

  router.post('/instances/:id/alert-rules', async (req, res) => {
    const { services, viewer } = contextOf(res);
    res.status(201).json(ruleJson(await services.alertRules.create(viewer, { ...bodyOf(req), instanceId: req.params.id })));
  });

  router.get('/ai-visibility/projects/:id/alert-rules', async (req, res) => {
    const { services, viewer } = contextOf(res);
    res.json((await services.alertRules.listForProject(viewer, req.params.id)).map(ruleJson));
  });

  router.post('/ai-visibility/projects/:id/alert-rules', async (req, res) => {
    const { services, viewer } = contextOf(res);
    res.status(201).json(ruleJson(await services.alertRules.create(viewer, { ...bodyOf(req), projectId: req.params.id })));
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

  router.get('/instances/:id/digest/preview', async (req, res) => {
    const { services, viewer } = contextOf(res);
    res.json(toDigestPreviewOutput(await services.digestPreviews.preview(viewer, req.params.id)));
  });

  router.post('/instances/:id/digest/send-now', async (req, res) => {
    const { services, viewer } = contextOf(res);
    res.json(toDigestPreviewOutput(await services.digestPreviews.sendNow(viewer, req.params.id)));
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

  registerUnsubscribeRoutes(router, '/unsubscribe/digests/:token', {
    valid: (services, token) => services.digests.unsubscribeLinkValid(token),
    unsubscribe: (services, token) => services.digests.unsubscribe(token),
    confirm: ['Stop ranking digests?', 'Rankcraft will stop emailing you ranking digests for all your tracking instances.', 'Stop digests'],
    done: ['You are unsubscribed', 'Rankcraft will no longer email you ranking digests. You can turn them on again on each tracking instance.'],
    invalid: 'This unsubscribe link is not valid.',
  });
  registerUnsubscribeRoutes(router, '/unsubscribe/:token', {
    valid: (services, token) => services.alertRules.unsubscribeLinkValid(token),
    unsubscribe: (services, token) => services.alertRules.unsubscribe(token),
    confirm: ['Stop these alert emails?', 'This alert rule will stop emailing you. Its alerts still arrive in your Rankcraft inbox.', 'Stop these emails'],
    done: ['You are unsubscribed', 'This alert rule will no longer email you. Its alerts still arrive in your Rankcraft inbox.'],
    invalid: 'This unsubscribe link is not valid, or its alert rule was deleted.',
  });
}

type Services = RequestContext['services'];

/**
 * An unsubscribe link reached from an email, without signing in (the signed token names what it
 * stops). RFC 8058: GET only asks (mail scanners follow links); POST acts, from the page's button or
 * a mail client's one-click `List-Unsubscribe=One-Click`.
 */
export function registerUnsubscribeRoutes(
  router: Router,
  path: string,
  link: {
    valid(services: Services, token: string): Promise<boolean>;
    unsubscribe(services: Services, token: string): Promise<boolean>;
    confirm: [title: string, text: string, button: string];
    done: [title: string, text: string];
    invalid: string;
  },
): void {
  const send = (res: Response, status: number, html: string) => res.status(status).setHeader('Content-Security-Policy', UNSUBSCRIBE_PAGE_CSP).type('html').send(html);
  const invalid = unsubscribePage('Link not valid', link.invalid);
  router.get(path, async (req, res) => {
    const valid = await link.valid(contextOf(res).services, String(req.params.token));
    send(res, valid ? 200 : 404, valid ? unsubscribePage(...link.confirm) : invalid);
  });
  router.post(path, async (req, res) => {
    const done = await link.unsubscribe(contextOf(res).services, String(req.params.token));
    send(res, done ? 200 : 404, done ? unsubscribePage(...link.done) : invalid);
  });
}
