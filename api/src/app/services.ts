import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type Stripe from 'stripe';
import type { Logger } from 'pino';
import type { AppConfig } from '../config';
import { once } from '../common/built-on-first-read';
import { createAdminServices } from '../modules/admin/admin.factory';
import { createAiVisibilityServices } from '../modules/ai-visibility/ai-visibility.factory';
import { createSearchConsoleServices } from '../modules/search-console/search-console.factory';
import type { SearchConsoleRuntime } from '../modules/search-console/search-console-runtime';
import type { SearchConsoleSyncService } from '../modules/search-console/search-console-sync.service';
import type { AiAnswerEngines } from '../modules/ai-visibility/engines';
import type { AiVisibilitySchedule } from '../modules/ai-visibility/ai-visibility-schedule';
import type { AiVisibilityReextractionService } from '../modules/ai-visibility/ai-visibility-reextraction.service';
import type { AiVisibilityRunJobService } from '../modules/ai-visibility/ai-visibility-run-job.service';
import { createAlertServices } from '../modules/alerts/alerts.factory';
import { createArticleServices } from '../modules/articles/articles.factory';
import type { AlertEmailService } from '../modules/alerts/alert-email.service';
import type { AlertListener } from '../modules/alerts/alert-evaluation.service';
import type { ArticleJobService } from '../modules/articles/article-job.service';
import type { ContentBriefJobService } from '../modules/content/content-brief-job.service';
import { createContentServices } from '../modules/content/content.factory';
import type { CreditsService } from '../modules/billing/credits.service';
import { createJobServices } from '../modules/jobs/jobs.factory';
import type { JobService } from '../modules/jobs/job.service';
import type { ReportRenderService } from '../modules/reports/report-render.service';
import type { ResearchService } from '../modules/seo/research/research.service';
import type { TrackerReportService } from '../modules/tracker/tracker-report.service';
import type { TrackingInstanceService } from '../modules/tracker/tracking-instance.service';
import type { WebhookDeliveryService } from '../modules/webhooks/webhook-delivery.service';
import type { WebhookEvents } from '../modules/webhooks/webhook-events';
import { createWebhookEvents, createWebhookServices } from '../modules/webhooks/webhooks.factory';
import { createAuthServices } from '../modules/auth/auth.factory';
import { createBillingServices } from '../modules/billing/billing.factory';
import { createCustomerServices } from '../modules/customers/customers.factory';
import { createWorkspaceServices } from '../modules/workspaces/workspaces.factory';
import { createEmailServices } from '../modules/email/email.factory';
import { createReportServices, type ReportsModuleNeeds } from '../modules/reports/reports.factory';
import { createResearchServices } from '../modules/seo/research/research.factory';
import { createTrackerServices } from '../modules/tracker/tracker.factory';
import { createTrackerRunServices } from '../modules/tracker/tracker-runs.factory';
import type { NotificationEvents } from '../modules/alerts/notification-events';
import type { UnsubscribeLinks } from '../modules/alerts/unsubscribe-links';
import type { PageFetcher } from '../modules/content/pages/page-fetcher';
import type { KeywordSuggestionLimit } from '../modules/articles/keyword-suggestion-limit';
import type { SendingLimits } from '../common/sending-limits';
import type { TextWriter } from '../modules/articles/writer';
import type { ApiTokenRateLimit } from '../modules/auth/api-token-rate-limit';
import type { SessionCache } from '../modules/auth/session-cache';
import type { BillingService } from '../modules/billing/billing.service';
import type { SubscriptionEvents } from '../modules/billing/subscription-events';
import type { LoginThrottle } from '../modules/auth/login-throttle';
import type { TokenService } from '../modules/auth/token.service';
import type { EmailSender } from '../modules/email/email-sender';
import type { JobEvents } from '../modules/jobs/job-events';
import type { JobRunner } from '../modules/jobs/job-runner';
import type { JobHandOver } from '../modules/jobs/job-hand-over';
import type { JobKindRegistry } from '../modules/jobs/job-kind-registry';
import type { JobProgressReports } from '../modules/jobs/job-progress';
import type { ResearchCache } from '../modules/seo/research/research-cache';
import type { ResearchProvider } from '../modules/seo/research/research-provider';
import type { ReportPdfRenderer } from '../modules/reports/report-pdf-renderer';
import type { ReportDeliveryListener } from '../modules/reports/report-delivery-listener';
import type { ReportDeliveryService } from '../modules/reports/report-delivery.service';
import type { ReportSchedule } from '../modules/reports/report-schedule';
import type { BulkResearchJobService } from '../modules/seo/research/bulk-research-job.service';
import type { TrackingKeywordsService } from '../modules/tracker/tracking-keywords.service';
import type { SerpClient } from '../modules/seo/serp/serp-client';
import type { TrackerRunService, TrackerRunListener } from '../modules/tracker/tracker-run.service';
import type { TrackerBackfillService } from '../modules/tracker/tracker-backfill.service';
import type { TrackerSchedule } from '../modules/tracker/tracker-schedule';
import type { OutboundHttp } from '../common/outbound-http';
import type { Clock } from '../modules/webhooks/clock';

/** Long-lived parts shared by every request, job step and scheduler tick. */
export interface AppDeps {
  config: AppConfig;
  logger: Logger;
  orm: MikroORM;
  tokens: TokenService;
  loginThrottle: LoginThrottle;
  apiTokenRateLimit: ApiTokenRateLimit;
  keywordSuggestionLimit: KeywordSuggestionLimit;
  sendingLimits: SendingLimits;
  jobEvents: JobEvents;
  /** The configured runner, recording each hand-over (jobHandOver.runner). */
  jobRunner: JobRunner;
  /** Records hand-overs to the runner and starts the jobs stored but never handed over. */
  jobHandOver: JobHandOver;
  /** The job kinds (app/job-kinds.ts): their lanes, workflows, activities and settlements. */
  jobKinds: JobKindRegistry<JobKindServices>;
  /** Progress reports of the jobs this process runs, coalesced per job before they are stored and published. */
  jobProgress: JobProgressReports;
  trackerSchedule: TrackerSchedule;
  /** AI visibility projects' scheduled runs: Temporal Schedules, or next_run_at ticked by the ai-visibility-schedules pass. */
  aiVisibilitySchedule: AiVisibilitySchedule;
  serp: SerpClient;
  writer: TextWriter;
  research: ResearchProvider;
  researchCache: ResearchCache;
  /** The engine asked for each AI-answer surface: the configured vendor's, else the sandbox. */
  aiAnswers: AiAnswerEngines;
  /** Search Console's providers (Google or the sandbox, Bing per key), token cipher and query pace. */
  searchConsole: SearchConsoleRuntime;
  subscriptionEvents: SubscriptionEvents;
  /** SMTP when SMTP_URL is set, otherwise the sandbox outbox. */
  email: EmailSender;
  /** Reads the pages that rank for content briefs: over the internet, or the sandbox's. */
  pageFetcher: PageFetcher;
  /** New alerts, for the inbox's live count. */
  notificationEvents: NotificationEvents;
  unsubscribeLinks: UnsubscribeLinks;
  /** Prints report PDFs with headless Chromium (started on first use). */
  reportPdfRenderer: ReportPdfRenderer;
  /** Scheduled report delivery: Temporal Schedules, or next_delivery_at ticked with the tracker's in-process scheduler. */
  reportSchedule: ReportSchedule;
  /** Set when STRIPE_SECRET_KEY is; otherwise billing runs on the sandbox. */
  stripe?: Stripe;
  /** Webhook deliveries' HTTP client: private and loopback addresses refused unless WEBHOOK_ALLOW_PRIVATE_NETWORKS. */
  webhookHttp: OutboundHttp;
  /** The webhooks' time (retry and failure windows); tests move it. */
  clock: Clock;
  /** Session rows remembered between requests: on PostgreSQL, in a process that serves requests. */
  sessions?: SessionCache;
}

/**
 * Services bound to one unit of work (one request, one subscription event, one job step). Each is
 * built when first used, with what it needs: most requests use one or two of them.
 */
export function createServices(deps: AppDeps, em: EntityManager) {
  const core = once(() => coreServicesOn(deps, em, () => unit()));
  const unit = once(() => jobKindServicesOn(deps, em, services));
  const authModule = createAuthServices({ em, tokens: deps.tokens, loginThrottle: deps.loginThrottle, apiTokenRateLimit: deps.apiTokenRateLimit, sessions: deps.sessions });
  const adminModule = createAdminServices({ em, get auth() { return authModule.auth; } });
  const customersModule = createCustomerServices({ em });
  const workspacesModule = createWorkspaceServices({ em, email: deps.email, publicUrl: deps.config.email.publicUrl, logger: deps.logger });
  const billingModule = billingServicesOn(deps, em);
  const emailModule = createEmailServices({ em, email: deps.email });
  const alertsModule = alertServicesOn(deps, em, core);
  const trackerRunsModule = trackerRunServicesOn(deps, core, () => alertsModule.alertEvaluation);
  const trackerModule = createTrackerServices({
    em,
    get jobs() { return core().jobs; },
    schedule: deps.trackerSchedule,
    competitorsAdded: (instance, domains) => trackerRunsModule.trackerBackfills.start(instance, domains),
  });
  const researchModule = researchServicesOn(deps, em, core, () => trackerModule.trackingKeywords);
  const contentModule = createContentServices({
    em,
    get jobs() { return core().jobs; },
    serp: deps.serp,
    pageFetcher: deps.pageFetcher,
    snapshotMaxAgeHours: deps.config.content.snapshotMaxAgeHours,
  });
  const articlesModule = createArticleServices({
    em,
    get jobs() { return core().jobs; },
    jobEvents: deps.jobEvents,
    writer: deps.writer,
    research: deps.research,
    keywordSuggestionLimit: deps.keywordSuggestionLimit,
    get webhookEvents() { return core().webhookEvents; },
    get contentBriefs() { return contentModule.contentBriefs; },
    articleConcurrency: deps.config.writer.articleConcurrency,
    articleScoreGoal: deps.config.writer.articleScoreGoal,
  });
  const reportsModule = reportServicesOn(deps, em, {
    get jobs() { return core().jobs; },
    get webhookEvents() { return core().webhookEvents; },
    get trackingInstances() { return trackerModule.trackingInstances; },
    get trackerReports() { return trackerModule.trackerReports; },
    get research() { return researchModule.research; },
    get aiVisibilityRuns() { return aiVisibilityModule.aiVisibilityRuns; },
    get aiVisibilityAnswers() { return aiVisibilityModule.aiVisibilityAnswers; },
  });
  const aiVisibilityModule = createAiVisibilityServices({
    em,
    get jobs() { return core().jobs; },
    get credits() { return core().credits; },
    creditsOn: (tx) => billingServicesOn(deps, tx).credits,
    jobProgress: deps.jobProgress,
    engines: deps.aiAnswers,
    get webhookEvents() { return core().webhookEvents; },
    writer: deps.writer,
    schedule: deps.aiVisibilitySchedule,
    answerRetentionDays: deps.config.aiAnswers.retentionDays,
    trackerPageFreshMs: deps.config.aiAnswers.trackerPageFreshMs,
    get runListener() { return alertsModule.aiVisibilityAlertEvaluation; },
  });
  const searchConsoleModule = createSearchConsoleServices({
    em,
    get jobs() { return core().jobs; },
    jobProgress: deps.jobProgress,
    runtime: deps.searchConsole,
    maintenanceOn: () => authModule.maintenance.isOn(),
    syncListener: () => alertsModule.searchConsoleAlertEvaluation,
  });
  const webhooksModule = createWebhookServices({
    em,
    get events() { return core().webhookEvents; },
    get jobs() { return core().jobs; },
    sendingLimits: deps.sendingLimits,
    http: deps.webhookHttp,
    email: deps.email,
    clock: deps.clock,
    config: deps.config.webhooks,
    publicUrl: deps.config.email.publicUrl,
    logger: deps.logger,
  });
  const services = {
    get auth() { return authModule.auth; },
    get apiTokens() { return authModule.apiTokens; },
    get maintenance() { return authModule.maintenance; },
    get userAdmin() { return adminModule.userAdmin; },
    get workspaceAdmin() { return adminModule.workspaceAdmin; },
    get customers() { return customersModule.customers; },
    get workspaces() { return workspacesModule.workspaces; },
    get invitations() { return workspacesModule.invitations; },
    get auditLog() { return workspacesModule.auditLog; },
    get recordWorkspaces() { return workspacesModule.recordWorkspaces; },
    get workspaceClients() { return workspacesModule.clients; },
    get credits() { return core().credits; },
    get billing() { return billingModule.billing; },
    get jobs() { return core().jobs; },
    get trackingInstances() { return trackerModule.trackingInstances; },
    get trackerReports() { return trackerModule.trackerReports; },
    get trackingKeywords() { return trackerModule.trackingKeywords; },
    get trackerRunStarts() { return trackerRunsModule.trackerRunStarts; },
    get trackerRuns() { return trackerRunsModule.trackerRuns; },
    get trackerBackfills() { return trackerRunsModule.trackerBackfills; },
    get articles() { return articlesModule.articles; },
    get articleJobs() { return articlesModule.articleJobs; },
    get outbox() { return emailModule.outbox; },
    get alertRules() { return alertsModule.alertRules; },
    get notifications() { return alertsModule.notifications; },
    get digests() { return alertsModule.digests; },
    get digestPreviews() { return alertsModule.digestPreviews; },
    /** Told of every tracker run that ends with results. */
    get alertEvaluation() { return alertsModule.alertEvaluation; },
    get alertEmails() { return alertsModule.alertEmails; },
    get research() { return researchModule.research; },
    get bulkResearch() { return researchModule.bulkResearch; },
    get bulkResearchJobs() { return researchModule.bulkResearchJobs; },
    get brandKits() { return reportsModule.brandKits; },
    get reports() { return reportsModule.reports; },
    get reportShares() { return reportsModule.reportShares; },
    get reportDeliveries() { return reportsModule.reportDeliveries; },
    get reportUnsubscribes() { return reportsModule.reportUnsubscribes; },
    get reportRenders() { return reportsModule.renders; },
    get contentBriefs() { return contentModule.contentBriefs; },
    get contentBriefJobs() { return contentModule.contentBriefJobs; },
    get content() { return contentModule.content; },
    get aiVisibilityProjects() { return aiVisibilityModule.aiVisibilityProjects; },
    get aiVisibilityRuns() { return aiVisibilityModule.aiVisibilityRuns; },
    get aiVisibilityAnswers() { return aiVisibilityModule.aiVisibilityAnswers; },
    get aiVisibilityRunJobs() { return aiVisibilityModule.aiVisibilityRunJobs; },
    get aiVisibilityReextractions() { return aiVisibilityModule.aiVisibilityReextractions; },
    get aiVisibilityPrompts() { return aiVisibilityModule.aiVisibilityPrompts; },
    get aiVisibilityExports() { return aiVisibilityModule.aiVisibilityExports; },
    get aiAnswerRetention() { return aiVisibilityModule.aiAnswerRetention; },
    get searchConsoleConnections() { return searchConsoleModule.searchConsoleConnections; },
    get searchConsoleReads() { return searchConsoleModule.searchConsoleReads; },
    get searchConsoleSync() { return searchConsoleModule.searchConsoleSync; },
    get webhooks() { return webhooksModule.webhooks; },
    get webhookDeliveries() { return webhooksModule.webhookDeliveries; },
    /** Where any module publishes webhook events: `webhookEvents.publish(workspaceId, type, data, { dedupeKey })`. */
    get webhookEvents() { return core().webhookEvents; },
    /** The services the job kinds' activities and settlements take, on this unit of work. */
    get jobKindServices(): JobKindServices { return unit(); },
  };
  return services;
}

export type Services = ReturnType<typeof createServices>;

/**
 * What the job kinds' definitions take (each declares the part it needs; app/job-kinds.ts checks they
 * all find it here), on one unit of work. A kind that needs a service not listed adds it here.
 */
export interface JobKindServices {
  readonly em: EntityManager;
  readonly jobs: JobService;
  readonly credits: CreditsService;
  /** The credits ledger on a transaction's context. */
  readonly creditsOn: (em: EntityManager) => CreditsService;
  readonly jobProgress: JobProgressReports;
  readonly webhookEvents: WebhookEvents;
  /** Told of every tracker run that ends with results: the alert rules. */
  readonly trackerRunListener: TrackerRunListener;
  readonly trackerRuns: TrackerRunService;
  readonly trackerBackfills: TrackerBackfillService;
  readonly articleJobs: ArticleJobService;
  readonly contentBriefJobs: ContentBriefJobService;
  readonly webhookDeliveries: WebhookDeliveryService;
  readonly alertEmails: AlertEmailService;
  readonly reportRenders: ReportRenderService;
  readonly reportDeliveries: ReportDeliveryService;
  readonly bulkResearchJobs: BulkResearchJobService;
  readonly aiVisibilityRunJobs: AiVisibilityRunJobService;
  readonly aiVisibilityReextractions: AiVisibilityReextractionService;
  readonly searchConsoleSync: SearchConsoleSyncService;
}

/** The services of the unit of work `services` is, as the job kinds take them; each built when first used. */
function jobKindServicesOn(deps: AppDeps, em: EntityManager, services: Services): JobKindServices {
  return {
    em,
    jobProgress: deps.jobProgress,
    creditsOn: (tx) => billingServicesOn(deps, tx).credits,
    get jobs() { return services.jobs; },
    get credits() { return services.credits; },
    get webhookEvents() { return services.webhookEvents; },
    get trackerRunListener() { return services.alertEvaluation; },
    get trackerRuns() { return services.trackerRuns; },
    get trackerBackfills() { return services.trackerBackfills; },
    get articleJobs() { return services.articleJobs; },
    get contentBriefJobs() { return services.contentBriefJobs; },
    get webhookDeliveries() { return services.webhookDeliveries; },
    get alertEmails() { return services.alertEmails; },
    get reportRenders() { return services.reportRenders; },
    get reportDeliveries() { return services.reportDeliveries; },
    get bulkResearchJobs() { return services.bulkResearchJobs; },
    get aiVisibilityRunJobs() { return services.aiVisibilityRunJobs; },
    get aiVisibilityReextractions() { return services.aiVisibilityReextractions; },
    get searchConsoleSync() { return services.searchConsoleSync; },
  };
}

/** The alert evaluation emails on an `alert-email` job; each alert is also a webhook event `alert.triggered`. */
function alertServicesOn(deps: AppDeps, em: EntityManager, core: () => CoreServices) {
  return createAlertServices({
    em,
    email: deps.email,
    unsubscribeLinks: deps.unsubscribeLinks,
    sendingLimits: deps.sendingLimits,
    logger: deps.logger,
    get jobs() { return core().jobs; },
    notificationEvents: deps.notificationEvents,
    get alertListeners() { return [alertWebhooks(core().webhookEvents)]; },
    get webhookEvents() { return core().webhookEvents; },
  });
}

function billingServicesOn(deps: AppDeps, em: EntityManager) {
  return createBillingServices({ em, stripe: deps.stripe, stripeConfig: deps.config.stripe, subscriptionEvents: deps.subscriptionEvents, logger: deps.logger });
}

/** Billing on Stripe when it is configured, else on the sandbox. */
export function createBillingService(deps: AppDeps, em: EntityManager): BillingService {
  return billingServicesOn(deps, em).billing;
}

function researchServicesOn(deps: AppDeps, em: EntityManager, core: () => CoreServices, trackingKeywords: () => TrackingKeywordsService) {
  return createResearchServices({
    em,
    provider: deps.research,
    serp: deps.serp,
    cache: deps.researchCache,
    get credits() { return core().credits; },
    creditsOn: (tx) => billingServicesOn(deps, tx).credits,
    get jobs() { return core().jobs; },
    jobProgress: deps.jobProgress,
    get trackingKeywords() { return trackingKeywords(); },
  });
}

/** The services every job-related service of a unit of work builds on. A job ending unfinished is settled by its kind's settlement. */
function coreServicesOn(deps: AppDeps, em: EntityManager, jobKindServices: () => JobKindServices): CoreServices {
  const credits = billingServicesOn(deps, em).credits;
  const webhookEvents = createWebhookEvents({ freshEm: () => deps.orm.em.fork(), freshJobs: (): JobService => createServices(deps, deps.orm.em.fork()).jobs, clock: deps.clock });
  const { jobs } = createJobServices({
    em,
    events: deps.jobEvents,
    runner: deps.jobRunner,
    settlementOf: (kind) => deps.jobKinds.get(kind).settlement(jobKindServices()),
    creditsOn: (tx) => billingServicesOn(deps, tx).credits,
  });
  return { em, credits, jobs, webhookEvents };
}

interface CoreServices {
  em: EntityManager;
  credits: CreditsService;
  jobs: JobService;
  webhookEvents: WebhookEvents;
}

function trackerRunServicesOn(deps: AppDeps, core: () => CoreServices, trackerRunListener: () => TrackerRunListener) {
  return createTrackerRunServices({
    get em() { return core().em; },
    get jobs() { return core().jobs; },
    get credits() { return core().credits; },
    get webhookEvents() { return core().webhookEvents; },
    get trackerRunListener() { return trackerRunListener(); },
    jobEvents: deps.jobEvents,
    jobProgress: deps.jobProgress,
    serp: deps.serp,
    runConcurrency: deps.config.trackerRunConcurrency,
    research: deps.research,
    queuedRuns: deps.config.serp.scheduledMode === 'standard' ? { pollMs: deps.config.serp.queuedPollMs } : undefined,
    snapshotRetentionDays: deps.config.snapshotRetentionDays,
  });
}

function reportServicesOn(
  deps: AppDeps,
  em: EntityManager,
  others: { jobs: JobService; webhookEvents: WebhookEvents; trackingInstances: TrackingInstanceService; trackerReports: TrackerReportService; research: ResearchService } & Pick<ReportsModuleNeeds, 'aiVisibilityRuns' | 'aiVisibilityAnswers'>,
) {
  return createReportServices({
    em,
    get jobs() { return others.jobs; },
    jobEvents: deps.jobEvents,
    pdfRenderer: deps.reportPdfRenderer,
    schedule: deps.reportSchedule,
    email: deps.email,
    sendingLimits: deps.sendingLimits,
    unsubscribeLinks: deps.unsubscribeLinks,
    get deliveryListener() { return reportWebhooks(others.webhookEvents); },
    get trackingInstances() { return others.trackingInstances; },
    get trackerReports() { return others.trackerReports; },
    get research() { return others.research; },
    get aiVisibilityRuns() { return others.aiVisibilityRuns; },
    get aiVisibilityAnswers() { return others.aiVisibilityAnswers; },
    pdfWaitMs: deps.config.reports.pdfWaitMs,
    publicUrl: deps.config.email.publicUrl,
  });
}

/** Each report emailed is a webhook event `report.delivered`. */
function reportWebhooks(webhookEvents: WebhookEvents): ReportDeliveryListener {
  return {
    async delivered(delivered) {
      await webhookEvents.publish(delivered.workspaceId, 'report.delivered', { ...delivered }, { dedupeKey: `report.delivered:${delivered.deliveryId}` });
    },
  };
}

function alertWebhooks(webhookEvents: WebhookEvents): AlertListener {
  return {
    async alertsTriggered(alerts) {
      // A run's alerts have one workspace; published in batches, not one event at a time.
      for (const workspaceId of new Set(alerts.map((alert) => alert.workspaceId))) {
        const owned = alerts.filter((alert) => alert.workspaceId === workspaceId);
        await webhookEvents.publishMany(workspaceId, 'alert.triggered', owned.map(({ ownerId: _owner, workspaceId: _workspace, ...alert }) => ({ data: { ...alert }, dedupeKey: `alert.triggered:${alert.id}` })));
      }
    },
  };
}
