import express, { type Request } from 'express';
import type { Logger } from 'pino';
import type { RunningDeps } from '../app/deps';
import { createBillingService } from '../app/services';
import { messages } from '../common/app-error';
import type { RequestContext } from '../common/request-context';
import { contextOf } from '../common/rest-context';
import { refuseNulCharacters } from '../common/validation';
import type { Database } from '../db/orm';
import { registerAdminRoutes } from '../modules/admin/admin.routes';
import { registerArticleRoutes } from '../modules/articles/article.routes';
import { registerApiTokenRoutes } from '../modules/auth/api-token.routes';
import { registerAuthRoutes } from '../modules/auth/auth.routes';
import { registerBillingRoutes } from '../modules/billing/billing.routes';
import { registerStripeWebhook } from '../modules/billing/stripe-webhook.routes';
import { registerContentRoutes } from '../modules/content/content.routes';
import { registerCustomerRoutes } from '../modules/customers/customer.routes';
import { requireWriteAccess } from '../modules/auth/access';
import { auditTargetOf } from '../modules/workspaces/audit-log';
import { registerWorkspaceRoutes } from '../modules/workspaces/workspace.routes';
import { registerOutboxRoutes } from '../modules/email/outbox.routes';
import { registerAlertRoutes } from '../modules/alerts/alerts.routes';
import { registerReportRoutes, registerSharedReportPage } from '../modules/reports/report.routes';
import { registerAiVisibilityRoutes } from '../modules/ai-visibility/ai-visibility.routes';
import { registerAiVisibilityPromptRoutes } from '../modules/ai-visibility/ai-visibility-prompts.routes';
import { registerAiVisibilityExportRoutes } from '../modules/ai-visibility/ai-visibility-exports.routes';
import { registerResearchRoutes } from '../modules/seo/research/research.routes';
import { registerSandboxConsentPage, registerSearchConsoleRoutes } from '../modules/search-console/search-console.routes';
import { registerTrackerRoutes } from '../modules/tracker/tracker.routes';
import { registerWebhookRoutes } from '../modules/webhooks/webhook.routes';

/** /healthz, Stripe's webhook (when Stripe is configured) and the REST surface under /api. */
export function mountRest(
  app: express.Express,
  deps: RunningDeps,
  database: Database,
  contextFor: (req: Request) => RequestContext,
  options: { maxRequestBytes: number },
): void {
  const { config } = deps;
  app.get('/healthz', async (_req, res) => {
    const databaseUp = await database.isUp();
    res.status(databaseUp ? 200 : 503).json({
      status: databaseUp ? 'ok' : 'degraded',
      database: database.mode,
      workflows: config.temporal ? 'temporal' : 'in-process',
      providers: { serp: deps.serp.provider.name, research: deps.research.name, writer: { name: deps.writer.name, model: deps.writer.model, source: deps.writer.source } },
    });
  });

  if (deps.stripe && config.stripe) {
    registerStripeWebhook(app, { stripe: deps.stripe, webhookSecret: config.stripe.webhookSecret, billing: () => createBillingService(deps, deps.orm.em.fork()) });
  }
  registerSharedReportPage(app, contextFor);
  registerSandboxConsentPage(app, contextFor);
  const api = express.Router();
  api.use(express.json({ limit: options.maxRequestBytes }));
  // Keyword imports may come as the CSV / TSV file itself.
  api.use(express.text({ type: ['text/csv', 'text/tab-separated-values', 'text/plain'], limit: options.maxRequestBytes }));
  api.use((req, _res, next) => {
    // A NUL in the path arrives percent-encoded.
    refuseNulCharacters([req.path.replaceAll('%00', '\u0000'), req.query, req.body]);
    next();
  });
  api.use(async (req, res, next) => {
    const context = contextFor(req);
    context.viewer = await context.resolveViewer();
    res.locals.context = context;
    next();
  });
  // A write by a request that may only read is refused before any route; every write that succeeds goes to its
  // workspace's audit log, once answered (it never delays or fails the answer).
  api.use((req, res, next) => {
    if (READ_METHODS.has(req.method)) return next();
    requireWriteAccess(contextOf(res).viewer);
    res.once('finish', () => void auditWrite(req, res, deps.logger));
    next();
  });
  registerApiRoutes(api);
  api.use((_req, res) => {
    res.status(404).json({ error: messages.notFound });
  });
  app.use('/api', api);
}

/** Every REST route of spec §7 and the app's own, on the /api router. */
export function registerApiRoutes(api: express.Router): void {
  registerAuthRoutes(api);
  registerBillingRoutes(api);
  registerApiTokenRoutes(api);
  registerWorkspaceRoutes(api);
  registerAdminRoutes(api);
  registerCustomerRoutes(api);
  registerTrackerRoutes(api);
  registerArticleRoutes(api);
  registerResearchRoutes(api);
  registerOutboxRoutes(api);
  registerContentRoutes(api);
  registerAlertRoutes(api);
  registerWebhookRoutes(api);
  registerReportRoutes(api);
  registerAiVisibilityRoutes(api);
  registerAiVisibilityPromptRoutes(api);
  registerAiVisibilityExportRoutes(api);
  registerSearchConsoleRoutes(api);
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Accepting an invitation is recorded by the service, in the workspace joined. */
const AUDITED_ELSEWHERE = new Set(['/invitations/:token/accept']);

async function auditWrite(req: express.Request, res: express.Response, logger: Logger): Promise<void> {
  const { services, viewer } = contextOf(res);
  const route = (req.route as { path?: string } | undefined)?.path;
  if (!viewer || res.statusCode >= 400 || !route || AUDITED_ELSEWHERE.has(route)) return;
  const body = (typeof req.body === 'object' && req.body !== null ? req.body : {}) as Record<string, unknown>;
  try {
    await services.auditLog.recordWrite(viewer, {
      action: `${req.method} /api${route}`,
      target: auditTargetOf({ ...req.params, email: body.email, role: body.role, kind: body.kind }),
      // The workspace routes name the workspace they act on.
      workspaceId: route.startsWith('/workspaces/:id') ? String(req.params.id) : undefined,
    });
  } catch (error) {
    logger.error({ err: error, requestId: contextOf(res).requestId }, 'could not record a write in the audit log');
  }
}
