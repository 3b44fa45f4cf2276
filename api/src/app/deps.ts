import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { Client, Connection } from '@temporalio/client';
import type { AppConfig } from '../config';
import type { Database } from '../db/orm';
import { ApiTokenRateLimit } from '../modules/auth/api-token-rate-limit';
import { LoginThrottle } from '../modules/auth/login-throttle';
import { resolveJwtSecret, TokenService } from '../modules/auth/token.service';
import { KeywordSuggestionLimit } from '../modules/articles/keyword-suggestion-limit';
import { createWriter } from '../modules/articles/writer';
import { createEmailSender } from '../modules/email/create-email-sender';
import { createMemorySubscriptionEvents, createPostgresSubscriptionEvents } from '../modules/billing/subscription-events';
import { createStripeClient } from '../modules/billing/stripe-billing.provider';
import { createActivities } from '../modules/jobs/activities';
import { createMemoryJobEvents, createPostgresJobEvents } from '../modules/jobs/job-events';
import { createJobProgressReports } from '../modules/jobs/job-progress';
import { InProcessJobRunner } from '../modules/jobs/in-process-job-runner';
import { TemporalJobRunner } from '../modules/jobs/temporal-job-runner';
import { createResearchProvider } from '../modules/seo/research';
import { ResearchCache } from '../modules/seo/research/research-cache';
import { createSerpClient, createSerpProvider } from '../modules/seo/serp';
import { createVendorRateLimit } from '../modules/seo/serp/vendor-rate-limit';
import { InProcessTrackerSchedule } from '../modules/tracker/in-process-tracker-schedule';
import { TemporalTrackerSchedule } from '../modules/tracker/temporal-tracker-schedule';
import { createActivityServices, type AppDeps } from './services';

export interface RunningDeps extends AppDeps {
  /** Starts the in-process scheduler (embedded mode only; on Temporal, Schedules do this). */
  startBackgroundWork(): void;
  close(): Promise<void>;
}

/** Builds the long-lived parts for the configured modes, in dependency order: in-process or Temporal, memory or Postgres events. */
export async function createAppDeps(config: AppConfig, logger: Logger, database: Database): Promise<RunningDeps> {
  const freshEm = () => database.orm.em.fork();
  const jobEvents = config.database.kind === 'postgres' ? await createPostgresJobEvents(config.database.url, logger) : createMemoryJobEvents();
  const subscriptionEvents =
    config.database.kind === 'postgres' ? await createPostgresSubscriptionEvents(config.database.url, logger) : createMemorySubscriptionEvents();
  const engine = await createJobEngine(config, freshEm, logger);
  const jobProgress = createJobProgressReports(freshEm, jobEvents, logger);
  const deps: RunningDeps = {
    config,
    logger,
    orm: database.orm,
    tokens: new TokenService(resolveJwtSecret(config.jwtSecret, config.dataDir), config.tokenTtl),
    loginThrottle: new LoginThrottle(database.orm.em.getKnex(), config.signUpLimitPerHour),
    apiTokenRateLimit: new ApiTokenRateLimit(database.orm.em.getKnex()),
    keywordSuggestionLimit: new KeywordSuggestionLimit(database.orm.em.getKnex()),
    jobEvents,
    jobRunner: engine.runner,
    jobProgress,
    trackerSchedule: engine.schedule,
    subscriptionEvents,
    stripe: config.stripe ? createStripeClient(config.stripe) : undefined,
    serp: createSerpClient(createSerpProvider(config.serp), {
      concurrency: config.serp.concurrency,
      // One vendor rate for every process: counted in the database on PostgreSQL, in memory for the embedded single process.
      rateLimit: config.serp.rateLimit
        ? createVendorRateLimit(config.serp.provider, config.serp.rateLimit, config.database.kind === 'postgres' ? database.orm.em.getKnex() : 'memory')
        : undefined,
    }),
    writer: createWriter(config.writer),
    research: createResearchProvider(config.research),
    researchCache: new ResearchCache(database.orm),
    email: createEmailSender(config.email, database.orm),
    startBackgroundWork() {
      if (engine.mode === 'in-process') engine.schedule.start(config.schedulerIntervalMs);
      // On Temporal the daily pruning of results pages is a Schedule of its own, made once per cluster.
      else void engine.schedule.ensureSnapshotRetention().catch((error: unknown) => logger.error({ err: error }, 'could not create the snapshot retention schedule'));
    },
    async close() {
      await engine.schedule.close();
      await engine.runner.close();
      await jobProgress.close();
      await jobEvents.close();
      await subscriptionEvents.close();
      await deps.email.close();
    },
  };
  if (engine.mode === 'in-process') serveInProcess(deps, engine.runner, engine.schedule);
  return deps;
}

const PRUNE_INTERVAL_MS = 24 * 60 * 60_000;

type JobEngine =
  | { mode: 'temporal'; runner: TemporalJobRunner; schedule: TemporalTrackerSchedule }
  | { mode: 'in-process'; runner: InProcessJobRunner; schedule: InProcessTrackerSchedule };

async function createJobEngine(config: AppConfig, freshEm: () => EntityManager, logger: Logger): Promise<JobEngine> {
  if (!config.temporal) return { mode: 'in-process', runner: new InProcessJobRunner(freshEm, logger), schedule: new InProcessTrackerSchedule(freshEm, logger) };
  const connection = await Connection.connect({ address: config.temporal.address });
  const client = new Client({ connection, namespace: config.temporal.namespace });
  return { mode: 'temporal', runner: new TemporalJobRunner(client, config.temporal.taskQueue), schedule: new TemporalTrackerSchedule(client, config.temporal.taskQueue) };
}

/**
 * The in-process runner and scheduler work through services that start jobs on them, so they get
 * that work once the deps are complete (on Temporal, the worker process runs the activities).
 */
function serveInProcess(deps: AppDeps, runner: InProcessJobRunner, schedule: InProcessTrackerSchedule): void {
  const services = createActivityServices(deps);
  let lastPruned = 0;
  runner.serve((signal) => createActivities(services, () => signal));
  schedule.serve({
    async createScheduledJob(instanceId, slotKey) {
      const scheduled = await services.trackerRunStarts().createScheduledJob(instanceId, slotKey);
      if (scheduled?.created && !scheduled.job.finished) await runner.start(scheduled.job);
      return scheduled?.job ?? null;
    },
    async onTick() {
      await runner.resumeAbandoned();
      // Results pages past their retention go once a day (each api process; the delete is idempotent).
      if (Date.now() - lastPruned >= PRUNE_INTERVAL_MS) {
        lastPruned = Date.now();
        const pruned = await services.trackerBackfills().pruneSnapshots();
        if (pruned > 0) deps.logger.info({ pruned }, 'pruned results pages past their retention');
      }
    },
  });
}
