import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../common/app-error';
import type { SendingLimits } from '../../common/sending-limits';
import { parseInput, type UntrustedInput } from '../../common/validation';
import type { Viewer } from '../../common/viewer';
import { User } from '../auth/user.entity';
import { EmailDeliveryError, type EmailSender } from '../email/email-sender';
import { NonRetryableError } from '../jobs/non-retryable-error';
import { reportScheduleSchema } from './dto/inputs/report-schedule.input';
import { assertPlanIncludes } from './report-access';
import { DeliveryStatus, ReportDelivery } from './report-delivery.entity';
import type { ReportDeliveryListener } from './report-delivery-listener';
import { reportEmail } from './report-email';
import { nextDeliveryAfter, scheduleOf, type ReportSchedule } from './report-schedule';
import type { ReportRenderService } from './report-render.service';
import type { ReportShareService } from './report-share.service';
import type { ReportUnsubscribes } from './report-unsubscribes';
import { Report } from './report.entity';
import type { ReportService } from './report.service';
import { reportsMessages } from './reports.messages';

const HISTORY_LISTED = 20;
/** How long a delivery waits for its PDF's render job: within the delivery step's 5 minutes. */
const RENDER_WAIT_MS = 4 * 60_000;

export interface ReportDeliveryServiceDeps {
  em: EntityManager;
  reports: ReportService;
  shares: ReportShareService;
  renders: ReportRenderService;
  email: EmailSender;
  schedule: ReportSchedule;
  listener: ReportDeliveryListener;
  limits: SendingLimits;
  unsubscribes: ReportUnsubscribes;
}

/** Scheduled and "send now" delivery of reports by email: the PDF attached and a share link, with a delivery history. */
export class ReportDeliveryService {
  private readonly em: EntityManager;
  private readonly reports: ReportService;
  private readonly shares: ReportShareService;
  private readonly renders: ReportRenderService;
  private readonly email: EmailSender;
  private readonly schedule: ReportSchedule;
  private readonly listener: ReportDeliveryListener;
  private readonly limits: SendingLimits;
  private readonly unsubscribes: ReportUnsubscribes;

  constructor({ em, reports, shares, renders, email, schedule, listener, limits, unsubscribes }: ReportDeliveryServiceDeps) {
    this.em = em;
    this.reports = reports;
    this.shares = shares;
    this.renders = renders;
    this.email = email;
    this.schedule = schedule;
    this.listener = listener;
    this.limits = limits;
    this.unsubscribes = unsubscribes;
  }

  async setSchedule(viewer: Viewer, reportId: string, input: UntrustedInput<typeof reportScheduleSchema>, now = new Date()): Promise<Report> {
    const report = await this.reports.findOwnReportOrFail(viewer, reportId);
    assertPlanIncludes(viewer as User, 'scheduledReports');
    const { frequency, day, time, timeZone, recipients } = parseInput(reportScheduleSchema, input);
    this.em.assign(report, { scheduleFrequency: frequency, scheduleDay: day, scheduleTime: frequency ? time : null, scheduleTimeZone: frequency ? timeZone : null, recipients });
    const schedule = scheduleOf(report);
    report.nextDeliveryAt = schedule ? nextDeliveryAfter(schedule, now) : null;
    await this.em.flush();
    // Read back: how many of the new recipients had unsubscribed is counted by the database.
    await this.em.refresh(report);
    await this.schedule.upsert(report);
    return report;
  }

  /** Emails the report now to its recipients, retried like a scheduled delivery. */
  async sendNow(viewer: Viewer, reportId: string): Promise<ReportDelivery> {
    const report = await this.reports.findOwnReportOrFail(viewer, reportId);
    assertPlanIncludes(viewer as User, 'scheduledReports');
    if (report.recipients.length === 0) throw new AppError('BAD_USER_INPUT', reportsMessages.addRecipient);
    const unsubscribed = new Set(await this.unsubscribes.of(report.id));
    const recipients = report.recipients.filter((recipient) => !unsubscribed.has(recipient));
    if (recipients.length === 0) throw new AppError('BAD_USER_INPUT', reportsMessages.everyoneUnsubscribed);
    await this.limits.take('reportSendNow', { accountId: report.ownerId, subjectId: report.id });
    const delivery = this.em.create(ReportDelivery, { report, slotKey: `manual:${randomUUID()}`, recipients });
    await this.em.flush();
    await this.schedule.deliver(delivery.id);
    return delivery;
  }

  /** The report's recipients who stopped its emails with their unsubscribe link: shown with its delivery settings. */
  async unsubscribedRecipients(viewer: Viewer, reportId: string): Promise<string[]> {
    const report = await this.reports.findOwnReportOrFail(viewer, reportId);
    return this.unsubscribes.of(report.id);
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
   * Builds the report for its period as its owner, has its PDF rendered (a render job) and emails it, one email per recipient
   * not unsubscribed. Each recipient emailed is recorded at once, so a retry after a temporary SMTP failure emails only the
   * others; a permanent failure ends the delivery.
   */
  async deliver(deliveryId: string): Promise<void> {
    const delivery = await this.em.findOne(ReportDelivery, { id: deliveryId }, { populate: ['report'] });
    if (!delivery || delivery.status !== DeliveryStatus.pending) return;
    const unsubscribed = new Set(await this.unsubscribes.of(delivery.report.id));
    const pending = delivery.recipients.filter((recipient) => !unsubscribed.has(recipient) && !delivery.sentTo.includes(recipient));
    if (pending.length === 0 && delivery.sentTo.length === 0) return this.fail(delivery.id, reportsMessages.everyoneUnsubscribed);
    const owner = await this.em.findOneOrFail(User, delivery.report.ownerId);
    delivery.attempts += 1;
    await this.em.flush();
    // Built once per delivery: a retry sends the same report (and its stored PDF) again.
    const report = delivery.report.snapshotAt && delivery.report.snapshotAt >= delivery.createdAt ? delivery.report : await this.reports.rebuild(owner, delivery.report);
    const pdf = await this.renders.pdf(owner, report, RENDER_WAIT_MS);
    const shareUrl = await this.shares.forDelivery(delivery);
    const brand = await this.renders.brandOf(owner, report);
    for (const recipient of pending) {
      try {
        const unsubscribeUrl = this.unsubscribes.urlFor(report.id, recipient);
        await this.email.send({ ownerId: owner.id, kind: 'report', to: [recipient], ...reportEmail({ name: report.name, client: report.client, shareUrl, unsubscribeUrl, pdf, brand }) });
      } catch (error) {
        if (error instanceof EmailDeliveryError && !error.temporary) throw new NonRetryableError(error.message);
        throw error;
      }
      delivery.sentTo = [...delivery.sentTo, recipient];
      await this.em.flush();
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
      recipients: delivery.sentTo,
      deliveredAt: delivery.deliveredAt,
    });
  }

  async fail(deliveryId: string, message: string): Promise<void> {
    await this.em.nativeUpdate(ReportDelivery, { id: deliveryId, status: DeliveryStatus.pending }, { status: DeliveryStatus.failed, error: message, shareToken: null });
  }
}
