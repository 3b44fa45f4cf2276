import { ScheduleNotFoundError, ScheduleOverlapPolicy, WorkflowExecutionAlreadyStartedError, type Client } from '@temporalio/client';
import { REPORT_DELIVERY_WORKFLOW, reportDeliveryWorkflowId, SCHEDULED_REPORT_DELIVERY_WORKFLOW, type ReportDeliveryInput, type ScheduledReportInput } from '@rankcraft/workflows';
import type { Report } from './report.entity';
import { deliveryCronExpression, scheduleOf, type ReportSchedule } from './report-schedule';

export const reportScheduleIdOf = (reportId: string) => `report-${reportId}`;

/** One Temporal Schedule per scheduled report, in the report's time zone; deliveries run as workflows on the base task queue. */
export class TemporalReportSchedule implements ReportSchedule {
  readonly mode = 'temporal' as const;

  constructor(
    private readonly client: Client,
    private readonly taskQueue: string,
  ) {}

  async upsert(report: Report): Promise<void> {
    const schedule = scheduleOf(report);
    if (!schedule) return this.remove(report.id);
    const spec = { cronExpressions: [deliveryCronExpression(schedule)], timezone: schedule.timeZone };
    const handle = this.client.schedule.getHandle(reportScheduleIdOf(report.id));
    try {
      await handle.update((previous) => ({ ...previous, spec }));
      return;
    } catch (error) {
      if (!(error instanceof ScheduleNotFoundError)) throw error;
    }
    const args: [ScheduledReportInput] = [{ reportId: report.id }];
    await this.client.schedule.create({
      scheduleId: reportScheduleIdOf(report.id),
      spec,
      action: { type: 'startWorkflow', workflowType: SCHEDULED_REPORT_DELIVERY_WORKFLOW, taskQueue: this.queue(), workflowId: `${reportScheduleIdOf(report.id)}-delivery`, args },
      // A slot missed while the cluster was down is delivered once; deliveries never overlap.
      policies: { overlap: ScheduleOverlapPolicy.SKIP, catchupWindow: '1 day' },
    });
  }

  async remove(reportId: string): Promise<void> {
    try {
      await this.client.schedule.getHandle(reportScheduleIdOf(reportId)).delete();
    } catch (error) {
      if (!(error instanceof ScheduleNotFoundError)) throw error;
    }
  }

  async deliver(deliveryId: string): Promise<void> {
    const args: [ReportDeliveryInput] = [{ deliveryId }];
    try {
      await this.client.workflow.start(REPORT_DELIVERY_WORKFLOW, { taskQueue: this.queue(), workflowId: reportDeliveryWorkflowId(deliveryId), args });
    } catch (error) {
      if (!(error instanceof WorkflowExecutionAlreadyStartedError)) throw error;
    }
  }

  async close(): Promise<void> {}

  /** The queue the tracker-run worker polls: it runs every workflow and activity. */
  private queue(): string {
    // The configured queue itself (the tracker runs' kind has no queue suffix).
    return this.taskQueue;
  }
}
