import express, { type Request, type Router } from 'express';
import { bodyOf, contextOf } from '../../common/rest-context';
import type { RequestContext } from '../../common/request-context';
import { escapeHtml } from '../../common/html-escape';
import { OAUTH_CALLBACK_PATH } from './providers/search-console.config';
import { SANDBOX_CONSENT_PATH, sandboxConsentCode } from './providers';

const SC = '/search-console';
/** The callback's path under the /api router. */
const CALLBACK = OAUTH_CALLBACK_PATH.replace(/^\/api/, '');

/** The Search Console routes under /api (issue 37 "Fixed names", plus connections, Bing and the discovery reads). */
export function registerSearchConsoleRoutes(router: Router): void {
  router.post(`${SC}/connect`, async (_req, res) => {
    const { services, viewer } = contextOf(res);
    res.json(await services.searchConsoleConnections.connect(viewer));
  });

  // Google (or the sandbox consent page) sends the browser here: no bearer token comes with it; the state, kept
  // server-side for one use and bound to the user and workspace that started, is what admits it.
  router.get(CALLBACK, async (req, res) => {
    const { services } = contextOf(res);
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Referrer-Policy', 'no-referrer');
    res.redirect(303, await services.searchConsoleConnections.completeConsent(req.query));
  });

  router.post(`${SC}/bing`, async (req, res) => {
    const { services, viewer } = contextOf(res);
    res.status(201).json(await services.searchConsoleConnections.connectBing(viewer, bodyOf(req)));
  });

  router.get(`${SC}/connections`, async (_req, res) => {
    const { services, viewer } = contextOf(res);
    res.json((await services.searchConsoleConnections.connections(viewer)).map((connection) => ({ ...connection, createdAt: connection.createdAt.toISOString() })));
  });

  router.get(`${SC}/links`, async (_req, res) => {
    const { services, viewer } = contextOf(res);
    res.json((await services.searchConsoleConnections.links(viewer)).map(({ job, linkedAt, ...link }) => ({ ...link, linkedAt: linkedAt.toISOString(), jobId: job?.id ?? null, jobStatus: job?.status ?? null })));
  });

  router.delete(`${SC}/connections/:id`, async (req, res) => {
    const { services, viewer } = contextOf(res);
    await services.searchConsoleConnections.disconnect(viewer, req.params.id);
    res.status(204).end();
  });

  router.get(`${SC}/properties`, async (_req, res) => {
    const { services, viewer } = contextOf(res);
    res.json(await services.searchConsoleConnections.properties(viewer));
  });

  router.get(`${SC}/striking-distance`, async (req, res) => {
    const { services, viewer } = contextOf(res);
    res.json(await services.searchConsoleReads.strikingDistance(viewer, typeof req.query.propertyId === 'string' ? req.query.propertyId : ''));
  });

  router.get(`${SC}/properties/:id/series`, async (req, res) => {
    const { services, viewer } = contextOf(res);
    res.json(await services.searchConsoleReads.dailySeries(viewer, req.params.id, { from: req.query.from, to: req.query.to }));
  });

  router.get(`${SC}/properties/:id/queries`, async (req, res) => {
    const { services, viewer } = contextOf(res);
    const instanceId = typeof req.query.instance_id === 'string' && req.query.instance_id !== '' ? req.query.instance_id : undefined;
    res.json(await services.searchConsoleReads.newAndLostQueries(viewer, req.params.id, { days: numberOf(req.query.days), limit: numberOf(req.query.limit), instanceId }));
  });

  router.get(`${SC}/properties/:id/losing-pages`, async (req, res) => {
    const { services, viewer } = contextOf(res);
    res.json(await services.searchConsoleReads.pagesLosingClicks(viewer, req.params.id, { days: numberOf(req.query.days), limit: numberOf(req.query.limit) }));
  });

  router.get(`${SC}/properties/:id/ctr-by-position`, async (req, res) => {
    const { services, viewer } = contextOf(res);
    res.json(await services.searchConsoleReads.ctrByPosition(viewer, req.params.id, { days: numberOf(req.query.days) }));
  });

  router.post('/instances/:id/search-console', async (req, res) => {
    const { services, viewer } = contextOf(res);
    res.status(202).json(await services.searchConsoleConnections.link(viewer, req.params.id, bodyOf(req)));
  });

  router.delete('/instances/:id/search-console', async (req, res) => {
    const { services, viewer } = contextOf(res);
    await services.searchConsoleConnections.unlink(viewer, req.params.id);
    res.status(204).end();
  });

  router.get('/instances/:id/search-console', async (req, res) => {
    const { services, viewer } = contextOf(res);
    res.json(await services.searchConsoleReads.instanceRows(viewer, req.params.id, { from: req.query.from, to: req.query.to, device: req.query.device }));
  });
}

function numberOf(value: unknown): number | undefined {
  const number = typeof value === 'string' && value !== '' ? Number(value) : NaN;
  return Number.isFinite(number) ? number : undefined;
}

const CONSENT_CSP = "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

/**
 * The sandbox's consent page, in place of Google's: a plain server-rendered page, labelled SANDBOX, whose Allow
 * button posts back here; the post sends the browser to the OAuth callback with the sandbox's code for the state.
 */
export function registerSandboxConsentPage(app: Router, contextFor: (req: Request) => RequestContext): void {
  const headers = (res: express.Response) => {
    res.setHeader('Content-Security-Policy', CONSENT_CSP);
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'no-referrer');
  };
  app.get(SANDBOX_CONSENT_PATH, async (req, res) => {
    headers(res);
    const state = typeof req.query.state === 'string' ? req.query.state : '';
    const pending = state ? await contextFor(req).services.searchConsoleConnections.isPendingState(state) : false;
    res.status(pending ? 200 : 404).type('html').send(consentPage(state, pending));
  });
  app.post(SANDBOX_CONSENT_PATH, express.urlencoded({ extended: false, limit: '4kb' }), (req, res) => {
    headers(res);
    const body = bodyOf(req);
    const state = typeof body.state === 'string' ? body.state : '';
    const params: Record<string, string> = body.decision === 'allow' ? { state, code: sandboxConsentCode(state) } : { state, error: 'access_denied' };
    res.redirect(303, `${OAUTH_CALLBACK_PATH}?${new URLSearchParams(params)}`);
  });
}

function consentPage(state: string, pending: boolean): string {
  const body = pending
    ? `<p>Rankcraft asks to read the Search Console data (clicks, impressions, positions) of the sandbox account's properties. No Google account is used: the figures are generated.</p>
      <form method="post" action="${SANDBOX_CONSENT_PATH}">
        <input type="hidden" name="state" value="${escapeHtml(state)}">
        <button type="submit" name="decision" value="allow" autofocus>Allow</button>
        <button type="submit" name="decision" value="deny">Cancel</button>
      </form>`
    : `<p>This sign-in expired or was already used. Start connecting Search Console again from Rankcraft.</p>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>SANDBOX Search Console: allow access</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#1f2328}.badge{display:inline-block;background:#9a6700;color:#fff;border-radius:4px;padding:0 .5rem;font-weight:600;letter-spacing:.05em}button{font:inherit;padding:.5rem 1rem;margin-right:.5rem;border-radius:6px;border:1px solid #8c959f;background:#fff;cursor:pointer}button[value=allow]{background:#1f6feb;color:#fff;border-color:#1f6feb}button:focus-visible{outline:3px solid #0969da;outline-offset:2px}</style>
</head><body><main><p><span class="badge">SANDBOX</span></p><h1>Sandbox Search Console</h1>${body}</main></body></html>`;
}
