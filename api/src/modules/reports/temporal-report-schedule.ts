import { ScheduleNotFoundError, ScheduleOverlapPolicy, type Client } from '@temporalio/client';
import { SCHEDULED_REPORT_DELIVERY_WORKFLOW, type ScheduledReportInput } from '@rankcraft/workflows';
import type { Report } from './report.entity';
import { deliveryCronExpression, scheduleOf, type ReportSchedule } from './report-schedule';

export const reportScheduleIdOf = (reportId: string) => `report-${reportId}`;

/**
 * One Temporal Schedule per scheduled report, in the report's time zone. Each slot's workflow runs on
 * the report deliveries' task queue and starts the slot's delivery job there, so deliveries never take
 * the slots of the tracker runs' queue.
 */
export class TemporalReportSchedule implements ReportSchedule {
  readonly mode = 'temporal' as const;

  constructor(
    private readonly client: Client,
    /** The report-delivery job kind's task queue. */
    private readonly deliveryQueue: string,
  ) {}

  async upsert(report: Report): Promise<void> {
    const schedule = scheduleOf(report);
    if (!schedule) return this.remove(report.id);
    const spec = { cronExpressions: [deliveryCronExpression(schedule)], timezone: schedule.timeZone };
    const handle = this.client.schedule.getHandle(reportScheduleIdOf(report.id));
    try {
      // A Schedule made when deliveries ran on the tracker runs' queue moves to the deliveries' own.
      await handle.update((previous) => ({ ...previous, spec, action: { ...previous.action, taskQueue: this.deliveryQueue } }));
      return;
    } catch (error) {
      if (!(error instanceof ScheduleNotFoundError)) throw error;
    }
    const args: [ScheduledReportInput] = [{ reportId: report.id }];
    await this.client.schedule.create({
      scheduleId: reportScheduleIdOf(report.id),
      spec,
      action: { type: 'startWorkflow', workflowType: SCHEDULED_REPORT_DELIVERY_WORKFLOW, taskQueue: this.deliveryQueue, workflowId: `${reportScheduleIdOf(report.id)}-delivery`, args },
      // A slot missed while the cluster was down is delivered once.
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

  async close(): Promise<void> {}
}
