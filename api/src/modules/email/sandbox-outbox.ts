import type { MikroORM } from '@mikro-orm/postgresql';
import type { EmailSender, OutgoingEmail } from './email-sender';
import { OutboxAttachment, OutboxEmail } from './outbox-email.entity';

/** Emails kept per user in the sandbox outbox; older ones are dropped as new ones arrive. */
export const OUTBOX_KEEP_PER_USER = 200;

/** The embedded default's email "sender": stores each email for its owner to read in the app. */
export class SandboxOutbox implements EmailSender {
  readonly sandbox = true;

  constructor(private readonly orm: MikroORM) {}

  async send(email: OutgoingEmail): Promise<void> {
    const em = this.orm.em.fork();
    await em.transactional(async (tx) => {
      const stored = tx.create(OutboxEmail, {
        owner: email.ownerId,
        kind: email.kind,
        to: email.to,
        subject: email.subject,
        text: email.text,
        html: email.html,
        headers: email.headers ?? {},
      });
      for (const attachment of email.attachments ?? []) {
        tx.create(OutboxAttachment, { email: stored, filename: attachment.filename, contentType: attachment.contentType, size: attachment.content.length, content: attachment.content });
      }
    });
    await em.getConnection().execute(
      `delete from sandbox_outbox_emails where owner_id = ? and id not in (
         select id from sandbox_outbox_emails where owner_id = ? order by created_at desc limit ?)`,
      [email.ownerId, email.ownerId, OUTBOX_KEEP_PER_USER],
    );
  }

  async close(): Promise<void> {}
}
