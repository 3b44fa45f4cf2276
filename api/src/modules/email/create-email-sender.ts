import type { MikroORM } from '@mikro-orm/postgresql';
import type { EmailConfig } from './email.config';
import type { EmailSender } from './email-sender';
import { SandboxOutbox } from './sandbox-outbox';

/** SMTP when SMTP_URL is set (nodemailer, ~12 MB of memory, is loaded only then), else the sandbox outbox. */
export async function createEmailSender(config: EmailConfig, orm: MikroORM): Promise<EmailSender> {
  if (!config.smtpUrl) return new SandboxOutbox(orm);
  const { SmtpEmailSender } = await import('./smtp-email-sender.js');
  return new SmtpEmailSender(config.smtpUrl, config.from);
}
