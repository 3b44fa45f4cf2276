import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { builtOnFirstRead } from '../../common/built-on-first-read';
import type { SendingLimits } from '../../common/sending-limits';
import type { EmailSender } from '../email/email-sender';
import type { JobService } from '../jobs/job.service';
import { AlertEmailService } from './alert-email.service';
import { AlertEvaluationService, type AlertListener } from './alert-evaluation.service';
import { AlertRuleService } from './alert-rule.service';
import { AiVisibilityAlertEvaluationService } from './ai-visibility-alert-evaluation.service';
import { DigestPreviewService } from './digest-preview.service';
import { DigestService } from './digest.service';
import type { NotificationEvents } from './notification-events';
import { NotificationService } from './notification.service';
import { SearchConsoleAlertEvaluationService } from './search-console-alert-evaluation.service';
import type { WebhookEvents } from '../webhooks/webhook-events';
import type { UnsubscribeLinks } from './unsubscribe-links';

export interface AlertsModuleNeeds {
  em: EntityManager;
  email: EmailSender;
  unsubscribeLinks: UnsubscribeLinks;
  sendingLimits: SendingLimits;
  logger: Logger;
  jobs: JobService;
  /** New alerts, for the inbox's live count. */
  notificationEvents: NotificationEvents;
  /** Told of every alert a run triggers (webhook events). */
  alertListeners: readonly AlertListener[];
  /** Where `search_console.changed` is published. */
  webhookEvents: WebhookEvents;
}

/**
 * The alerts module's services on one unit of work (rules, the inbox, digests and their previews, the
 * evaluation when a run ends and the alert-email job's step), each built when first used.
 */
export function createAlertServices(needs: AlertsModuleNeeds) {
  const services = builtOnFirstRead({
    alertRules: () => new AlertRuleService(needs.em, needs.unsubscribeLinks),
    notifications: () => new NotificationService(needs.em),
    digests: () => new DigestService({ em: needs.em, email: needs.email, links: needs.unsubscribeLinks, logger: needs.logger }),
    digestPreviews: (): DigestPreviewService => new DigestPreviewService({ em: needs.em, digests: services.digests, email: needs.email, limits: needs.sendingLimits }),
    alertEvaluation: () => new AlertEvaluationService({ em: needs.em, events: needs.notificationEvents, jobs: needs.jobs, listeners: needs.alertListeners }),
    aiVisibilityAlertEvaluation: () => new AiVisibilityAlertEvaluationService({ em: needs.em, events: needs.notificationEvents, jobs: needs.jobs }),
    searchConsoleAlertEvaluation: () => new SearchConsoleAlertEvaluationService({ em: needs.em, events: needs.notificationEvents, jobs: needs.jobs, webhookEvents: needs.webhookEvents }),
    alertEmails: () => new AlertEmailService({ em: needs.em, jobs: needs.jobs, email: needs.email, links: needs.unsubscribeLinks, logger: needs.logger }),
  });
  return services;
}
