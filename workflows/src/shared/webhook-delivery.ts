import type { JobInput } from './tracker-run';

/** Workflow type name of a webhook delivery job; the workflow id is the job id. */
export const WEBHOOK_DELIVERY_WORKFLOW = 'webhookDeliveryWorkflow';

/** What one round of a delivery job left to do: nothing, or another try of its pending deliveries after `retryInMs`. */
export interface WebhookRound {
  retryInMs: number | null;
}

/**
 * The steps of a webhook delivery job (one event to its endpoints, or one redelivery). Each round is
 * idempotent: it tries only the deliveries that are due, records each attempt, and says when the
 * next try is due; the last round completes the job.
 */
export interface WebhookActivities {
  deliverWebhooks(input: JobInput): Promise<WebhookRound>;
}

/**
 * The orchestration of a delivery job, shared by the Temporal workflow (durable timers) and the
 * in-process runner: rounds of due deliveries with the waits between them that the rounds ask for
 * (exponential backoff, for up to 24 hours; the service decides).
 */
export async function runWebhookDeliveryJob(activities: WebhookActivities, input: JobInput, sleep: (ms: number) => Promise<void>): Promise<void> {
  for (;;) {
    const { retryInMs } = await activities.deliverWebhooks(input);
    if (retryInMs === null) return;
    await sleep(retryInMs);
  }
}
