import type { OutboxEmail } from './outbox-email.entity';
import type { OutboxEmailOutput } from './dto/outputs/outbox-email.output';

/** One shape for GraphQL and REST. */
export function toOutboxEmail(email: OutboxEmail): OutboxEmailOutput {
  return {
    id: email.id,
    kind: email.kind,
    to: email.to,
    subject: email.subject,
    text: email.text,
    html: email.html,
    createdAt: email.createdAt,
    attachments: email.attachments.getItems().map((attachment) => ({
      id: attachment.id,
      filename: attachment.filename,
      contentType: attachment.contentType,
      size: attachment.size,
      url: `/api/outbox/${email.id}/attachments/${attachment.id}`,
    })),
  };
}
