import type { AiAnswerRetentionActivities, AuditRetentionActivities, DigestActivities, ScheduledAiVisibilityRunActivities, SearchConsoleDailyActivities, JobStartSweepActivities, ReportDeliveryActivities, ScheduledTrackerRunActivities, SnapshotRetentionActivities } from '@rankcraft/workflows';
import { createServices, type AppDeps } from './services';

/** The activities of the periodic passes and scheduled starts a Temporal worker runs beside the job kinds'. */
export type PassActivities = ScheduledTrackerRunActivities & DigestActivities & ReportDeliveryActivities & SnapshotRetentionActivities & AuditRetentionActivities & JobStartSweepActivities & ScheduledAiVisibilityRunActivities & AiAnswerRetentionActivities & SearchConsoleDailyActivities;

/** Each call on a fresh unit of work, as a request's. */
export function createPassActivities(deps: AppDeps): PassActivities {
  const services = () => createServices(deps, deps.orm.em.fork());
  return {
    async createScheduledTrackerJob({ instanceId, slotKey }) {
      const scheduled = await services().trackerRunStarts.createScheduledJob(instanceId, slotKey, 'parent-workflow');
      if (!scheduled || scheduled.job.finished) return null;
      // The scheduled workflow runs the job as its child (durably): it is the runner's now.
      await deps.jobHandOver.recordHandOver(scheduled.job.id);
      return scheduled.job.id;
    },
    async createScheduledAiVisibilityJob({ projectId, slotKey }) {
      const job = await services().aiVisibilityRuns.startScheduled(projectId, slotKey, 'parent-workflow');
      if (!job || job.finished) return null;
      // The scheduled workflow runs the job as its child (durably): it is the runner's now.
      await deps.jobHandOver.recordHandOver(job.id);
      return job.id;
    },
    pruneAiAnswers: () => services().aiAnswerRetention.prune(),
    sendDueDigests: () => services().digests.sendDue(),
    startScheduledReportDelivery: ({ reportId, slotKey }) => services().reportDeliveries.startScheduled(reportId, slotKey),
    // For the executions of reportDeliveryWorkflow started before deliveries were jobs.
    createScheduledReportDelivery: ({ reportId, slotKey }) => services().reportDeliveries.createScheduledDelivery(reportId, slotKey),
    deliverReport: ({ deliveryId }) => services().reportDeliveries.deliver(deliveryId),
    failReportDelivery: ({ deliveryId, message }) => services().reportDeliveries.fail(deliveryId, message),
    pruneSnapshots: () => services().trackerBackfills.pruneSnapshots(),
    pruneAuditEvents: () => services().auditLog.prune(),
    startStrandedJobs: () => deps.jobHandOver.sweep(),
    startSearchConsoleDailySyncs: () => services().searchConsoleConnections.syncLinkedRecent(),
  };
}
