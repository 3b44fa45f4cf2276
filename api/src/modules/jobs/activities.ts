import { ApplicationFailure, Context } from '@temporalio/activity';
import { USER_FACING_FAILURE, type AlertEmailActivities, type ArticleActivities, type BulkResearchActivities, type ContentBriefActivities, type DigestActivities, type JobStartSweepActivities, type ReportDeliveryActivities, type ReportRenderActivities, type SnapshotRetentionActivities, type TrackerActivities, type TrackerBackfillActivities, type WebhookActivities } from '@rankcraft/workflows';
import { isUserFacing } from '../../common/app-error';
import type { AlertEmailService } from '../alerts/alert-email.service';
import type { DigestService } from '../alerts/digest.service';
import type { ArticleJobService } from '../articles/article-job.service';
import type { ContentBriefJobService } from '../content/content-brief-job.service';
import type { ReportDeliveryService } from '../reports/report-delivery.service';
import type { ReportRenderService } from '../reports/report-render.service';
import type { TrackerRunService } from '../tracker/tracker-run.service';
import type { TrackerRunStartService } from '../tracker/tracker-run-start.service';
import type { WebhookDeliveryService } from '../webhooks/webhook-delivery.service';
import type { TrackerBackfillService } from '../tracker/tracker-backfill.service';
import type { BulkResearchJobService } from '../seo/research/bulk-research-job.service';
import { JobStatus } from './job.entity';
import type { JobHandOver } from './job-hand-over';
import type { JobService } from './job.service';

const HEARTBEAT_INTERVAL_MS = 1_000;

/** Every activity of every workflow. */
export type JobActivities = TrackerActivities & ArticleActivities & ContentBriefActivities & DigestActivities & WebhookActivities & TrackerBackfillActivities & SnapshotRetentionActivities & ReportDeliveryActivities & BulkResearchActivities & ReportRenderActivities & AlertEmailActivities & JobStartSweepActivities;

/**
 * The services the activities call, each built when called on a unit of work (a fresh ORM context)
 * of its own, as a request's are: an activity builds only the service it uses.
 */
export interface ActivityServices {
  jobs(): JobService;
  jobHandOver(): JobHandOver;
  trackerRunStarts(): TrackerRunStartService;
  trackerRuns(): TrackerRunService;
  articleJobs(): ArticleJobService;
  contentBriefJobs(): ContentBriefJobService;
  digests(): DigestService;
  webhookDeliveries(): WebhookDeliveryService;
  alertEmails(): AlertEmailService;
  reportDeliveries(): ReportDeliveryService;
  reportRenders(): ReportRenderService;
  trackerBackfills(): TrackerBackfillService;
  bulkResearchJobs(): BulkResearchJobService;
}

/**
 * The activities of every workflow, for the in-process runner and (through createTemporalActivities)
 * the Temporal worker. `cancellation` is the signal of the job the call belongs to.
 */
export function createActivities(services: ActivityServices, cancellation: () => AbortSignal | undefined = () => undefined): JobActivities {
  return {
    async createScheduledTrackerJob({ instanceId, slotKey }) {
      const scheduled = await services.trackerRunStarts().createScheduledJob(instanceId, slotKey);
      if (!scheduled || scheduled.job.finished) return null;
      // The scheduled workflow runs the job as its child (durably): it is the runner's now.
      await services.jobHandOver().recordHandOver(scheduled.job.id);
      return scheduled.job.id;
    },
    startTrackerRun: ({ jobId }) => services.trackerRuns().begin(jobId),
    checkTrackerKeywords: ({ jobId, runId, keywords, device }) => services.trackerRuns().checkKeywords(jobId, runId, keywords, cancellation(), device),
    finishTrackerRun: ({ jobId, runId, failure }) => services.trackerRuns().finish(jobId, runId, failure),
    startArticleJob: ({ jobId }) => services.articleJobs().begin(jobId),
    outlineArticle: ({ jobId, index }) => services.articleJobs().outline(jobId, index, cancellation()),
    writeArticleSection: ({ jobId, index, section }) => services.articleJobs().writeSection(jobId, index, section, cancellation()),
    reviseArticle: ({ jobId, index, revision }) => services.articleJobs().revise(jobId, index, revision, cancellation()),
    assembleArticle: ({ jobId, index }) => services.articleJobs().assemble(jobId, index),
    finishArticleJob: ({ jobId }) => services.articleJobs().finish(jobId),
    startContentBrief: ({ jobId }) => services.contentBriefJobs().begin(jobId, cancellation()),
    readBriefPage: ({ jobId, index }) => services.contentBriefJobs().readPage(jobId, index, cancellation()),
    finishContentBrief: ({ jobId }) => services.contentBriefJobs().finish(jobId),
    sendDueDigests: () => services.digests().sendDue(),
    deliverWebhooks: ({ jobId }) => services.webhookDeliveries().deliver(jobId),
    sendAlertEmails: ({ jobId }) => services.alertEmails().send(jobId),
    createScheduledReportDelivery: ({ reportId, slotKey }) => services.reportDeliveries().createScheduledDelivery(reportId, slotKey),
    deliverReport: ({ deliveryId }) => services.reportDeliveries().deliver(deliveryId),
    failReportDelivery: ({ deliveryId, message }) => services.reportDeliveries().fail(deliveryId, message),
    claimRenderSlot: ({ jobId }) => services.reportRenders().claimSlot(jobId),
    renderReport: ({ jobId }) => services.reportRenders().render(jobId),
    backfillCompany: ({ jobId }) => services.trackerBackfills().run(jobId),
    pruneSnapshots: () => services.trackerBackfills().pruneSnapshots(),
    startBulkResearch: ({ jobId }) => services.bulkResearchJobs().begin(jobId),
    researchBatch: ({ jobId, batch }) => services.bulkResearchJobs().researchBatch(jobId, batch, cancellation()),
    failBulkBatch: ({ jobId, batch, message }) => services.bulkResearchJobs().failBatch(jobId, batch, message),
    finishBulkResearch: ({ jobId }) => services.bulkResearchJobs().finish(jobId),
    startStrandedJobs: () => services.jobHandOver().sweep(),
    endJobUnfinished: ({ jobId, status, message }) => services.jobs().endRefunding(jobId, status === 'cancelled' ? JobStatus.cancelled : JobStatus.failed, message),
  };
}

/**
 * The same activities on a Temporal worker: they heartbeat while they run, which is how Temporal
 * delivers a cancellation to them (and notices a dead worker), and they stop on its signal. A failure
 * reaches the workflow as its class name and message only, so a user-facing one says so in its details.
 */
export function createTemporalActivities(services: ActivityServices): JobActivities {
  const activities = createActivities(services, () => Context.current().cancellationSignal);
  const heartbeating =
    <I, O>(activity: (input: I) => Promise<O>) =>
    async (input: I): Promise<O> => {
      const context = Context.current();
      const timer = setInterval(() => context.heartbeat(), HEARTBEAT_INTERVAL_MS);
      try {
        return await activity(input);
      } catch (error) {
        throw isUserFacing(error) ? userFacingFailure(error) : error;
      } finally {
        clearInterval(timer);
      }
    };
  return Object.fromEntries((Object.entries(activities) as [string, (input: unknown) => Promise<unknown>][]).map(([name, activity]) => [name, heartbeating(activity)])) as unknown as JobActivities;
}

/** The failure Temporal would make of the error (its class name as the type, so the retry policy reads it as before), marked user-facing. */
function userFacingFailure(error: Error): ApplicationFailure {
  const failure = ApplicationFailure.create({ type: error.constructor.name, message: error.message, details: [USER_FACING_FAILURE] });
  failure.stack = error.stack ?? '';
  return failure;
}
