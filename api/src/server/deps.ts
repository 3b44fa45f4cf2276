import type { Logger } from 'pino';
import type { AppConfig } from '../config';
import type { Database } from '../db/orm';
import { ApiTokenRateLimit } from '../modules/auth/api-token-rate-limit';
import { LoginThrottle } from '../modules/auth/login-throttle';
import { resolveJwtSecret, TokenService } from '../modules/auth/token.service';
import { KeywordSuggestionLimit } from '../modules/articles/keyword-suggestion-limit';
import { createWriter } from '../modules/articles/writer';
import { createMemorySubscriptionEvents, createPostgresSubscriptionEvents } from '../modules/billing/subscription-events';
import { createStripeClient } from '../modules/billing/stripe-billing.provider';
import { createActivities } from '../modules/jobs/activities';
import { createMemoryJobEvents, createPostgresJobEvents } from '../modules/jobs/job-events';
import { createJobProgressReports } from '../modules/jobs/job-progress';
import { InProcessJobRunner } from '../modules/jobs/in-process-job-runner';
import { createResearchProvider } from '../modules/seo/research';
import { ResearchCache } from '../modules/seo/research/research-cache';
import { createSerpClient, createSerpProvider } from '../modules/seo/serp';
import { InProcessTrackerSchedule } from '../modules/tracker/in-process-tracker-schedule';
import { createServices, type AppDeps } from './services';

export interface RunningDeps extends AppDeps {
  /** Starts the in-process scheduler (embedded mode only; on Temporal, Schedules do this). */
  startBackgroundWork(): void;
  close(): Promise<void>;
}

/** Builds the long-lived parts for the configured modes: in-process or Temporal, memory or Postgres events. */
export async function createAppDeps(config: AppConfig, logger: Logger, database: Database): Promise<RunningDeps> {
  const jobEvents = config.database.kind === 'postgres' ? await createPostgresJobEvents(config.database.url, logger) : createMemoryJobEvents();
  const subscriptionEvents =
    config.database.kind === 'postgres' ? await createPostgresSubscriptionEvents(config.database.url, logger) : createMemorySubscriptionEvents();
  const deps = {
    config,
    logger,
    orm: database.orm,
    tokens: new TokenService(resolveJwtSecret(config.jwtSecret, config.dataDir), config.tokenTtl),
    loginThrottle: new LoginThrottle(database.orm.em.getKnex(), config.signUpLimitPerHour),
    apiTokenRateLimit: new ApiTokenRateLimit(database.orm.em.getKnex()),
    keywordSuggestionLimit: new KeywordSuggestionLimit(database.orm.em.getKnex()),
    jobEvents,
    subscriptionEvents,
    stripe: config.stripe ? createStripeClient(config.stripe) : undefined,
    serp: createSerpClient(createSerpProvider(config.serp), { concurrency: config.serp.concurrency }),
    writer: await createWriter(config.writer),
    research: createResearchProvider(config.research),
    researchCache: new ResearchCache(database.orm),
  } as RunningDeps;
  const freshEm = () => database.orm.em.fork();
  deps.jobProgress = createJobProgressReports((jobId, report) => createServices(deps, freshEm()).jobs.recordProgress(jobId, report), logger);

  if (config.temporal) {
    // Loaded only here: the Temporal client and its gRPC stack are ~25 MB of memory the embedded default never uses.
    const [{ Client, Connection }, { TemporalJobRunner }, { TemporalTrackerSchedule }] = await Promise.all([
      import('@temporalio/client'),
      import('../modules/jobs/temporal-job-runner.js'),
      import('../modules/tracker/temporal-tracker-schedule.js'),
    ]);
    const connection = await Connection.connect({ address: config.temporal.address });
    const client = new Client({ connection, namespace: config.temporal.namespace });
    deps.jobRunner = new TemporalJobRunner(client, config.temporal.taskQueue);
    deps.trackerSchedule = new TemporalTrackerSchedule(client, config.temporal.taskQueue);
    deps.startBackgroundWork = () => {};
  } else {
    const runner = new InProcessJobRunner((signal) => createActivities(deps, () => signal), freshEm, logger);
    const schedule = new InProcessTrackerSchedule(
      freshEm,
      async (instanceId, slotKey) => {
        const scheduled = await createServices(deps, freshEm()).tracker.createScheduledJob(instanceId, slotKey);
        if (scheduled?.created && !scheduled.job.finished) await runner.start(scheduled.job);
        return scheduled?.job ?? null;
      },
      () => runner.resumeAbandoned(),
      logger,
    );
    deps.jobRunner = runner;
    deps.trackerSchedule = schedule;
    deps.startBackgroundWork = () => schedule.start(config.schedulerIntervalMs);
  }

  deps.close = async () => {
    await deps.trackerSchedule.close();
    await deps.jobRunner.close();
    await deps.jobProgress.close();
    await jobEvents.close();
    await subscriptionEvents.close();
  };
  return deps;
}
