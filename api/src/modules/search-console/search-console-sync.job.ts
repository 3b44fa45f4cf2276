import { runSearchConsoleSyncJob, SEARCH_CONSOLE_SYNC_WORKFLOW, type SearchConsoleSyncActivities } from '@rankcraft/workflows';
import { defineJobKind, jobInputSchema } from '../jobs/job-kind';
import type { JobProgressReports } from '../jobs/job-progress';
import { SEARCH_CONSOLE_SYNC_KIND } from './search-console-sync-plan';
import { SearchConsoleSyncSettlement, type SearchConsoleSyncService } from './search-console-sync.service';

interface SearchConsoleSyncJobDeps {
  jobProgress: JobProgressReports;
  searchConsoleSync: SearchConsoleSyncService;
}

/** A Search Console property's rows read day by day (a 16-month backfill, or the newest days): vendor calls, two syncs at a time. */
export const searchConsoleSyncJob = defineJobKind({
  id: SEARCH_CONSOLE_SYNC_KIND,
  input: jobInputSchema,
  workflowType: SEARCH_CONSOLE_SYNC_WORKFLOW,
  orchestrate: runSearchConsoleSyncJob,
  lane: { queueSuffix: 'search-console', inProcessSlots: 2, inProcessSlotsPerUser: 2, temporalActivitySlots: 2 },
  settlement: ({ jobProgress }: SearchConsoleSyncJobDeps) => new SearchConsoleSyncSettlement(jobProgress),
  createActivities: (unit, { cancellation }): SearchConsoleSyncActivities => ({
    startSearchConsoleSync: ({ jobId }) => unit().searchConsoleSync.start(jobId),
    syncSearchConsoleStep: ({ jobId, step }) => unit().searchConsoleSync.step(jobId, step, cancellation()),
    finishSearchConsoleSync: ({ jobId }) => unit().searchConsoleSync.finish(jobId),
  }),
});
