import nodemailer, { type Transporter } from 'nodemailer';
import { EmailDeliveryError, type EmailSender, type OutgoingEmail } from './email-sender';

/** Sends through the SMTP server named by SMTP_URL (nodemailer, pooled connections). */
export class SmtpEmailSender implements EmailSender {
  readonly sandbox = false;
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    const url = new URL(smtpUrl);
    this.transport = nodemailer.createTransport({
      host: url.hostname,
      port: Number(url.port) || (url.protocol === 'smtps:' ? 465 : 587),
      secure: url.protocol === 'smtps:',
      auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
      pool: true,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
  }

  async send(email: OutgoingEmail): Promise<void> {
    try {
      await this.transport.sendMail({
        from: this.from,
        to: email.to,
        subject: email.subject,
        text: email.text,
        html: email.html,
        headers: email.headers,
        attachments: email.attachments?.map((attachment) => ({ filename: attachment.filename, contentType: attachment.contentType, content: attachment.content, cid: attachment.contentId })),
      });
    } catch (error) {
      const responseCode = (error as { responseCode?: number }).responseCode;
      const permanent = responseCode !== undefined && responseCode >= 500;
      throw new EmailDeliveryError(`The email could not be sent: ${(error as Error).message}`, !permanent);
    }
  }

  async close(): Promise<void> {
    this.transport.close();
  }
}
