import type { EntityManager } from '@mikro-orm/postgresql';
import { builtOnFirstRead } from '../../common/built-on-first-read';
import type { Logger } from 'pino';
import type { OutboundHttp } from '../../common/outbound-http';
import type { SendingLimits } from '../../common/sending-limits';
import type { EmailSender } from '../email/email-sender';
import type { JobService } from '../jobs/job.service';
import type { Clock } from './clock';
import { WebhookDeliveryService } from './webhook-delivery.service';
import { WebhookEvents } from './webhook-events';
import { WebhookService } from './webhook.service';
import type { WebhooksConfig } from './webhooks.config';

export interface WebhooksModuleNeeds {
  em: EntityManager;
  events: WebhookEvents;
  sendingLimits: SendingLimits;
  jobs: JobService;
  /** Deliveries' HTTP client (private and loopback addresses refused unless allowed). */
  http: OutboundHttp;
  /** Tells an endpoint's owner when it is disabled after failing. */
  email: EmailSender;
  clock: Clock;
  config: WebhooksConfig;
  /** The app's address, for links in emails. */
  publicUrl: string;
  logger: Logger;
}

/** The webhooks module's services on one unit of work (endpoints, and the delivery job's step), each built when first used. */
export function createWebhookServices(needs: WebhooksModuleNeeds) {
  return builtOnFirstRead({
    webhooks: () => new WebhookService({ em: needs.em, events: needs.events, limits: needs.sendingLimits, allowPrivateNetworks: needs.config.allowPrivateNetworks }),
    webhookDeliveries: () =>
      new WebhookDeliveryService({
        em: needs.em,
        jobs: needs.jobs,
        http: needs.http,
        email: needs.email,
        clock: needs.clock,
        config: needs.config,
        publicUrl: needs.publicUrl,
        logger: needs.logger,
      }),
  });
}

/** Where every module publishes webhook events; each publish works on a fresh unit of work of its own. */
export function createWebhookEvents(needs: { freshEm: () => EntityManager; freshJobs: () => JobService; clock: Clock }): WebhookEvents {
  return new WebhookEvents({ freshEm: needs.freshEm, freshJobs: needs.freshJobs, clock: needs.clock });
}
