import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../common/app-error';
import type { SendingLimits } from '../../common/sending-limits';
import { parseInput, type UntrustedInput } from '../../common/validation';
import type { Viewer } from '../auth/access';
import { User } from '../auth/user.entity';
import { EmailDeliveryError, type EmailSender } from '../email/email-sender';
import { NonRetryableError } from '../jobs/non-retryable-error';
import { reportScheduleSchema } from './dto/inputs/report-schedule.input';
import { assertPlanIncludes } from './report-access';
import { DeliveryStatus, ReportDelivery } from './report-delivery.entity';
import type { ReportDeliveryListener } from './report-delivery-listener';
import { escapeHtml } from './report-html-escape';
import { nextDeliveryAfter, scheduleOf, type ReportSchedule } from './report-schedule';
import type { ReportRenderService } from './report-render.service';
import type { ReportShareService } from './report-share.service';
import { Report } from './report.entity';
import type { ReportService } from './report.service';

const HISTORY_LISTED = 20;
/** How long a delivery waits for its PDF's render job: within the delivery step's 5 minutes. */
const RENDER_WAIT_MS = 4 * 60_000;

/** Scheduled and "send now" delivery of reports by email: the PDF attached and a share link, with a delivery history. */
export class ReportDeliveryService {
  constructor(
    private readonly em: EntityManager,
    private readonly reports: ReportService,
    private readonly shares: ReportShareService,
    private readonly renders: ReportRenderService,
    private readonly email: EmailSender,
    private readonly schedule: ReportSchedule,
    private readonly listener: ReportDeliveryListener,
    private readonly limits: SendingLimits,
  ) {}

  async setSchedule(viewer: Viewer, reportId: string, input: UntrustedInput<typeof reportScheduleSchema>, now = new Date()): Promise<Report> {
    const report = await this.reports.findOwnReportOrFail(viewer, reportId);
    assertPlanIncludes(viewer as User, 'scheduledReports');
    const { frequency, day, time, timeZone, recipients } = parseInput(reportScheduleSchema, input);
    this.em.assign(report, { scheduleFrequency: frequency, scheduleDay: day, scheduleTime: frequency ? time : null, scheduleTimeZone: frequency ? timeZone : null, recipients });
    const schedule = scheduleOf(report);
    report.nextDeliveryAt = schedule ? nextDeliveryAfter(schedule, now) : null;
    await this.em.flush();
    await this.schedule.upsert(report);
    return report;
  }

  /** Emails the report now to its recipients, retried like a scheduled delivery. */
  async sendNow(viewer: Viewer, reportId: string): Promise<ReportDelivery> {
    const report = await this.reports.findOwnReportOrFail(viewer, reportId);
    assertPlanIncludes(viewer as User, 'scheduledReports');
    if (report.recipients.length === 0) throw new AppError('BAD_USER_INPUT', 'Add at least one recipient.');
    await this.limits.take('reportSendNow', { accountId: report.ownerId, subjectId: report.id });
    const delivery = this.em.create(ReportDelivery, { report, slotKey: `manual:${randomUUID()}`, recipients: report.recipients });
    await this.em.flush();
    await this.schedule.deliver(delivery.id);
    return delivery;
  }

  async history(viewer: Viewer, reportId: string): Promise<ReportDelivery[]> {
    const report = await this.reports.findOwnReportOrFail(viewer, reportId);
    return this.em.find(ReportDelivery, { report }, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: HISTORY_LISTED });
  }

  /** The delivery of one scheduled slot, recorded once however often the slot is claimed; null when the report is unscheduled or gone. */
  async createScheduledDelivery(reportId: string, slotKey: string): Promise<string | null> {
    const key = `schedule:${slotKey}`.slice(0, 200);
    const existing = await this.em.findOne(ReportDelivery, { slotKey: key });
    if (existing) return existing.status === DeliveryStatus.pending ? existing.id : null;
    const report = await this.em.findOne(Report, { id: reportId });
    if (!report || !scheduleOf(report) || report.recipients.length === 0) return null;
    const delivery = this.em.create(ReportDelivery, { report, slotKey: key, recipients: report.recipients });
    await this.em.flush();
    return delivery.id;
  }

  /**
   * Builds the report for its period as its owner, has its PDF rendered (a render job) and emails it. A temporary SMTP failure
   * is thrown for a retry; a permanent one ends the delivery.
   */
  async deliver(deliveryId: string): Promise<void> {
    const delivery = await this.em.findOne(ReportDelivery, { id: deliveryId }, { populate: ['report'] });
    if (!delivery || delivery.status !== DeliveryStatus.pending) return;
    const owner = await this.em.findOneOrFail(User, delivery.report.ownerId);
    delivery.attempts += 1;
    await this.em.flush();
    // Built once per delivery: a retry sends the same report (and its stored PDF) again.
    const report = delivery.report.snapshotAt && delivery.report.snapshotAt >= delivery.createdAt ? delivery.report : await this.reports.rebuild(owner, delivery.report);
    const pdf = await this.renders.pdf(owner, report, RENDER_WAIT_MS);
    const url = await this.shares.forDelivery(delivery);
    const subject = `${report.name} · ${report.client}`;
    try {
      await this.email.send({
        ownerId: owner.id,
        kind: 'report',
        to: delivery.recipients,
        subject,
        text: `Your report "${report.name}" for ${report.client} is attached as a PDF.\n${url ? `\nRead it online: ${url}\n` : ''}`,
        html: `<p>Your report <strong>${escapeHtml(report.name)}</strong> for ${escapeHtml(report.client)} is attached as a PDF.</p>${url ? `<p><a href="${escapeHtml(url)}">Read it online</a></p>` : ''}`,
        attachments: [{ filename: `${subject.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '').toLowerCase() || 'report'}.pdf`, contentType: 'application/pdf', content: pdf }],
      });
    } catch (error) {
      if (error instanceof EmailDeliveryError && !error.temporary) throw new NonRetryableError(error.message);
      throw error;
    }
    delivery.status = DeliveryStatus.delivered;
    delivery.deliveredAt = new Date();
    delivery.error = null;
    delivery.shareToken = null;
    await this.em.flush();
    await this.listener.delivered({
      ownerId: owner.id,
      reportId: report.id,
      deliveryId: delivery.id,
      reportName: report.name,
      client: report.client,
      recipients: delivery.recipients,
      deliveredAt: delivery.deliveredAt,
    });
  }

  async fail(deliveryId: string, message: string): Promise<void> {
    await this.em.nativeUpdate(ReportDelivery, { id: deliveryId, status: DeliveryStatus.pending }, { status: DeliveryStatus.failed, error: message, shareToken: null });
  }
}
