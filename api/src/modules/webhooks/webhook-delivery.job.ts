import type { EntityManager } from '@mikro-orm/postgresql';
import { runWebhookDeliveryJob, WEBHOOK_DELIVERY_WORKFLOW, type WebhookActivities } from '@rankcraft/workflows';
import { defineJobKind, jobInputSchema } from '../jobs/job-kind';
import { WebhookDeliverySettlement, type WebhookDeliveryService } from './webhook-delivery.service';

interface WebhookDeliveryJobDeps {
  em: EntityManager;
  webhookDeliveries: WebhookDeliveryService;
}

/** A webhook delivery: a round is a few HTTP requests of 10 s at most; the waits between rounds hold no slot. */
export const webhookDeliveryJob = defineJobKind({
  id: 'webhook-delivery',
  input: jobInputSchema,
  workflowType: WEBHOOK_DELIVERY_WORKFLOW,
  orchestrate: runWebhookDeliveryJob,
  lane: { queueSuffix: 'webhooks', inProcessSlots: 16, inProcessSlotsPerUser: 8, temporalActivitySlots: 16 },
  settlement: ({ em }: WebhookDeliveryJobDeps) => new WebhookDeliverySettlement(em),
  createActivities: (unit): WebhookActivities => ({
    deliverWebhooks: ({ jobId }) => unit().webhookDeliveries.deliver(jobId),
  }),
});
