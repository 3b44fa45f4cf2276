import { ActivityFailure, ApplicationFailure, CancellationScope, executeChild, patched, proxyActivities, sleep, workflowInfo } from '@temporalio/workflow';
import { ACTIVITY_OPTIONS, endingUnfinished } from './job-workflow';
import { runArticleJob, type ArticleActivities } from '../shared/article-run';
import { runBulkResearchJob, type BulkResearchActivities } from '../shared/bulk-research';
import { runAiVisibilityJob, runAiVisibilityReextractionJob, type AiVisibilityReextractionActivities, type AiVisibilityRunActivities } from '../shared/ai-visibility-run';
import { runContentBriefJob, type ContentBriefActivities } from '../shared/content-brief-run';
import type { DigestActivities } from '../shared/digests';
import type { JobStartSweepActivities } from '../shared/job-start-sweep';
import { trackerStepQueue } from '../shared/job-queues';
import { USER_FACING_FAILURE } from '../shared/job-retry-policy';
import { runTrackerJob, type JobInput, type ScheduledRunInput, type ScheduledTrackerRunActivities, type TrackerActivities } from '../shared/tracker-run';
import { runWebhookDeliveryJob, type WebhookActivities } from '../shared/webhook-delivery';
import { runAlertEmailJob, type AlertEmailActivities } from '../shared/alert-email';
import { reportDeliveryWorkflowId, runReportDeliveryJob, type ReportDeliveryActivities, type ReportDeliveryInput, type ReportDeliveryJobActivities, type ScheduledReportInput } from '../shared/report-delivery';
import { runReportRenderJob, type ReportRenderActivities } from '../shared/report-render';
import { runTrackerBackfillJob, type TrackerBackfillActivities } from '../shared/tracker-backfill';
import type { SnapshotRetentionActivities } from '../shared/snapshot-retention';
import type { AuditRetentionActivities } from '../shared/audit-retention';
import type { AiAnswerRetentionActivities, ScheduledAiVisibilityRunActivities, ScheduledAiVisibilityRunInput } from '../shared/ai-visibility-schedule';
import { runSearchConsoleSyncJob, type SearchConsoleDailyActivities, type SearchConsoleSyncActivities } from '../shared/search-console-sync';

const activities = proxyActivities<TrackerActivities & ScheduledTrackerRunActivities & ArticleActivities & ContentBriefActivities & DigestActivities & WebhookActivities & TrackerBackfillActivities & SnapshotRetentionActivities & AuditRetentionActivities & ReportDeliveryActivities & BulkResearchActivities & ReportRenderActivities & AlertEmailActivities & ReportDeliveryJobActivities & JobStartSweepActivities & AiVisibilityRunActivities & AiVisibilityReextractionActivities & ScheduledAiVisibilityRunActivities & AiAnswerRetentionActivities & SearchConsoleSyncActivities & SearchConsoleDailyActivities>(ACTIVITY_OPTIONS);

/**
 * A tracker run; its workflow id is the job id. Its steps go to the step queue beside the run's own
 * (see trackerStepQueue), so any worker with a free step slot takes the next. Ends the job as failed
 * or cancelled when it cannot finish.
 */
export async function trackerRunWorkflow(input: JobInput): Promise<void> {
  // A run started before steps had a queue of their own replays with its steps on the run's queue.
  const taskQueue = patched('tracker-step-queue') ? trackerStepQueue(workflowInfo().taskQueue) : workflowInfo().taskQueue;
  const steps = proxyActivities<Pick<TrackerActivities, 'checkTrackerKeywords'>>({ ...ACTIVITY_OPTIONS, taskQueue });
  const { startTrackerRun, finishTrackerRun } = activities;
  await endingUnfinished(input, () => runTrackerJob({ startTrackerRun, checkTrackerKeywords: steps.checkTrackerKeywords, finishTrackerRun }, input));
}

/** An article generation; its workflow id is the job id. Ends the job as failed or cancelled when it cannot finish. */
export async function articleWorkflow(input: JobInput): Promise<void> {
  await endingUnfinished(input, () => runArticleJob(activities, input));
}

/** A content brief; its workflow id is the job id. Ends the job as failed or cancelled when it cannot finish. */
export async function contentBriefWorkflow(input: JobInput): Promise<void> {
  await endingUnfinished(input, () => runContentBriefJob(activities, input));
}

/**
 * A webhook delivery (an event to its endpoints, or a redelivery); its workflow id is the job id. The
 * waits between rounds are durable timers, so retries over 24 hours survive worker restarts.
 */
export async function webhookDeliveryWorkflow(input: JobInput): Promise<void> {
  await endingUnfinished(input, () => runWebhookDeliveryJob(activities, input, (ms) => sleep(ms)));
}

/** A run's alert emails; its workflow id is the job id. A temporary SMTP failure is retried per the activity policy. */
export async function alertEmailWorkflow(input: JobInput): Promise<void> {
  await endingUnfinished(input, () => runAlertEmailJob(activities, input));
}

/** A competitor's history filled from stored results pages; its workflow id is the job id. */
export async function trackerBackfillWorkflow(input: JobInput): Promise<void> {
  await endingUnfinished(input, () => runTrackerBackfillJob(activities, input));
}

/** A bulk keyword research; its workflow id is the job id. Ends the job as failed or cancelled when it cannot finish. */
export async function bulkResearchWorkflow(input: JobInput): Promise<void> {
  await endingUnfinished(input, () => runBulkResearchJob(activities, input));
}

/** An AI visibility run; its workflow id is the job id. Ends the job as failed or cancelled when it cannot finish. */
export async function aiVisibilityRunWorkflow(input: JobInput): Promise<void> {
  await endingUnfinished(input, () => runAiVisibilityJob(activities, input));
}

/** An AI visibility project's stored answers re-read for its brands; its workflow id is the job id. */
export async function aiVisibilityReextractionWorkflow(input: JobInput): Promise<void> {
  await endingUnfinished(input, () => runAiVisibilityReextractionJob(activities, input));
}

/**
 * Started by a project's Temporal Schedule: creates the slot's job once (a slot the credits do not cover is
 * stored failed, and nothing runs), then runs it as a child whose workflow id is the job id.
 */
export async function scheduledAiVisibilityRunWorkflow(input: ScheduledAiVisibilityRunInput): Promise<void> {
  const jobId = await activities.createScheduledAiVisibilityJob({ ...input, slotKey: workflowInfo().workflowId });
  if (jobId) await executeChild(aiVisibilityRunWorkflow, { workflowId: jobId, args: [{ jobId }] });
}

/** Started daily by the AI answer retention Schedule: deletes stored answers past AI_ANSWERS_RETENTION_DAYS. */
export async function aiAnswerRetentionWorkflow(): Promise<void> {
  await activities.pruneAiAnswers();
}

/** A report's PDF render (gather data, render, store); its workflow id is the job id. */
export async function reportRenderWorkflow(input: JobInput): Promise<void> {
  // A render started before renders took their owner's print slots replays without the claim.
  if (!patched('render-slots')) return endingUnfinished(input, () => activities.renderReport(input));
  await endingUnfinished(input, () => runReportRenderJob(activities, input, (ms) => sleep(ms)));
}

/** Started daily by the retention Schedule: deletes results pages past their retention. */
export async function snapshotRetentionWorkflow(): Promise<void> {
  await activities.pruneSnapshots();
}

/** Started daily by the audit retention Schedule: deletes workspace audit events past AUDIT_DAYS. */
export async function auditRetentionWorkflow(): Promise<void> {
  await activities.pruneAuditEvents();
}

/**
 * Started by an instance's Temporal Schedule: creates the slot's job once, then runs it as a child
 * whose workflow id is the job id, so it is cancelled like any other run.
 */
export async function scheduledTrackerRunWorkflow(input: ScheduledRunInput): Promise<void> {
  const jobId = await activities.createScheduledTrackerJob({ ...input, slotKey: workflowInfo().workflowId });
  if (jobId) await executeChild(trackerRunWorkflow, { workflowId: jobId, args: [{ jobId }] });
}

/** Started by the digests' Temporal Schedule: one pass over the digests due (sendDueDigests retries as every activity does). */
export async function digestsWorkflow(): Promise<void> {
  await activities.sendDueDigests();
}

/** Started by the job start sweep's Temporal Schedule: starts the jobs stored but never handed to the runner. */
export async function jobStartSweepWorkflow(): Promise<void> {
  await activities.startStrandedJobs();
}

/**
 * A report delivery (a "send now", or a scheduled slot's); its workflow id is the job id. A temporary
 * SMTP failure is retried per the activity policy; a delivery that cannot finish ends failed.
 */
export async function reportDeliveryJobWorkflow(input: JobInput): Promise<void> {
  await endingUnfinished(input, () => runReportDeliveryJob(activities, input));
}

/**
 * Before deliveries were jobs: one delivery, retried per the activity policy, then marked failed.
 * Kept so that executions started then finish; nothing starts it any more.
 */
export async function reportDeliveryWorkflow(input: ReportDeliveryInput): Promise<void> {
  try {
    await activities.deliverReport(input);
  } catch (error) {
    await CancellationScope.nonCancellable(() => activities.failReportDelivery({ ...input, message: deliveryFailureMessage(error) }));
    throw error;
  }
}

/**
 * Started by a report's Temporal Schedule: records the slot's delivery and starts its job once (the
 * job runs on the deliveries' own queue, so a delivery waiting for its PDF holds no slot of the
 * tracker runs' queue).
 */
export async function scheduledReportDeliveryWorkflow(input: ScheduledReportInput): Promise<void> {
  const slotKey = workflowInfo().workflowId;
  if (patched('report-delivery-job')) {
    await activities.startScheduledReportDelivery({ ...input, slotKey });
    return;
  }
  // A slot claimed before deliveries were jobs replays with its delivery as a child workflow.
  const deliveryId = await activities.createScheduledReportDelivery({ ...input, slotKey });
  if (deliveryId) await executeChild(reportDeliveryWorkflow, { workflowId: reportDeliveryWorkflowId(deliveryId), args: [{ deliveryId }] });
}

function deliveryFailureMessage(error: unknown): string {
  const cause = error instanceof ActivityFailure ? error.cause : error;
  if (cause instanceof ApplicationFailure && cause.details?.includes(USER_FACING_FAILURE)) return cause.message;
  return cause instanceof Error ? cause.message : 'The report could not be delivered.';
}

/** A Search Console sync (backfill or the newest days); its workflow id is the job id. */
export async function searchConsoleSyncWorkflow(input: JobInput): Promise<void> {
  await endingUnfinished(input, () => runSearchConsoleSyncJob(activities, input));
}

/** Started daily by its Schedule: a sync of the newest days of every linked Search Console property. */
export async function searchConsoleDailyWorkflow(): Promise<void> {
  await activities.startSearchConsoleDailySyncs();
}
