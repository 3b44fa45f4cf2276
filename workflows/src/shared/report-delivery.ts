import type { JobInput } from './tracker-run';

/** Workflow type started by a report's Temporal Schedule. */
export const SCHEDULED_REPORT_DELIVERY_WORKFLOW = 'scheduledReportDeliveryWorkflow';
/** Workflow type of a report delivery job (a "send now", or a scheduled slot's); the workflow id is the job id. */
export const REPORT_DELIVERY_JOB_WORKFLOW = 'reportDeliveryJobWorkflow';
/** The workflow id of one delivery before deliveries were jobs (reportDeliveryWorkflow, kept for executions started then). */
export const reportDeliveryWorkflowId = (deliveryId: string) => `report-delivery-${deliveryId}`;

export interface ScheduledReportInput {
  reportId: string;
}

export interface ReportDeliveryInput {
  deliveryId: string;
}

/**
 * The step of a report delivery job: builds the report for its period, has its PDF rendered and
 * emails it with a share link, one email per recipient. It is retried per the activity policy on a
 * temporary SMTP failure; each recipient emailed is recorded, so a retry emails only the others.
 */
export interface ReportDeliveryJobActivities {
  deliverReportJob(input: JobInput): Promise<void>;
}

/** The orchestration of a report delivery job, shared by the Temporal workflow and the in-process runner. */
export async function runReportDeliveryJob(activities: ReportDeliveryJobActivities, input: JobInput): Promise<void> {
  await activities.deliverReportJob(input);
}

/** What a report's Temporal Schedule runs. */
export interface ReportDeliveryActivities {
  /**
   * Records the delivery of one scheduled slot and starts its job on the deliveries' own queue, once
   * per slot key; answers the job's id, null when the report has no schedule any more.
   */
  startScheduledReportDelivery(input: ScheduledReportInput & { slotKey: string }): Promise<string | null>;
  /** Before deliveries were jobs: records the delivery of one scheduled slot (once per slot key). */
  createScheduledReportDelivery(input: ScheduledReportInput & { slotKey: string }): Promise<string | null>;
  /** Before deliveries were jobs: builds, prints and emails one delivery. */
  deliverReport(input: ReportDeliveryInput): Promise<void>;
  /** Before deliveries were jobs: records that the delivery failed for good. */
  failReportDelivery(input: ReportDeliveryInput & { message: string }): Promise<void>;
}
