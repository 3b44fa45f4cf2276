import type { Router } from 'express';
import { contextOf } from '../../common/rest-context';
import { toOutboxEmail } from './outbox-json';

export function registerOutboxRoutes(router: Router): void {
  router.get('/outbox', async (req, res) => {
    const { services, viewer } = contextOf(res);
    const limit = Number(req.query.limit ?? 50);
    const emails = await services.outbox.list(viewer, Number.isInteger(limit) ? limit : 50);
    res.json({ sandbox: services.outbox.sandbox, emails: emails.map(toOutboxEmail) });
  });

  router.get('/outbox/:emailId/attachments/:attachmentId', async (req, res) => {
    const { services, viewer } = contextOf(res);
    const attachment = await services.outbox.attachment(viewer, req.params.emailId, req.params.attachmentId);
    res.setHeader('content-type', attachment.contentType);
    res.setHeader('content-disposition', `attachment; filename="${attachment.filename.replace(/[^\w.-]+/g, '_')}"`);
    res.setHeader('cache-control', 'private, no-store');
    res.send(attachment.content);
  });
}
