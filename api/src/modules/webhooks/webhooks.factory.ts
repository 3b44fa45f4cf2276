import type { EntityManager } from '@mikro-orm/postgresql';
import { builtOnFirstRead } from '../../common/built-on-first-read';
import type { SendingLimits } from '../../common/sending-limits';
import type { WebhookEvents } from './webhook-events';
import { WebhookService } from './webhook.service';

export interface WebhooksModuleNeeds {
  em: EntityManager;
  events: WebhookEvents;
  sendingLimits: SendingLimits;
  /** WEBHOOK_ALLOW_PRIVATE_NETWORKS. */
  allowPrivateNetworks: boolean;
}

/** The webhooks module's services on one unit of work, each built when first used. */
export function createWebhookServices(needs: WebhooksModuleNeeds) {
  return builtOnFirstRead({
    webhooks: () => new WebhookService({ em: needs.em, events: needs.events, limits: needs.sendingLimits, allowPrivateNetworks: needs.allowPrivateNetworks }),
  });
}
