import type { MikroORM } from '@mikro-orm/postgresql';
import type { EmailConfig } from './email.config';
import type { EmailSender } from './email-sender';
import { SandboxOutbox } from './sandbox-outbox';
import { SmtpEmailSender } from './smtp-email-sender';

export function createEmailSender(config: EmailConfig, orm: MikroORM): EmailSender {
  return config.smtpUrl ? new SmtpEmailSender(config.smtpUrl, config.from) : new SandboxOutbox(orm);
}
