import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../common/app-error';
import type { SendingLimits } from '../../common/sending-limits';
import { payerOf, requireUser } from '../auth/access';
import type { Viewer } from '../../common/viewer';
import type { User } from '../auth/user.entity';
import { EmailDeliveryError, type EmailSender, type OutgoingEmail } from '../email/email-sender';
import { findInstanceOfOrFail } from '../tracker/tracking-instance-access';
import { assertPlanIncludesAlerts } from './alert-rule.service';
import { currentPeriod, type DigestPeriod, type SendingFrequency } from './digest-periods';
import type { DigestService } from './digest.service';
import { alertsMessages } from './alerts.messages';

/** The digest of the period under way, as "Preview" shows it and "Send now" sends it. */
export interface DigestPreview {
  frequency: SendingFrequency;
  /** From the start of the period under way to now. */
  period: DigestPeriod;
  /** When the scheduled digest of this period goes out (after it ends, with the whole period): "Send now" does not move it. */
  nextScheduledAt: Date;
  recipients: string[];
  /** Null when none of the instances on this digest ran yet in the period: nothing to send. */
  email: Pick<OutgoingEmail, 'subject' | 'html' | 'text'> | null;
}

const NOT_ON = 'Turn this instance’s digest on (daily or weekly) to preview or send it.';
const NOTHING_YET = 'Nothing to send yet: none of your instances on this digest has run in this period.';

export interface DigestPreviewServiceDeps {
  em: EntityManager;
  digests: DigestService;
  email: EmailSender;
  limits: SendingLimits;
}

/**
 * "Preview" and "Send now" of a ranking digest, from one instance's digest settings. Both cover the
 * period under way so far (today, or this week), with every instance on the same digest: what the
 * next scheduled digest would say if its period ended now. A digest sent now is extra: the scheduled
 * one still goes out when the period ends, with the whole period, so neither repeats the other.
 */
export class DigestPreviewService {
  private readonly em: EntityManager;
  private readonly digests: DigestService;
  private readonly email: EmailSender;
  private readonly limits: SendingLimits;

  constructor({ em, digests, email, limits }: DigestPreviewServiceDeps) {
    this.em = em;
    this.digests = digests;
    this.email = email;
    this.limits = limits;
  }

  async preview(viewer: Viewer, instanceId: string, now = new Date()): Promise<DigestPreview> {
    const { owner, frequency } = await this.digestOf(viewer, instanceId);
    const scheduled = currentPeriod(frequency, now);
    const period = { start: scheduled.start, end: now };
    const email = await this.digests.compose(owner, frequency, period);
    return { frequency, period, nextScheduledAt: scheduled.end, recipients: [owner.email], email: email && { subject: email.subject, html: email.html, text: email.text } };
  }

  /** Emails the preview's digest to its recipients now, counted against the sending limits; answers what was sent. */
  async sendNow(viewer: Viewer, instanceId: string, now = new Date()): Promise<DigestPreview> {
    const { owner, frequency } = await this.digestOf(viewer, instanceId);
    const scheduled = currentPeriod(frequency, now);
    const period = { start: scheduled.start, end: now };
    const email = await this.digests.compose(owner, frequency, period);
    if (!email) throw new AppError('BAD_USER_INPUT', NOTHING_YET);
    await this.limits.take('digestSendNow', { accountId: owner.id, subjectId: `${owner.id}:${frequency}` });
    try {
      await this.email.send(email);
    } catch (error) {
      if (error instanceof EmailDeliveryError) throw new AppError('PROVIDER_ERROR', alertsMessages.digestNotSent(error.message));
      throw error;
    }
    return { frequency, period, nextScheduledAt: scheduled.end, recipients: email.to, email: { subject: email.subject, html: email.html, text: email.text } };
  }

  private async digestOf(viewer: Viewer, instanceId: string): Promise<{ owner: User; frequency: SendingFrequency }> {
    const owner = requireUser(viewer);
    assertPlanIncludesAlerts(payerOf(owner));
    const instance = await findInstanceOfOrFail(this.em, owner, instanceId);
    const [row] = await this.em.execute<{ frequency: SendingFrequency }[]>('select frequency from instance_digests where instance_id = ?', [instance.id]);
    if (!row) throw new AppError('BAD_USER_INPUT', NOT_ON);
    return { owner, frequency: row.frequency };
  }
}
