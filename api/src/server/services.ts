import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type Stripe from 'stripe';
import type { Logger } from 'pino';
import type { AppConfig } from '../config';
import { MaintenanceService } from '../modules/admin/maintenance.service';
import { UserAdminService } from '../modules/admin/user-admin.service';
import { ArticleJobService } from '../modules/articles/article-job.service';
import { ArticleService } from '../modules/articles/article.service';
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
import type { JobEvents } from '../modules/jobs/job-events';
import type { JobRunner } from '../modules/jobs/job-runner';
import type { JobProgressReports } from '../modules/jobs/job-progress';
import { JobService } from '../modules/jobs/job.service';
import type { ResearchCache } from '../modules/seo/research/research-cache';
import type { ResearchProvider } from '../modules/seo/research/research-provider';
import { ResearchService } from '../modules/seo/research/research.service';
import type { SerpClient } from '../modules/seo/serp/serp-client';
import { TrackerRunService } from '../modules/tracker/tracker-run.service';
import type { TrackerSchedule } from '../modules/tracker/tracker-schedule';
import { TrackerService } from '../modules/tracker/tracker.service';

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
  /** Set when STRIPE_SECRET_KEY is; otherwise billing runs on the sandbox. */
  stripe?: Stripe;
}

/**
 * Services bound to one unit of work (one request, one subscription event, one job step). Each is
 * built when first used: most requests use one or two of them.
 */
export function createServices(deps: AppDeps, em: EntityManager) {
  const auth = once(() => new AuthService(em, deps.tokens, deps.loginThrottle));
  const maintenance = once(() => new MaintenanceService(em));
  const credits = once(() => new CreditsService(em));
  const jobs = once(
    (): JobService =>
      new JobService(em, deps.jobEvents, deps.jobRunner, maintenance(), (kind, jobId, status, message): Promise<void> =>
        kind === 'article' ? articleJobs().endUnfinished(jobId, status, message) : trackerRuns().endUnfinished(jobId, status, message),
      ),
  );
  const trackerRuns = once((): TrackerRunService => new TrackerRunService(em, jobs(), deps.serp, credits(), deps.jobProgress));
  const articleJobs = once(
    (): ArticleJobService => new ArticleJobService(em, jobs(), credits(), deps.jobEvents, deps.writer, deps.research, deps.config.writer.articleConcurrency),
  );
  const apiTokens = once(() => new ApiTokenService(em, deps.apiTokenRateLimit));
  const userAdmin = once(() => new UserAdminService(em, auth()));
  const customers = once(() => new CustomerService(em));
  const billing = once(() => {
    const provider = deps.stripe && deps.config.stripe ? new StripeBillingProvider(deps.stripe, deps.config.stripe) : new SandboxBillingProvider(em);
    const sandboxBilling = provider instanceof SandboxBillingProvider ? provider : null;
    return new BillingService(em, provider, sandboxBilling, deps.subscriptionEvents, deps.logger);
  });
  const tracker = once(() => new TrackerService(em, maintenance(), jobs(), credits(), deps.jobRunner, deps.trackerSchedule, deps.jobEvents));
  const articles = once(() => new ArticleService(em, maintenance(), jobs(), deps.jobRunner, deps.writer, deps.keywordSuggestionLimit));
  const research = once(() => new ResearchService(em, maintenance(), deps.research, deps.serp, deps.researchCache, credits()));
  return {
    get auth() { return auth(); },
    get apiTokens() { return apiTokens(); },
    get maintenance() { return maintenance(); },
    get userAdmin() { return userAdmin(); },
    get customers() { return customers(); },
    get credits() { return credits(); },
    get billing() { return billing(); },
    get jobs() { return jobs(); },
    get tracker() { return tracker(); },
    get trackerRuns() { return trackerRuns(); },
    get articles() { return articles(); },
    get articleJobs() { return articleJobs(); },
    get research() { return research(); },
  };
}

export type Services = ReturnType<typeof createServices>;

/** The value `build` returns, built on the first call. */
function once<T>(build: () => T): () => T {
  let value: { built: T } | undefined;
  return () => (value ??= { built: build() }).built;
}
