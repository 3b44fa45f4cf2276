export interface ReportDelivered {
  /** The report's workspace: whose webhooks hear of it. */
  workspaceId: string;
  reportId: string;
  deliveryId: string;
  reportName: string;
  client: string;
  recipients: string[];
  deliveredAt: Date;
}

/** Told once per report emailed (scheduled or "send now"), after the delivery is recorded: where the report.delivered webhook event is published. */
export interface ReportDeliveryListener {
  delivered(event: ReportDelivered): Promise<void>;
}
