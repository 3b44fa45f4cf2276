import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type Stripe from 'stripe';
import type { Logger } from 'pino';
import type { AppConfig } from '../config';
import { MaintenanceService } from '../modules/admin/maintenance.service';
import { UserAdminService } from '../modules/admin/user-admin.service';
import { ArticleJobService } from '../modules/articles/article-job.service';
import { ArticleJobSettlement } from '../modules/articles/article-job-settlement';
import { ArticleService } from '../modules/articles/article.service';
import { ContentService } from '../modules/content/content.service';
import type { KeywordSuggestionLimit } from '../modules/articles/keyword-suggestion-limit';
import type { TextWriter } from '../modules/articles/writer';
import { ApiTokenService } from '../modules/auth/api-token.service';
import type { ApiTokenRateLimit } from '../modules/auth/api-token-rate-limit';
import { AuthService } from '../modules/auth/auth.service';
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
import type { ActivityServices } from '../modules/jobs/activities';
import type { JobEvents } from '../modules/jobs/job-events';
import type { JobRunner } from '../modules/jobs/job-runner';
import type { JobProgressReports } from '../modules/jobs/job-progress';
import { JobService } from '../modules/jobs/job.service';
import type { ResearchCache } from '../modules/seo/research/research-cache';
import type { ResearchProvider } from '../modules/seo/research/research-provider';
import { ResearchService } from '../modules/seo/research/research.service';
import type { SerpClient } from '../modules/seo/serp/serp-client';
import { TrackerRunService } from '../modules/tracker/tracker-run.service';
import { TrackerRunSettlement } from '../modules/tracker/tracker-run-settlement';
import { TrackerBackfillService, TrackerBackfillSettlement } from '../modules/tracker/tracker-backfill.service';
import type { TrackerSchedule } from '../modules/tracker/tracker-schedule';
import { TrackerReportService } from '../modules/tracker/tracker-report.service';
import { TrackerRunStartService } from '../modules/tracker/tracker-run-start.service';
import { TrackingInstanceService } from '../modules/tracker/tracking-instance.service';

/** Long-lived parts shared by every request, job step and scheduler tick. */
export interface AppDeps {
  config: AppConfig;
  logger: Logger;
  orm: MikroORM;
  tokens: TokenService;
  loginThrottle: LoginThrottle;
  apiTokenRateLimit: ApiTokenRateLimit;
  keywordSuggestionLimit: KeywordSuggestionLimit;
  jobEvents: JobEvents;
  jobRunner: JobRunner;
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
  /** Set when STRIPE_SECRET_KEY is; otherwise billing runs on the sandbox. */
  stripe?: Stripe;
}

/** Services bound to one unit of work (one request, one subscription event, one job step), built in dependency order. */
export function createServices(deps: AppDeps, em: EntityManager) {
  const core = coreServicesOn(deps, em);
  const { maintenance, credits, jobs } = core;
  const auth = new AuthService(em, deps.tokens, deps.loginThrottle);
  const trackerBackfills = trackerBackfillServiceOn(deps, core);
  const trackingInstances = new TrackingInstanceService(em, maintenance, jobs, deps.trackerSchedule, (instance, domains) => trackerBackfills.start(instance, domains));
  return {
    auth,
    apiTokens: new ApiTokenService(em, deps.apiTokenRateLimit),
    maintenance,
    userAdmin: new UserAdminService(em, auth),
    customers: new CustomerService(em),
    credits,
    billing: createBillingService(deps, em),
    jobs,
    trackingInstances,
    trackerReports: new TrackerReportService(em, trackingInstances),
    trackerRunStarts: trackerRunStartServiceOn(deps, core),
    trackerRuns: trackerRunServiceOn(deps, core),
    trackerBackfills,
    articles: new ArticleService(em, maintenance, jobs, deps.jobRunner, deps.writer, deps.keywordSuggestionLimit),
    articleJobs: articleJobServiceOn(deps, core),
    outbox: new OutboxService(em, deps.email),
    research: new ResearchService(em, maintenance, deps.research, deps.serp, deps.researchCache, credits),
    content: new ContentService(maintenance),
  };
}

export type Services = ReturnType<typeof createServices>;

/** What the jobs' activities call: each call builds only its service (and what that needs) on a fresh unit of work. */
export function createActivityServices(deps: AppDeps): ActivityServices {
  const core = () => coreServicesOn(deps, deps.orm.em.fork());
  return {
    jobs: () => core().jobs,
    trackerRunStarts: () => trackerRunStartServiceOn(deps, core()),
    trackerRuns: () => trackerRunServiceOn(deps, core()),
    articleJobs: () => articleJobServiceOn(deps, core()),
    trackerBackfills: () => trackerBackfillServiceOn(deps, core()),
  };
}

/** Billing on Stripe when it is configured, else on the sandbox. */
export function createBillingService(deps: AppDeps, em: EntityManager): BillingService {
  const provider = deps.stripe && deps.config.stripe ? new StripeBillingProvider(deps.stripe, deps.config.stripe) : new SandboxBillingProvider(em);
  return new BillingService(em, provider, provider instanceof SandboxBillingProvider ? provider : null, deps.subscriptionEvents, deps.logger);
}

/** The services every job-related service of a unit of work builds on. A job ending unfinished is settled by its kind's settlement. */
function coreServicesOn(deps: AppDeps, em: EntityManager) {
  const maintenance = new MaintenanceService(em);
  const credits = new CreditsService(em);
  const jobs = new JobService(em, deps.jobEvents, deps.jobRunner, maintenance, {
    'tracker-run': new TrackerRunSettlement(em, credits, deps.jobProgress),
    article: new ArticleJobSettlement(em, credits),
    'tracker-backfill': new TrackerBackfillSettlement(deps.jobProgress),
  });
  return { em, maintenance, credits, jobs };
}

type CoreServices = ReturnType<typeof coreServicesOn>;

function trackerRunStartServiceOn(deps: AppDeps, { em, maintenance, credits, jobs }: CoreServices): TrackerRunStartService {
  return new TrackerRunStartService(em, maintenance, jobs, credits, deps.jobRunner, deps.jobEvents);
}

function trackerRunServiceOn(deps: AppDeps, { em, jobs }: CoreServices): TrackerRunService {
  return new TrackerRunService(em, jobs, deps.serp, deps.jobProgress, deps.config.trackerRunConcurrency);
}

function trackerBackfillServiceOn(deps: AppDeps, { em, jobs }: CoreServices): TrackerBackfillService {
  return new TrackerBackfillService(em, jobs, deps.jobRunner, deps.jobProgress, deps.config.snapshotRetentionDays);
}

function articleJobServiceOn(deps: AppDeps, { em, jobs }: CoreServices): ArticleJobService {
  return new ArticleJobService(em, jobs, deps.jobEvents, deps.writer, deps.research, deps.config.writer.articleConcurrency);
}
