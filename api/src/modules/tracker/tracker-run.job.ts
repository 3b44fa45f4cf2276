import type { EntityManager } from '@mikro-orm/postgresql';
import { runTrackerJob, TRACKER_RUN_WORKFLOW, type TrackerActivities } from '@rankcraft/workflows';
import type { CreditsService } from '../billing/credits.service';
import { defineJobKind, jobInputSchema } from '../jobs/job-kind';
import type { JobProgressReports } from '../jobs/job-progress';
import type { WebhookEvents } from '../webhooks/webhook-events';
import type { TrackerRunListener, TrackerRunService } from './tracker-run.service';
import { createTrackerRunSettlement } from './tracker-runs.factory';

interface TrackerRunJobDeps {
  em: EntityManager;
  credits: CreditsService;
  jobProgress: JobProgressReports;
  /** Told of every run that ends with results (alert rules). */
  trackerRunListener: TrackerRunListener;
  webhookEvents: WebhookEvents;
  trackerRuns: TrackerRunService;
}

/**
 * A tracker run (by hand or by an instance's schedule). Its own activities are short: its steps run
 * on the step queue beside its own (trackerStepQueue), with trackerStepSlots. It stays on the
 * configured task queue, where the instances' Schedules start it.
 */
export const trackerRunJob = defineJobKind({
  id: 'tracker-run',
  input: jobInputSchema,
  workflowType: TRACKER_RUN_WORKFLOW,
  orchestrate: runTrackerJob,
  lane: { queueSuffix: null, inProcessSlots: 4, inProcessSlotsPerUser: 2, temporalActivitySlots: 8 },
  settlement: (deps: TrackerRunJobDeps) => createTrackerRunSettlement(deps),
  createActivities: (unit, { cancellation }): TrackerActivities => ({
    startTrackerRun: ({ jobId }) => unit().trackerRuns.begin(jobId),
    checkTrackerKeywords: ({ jobId, runId, keywords, device }) => unit().trackerRuns.checkKeywords(jobId, runId, keywords, cancellation(), device),
    finishTrackerRun: ({ jobId, runId, failure }) => unit().trackerRuns.finish(jobId, runId, failure),
  }),
});
