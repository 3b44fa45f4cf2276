import { randomUUID } from 'node:crypto';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { JOB_FAILED_MESSAGE } from '@rankcraft/workflows';
import { AppError } from '../../common/app-error';
import type { SendingLimits } from '../../common/sending-limits';
import { parseInput, type UntrustedInput } from '../../common/validation';
import type { Viewer } from '../../common/viewer';
import { User } from '../auth/user.entity';
import { EmailDeliveryError, type EmailSender } from '../email/email-sender';
import { Job, JobStatus } from '../jobs/job.entity';
import type { JobEnding, JobService, JobStarts, UnfinishedJobSettlement } from '../jobs/job.service';
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
import { workspaceOwnerAtWork } from '../auth/workspace-owner';
import { payerOf } from '../auth/access';

const HISTORY_LISTED = 20;
/** The job kind that emails a delivery (report-delivery.job.ts). */
const DELIVERY_JOB = 'report-delivery';
/** How long a delivery waits for its PDF's render job: within the delivery step's 5 minutes. */
const RENDER_WAIT_MS = 4 * 60_000;

export interface ReportDeliveryServiceDeps {
  em: EntityManager;
  jobs: JobService;
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
  private readonly jobs: JobService;
  private readonly reports: ReportService;
  private readonly shares: ReportShareService;
  private readonly renders: ReportRenderService;
  private readonly email: EmailSender;
  private readonly schedule: ReportSchedule;
  private readonly listener: ReportDeliveryListener;
  private readonly limits: SendingLimits;
  private readonly unsubscribes: ReportUnsubscribes;

  constructor({ em, jobs, reports, shares, renders, email, schedule, listener, limits, unsubscribes }: ReportDeliveryServiceDeps) {
    this.em = em;
    this.jobs = jobs;
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
    assertPlanIncludes(payerOf(viewer as User), 'scheduledReports');
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

  /** Emails the report now to its recipients: a delivery job, retried like a scheduled delivery's. */
  async sendNow(viewer: Viewer, reportId: string): Promise<ReportDelivery> {
    const report = await this.reports.findOwnReportOrFail(viewer, reportId);
    assertPlanIncludes(payerOf(viewer as User), 'scheduledReports');
    if (report.recipients.length === 0) throw new AppError('BAD_USER_INPUT', reportsMessages.addRecipient);
    const unsubscribed = new Set(await this.unsubscribes.of(report.id));
    const recipients = report.recipients.filter((recipient) => !unsubscribed.has(recipient));
    if (recipients.length === 0) throw new AppError('BAD_USER_INPUT', reportsMessages.everyoneUnsubscribed);
    await this.limits.take('reportSendNow', { accountId: report.ownerId, subjectId: report.id });
    // A delivery no runner took is marked failed (its job's settlement), so its history says so.
    return this.jobs.start(async (tx, starts) => {
      const delivery = tx.create(ReportDelivery, { report: tx.getReference(Report, report.id), slotKey: `manual:${randomUUID()}`, recipients });
      await tx.flush();
      await startDeliveryJob(starts, report, delivery);
      return delivery;
    }, { end: reportsMessages.deliveryFailed });
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

  /**
   * Records the delivery of one scheduled slot and starts its job, in one transaction, once however
   * often the slot is claimed: answers the job's id, or null when the report is unscheduled or gone
   * or the slot's delivery has ended. A job the runner does not take is left to the start sweep, or
   * started again when the slot is claimed again.
   */
  async startScheduled(reportId: string, slotKey: string): Promise<string | null> {
    try {
      return await this.jobs.start(async (tx, starts) => {
        const existing = await tx.findOne(ReportDelivery, { slotKey: scheduledSlotKey(slotKey) });
        if (existing) {
          if (existing.status !== DeliveryStatus.pending) return null;
          // A retried claim (its first hand-over failed, or its worker died before it) starts the job
          // again rather than leaving it to the sweep; starting a started job does nothing.
          const job = await tx.findOne(Job, { kind: DELIVERY_JOB, subjectId: existing.id });
          if (job && !job.finished) starts.handOverAgain(job);
          return job?.id ?? null;
        }
        const delivery = await this.createScheduledDeliveryOn(tx, reportId, slotKey);
        return delivery ? (await startDeliveryJob(starts, delivery.report, delivery)).id : null;
      }, 'leave-for-sweep');
    } catch (error) {
      // The same slot started at once elsewhere (a retried activity): that start's job is the slot's.
      if (!(error instanceof UniqueConstraintViolationException)) throw error;
      const existing = await this.em.fork().findOne(ReportDelivery, { slotKey: scheduledSlotKey(slotKey), status: DeliveryStatus.pending });
      return existing ? ((await this.em.fork().findOne(Job, { kind: DELIVERY_JOB, subjectId: existing.id }))?.id ?? null) : null;
    }
  }

  /**
   * Before deliveries were jobs (a Temporal execution started then): the delivery of one scheduled
   * slot, recorded once however often the slot is claimed; null when the report is unscheduled or gone.
   */
  async createScheduledDelivery(reportId: string, slotKey: string): Promise<string | null> {
    const existing = await this.em.findOne(ReportDelivery, { slotKey: scheduledSlotKey(slotKey) });
    if (existing) return existing.status === DeliveryStatus.pending ? existing.id : null;
    return (await this.createScheduledDeliveryOn(this.em, reportId, slotKey))?.id ?? null;
  }

  private async createScheduledDeliveryOn(em: EntityManager, reportId: string, slotKey: string): Promise<ReportDelivery | null> {
    const report = await em.findOne(Report, { id: reportId });
    if (!report || !scheduleOf(report) || report.recipients.length === 0) return null;
    const delivery = em.create(ReportDelivery, { report, slotKey: scheduledSlotKey(slotKey), recipients: report.recipients });
    await em.flush();
    return delivery;
  }

  /**
   * The step of a report delivery job: the delivery emailed (see deliver), then the job ended as the
   * delivery did. A failure is thrown for the runner to retry; once retries are spent the job's
   * settlement marks the delivery failed with the failure's message.
   */
  async deliverJob(jobId: string): Promise<void> {
    const job = await this.jobs.getJobOrFail(jobId);
    if (job.finished || !job.subjectId) return;
    await this.jobs.markRunning(job, job.progressTotal);
    await this.deliver(job.subjectId);
    const delivery = await this.em.findOne(ReportDelivery, { id: job.subjectId }, { refresh: true });
    if (!delivery) return this.jobs.endUnfinished(job, JobStatus.failed, reportsMessages.reportGone);
    if (delivery.status === DeliveryStatus.delivered) return this.jobs.succeed(job, { recipients: delivery.sentTo.length }, `Emailed to ${delivery.sentTo.length} ${delivery.sentTo.length === 1 ? 'recipient' : 'recipients'}`);
    await this.jobs.endUnfinished(job, JobStatus.failed, delivery.error ?? reportsMessages.deliveryFailed);
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
    const owner = await workspaceOwnerAtWork(this.em, delivery.report.workspaceId);
    if (!owner) return this.fail(delivery.id, reportsMessages.reportGone);
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
        // The SMTP server's answer is the delivery's error once it fails for good.
        if (error instanceof EmailDeliveryError) throw error.temporary ? new TemporaryEmailFailure(error.message) : new NonRetryableError(error.message);
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
      workspaceId: report.workspaceId,
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

/** Slot keys of scheduled deliveries (`manual:<uuid>` for "send now"), within the column's length. */
const scheduledSlotKey = (slotKey: string) => `schedule:${slotKey}`.slice(0, 200);

function startDeliveryJob(starts: JobStarts, report: Pick<Report, 'ownerId' | 'workspaceId'>, delivery: ReportDelivery): Promise<Job> {
  return starts.create(DELIVERY_JOB, { owner: { id: report.ownerId }, workspaceId: report.workspaceId, subjectId: delivery.id, total: 1 });
}

/** A temporary SMTP refusal: retried per the activity policy; its message is the delivery's error once retries are spent. */
class TemporaryEmailFailure extends Error {
  readonly userFacing = true;
}

/** A delivery job that ends unfinished marks its delivery failed (when still pending), saying why. */
export class ReportDeliverySettlement implements UnfinishedJobSettlement {
  constructor(private readonly deliveries: Pick<ReportDeliveryService, 'fail'>) {}

  async settle(job: Job, ending?: JobEnding): Promise<void> {
    if (!job.subjectId) return;
    // An unexpected error's text is for the logs: the history says the delivery failed.
    const message = !ending || ending.message === JOB_FAILED_MESSAGE ? reportsMessages.deliveryFailed : ending.message;
    await this.deliveries.fail(job.subjectId, message);
  }
}
