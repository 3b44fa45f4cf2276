import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type Stripe from 'stripe';
import type { Logger } from 'pino';
import type { AppConfig } from '../config';
import { once } from '../common/built-on-first-read';
import { createAdminServices } from '../modules/admin/admin.factory';
import { createAlertServices } from '../modules/alerts/alerts.factory';
import { createAuthServices } from '../modules/auth/auth.factory';
import { createBillingServices } from '../modules/billing/billing.factory';
import { createCustomerServices } from '../modules/customers/customers.factory';
import { createEmailServices } from '../modules/email/email.factory';
import { createReportServices } from '../modules/reports/reports.factory';
import { createResearchServices } from '../modules/seo/research/research.factory';
import { createTrackerServices } from '../modules/tracker/tracker.factory';
import { createWebhookServices } from '../modules/webhooks/webhooks.factory';
import { ArticleJobService } from '../modules/articles/article-job.service';
import { AlertEmailService } from '../modules/alerts/alert-email.service';
import { AlertEvaluationService, type AlertListener } from '../modules/alerts/alert-evaluation.service';
import type { NotificationEvents } from '../modules/alerts/notification-events';
import type { UnsubscribeLinks } from '../modules/alerts/unsubscribe-links';
import { ArticleService } from '../modules/articles/article.service';
import { ArticleScoring } from '../modules/articles/article-score';
import { ContentBriefJobService } from '../modules/content/content-brief-job.service';
import { ContentBriefService } from '../modules/content/content-brief.service';
import type { PageFetcher } from '../modules/content/pages/page-fetcher';
import { ContentService } from '../modules/content/content.service';
import { SerpSnapshotRepository } from '../modules/tracker/serp-snapshot.repository';
import type { KeywordSuggestionLimit } from '../modules/articles/keyword-suggestion-limit';
import type { SendingLimits } from '../common/sending-limits';
import type { TextWriter } from '../modules/articles/writer';
import type { ApiTokenRateLimit } from '../modules/auth/api-token-rate-limit';
import type { SessionCache } from '../modules/auth/session-cache';
import type { BillingService } from '../modules/billing/billing.service';
import { CreditsService } from '../modules/billing/credits.service';
import type { SubscriptionEvents } from '../modules/billing/subscription-events';
import type { LoginThrottle } from '../modules/auth/login-throttle';
import type { TokenService } from '../modules/auth/token.service';
import type { EmailSender } from '../modules/email/email-sender';
import type { JobEvents } from '../modules/jobs/job-events';
import type { JobRunner } from '../modules/jobs/job-runner';
import type { JobHandOver } from '../modules/jobs/job-hand-over';
import type { JobKindRegistry } from '../modules/jobs/job-kind-registry';
import type { JobProgressReports } from '../modules/jobs/job-progress';
import { JobService } from '../modules/jobs/job.service';
import type { ResearchCache } from '../modules/seo/research/research-cache';
import type { ResearchProvider } from '../modules/seo/research/research-provider';
import type { ReportPdfRenderer } from '../modules/reports/report-pdf-renderer';
import { ReportRenderService } from '../modules/reports/report-render.service';
import type { ReportDeliveryListener } from '../modules/reports/report-delivery-listener';
import type { ReportDeliveryService } from '../modules/reports/report-delivery.service';
import type { ReportSchedule } from '../modules/reports/report-schedule';
import { ResearchService } from '../modules/seo/research/research.service';
import { BulkResearchService } from '../modules/seo/research/bulk-research.service';
import { BulkResearchJobService } from '../modules/seo/research/bulk-research-job.service';
import type { SerpClient } from '../modules/seo/serp/serp-client';
import { TrackerRunService, type TrackerRunListener } from '../modules/tracker/tracker-run.service';
import { TrackerBackfillService } from '../modules/tracker/tracker-backfill.service';
import type { TrackerSchedule } from '../modules/tracker/tracker-schedule';
import { TrackerReportService } from '../modules/tracker/tracker-report.service';
import { TrackerRunStartService } from '../modules/tracker/tracker-run-start.service';
import { TrackingInstanceService } from '../modules/tracker/tracking-instance.service';
import type { OutboundHttp } from '../common/outbound-http';
import type { Clock } from '../modules/webhooks/clock';
import { WebhookDeliveryService } from '../modules/webhooks/webhook-delivery.service';
import { WebhookEvents } from '../modules/webhooks/webhook-events';

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
  serp: SerpClient;
  writer: TextWriter;
  research: ResearchProvider;
  researchCache: ResearchCache;
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
  const billingModule = billingServicesOn(deps, em);
  const emailModule = createEmailServices({ em, email: deps.email });
  const alertsModule = alertServicesOn(deps, em);
  const researchModule = researchServicesOn(deps, em, () => core().credits);
  const trackerBackfills = once(() => trackerBackfillServiceOn(deps, core()));
  const trackerModule = createTrackerServices({
    em,
    get jobs() { return core().jobs; },
    schedule: deps.trackerSchedule,
    competitorsAdded: (instance, domains) => trackerBackfills().start(instance, domains),
  });
  const trackerRunStarts = once(() => trackerRunStartServiceOn(deps, core()));
  const trackerRuns = once(() => trackerRunServiceOn(deps, core()));
  const articles = once(() => new ArticleService(em, core().jobs, deps.writer, deps.keywordSuggestionLimit, articleScoringOn(deps, core())));
  const articleJobs = once(() => articleJobServiceOn(deps, core()));
  const reportsModule = reportServicesOn(deps, em, {
    get jobs() { return core().jobs; },
    get webhookEvents() { return core().webhookEvents; },
    get trackingInstances() { return trackerModule.trackingInstances; },
    get trackerReports() { return trackerModule.trackerReports; },
    get research() { return researchModule.research; },
  });
  const contentBriefs = once(() => contentBriefServiceOn(deps, core()));
  const content = once(() => new ContentService(contentBriefs()));
  const webhooksModule = createWebhookServices({
    em,
    get events() { return core().webhookEvents; },
    sendingLimits: deps.sendingLimits,
    allowPrivateNetworks: deps.config.webhooks.allowPrivateNetworks,
  });
  const bulkResearch = once(() => new BulkResearchService(em, core().jobs, deps.research, trackerModule.trackingKeywords));
  const services = {
    get auth() { return authModule.auth; },
    get apiTokens() { return authModule.apiTokens; },
    get maintenance() { return authModule.maintenance; },
    get userAdmin() { return adminModule.userAdmin; },
    get customers() { return customersModule.customers; },
    get credits() { return core().credits; },
    get billing() { return billingModule.billing; },
    get jobs() { return core().jobs; },
    get trackingInstances() { return trackerModule.trackingInstances; },
    get trackerReports() { return trackerModule.trackerReports; },
    get trackingKeywords() { return trackerModule.trackingKeywords; },
    get trackerRunStarts() { return trackerRunStarts(); },
    get trackerRuns() { return trackerRuns(); },
    get trackerBackfills() { return trackerBackfills(); },
    get articles() { return articles(); },
    get articleJobs() { return articleJobs(); },
    get outbox() { return emailModule.outbox; },
    get alertRules() { return alertsModule.alertRules; },
    get notifications() { return alertsModule.notifications; },
    get digests() { return alertsModule.digests; },
    get digestPreviews() { return alertsModule.digestPreviews; },
    get research() { return researchModule.research; },
    get bulkResearch() { return bulkResearch(); },
    get brandKits() { return reportsModule.brandKits; },
    get reports() { return reportsModule.reports; },
    get reportShares() { return reportsModule.reportShares; },
    get reportDeliveries() { return reportsModule.reportDeliveries; },
    get reportUnsubscribes() { return reportsModule.reportUnsubscribes; },
    get reportRenders() { return reportsModule.renders; },
    get contentBriefs() { return contentBriefs(); },
    get content() { return content(); },
    get webhooks() { return webhooksModule.webhooks; },
    /** Where any module publishes webhook events: `webhookEvents.publish(ownerId, type, data, { dedupeKey })`. */
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
}

/** The services of the unit of work `services` is, as the job kinds take them; each built when first used. */
function jobKindServicesOn(deps: AppDeps, em: EntityManager, services: Services): JobKindServices {
  const contentBriefJobs = once(() => new ContentBriefJobService(em, services.jobs, deps.serp, deps.pageFetcher, new SerpSnapshotRepository(em), deps.config.content.snapshotMaxAgeHours));
  const webhookDeliveries = once(() => webhookDeliveryServiceOn(deps, { em, jobs: services.jobs }));
  const alertEmails = once(() => new AlertEmailService(em, services.jobs, deps.email, deps.unsubscribeLinks, deps.logger));
  const bulkResearchJobs = once(() => new BulkResearchJobService(em, services.jobs, deps.research, deps.jobProgress));
  const trackerRunListener = once(() => alertEvaluationOn(deps, em, services.jobs, services.webhookEvents));
  return {
    em,
    jobProgress: deps.jobProgress,
    get jobs() { return services.jobs; },
    get credits() { return services.credits; },
    get webhookEvents() { return services.webhookEvents; },
    get trackerRunListener() { return trackerRunListener(); },
    get trackerRuns() { return services.trackerRuns; },
    get trackerBackfills() { return services.trackerBackfills; },
    get articleJobs() { return services.articleJobs; },
    get contentBriefJobs() { return contentBriefJobs(); },
    get webhookDeliveries() { return webhookDeliveries(); },
    get alertEmails() { return alertEmails(); },
    get reportRenders() { return services.reportRenders; },
    get reportDeliveries() { return services.reportDeliveries; },
    get bulkResearchJobs() { return bulkResearchJobs(); },
  };
}

function alertServicesOn(deps: AppDeps, em: EntityManager) {
  return createAlertServices({ em, email: deps.email, unsubscribeLinks: deps.unsubscribeLinks, sendingLimits: deps.sendingLimits, logger: deps.logger });
}

function billingServicesOn(deps: AppDeps, em: EntityManager) {
  return createBillingServices({ em, stripe: deps.stripe, stripeConfig: deps.config.stripe, subscriptionEvents: deps.subscriptionEvents, logger: deps.logger });
}

/** Billing on Stripe when it is configured, else on the sandbox. */
export function createBillingService(deps: AppDeps, em: EntityManager): BillingService {
  return billingServicesOn(deps, em).billing;
}

function researchServicesOn(deps: AppDeps, em: EntityManager, credits: () => CreditsService) {
  return createResearchServices({ em, provider: deps.research, serp: deps.serp, cache: deps.researchCache, get credits() { return credits(); } });
}

/** The services every job-related service of a unit of work builds on. A job ending unfinished is settled by its kind's settlement. */
function coreServicesOn(deps: AppDeps, em: EntityManager, jobKindServices: () => JobKindServices): CoreServices {
  const credits = billingServicesOn(deps, em).credits;
  const webhookEvents = new WebhookEvents(() => deps.orm.em.fork(), (): JobService => createServices(deps, deps.orm.em.fork()).jobs, deps.clock);
  const jobs = new JobService(em, deps.jobEvents, deps.jobRunner, (kind) => deps.jobKinds.get(kind).settlement(jobKindServices()), (tx) => billingServicesOn(deps, tx).credits);
  return { em, credits, jobs, webhookEvents };
}

interface CoreServices {
  em: EntityManager;
  credits: CreditsService;
  jobs: JobService;
  webhookEvents: WebhookEvents;
}

function trackerRunStartServiceOn(deps: AppDeps, { em, jobs }: CoreServices): TrackerRunStartService {
  return new TrackerRunStartService(em, jobs, deps.jobEvents);
}

function trackerRunServiceOn(deps: AppDeps, { em, jobs, webhookEvents }: CoreServices): TrackerRunService {
  return new TrackerRunService(em, jobs, deps.serp, deps.jobProgress, deps.config.trackerRunConcurrency, alertEvaluationOn(deps, em, jobs, webhookEvents), webhookEvents, deps.research,
    deps.config.serp.scheduledMode === 'standard' ? { pollMs: deps.config.serp.queuedPollMs } : undefined,
  );
}

function trackerBackfillServiceOn(deps: AppDeps, { em, jobs }: CoreServices): TrackerBackfillService {
  return new TrackerBackfillService(em, jobs, deps.jobProgress, deps.config.snapshotRetentionDays);
}

function reportServicesOn(
  deps: AppDeps,
  em: EntityManager,
  others: { jobs: JobService; webhookEvents: WebhookEvents; trackingInstances: TrackingInstanceService; trackerReports: TrackerReportService; research: ResearchService },
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
    pdfWaitMs: deps.config.reports.pdfWaitMs,
    publicUrl: deps.config.email.publicUrl,
  });
}

/** Evaluates alert rules when a run ends with results (emails on an `alert-email` job); each alert is also a webhook event `alert.triggered`. */
function alertEvaluationOn(deps: AppDeps, em: EntityManager, jobs: JobService, webhookEvents: WebhookEvents): AlertEvaluationService {
  return new AlertEvaluationService(em, deps.notificationEvents, jobs, [alertWebhooks(webhookEvents)]);
}

/** Each report emailed is a webhook event `report.delivered`. */
function reportWebhooks(webhookEvents: WebhookEvents): ReportDeliveryListener {
  return {
    async delivered(delivered) {
      await webhookEvents.publish(delivered.ownerId, 'report.delivered', { ...delivered }, { dedupeKey: `report.delivered:${delivered.deliveryId}` });
    },
  };
}

function alertWebhooks(webhookEvents: WebhookEvents): AlertListener {
  return {
    async alertsTriggered(alerts) {
      // A run's alerts have one owner; published in batches, not one event at a time.
      for (const ownerId of new Set(alerts.map((alert) => alert.ownerId))) {
        const owned = alerts.filter((alert) => alert.ownerId === ownerId);
        await webhookEvents.publishMany(ownerId, 'alert.triggered', owned.map(({ ownerId: _owner, ...alert }) => ({ data: { ...alert }, dedupeKey: `alert.triggered:${alert.id}` })));
      }
    },
  };
}

function articleJobServiceOn(deps: AppDeps, core: CoreServices): ArticleJobService {
  return new ArticleJobService(core.em, core.jobs, deps.jobEvents, deps.writer, deps.research, articleScoringOn(deps, core), deps.config.writer.articleConcurrency, core.webhookEvents);
}

function webhookDeliveryServiceOn(deps: AppDeps, { em, jobs }: Pick<CoreServices, 'em' | 'jobs'>): WebhookDeliveryService {
  return new WebhookDeliveryService(em, jobs, deps.webhookHttp, deps.email, deps.clock, deps.config.webhooks, deps.config.email.publicUrl, deps.logger);
}

function contentBriefServiceOn(deps: AppDeps, { em, jobs }: CoreServices): ContentBriefService {
  return new ContentBriefService(em, jobs, deps.pageFetcher);
}

/** Articles are scored against their content brief when they have one (else the keyword alone). */
function articleScoringOn(deps: AppDeps, core: CoreServices): ArticleScoring {
  const contentBriefs = contentBriefServiceOn(deps, core);
  return new ArticleScoring({ briefFor: (ownerId, briefId) => contentBriefs.scoreTargetFor(ownerId, briefId) }, deps.config.writer.articleScoreGoal);
}
