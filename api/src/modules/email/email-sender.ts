/** An email as the app composes it; every email has a plain-text and an HTML part. */
export interface OutgoingEmail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  attachments?: EmailAttachment[];
  /** Extra headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
  /** The user the email is sent for: the sandbox outbox shows it to them. */
  ownerId: string;
  /** What sent it (e.g. `alert`, `digest`, `report`), for the outbox and logs. */
  kind: string;
}

export interface EmailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
  /** Shown inline where the HTML says `cid:<contentId>` (an email's logo), not as a file to open. */
  contentId?: string;
}

/** The email port: SMTP in production, the sandbox outbox on the embedded default. */
export interface EmailSender {
  /** True when nothing leaves the machine: emails land in the sandbox outbox, labelled as such. */
  readonly sandbox: boolean;
  send(email: OutgoingEmail): Promise<void>;
  close(): Promise<void>;
}

/**
 * Sending failed. `temporary` (connection trouble, SMTP 4xx) means a retry may succeed; a permanent
 * refusal (SMTP 5xx: no such mailbox, refused content) is not retried.
 */
export class EmailDeliveryError extends Error {
  constructor(
    message: string,
    readonly temporary: boolean,
  ) {
    super(message);
    this.name = 'EmailDeliveryError';
  }
}
