import { aiVisibilityReextractionJob, aiVisibilityRunJob } from '../modules/ai-visibility/ai-visibility-run.job';
import { alertEmailJob } from '../modules/alerts/alert-email.job';
import { articleJob } from '../modules/articles/article.job';
import { contentBriefJob } from '../modules/content/content-brief.job';
import type { JobKindDefinition } from '../modules/jobs/job-kind';
import { reportDeliveryJob } from '../modules/reports/report-delivery.job';
import { reportRenderJob } from '../modules/reports/report-render.job';
import { searchConsoleSyncJob } from '../modules/search-console/search-console-sync.job';
import { bulkResearchJob } from '../modules/seo/research/bulk-research.job';
import { trackerBackfillJob } from '../modules/tracker/tracker-backfill.job';
import { trackerRunJob } from '../modules/tracker/tracker-run.job';
import { webhookDeliveryJob } from '../modules/webhooks/webhook-delivery.job';
import type { JobKindServices } from './services';

/** A job kind the app can run: its definition takes a part of the services every unit of work offers. */
export type AppJobKind = JobKindDefinition<JobKindServices, object>;

/**
 * Every kind of durable work the app runs, each defined in the module that owns it (`<kind>.job.ts`).
 * Adding a kind: its definition file, one line here, and its workflow exported by workflows/src/workflows.
 */
export const JOB_KINDS: readonly AppJobKind[] = [
  trackerRunJob,
  articleJob,
  contentBriefJob,
  webhookDeliveryJob,
  trackerBackfillJob,
  bulkResearchJob,
  reportRenderJob,
  alertEmailJob,
  reportDeliveryJob,
  aiVisibilityRunJob,
  aiVisibilityReextractionJob,
  searchConsoleSyncJob,
];
