/** Workflow type started by a report's Temporal Schedule. */
export const SCHEDULED_REPORT_DELIVERY_WORKFLOW = 'scheduledReportDeliveryWorkflow';
/** Workflow type of one delivery (a "send now", or the child of a scheduled one); its id is `report-delivery-<deliveryId>`. */
export const REPORT_DELIVERY_WORKFLOW = 'reportDeliveryWorkflow';

export const reportDeliveryWorkflowId = (deliveryId: string) => `report-delivery-${deliveryId}`;

export interface ScheduledReportInput {
  reportId: string;
}

export interface ReportDeliveryInput {
  deliveryId: string;
}

/** The steps of emailing a report. deliverReport is retried on a temporary SMTP failure and sends once it has succeeded. */
export interface ReportDeliveryActivities {
  /** Records the delivery of one scheduled slot (once per slot key); null when the report has no schedule any more. */
  createScheduledReportDelivery(input: ScheduledReportInput & { slotKey: string }): Promise<string | null>;
  /** Builds the report for its period, prints the PDF and emails it with a share link to the recipients. */
  deliverReport(input: ReportDeliveryInput): Promise<void>;
  /** Records that the delivery failed for good (retries spent or a permanent refusal). */
  failReportDelivery(input: ReportDeliveryInput & { message: string }): Promise<void>;
}
