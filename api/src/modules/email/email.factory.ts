import type { EntityManager } from '@mikro-orm/postgresql';
import { builtOnFirstRead } from '../../common/built-on-first-read';
import type { EmailSender } from './email-sender';
import { OutboxService } from './outbox.service';

export interface EmailModuleNeeds {
  em: EntityManager;
  /** SMTP, or the sandbox outbox. */
  email: EmailSender;
}

/** The email module's services on one unit of work, each built when first used. */
export function createEmailServices(needs: EmailModuleNeeds) {
  return builtOnFirstRead({
    outbox: () => new OutboxService(needs.em, needs.email),
  });
}
