import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { builtOnFirstRead } from '../../common/built-on-first-read';
import type { EmailSender } from '../email/email-sender';
import { AlertRuleService } from './alert-rule.service';
import { DigestService } from './digest.service';
import { NotificationService } from './notification.service';
import type { UnsubscribeLinks } from './unsubscribe-links';

export interface AlertsModuleNeeds {
  em: EntityManager;
  email: EmailSender;
  unsubscribeLinks: UnsubscribeLinks;
  logger: Logger;
}

/** The alerts module's services on one unit of work (rules, the inbox, digests), each built when first used. */
export function createAlertServices(needs: AlertsModuleNeeds) {
  return builtOnFirstRead({
    alertRules: () => new AlertRuleService(needs.em, needs.unsubscribeLinks),
    notifications: () => new NotificationService(needs.em),
    digests: () => new DigestService({ em: needs.em, email: needs.email, links: needs.unsubscribeLinks, logger: needs.logger }),
  });
}
