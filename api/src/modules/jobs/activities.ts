import type { TrackerActivities } from '@rankcraft/workflows';
import { JobStatus } from './job.entity';
import { createServices, type AppDeps } from '../../server/services';

/**
 * The activities of every workflow, for the Temporal worker and the in-process runner alike. Each call
 * works in its own unit of work (a fresh ORM context), as a request does.
 */
export function createActivities(deps: AppDeps): TrackerActivities {
  const services = () => createServices(deps, deps.orm.em.fork());
  return {
    async createScheduledTrackerJob({ instanceId, slotKey }) {
      const scheduled = await services().tracker.createScheduledJob(instanceId, slotKey);
      return scheduled && !scheduled.job.finished ? scheduled.job.id : null;
    },
    startTrackerRun: ({ jobId }) => services().trackerRuns.begin(jobId),
    checkTrackerKeywords: ({ jobId, runId, keywords }) => services().trackerRuns.checkKeywords(jobId, runId, keywords),
    finishTrackerRun: ({ jobId, runId }) => services().trackerRuns.finish(jobId, runId),
    endJobUnfinished: ({ jobId, status, message }) =>
      services().trackerRuns.endUnfinished(jobId, status === 'cancelled' ? JobStatus.cancelled : JobStatus.failed, message),
  };
}
