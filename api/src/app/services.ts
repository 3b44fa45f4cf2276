import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type Stripe from 'stripe';
import type { Logger } from 'pino';
import type { AppConfig } from '../config';
import { MaintenanceService } from '../modules/auth/maintenance.service';
import { UserAdminService } from '../modules/admin/user-admin.service';
import { ArticleJobService } from '../modules/articles/article-job.service';
import { AlertEmailService } from '../modules/alerts/alert-email.service';
import { AlertEvaluationService, type AlertListener } from '../modules/alerts/alert-evaluation.service';
import { AlertRuleService } from '../modules/alerts/alert-rule.service';
import { DigestService } from '../modules/alerts/digest.service';
import { DigestPreviewService } from '../modules/alerts/digest-preview.service';
import type { NotificationEvents } from '../modules/alerts/notification-events';
import { NotificationService } from '../modules/alerts/notification.service';
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
import { ApiTokenService } from '../modules/auth/api-token.service';
import type { ApiTokenRateLimit } from '../modules/auth/api-token-rate-limit';
import { AuthService } from '../modules/auth/auth.service';
import type { SessionCache } from '../modules/auth/session-cache';
import { BillingService } from '../modules/billing/billing.service';
import { CreditsService } from '../modules/billing/credits.service';
import { SandboxBillingProvider } from '../modules/billing/sandbox-billing.provider';
import { StripeBillingProvider } from '../modules/billing/stripe-billing.provider';
import type { SubscriptionEvents } from '../modules/billing/subscription-events';
import type { LoginThrottle } from '../modules/auth/login-throttle';
import type { TokenService } from '../modules/auth/token.service';
import { CustomerService } from '../modules/customers/customer.service';
import type { EmailSender } from '../modules/email/email-sender';
import { OutboxService } from '../modules/email/outbox.service';
import type { JobEvents } from '../modules/jobs/job-events';
import type { JobRunner } from '../modules/jobs/job-runner';
import type { JobHandOver } from '../modules/jobs/job-hand-over';
import type { JobKindRegistry } from '../modules/jobs/job-kind-registry';
import type { JobProgressReports } from '../modules/jobs/job-progress';
import { JobService } from '../modules/jobs/job.service';
import type { ResearchCache } from '../modules/seo/research/research-cache';
import type { ResearchProvider } from '../modules/seo/research/research-provider';
import { BrandKitService } from '../modules/reports/brand-kit.service';
import { ReportBuilder } from '../modules/reports/report-builder';
import type { ReportPdfRenderer } from '../modules/reports/report-pdf-renderer';
import { ReportRenderService } from '../modules/reports/report-render.service';
import { ReportShareService } from '../modules/reports/report-share.service';
import { ReportDeliveryService } from '../modules/reports/report-delivery.service';
import { ReportUnsubscribes } from '../modules/reports/report-unsubscribes';
import type { ReportDeliveryListener } from '../modules/reports/report-delivery-listener';
import type { ReportSchedule } from '../modules/reports/report-schedule';
import { ReportService } from '../modules/reports/report.service';
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
import { WebhookService } from '../modules/webhooks/webhook.service';
import { TrackingKeywordsService } from '../modules/tracker/tracking-keywords.service';

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
  const auth = once(() => new AuthService(em, deps.tokens, deps.loginThrottle, deps.sessions));
  const apiTokens = once(() => new ApiTokenService(em, deps.apiTokenRateLimit));
  const userAdmin = once(() => new UserAdminService(em, auth()));
  const customers = once(() => new CustomerService(em));
  const billing = once(() => createBillingService(deps, em));
  const trackerBackfills = once(() => trackerBackfillServiceOn(deps, core()));
  const trackingInstances = once(() => new TrackingInstanceService(em, core().jobs, deps.trackerSchedule, (instance, domains) => trackerBackfills().start(instance, domains)));
  const trackerReports = once(() => new TrackerReportService(em, trackingInstances()));
  const trackingKeywords = once(() => new TrackingKeywordsService(em));
  const trackerRunStarts = once(() => trackerRunStartServiceOn(deps, core()));
  const trackerRuns = once(() => trackerRunServiceOn(deps, core()));
  const articles = once(() => new ArticleService(em, core().jobs, deps.writer, deps.keywordSuggestionLimit, articleScoringOn(deps, core())));
  const articleJobs = once(() => articleJobServiceOn(deps, core()));
  const outbox = once(() => new OutboxService(em, deps.email));
  const alertRules = once(() => new AlertRuleService(em, deps.unsubscribeLinks));
  const notifications = once(() => new NotificationService(em));
  const digests = once(() => digestServiceOn(deps, em));
  const digestPreviews = once(() => new DigestPreviewService(em, digests(), deps.email, deps.sendingLimits));
  const research = once(() => new ResearchService(em, deps.research, deps.serp, deps.researchCache, core().credits));
  const reports = once(() => reportServicesOn(deps, em, { jobs: core().jobs, webhookEvents: core().webhookEvents, trackingInstances: trackingInstances(), trackerReports: trackerReports(), research: research() }));
  const contentBriefs = once(() => contentBriefServiceOn(deps, core()));
  const content = once(() => new ContentService(contentBriefs()));
  const webhooks = once(() => new WebhookService(em, core().webhookEvents, deps.sendingLimits, deps.config.webhooks.allowPrivateNetworks));
  const bulkResearch = once(() => new BulkResearchService(em, core().jobs, deps.research, trackingKeywords()));
  const services = {
    get auth() { return auth(); },
    get apiTokens() { return apiTokens(); },
    get maintenance() { return core().maintenance; },
    get userAdmin() { return userAdmin(); },
    get customers() { return customers(); },
    get credits() { return core().credits; },
    get billing() { return billing(); },
    get jobs() { return core().jobs; },
    get trackingInstances() { return trackingInstances(); },
    get trackerReports() { return trackerReports(); },
    get trackingKeywords() { return trackingKeywords(); },
    get trackerRunStarts() { return trackerRunStarts(); },
    get trackerRuns() { return trackerRuns(); },
    get trackerBackfills() { return trackerBackfills(); },
    get articles() { return articles(); },
    get articleJobs() { return articleJobs(); },
    get outbox() { return outbox(); },
    get alertRules() { return alertRules(); },
    get notifications() { return notifications(); },
    get digests() { return digests(); },
    get digestPreviews() { return digestPreviews(); },
    get research() { return research(); },
    get bulkResearch() { return bulkResearch(); },
    get brandKits() { return reports().brandKits; },
    get reports() { return reports().reports; },
    get reportShares() { return reports().reportShares; },
    get reportDeliveries() { return reports().reportDeliveries; },
    get reportUnsubscribes() { return reports().reportUnsubscribes; },
    get reportRenders() { return reports().renders; },
    get contentBriefs() { return contentBriefs(); },
    get content() { return content(); },
    get webhooks() { return webhooks(); },
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
    get bulkResearchJobs() { return bulkResearchJobs(); },
  };
}

function digestServiceOn(deps: AppDeps, em: EntityManager): DigestService {
  return new DigestService(em, deps.email, deps.unsubscribeLinks, deps.logger);
}

/** Billing on Stripe when it is configured, else on the sandbox. */
export function createBillingService(deps: AppDeps, em: EntityManager): BillingService {
  const provider = deps.stripe && deps.config.stripe ? new StripeBillingProvider(deps.stripe, deps.config.stripe) : new SandboxBillingProvider(em);
  return new BillingService(em, provider, provider instanceof SandboxBillingProvider ? provider : null, deps.subscriptionEvents, deps.logger);
}

/** The services every job-related service of a unit of work builds on. A job ending unfinished is settled by its kind's settlement. */
function coreServicesOn(deps: AppDeps, em: EntityManager, jobKindServices: () => JobKindServices): CoreServices {
  const maintenance = new MaintenanceService(em, deps.sessions);
  const credits = new CreditsService(em);
  const webhookEvents = new WebhookEvents(() => deps.orm.em.fork(), (): JobService => createServices(deps, deps.orm.em.fork()).jobs, deps.clock);
  const jobs = new JobService(em, deps.jobEvents, deps.jobRunner, (kind) => deps.jobKinds.get(kind).settlement(jobKindServices()), (tx) => new CreditsService(tx));
  return { em, maintenance, credits, jobs, webhookEvents };
}

interface CoreServices {
  em: EntityManager;
  maintenance: MaintenanceService;
  credits: CreditsService;
  jobs: JobService;
  webhookEvents: WebhookEvents;
}

function trackerRunStartServiceOn(deps: AppDeps, { em, credits, jobs }: CoreServices): TrackerRunStartService {
  return new TrackerRunStartService(em, jobs, credits, deps.jobEvents);
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
  { jobs, webhookEvents, trackingInstances, trackerReports, research }: { jobs: JobService; webhookEvents: WebhookEvents; trackingInstances: TrackingInstanceService; trackerReports: TrackerReportService; research: ResearchService },
) {
  const brandKits = new BrandKitService(em);
  const builder = new ReportBuilder({ em, trackingInstances, trackerReports, research });
  const renders = new ReportRenderService(em, jobs, deps.jobEvents, brandKits, deps.reportPdfRenderer);
  const reports = new ReportService(em, trackingInstances, builder, brandKits, renders, deps.reportSchedule, deps.config.reports.pdfWaitMs);
  const reportShares = new ReportShareService(em, reports, brandKits, deps.config.email.publicUrl);
  const reportUnsubscribes = new ReportUnsubscribes(em, deps.unsubscribeLinks);
  const reportDeliveries = new ReportDeliveryService(em, reports, reportShares, renders, deps.email, deps.reportSchedule, reportWebhooks(webhookEvents), deps.sendingLimits, reportUnsubscribes);
  return { brandKits, renders, reports, reportShares, reportDeliveries, reportUnsubscribes };
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

/** The value `build` returns, built on the first call. */
function once<T>(build: () => T): () => T {
  let value: { built: T } | undefined;
  return () => (value ??= { built: build() }).built;
}
