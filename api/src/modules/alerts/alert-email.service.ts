import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { User } from '../auth/user.entity';
import { EmailDeliveryError, type EmailSender } from '../email/email-sender';
import type { JobService, UnfinishedJobSettlement } from '../jobs/job.service';
import { NonRetryableError } from '../jobs/non-retryable-error';
import { TrackingInstance } from '../tracker/tracking-instance.entity';
import { AiVisibilityProject } from '../ai-visibility/ai-visibility-project.entity';
import { aiVisibilityAlertEmail, alertEmail } from './alert-email';
import { AlertRule } from './alert-rule.entity';
import { Notification } from './notification.entity';
import type { UnsubscribeLinks } from './unsubscribe-links';

export interface AlertEmailServiceDeps {
  em: EntityManager;
  jobs: JobService;
  email: EmailSender;
  links: UnsubscribeLinks;
  logger: Logger;
}

/**
 * Sends a run's alert emails (the `alert-email` job's step, on either runner): one email per rule
 * with email on, listing the rule's alerts of the run not emailed yet. Each email sent marks its
 * alerts emailed, so a step retried after a temporary failure sends only what is left; a permanent
 * refusal (SMTP 5xx) is not retried. A rule unsubscribed meanwhile gets no email.
 */
export class AlertEmailService {
  private readonly em: EntityManager;
  private readonly jobs: JobService;
  private readonly email: EmailSender;
  private readonly links: UnsubscribeLinks;
  private readonly logger: Logger;

  constructor({ em, jobs, email, links, logger }: AlertEmailServiceDeps) {
    this.em = em;
    this.jobs = jobs;
    this.email = email;
    this.links = links;
    this.logger = logger;
  }

  async send(jobId: string): Promise<void> {
    const job = await this.jobs.getJobOrFail(jobId);
    if (job.finished || !job.subjectId) return;
    const owner = await this.em.findOne(User, { id: job.ownerId });
    const pending = await this.em.find(Notification, { runId: job.subjectId, workspaceId: job.workspaceId, emailedAt: null }, { orderBy: { keyword: 'asc', device: 'asc', id: 'asc' } });
    const rules = await this.em.find(AlertRule, { id: { $in: [...new Set(pending.flatMap((alert) => (alert.ruleId ? [alert.ruleId] : [])))] }, email: true }, { orderBy: { createdAt: 'asc' } });
    const subject = await this.subjectOf(pending[0]);
    if (!owner || !subject || rules.length === 0) {
      await this.jobs.succeed(job, { emails: 0 }, 'No alert email to send');
      return;
    }
    await this.jobs.markRunning(job, job.progressTotal);
    let temporary: EmailDeliveryError | null = null;
    let permanent: EmailDeliveryError | null = null;
    for (const rule of rules) {
      const alerts = pending.filter((alert) => alert.ruleId === rule.id);
      const unsubscribeUrl = this.links.urlFor(rule.id);
      try {
        await this.email.send({
          ownerId: owner.id,
          kind: 'alert',
          to: [owner.email],
          ...(subject.instance
            ? alertEmail({ instance: subject.instance, rule, alerts, unsubscribeUrl, appUrl: this.links.appUrl })
            : aiVisibilityAlertEmail({ project: subject.project, rule, alerts, unsubscribeUrl, appUrl: this.links.appUrl })),
          headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
        });
      } catch (error) {
        if (!(error instanceof EmailDeliveryError)) throw error;
        this.logger.warn({ err: error, jobId, ruleId: rule.id, temporary: error.temporary }, 'alert email could not be sent');
        if (error.temporary) temporary ??= error;
        else permanent ??= error;
        continue;
      }
      await this.em.nativeUpdate(Notification, { id: { $in: alerts.map((alert) => alert.id) } }, { emailedAt: new Date() });
    }
    // The others were sent: a retry sends only the ones that failed.
    if (temporary) throw temporary;
    if (permanent) throw new NonRetryableError(permanent.message);
    await this.jobs.succeed(job, { emails: rules.length }, `Sent ${rules.length} alert ${rules.length === 1 ? 'email' : 'emails'}`);
  }

  private async subjectOf(alert: Notification | undefined): Promise<AlertSubjectRecord | null> {
    if (alert?.instanceId) {
      const instance = await this.em.findOne(TrackingInstance, { id: alert.instanceId });
      return instance ? { instance } : null;
    }
    if (alert?.projectId) {
      const project = await this.em.findOne(AiVisibilityProject, { id: alert.projectId });
      return project ? { project } : null;
    }
    return null;
  }
}

/** A run's alerts are all of one tracking instance or all of one AI visibility project. */
type AlertSubjectRecord = { instance: TrackingInstance; project?: never } | { instance?: never; project: AiVisibilityProject };
/** An alert email job that ends unfinished leaves nothing to undo: its alerts stay in the inbox. */
export class AlertEmailSettlement implements UnfinishedJobSettlement {
  async settle(): Promise<void> {}
}
