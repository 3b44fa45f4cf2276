import { Context } from '@temporalio/activity';
import type { TrackerActivities } from '@rankcraft/workflows';
import { createServices, type AppDeps } from '../../server/services';
import { JobStatus } from './job.entity';

const HEARTBEAT_INTERVAL_MS = 1_000;

/**
 * The activities of every workflow, for the in-process runner and (through createTemporalActivities)
 * the Temporal worker. Each call works in its own unit of work (a fresh ORM context), as a request does;
 * `cancellation` is the signal of the job the call belongs to.
 */
export function createActivities(deps: AppDeps, cancellation: () => AbortSignal | undefined = () => undefined): TrackerActivities {
  const services = () => createServices(deps, deps.orm.em.fork());
  return {
    async createScheduledTrackerJob({ instanceId, slotKey }) {
      const scheduled = await services().tracker.createScheduledJob(instanceId, slotKey);
      return scheduled && !scheduled.job.finished ? scheduled.job.id : null;
    },
    startTrackerRun: ({ jobId }) => services().trackerRuns.begin(jobId),
    checkTrackerKeywords: ({ jobId, runId, keywords }) => services().trackerRuns.checkKeywords(jobId, runId, keywords, cancellation()),
    finishTrackerRun: ({ jobId, runId }) => services().trackerRuns.finish(jobId, runId),
    endJobUnfinished: ({ jobId, status, message }) =>
      services().trackerRuns.endUnfinished(jobId, status === 'cancelled' ? JobStatus.cancelled : JobStatus.failed, message),
  };
}

/**
 * The same activities on a Temporal worker: they heartbeat while they run, which is how Temporal
 * delivers a cancellation to them (and notices a dead worker), and they stop on its signal.
 */
export function createTemporalActivities(deps: AppDeps): TrackerActivities {
  const activities = createActivities(deps, () => Context.current().cancellationSignal);
  const heartbeating =
    <I, O>(activity: (input: I) => Promise<O>) =>
    async (input: I): Promise<O> => {
      const context = Context.current();
      const timer = setInterval(() => context.heartbeat(), HEARTBEAT_INTERVAL_MS);
      try {
        return await activity(input);
      } finally {
        clearInterval(timer);
      }
    };
  return Object.fromEntries((Object.entries(activities) as [string, (input: unknown) => Promise<unknown>][]).map(([name, activity]) => [name, heartbeating(activity)])) as unknown as TrackerActivities;
}
