import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError, messages } from '../../common/app-error';
import { isUuid } from '../../common/validation';
import { requireUser } from '../auth/access';
import type { Viewer } from '../../common/viewer';
import type { EmailSender } from './email-sender';
import { OutboxAttachment, OutboxEmail } from './outbox-email.entity';

/** The sandbox outbox as its owner reads it: what would have been sent, newest first. */
export class OutboxService {
  constructor(
    private readonly em: EntityManager,
    private readonly sender: EmailSender,
  ) {}

  /** True when emails land in the sandbox outbox instead of being sent. */
  get sandbox(): boolean {
    return this.sender.sandbox;
  }

  async list(viewer: Viewer, limit: number): Promise<OutboxEmail[]> {
    const user = requireUser(viewer);
    return this.em.find(OutboxEmail, { owner: user.id }, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: Math.min(Math.max(limit, 1), 200), populate: ['attachments'] });
  }

  /** One attachment of the viewer's own outbox email, with its bytes; anyone else's is "not found". */
  async attachment(viewer: Viewer, emailId: string, attachmentId: string): Promise<OutboxAttachment> {
    const user = requireUser(viewer);
    const found =
      isUuid(emailId) && isUuid(attachmentId)
        ? await this.em.findOne(OutboxAttachment, { id: attachmentId, email: { id: emailId, owner: user.id } }, { populate: ['content'] })
        : null;
    if (!found) throw new AppError('NOT_FOUND', messages.notFound);
    return found;
  }
}
