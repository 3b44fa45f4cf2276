import type { EntityManager } from '@mikro-orm/postgresql';
import type { Client } from '@temporalio/client';
import type { Logger } from 'pino';
import type { AppConfig } from '../config';
import { createOutboundHttp } from '../common/outbound-http';
import { SendingLimits } from '../common/sending-limits';
import type { Database } from '../db/orm';
import { createMemoryNotificationEvents, createPostgresNotificationEvents } from '../modules/alerts/notification-events';
import { UnsubscribeLinks } from '../modules/alerts/unsubscribe-links';
import { ApiTokenRateLimit } from '../modules/auth/api-token-rate-limit';
import { LoginThrottle } from '../modules/auth/login-throttle';
import { forgetChangedUsers, SessionCache } from '../modules/auth/session-cache';
import { resolveJwtSecret, TokenService } from '../modules/auth/token.service';
import { KeywordSuggestionLimit } from '../modules/articles/keyword-suggestion-limit';
import { createWriter } from '../modules/articles/writer';
import { createPageFetcher } from '../modules/content/pages';
import { createEmailSender } from '../modules/email/create-email-sender';
import { createMemorySubscriptionEvents, createPostgresSubscriptionEvents } from '../modules/billing/subscription-events';
import { createStripeClient } from '../modules/billing/stripe-billing.provider';
import { createMemoryJobEvents, createPostgresJobEvents } from '../modules/jobs/job-events';
import { createJobProgressReports } from '../modules/jobs/job-progress';
import { InProcessJobRunner } from '../modules/jobs/in-process-job-runner';
import { createJobHandOver } from '../modules/jobs/jobs.factory';
import { JobKindRegistry } from '../modules/jobs/job-kind-registry';
import type { TemporalJobRunner } from '../modules/jobs/temporal-job-runner';
import { InProcessReportSchedule } from '../modules/reports/in-process-report-schedule';
import { reportDeliveryJob } from '../modules/reports/report-delivery.job';
import { ReportPdfRenderer } from '../modules/reports/report-pdf-renderer';
import type { TemporalReportSchedule } from '../modules/reports/temporal-report-schedule';
import { createResearchProvider } from '../modules/seo/research';
import { createAiAnswerEngines } from '../modules/ai-visibility/engines';
import { resolveTokenKey } from '../modules/search-console/providers';
import { SearchConsoleRuntime } from '../modules/search-console/search-console-runtime';
import { ResearchCache } from '../modules/seo/research/research-cache';
import { createSerpClient, createSerpProvider } from '../modules/seo/serp';
import { createVendorRateLimit } from '../modules/seo/serp/vendor-rate-limit';
import { InProcessTrackerSchedule } from '../modules/tracker/in-process-tracker-schedule';
import { InProcessAiVisibilitySchedule } from '../modules/ai-visibility/in-process-ai-visibility-schedule';
import type { TemporalAiVisibilitySchedule } from '../modules/ai-visibility/temporal-ai-visibility-schedule';
import { AI_VISIBILITY_RUN_KIND } from '../modules/ai-visibility/ai-visibility-run.service';
import type { TemporalTrackerSchedule } from '../modules/tracker/temporal-tracker-schedule';
import { InProcessPasses } from '../modules/passes/in-process-passes';
import { ensurePeriodicPassSchedules, periodicPasses, type InProcessPassWork } from './periodic-passes';
import { JOB_KINDS, type AppJobKind } from './job-kinds';
import { createServices, type AppDeps, type JobKindServices } from './services';

export interface RunningDeps extends AppDeps {
  /**
   * Starts the periodic passes: each on its own timer in process, or, on Temporal, creates their
   * Schedules (a failure is logged: the worker creates them too).
   */
  startBackgroundWork(): Promise<void>;
  /** The periodic passes of this process (embedded mode only; on Temporal, Schedules run them). */
  passes: InProcessPasses<InProcessPassWork> | undefined;
  close(): Promise<void>;
}

/**
 * Builds the long-lived parts for the configured modes, in dependency order: in-process or Temporal,
 * memory or Postgres events. `servesRequests`: the api's process (a worker's serves none, so it
 * remembers no sessions).
 */
export async function createAppDeps(config: AppConfig, logger: Logger, database: Database, options: { servesRequests?: boolean; extraJobKinds?: readonly AppJobKind[] } = {}): Promise<RunningDeps> {
  const freshEm = () => database.orm.em.fork();
  const jobEvents = config.database.kind === 'postgres' ? await createPostgresJobEvents(config.database.url, logger) : createMemoryJobEvents();
  const subscriptionEvents =
    config.database.kind === 'postgres' ? await createPostgresSubscriptionEvents(config.database.url, logger) : createMemorySubscriptionEvents();
  const notificationEvents =
    config.database.kind === 'postgres' ? await createPostgresNotificationEvents(config.database.url, logger) : createMemoryNotificationEvents();
  const secret = resolveJwtSecret(config.jwtSecret, config.dataDir);
  const jobKinds = new JobKindRegistry<JobKindServices>([...JOB_KINDS, ...(options.extraJobKinds ?? [])]);
  const engine = await createJobEngine(config, freshEm, logger, jobKinds);
  const jobHandOver = createJobHandOver({ runner: engine.runner, freshEm, sweepAfterMs: config.jobStartSweepAfterMs, logger });
  const jobProgress = createJobProgressReports(freshEm, jobEvents, logger);
  const sessions = options.servesRequests ? await openSessionCache(config, database, logger) : undefined;
  const clock = { now: () => new Date() };
  const deps: RunningDeps = {
    config,
    logger,
    orm: database.orm,
    tokens: new TokenService(secret, config.tokenTtl, clock),
    loginThrottle: new LoginThrottle(database.orm.em.getKnex(), config.signUpLimitPerHour),
    apiTokenRateLimit: new ApiTokenRateLimit(database.orm.em.getKnex()),
    keywordSuggestionLimit: new KeywordSuggestionLimit(database.orm.em.getKnex()),
    sendingLimits: new SendingLimits(database.orm.em.getKnex()),
    jobEvents,
    jobRunner: jobHandOver.runner,
    jobHandOver,
    jobKinds,
    jobProgress,
    trackerSchedule: engine.schedule,
    aiVisibilitySchedule: engine.aiVisibilitySchedule,
    subscriptionEvents,
    stripe: config.stripe ? await createStripeClient(config.stripe) : undefined,
    serp: createSerpClient(createSerpProvider(config.serp), {
      concurrency: config.serp.concurrency,
      baseDelayMs: config.serp.retryBaseMs,
      // One vendor rate for every process: counted in the database on PostgreSQL, in memory for the embedded single process.
      rateLimit: config.serp.rateLimit
        ? createVendorRateLimit(config.serp.provider, config.serp.rateLimit, config.database.kind === 'postgres' ? database.orm.em.getKnex() : 'memory')
        : undefined,
    }),
    writer: await createWriter(config.writer),
    research: createResearchProvider(config.research),
    aiAnswers: createAiAnswerEngines(config.aiAnswers),
    searchConsole: new SearchConsoleRuntime(config.searchConsole, resolveTokenKey(config.searchConsole.tokenKey, config.dataDir)),
    researchCache: new ResearchCache(database.orm),
    email: await createEmailSender(config.email, database.orm),
    pageFetcher: createPageFetcher(config.content),
    notificationEvents,
    unsubscribeLinks: new UnsubscribeLinks(secret, config.email.publicUrl),
    webhookHttp: createOutboundHttp({ userAgent: 'Rankcraft-Webhooks/1.0', allowPrivateNetworks: config.webhooks.allowPrivateNetworks }),
    clock,
    reportPdfRenderer: new ReportPdfRenderer(config.reports.chromiumPath, config.reports.renderTimeoutMs),
    reportSchedule: engine.reportSchedule,
    sessions,
    passes: undefined,
    async startBackgroundWork() {
      if (deps.passes) deps.passes.start();
      // Whichever of the api and the worker starts first creates the pass Schedules.
      else if (engine.mode === 'temporal') {
        await ensurePeriodicPassSchedules(engine.client, engine.taskQueue, config).catch((error: unknown) => logger.error({ err: error }, 'could not create the periodic pass schedules'));
      }
    },
    async close() {
      await deps.passes?.close();
      await engine.schedule.close();
      await engine.aiVisibilitySchedule.close();
      await engine.reportSchedule.close();
      await engine.runner.close();
      await jobProgress.close();
      await jobEvents.close();
      await subscriptionEvents.close();
      await notificationEvents.close();
      await sessions?.close();
      await deps.email.close();
      await deps.reportPdfRenderer.close();
    },
  };
  if (engine.mode === 'in-process') deps.passes = serveInProcess(deps, engine);
  return deps;
}

/**
 * On PostgreSQL, sessions' user rows are remembered for SESSION_CACHE_MS (0: never) and forgotten on
 * every change (session-cache.ts). Embedded, the user is read on every request: one process, and a read
 * from PGlite costs no round trip.
 */
async function openSessionCache(config: AppConfig, database: Database, logger: Logger): Promise<SessionCache | undefined> {
  if (config.database.kind !== 'postgres' || config.sessionCacheMs === 0) return undefined;
  const cache = new SessionCache(config.sessionCacheMs);
  await cache.listen(config.database.url, logger);
  database.orm.em.getEventManager().registerSubscriber(forgetChangedUsers(cache));
  return cache;
}

type JobEngine =
  | { mode: 'temporal'; client: Client; taskQueue: string; runner: TemporalJobRunner; schedule: TemporalTrackerSchedule; reportSchedule: TemporalReportSchedule; aiVisibilitySchedule: TemporalAiVisibilitySchedule }
  | { mode: 'in-process'; runner: InProcessJobRunner; schedule: InProcessTrackerSchedule; reportSchedule: InProcessReportSchedule; aiVisibilitySchedule: InProcessAiVisibilitySchedule };

async function createJobEngine(config: AppConfig, freshEm: () => EntityManager, logger: Logger, jobKinds: JobKindRegistry<JobKindServices>): Promise<JobEngine> {
  if (!config.temporal) {
    return {
      mode: 'in-process',
      runner: new InProcessJobRunner(freshEm, logger, jobKinds, config.activityRetryPolicy),
      schedule: new InProcessTrackerSchedule(freshEm, logger),
      reportSchedule: new InProcessReportSchedule(freshEm, logger),
      aiVisibilitySchedule: new InProcessAiVisibilitySchedule(freshEm, logger),
    };
  }
  // Loaded only here: the Temporal client and its gRPC stack are ~25 MB of memory the embedded default never uses.
  const [{ Client, Connection }, { TemporalJobRunner }, { TemporalTrackerSchedule }, { TemporalReportSchedule }, { TemporalAiVisibilitySchedule }] = await Promise.all([
    import('@temporalio/client'),
    import('../modules/jobs/temporal-job-runner.js'),
    import('../modules/tracker/temporal-tracker-schedule.js'),
    import('../modules/reports/temporal-report-schedule.js'),
    import('../modules/ai-visibility/temporal-ai-visibility-schedule.js'),
  ]);
  const connection = await Connection.connect({ address: config.temporal.address });
  const client = new Client({ connection, namespace: config.temporal.namespace });
  return {
    mode: 'temporal',
    client,
    taskQueue: config.temporal.taskQueue,
    runner: new TemporalJobRunner(client, config.temporal.taskQueue, jobKinds),
    schedule: new TemporalTrackerSchedule(client, config.temporal.taskQueue),
    reportSchedule: new TemporalReportSchedule(client, jobKinds.taskQueue(config.temporal.taskQueue, reportDeliveryJob.id)),
    // The scheduled workflow runs on the runs' own queue, so its child run is there too.
    aiVisibilitySchedule: new TemporalAiVisibilitySchedule(client, jobKinds.taskQueue(config.temporal.taskQueue, AI_VISIBILITY_RUN_KIND)),
  };
}

/**
 * The in-process runner, scheduler and passes work through services that start jobs on them, so they
 * get that work once the deps are complete (on Temporal, the worker process runs the activities).
 */
function serveInProcess(deps: AppDeps, { runner, schedule, reportSchedule, aiVisibilitySchedule }: Extract<JobEngine, { mode: 'in-process' }>): InProcessPasses<InProcessPassWork> {
  // Each call on a fresh unit of work, as a request's.
  const services = () => createServices(deps, deps.orm.em.fork());
  runner.serve((kind, signal) => deps.jobKinds.activitiesOf(kind, () => services().jobKindServices, { cancellation: () => signal }));
  schedule.serve({
    async createScheduledJob(instanceId, slotKey) {
      return (await services().trackerRunStarts.createScheduledJob(instanceId, slotKey, 'runner'))?.job ?? null;
    },
  });
  reportSchedule.serve({
    startScheduledDelivery: (reportId, slotKey) => services().reportDeliveries.startScheduled(reportId, slotKey),
  });
  aiVisibilitySchedule.serve((projectId, slotKey) => services().aiVisibilityRuns.startScheduled(projectId, slotKey, 'runner'));
  const work = { services, runner, jobHandOver: deps.jobHandOver, trackerSchedule: schedule, reportSchedule, aiVisibilitySchedule, logger: deps.logger };
  return new InProcessPasses(periodicPasses(deps.config), work, deps.logger, deps.clock);
}
