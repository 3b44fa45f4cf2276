import type { Request, Response, Router } from 'express';
import { bodyOf, contextOf } from '../../common/rest-context';
import type { RequestContext } from '../../common/request-context';
import { toBrandKitOutput, toDeliveryOutput, toReportOutput, toShareLinkOutput } from './dto/outputs/report.output';
import { registerUnsubscribeRoutes } from '../alerts/alerts.routes';
import { sharePath } from './report-share.service';

function attachment(res: Response, file: { fileName: string; content: Buffer }, contentType: string): void {
  res.setHeader('Content-Type', contentType);
  res.setHeader('Content-Disposition', `attachment; filename="${file.fileName}"`);
  res.setHeader('Cache-Control', 'private, no-store');
  res.send(file.content);
}

export function registerReportRoutes(router: Router): void {
  router.get('/reports', async (req, res) => {
    const { services, viewer } = contextOf(res);
    res.json((await services.reports.list(viewer, { clientId: req.query.clientId })).map(toReportOutput));
  });
  router.post('/reports', async (req, res) => {
    const { services, viewer } = contextOf(res);
    res.status(201).json(toReportOutput(await services.reports.create(viewer, bodyOf(req))));
  });
  router.get('/reports/:id', async (req, res) => {
    const { services, viewer } = contextOf(res);
    res.json(toReportOutput(await services.reports.findOwnReportOrFail(viewer, req.params.id)));
  });
  router.put('/reports/:id', async (req, res) => {
    const { services, viewer } = contextOf(res);
    res.json(toReportOutput(await services.reports.update(viewer, req.params.id, bodyOf(req))));
  });
  router.delete('/reports/:id', async (req, res) => {
    const { services, viewer } = contextOf(res);
    await services.reports.remove(viewer, req.params.id);
    res.status(204).end();
  });
  router.post('/reports/:id/refresh', async (req, res) => {
    const { services, viewer } = contextOf(res);
    res.json(toReportOutput(await services.reports.refresh(viewer, req.params.id)));
  });
  router.get('/reports/:id/html', async (req, res) => {
    const { services, viewer } = contextOf(res);
    const html = await services.reports.html(viewer, req.params.id);
    res.setHeader('Content-Security-Policy', REPORT_PAGE_CSP);
    res.type('html').send(html);
  });
  router.get('/reports/:id/pdf', async (req, res) => {
    const { services, viewer } = contextOf(res);
    attachment(res, await services.reports.pdf(viewer, req.params.id), 'application/pdf');
  });
  // Starts the PDF's render job: 202 with the job to follow, or 200 when the PDF is stored.
  router.post('/reports/:id/pdf-render', async (req, res) => {
    const { services, viewer } = contextOf(res);
    const { job } = await services.reports.startPdf(viewer, req.params.id);
    res.status(job ? 202 : 200).json({ ready: job === null, job: job ? { id: job.id, status: job.status, progress: job.progress, error: job.error } : null });
  });
  router.get('/reports/:id/csv', async (req, res) => {
    const { services, viewer } = contextOf(res);
    attachment(res, await services.reports.csvBundle(viewer, req.params.id), 'application/zip');
  });
  router.get('/reports/:id/share-links', async (req, res) => {
    const { services, viewer } = contextOf(res);
    res.json((await services.reportShares.list(viewer, req.params.id)).map(toShareLinkOutput));
  });
  router.post('/reports/:id/share-links', async (req, res) => {
    const { services, viewer } = contextOf(res);
    const { link, url } = await services.reportShares.create(viewer, req.params.id, bodyOf(req));
    res.status(201).json({ ...toShareLinkOutput(link), url });
  });
  router.delete('/reports/:id/share-links/:linkId', async (req, res) => {
    const { services, viewer } = contextOf(res);
    await services.reportShares.revoke(viewer, req.params.id, req.params.linkId);
    res.status(204).end();
  });
  router.get('/reports/:id/share-links/:linkId/opens', async (req, res) => {
    const { services, viewer } = contextOf(res);
    res.json((await services.reportShares.opens(viewer, req.params.id, req.params.linkId)).map((at) => at.toISOString()));
  });
  router.put('/reports/:id/schedule', async (req, res) => {
    const { services, viewer } = contextOf(res);
    res.json(toReportOutput(await services.reportDeliveries.setSchedule(viewer, req.params.id, bodyOf(req))));
  });
  router.post('/reports/:id/send', async (req, res) => {
    const { services, viewer } = contextOf(res);
    res.status(202).json(toDeliveryOutput(await services.reportDeliveries.sendNow(viewer, req.params.id)));
  });
  router.get('/reports/:id/unsubscribed-recipients', async (req, res) => {
    const { services, viewer } = contextOf(res);
    res.json(await services.reportDeliveries.unsubscribedRecipients(viewer, req.params.id));
  });
  registerUnsubscribeRoutes(router, '/unsubscribe/reports/:token', {
    valid: (services, token) => services.reportUnsubscribes.linkValid(token),
    unsubscribe: (services, token) => services.reportUnsubscribes.unsubscribe(token),
    confirm: ['Stop receiving this report?', 'This report will no longer be emailed to you.', 'Stop these emails'],
    done: ['You are unsubscribed', 'This report will no longer be emailed to you.'],
    invalid: 'This unsubscribe link is not valid, or its report was deleted.',
  });
  router.get('/reports/:id/deliveries', async (req, res) => {
    const { services, viewer } = contextOf(res);
    res.json((await services.reportDeliveries.history(viewer, req.params.id)).map(toDeliveryOutput));
  });
  router.get('/brand-kit', async (_req, res) => {
    const { services, viewer } = contextOf(res);
    const kit = await services.brandKits.get(viewer);
    res.json(kit ? toBrandKitOutput(kit) : null);
  });
  router.put('/brand-kit', async (req, res) => {
    const { services, viewer } = contextOf(res);
    res.json(toBrandKitOutput(await services.brandKits.save(viewer, bodyOf(req))));
  });
  router.get('/brand-kits', async (_req, res) => {
    const { services, viewer } = contextOf(res);
    res.json((await services.brandKits.list(viewer)).map(toBrandKitOutput));
  });
  router.post('/brand-kits', async (req, res) => {
    const { services, viewer } = contextOf(res);
    res.status(201).json(toBrandKitOutput(await services.brandKits.create(viewer, bodyOf(req))));
  });
  router.put('/brand-kits/:id', async (req, res) => {
    const { services, viewer } = contextOf(res);
    res.json(toBrandKitOutput(await services.brandKits.update(viewer, req.params.id, bodyOf(req))));
  });
  router.delete('/brand-kits/:id', async (req, res) => {
    const { services, viewer } = contextOf(res);
    await services.brandKits.delete(viewer, req.params.id);
    res.status(204).end();
  });
}

/** A report page loads nothing and runs nothing: inline styles, data: images. */
const REPORT_PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'; frame-ancestors 'self'";

/**
 * The public page of a share link, outside /api and the app shell: the report's snapshot and nothing
 * else, never indexed; any token that does not open a report is a plain 404.
 */
export function registerSharedReportPage(app: Router, contextFor: (req: Request) => RequestContext): void {
  app.get(sharePath(':token'), async (req, res) => {
    const { services } = contextFor(req);
    const html = await services.reportShares.open(String(req.params.token));
    res.setHeader('X-Robots-Tag', 'noindex, nofollow');
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Referrer-Policy', 'no-referrer');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    if (!html) {
      res.status(404).type('text/plain').send('Not found.');
      return;
    }
    res.setHeader('Content-Security-Policy', REPORT_PAGE_CSP.replace("frame-ancestors 'self'", "frame-ancestors 'none'"));
    res.type('html').send(html);
  });
}
