import type { EntityManager } from '@mikro-orm/postgresql';
import { builtOnFirstRead } from '../../common/built-on-first-read';
import type { CreditsService } from '../billing/credits.service';
import type { JobEvents } from '../jobs/job-events';
import type { JobProgressReports } from '../jobs/job-progress';
import type { JobService } from '../jobs/job.service';
import type { ResearchProvider } from '../seo/research/research-provider';
import type { SerpClient } from '../seo/serp/serp-client';
import type { WebhookEvents } from '../webhooks/webhook-events';
import { trackerRepositoriesOn } from './tracker.factory';
import { TrackerBackfillService } from './tracker-backfill.service';
import { TrackerRunSettlement } from './tracker-run-settlement';
import { TrackerRunStartService } from './tracker-run-start.service';
import { TrackerRunService, type QueuedRunOptions, type TrackerRunListener } from './tracker-run.service';

export interface TrackerRunsModuleNeeds {
  em: EntityManager;
  jobs: JobService;
  credits: CreditsService;
  jobEvents: JobEvents;
  jobProgress: JobProgressReports;
  serp: SerpClient;
  /** TRACKER_RUN_CONCURRENCY. */
  runConcurrency: number;
  /** Told of every run that ends with results (alert rules). */
  trackerRunListener: TrackerRunListener;
  webhookEvents: WebhookEvents;
  /** Where share of voice's search volumes come from. */
  research?: ResearchProvider;
  /** Set: scheduled runs search in the provider's queued mode. */
  queuedRuns?: QueuedRunOptions;
  /** SNAPSHOT_RETENTION_DAYS. */
  snapshotRetentionDays: number;
}

/** The tracker's job services on one unit of work (starting runs, running them, backfills), each built when first used. */
export function createTrackerRunServices(needs: TrackerRunsModuleNeeds) {
  const repositories = trackerRepositoriesOn;
  return builtOnFirstRead({
    trackerRunStarts: () => new TrackerRunStartService({ em: needs.em, jobs: needs.jobs, events: needs.jobEvents, repositories }),
    trackerRuns: () =>
      new TrackerRunService({
        em: needs.em,
        jobs: needs.jobs,
        serp: needs.serp,
        progress: needs.jobProgress,
        runConcurrency: needs.runConcurrency,
        listener: needs.trackerRunListener,
        webhookEvents: needs.webhookEvents,
        research: needs.research,
        queuedRuns: needs.queuedRuns,
        repositories,
      }),
    trackerBackfills: () => new TrackerBackfillService({ em: needs.em, jobs: needs.jobs, progress: needs.jobProgress, retentionDays: needs.snapshotRetentionDays, repositories }),
  });
}

/** What settles a tracker run that ends unfinished, on the unit of work `needs.em` is. */
export function createTrackerRunSettlement(needs: Pick<TrackerRunsModuleNeeds, 'em' | 'credits' | 'jobProgress' | 'trackerRunListener' | 'webhookEvents'>): TrackerRunSettlement {
  return new TrackerRunSettlement({
    em: needs.em,
    credits: needs.credits,
    progress: needs.jobProgress,
    listener: needs.trackerRunListener,
    webhookEvents: needs.webhookEvents,
    repositories: trackerRepositoriesOn,
  });
}
