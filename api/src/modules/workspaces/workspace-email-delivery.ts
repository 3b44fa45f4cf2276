import type { Logger } from 'pino';
import type { EmailSender, OutgoingEmail } from '../email/email-sender';

/**
 * Sends an email about a workspace (an invitation, an acceptance, a role change, a removal). One that does
 * not go out is logged and the change it tells of stands: the inviter still has the link to pass on.
 */
export async function sendWorkspaceEmail({ email, logger }: { email: EmailSender; logger: Logger }, message: OutgoingEmail): Promise<void> {
  try {
    await email.send(message);
  } catch (error) {
    logger.error({ err: error, kind: message.kind }, 'could not send a workspace email');
  }
}
