import { REPORT_DELIVERY_JOB_WORKFLOW, runReportDeliveryJob, type ReportDeliveryJobActivities } from '@rankcraft/workflows';
import { defineJobKind, jobInputSchema } from '../jobs/job-kind';
import { ReportDeliverySettlement, type ReportDeliveryService } from './report-delivery.service';

interface ReportDeliveryJobDeps {
  reportDeliveries: ReportDeliveryService;
}

/**
 * A report emailed (a "send now" or a scheduled slot): free, like webhook and alert email jobs. A
 * delivery may wait minutes for its PDF's render job, so deliveries have a lane of their own: a
 * stalled render holds back other deliveries at most, never a tracker run.
 */
export const reportDeliveryJob = defineJobKind({
  id: 'report-delivery',
  input: jobInputSchema,
  workflowType: REPORT_DELIVERY_JOB_WORKFLOW,
  orchestrate: runReportDeliveryJob,
  lane: { queueSuffix: 'report-deliveries', inProcessSlots: 4, inProcessSlotsPerUser: 2, temporalActivitySlots: 8 },
  settlement: ({ reportDeliveries }: ReportDeliveryJobDeps) => new ReportDeliverySettlement(reportDeliveries),
  createActivities: (unit): ReportDeliveryJobActivities => ({
    deliverReportJob: ({ jobId }) => unit().reportDeliveries.deliverJob(jobId),
  }),
});
