import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { User } from '../auth/user.entity';
import { Job } from '../jobs/job.entity';
import type { JobRunner } from '../jobs/job-runner';
import type { Clock } from './clock';
import { WebhookDelivery } from './webhook-delivery.entity';
import { WebhookEndpoint } from './webhook-endpoint.entity';
import { WebhookEvent } from './webhook-event.entity';
import type { WEBHOOK_TEST_EVENT, WebhookEventType } from './webhook-event-types';
import { planIncludesWebhooks } from './webhook-access';

export interface PublishOptions {
  /**
   * Names the happening (e.g. `run.completed:<run id>`): publishing it again (a retried step) records
   * and sends nothing more.
   */
  dedupeKey?: string;
}

/**
 * Where every module tells the owner's webhook endpoints that something happened. `publish` records
 * the event and one delivery per enabled endpoint subscribed to its type, and starts the durable job
 * that sends them (retried with backoff for 24 hours). Owners without webhooks in their plan, or with
 * no subscribed endpoint, get nothing recorded.
 */
export class WebhookEvents {
  constructor(
    private readonly freshEm: () => EntityManager,
    private readonly runner: JobRunner,
    private readonly clock: Clock,
  ) {}

  /** The event's id, or null when no endpoint receives it (or it was published before under `dedupeKey`). */
  async publish(ownerId: string, type: WebhookEventType, data: Record<string, unknown>, options: PublishOptions = {}): Promise<string | null> {
    const em = this.freshEm();
    const owner = await em.findOne(User, { id: ownerId });
    if (!owner || !planIncludesWebhooks(owner)) return null;
    if (options.dedupeKey && (await em.count(WebhookEvent, { dedupeKey: options.dedupeKey })) > 0) return null;
    const endpoints = (await em.find(WebhookEndpoint, { ownerId, enabled: true }, { orderBy: { createdAt: 'asc' } })).filter((endpoint) => endpoint.events.includes(type));
    if (endpoints.length === 0) return null;
    try {
      const { event } = await this.record(em, ownerId, type, data, endpoints, options.dedupeKey ?? null);
      return event.id;
    } catch (error) {
      // Published at the same moment by another attempt of the same step.
      if (error instanceof UniqueConstraintViolationException) return null;
      throw error;
    }
  }

  /** A `webhook.test` event to one endpoint, whatever it subscribes to. */
  async publishTest(endpoint: WebhookEndpoint, data: Record<string, unknown>): Promise<WebhookDelivery> {
    const { deliveries } = await this.record(this.freshEm(), endpoint.ownerId, 'webhook.test' satisfies typeof WEBHOOK_TEST_EVENT, data, [endpoint], null);
    return deliveries[0];
  }

  /** The same event to the same endpoint once more, as a new delivery with a job of its own. */
  async redeliver(delivery: WebhookDelivery): Promise<WebhookDelivery> {
    const em = this.freshEm();
    const { job, copy } = await em.transactional(async (tx) => {
      const job = tx.create(Job, { kind: 'webhook-delivery', ownerId: delivery.ownerId, subjectId: delivery.eventId, runner: this.runner.mode, progressTotal: 1 });
      const copy = tx.create(WebhookDelivery, {
        ownerId: delivery.ownerId,
        endpointId: delivery.endpointId,
        eventId: delivery.eventId,
        eventType: delivery.eventType,
        jobId: job.id,
        nextAttemptAt: this.clock.now(),
        createdAt: this.clock.now(),
      });
      return { job, copy };
    });
    await this.runner.start(job);
    return copy;
  }

  private async record(em: EntityManager, ownerId: string, type: string, data: Record<string, unknown>, endpoints: WebhookEndpoint[], dedupeKey: string | null) {
    const now = this.clock.now();
    const recorded = await em.transactional(async (tx) => {
      const event = tx.create(WebhookEvent, { ownerId, type, data, dedupeKey, createdAt: now });
      // The deliveries refer to it: stored first.
      await tx.flush();
      const job = tx.create(Job, { kind: 'webhook-delivery', ownerId, subjectId: event.id, runner: this.runner.mode, progressTotal: endpoints.length });
      const deliveries = endpoints.map((endpoint) =>
        tx.create(WebhookDelivery, { ownerId, endpointId: endpoint.id, eventId: event.id, eventType: type, jobId: job.id, nextAttemptAt: now, createdAt: now }),
      );
      return { event, job, deliveries };
    });
    await this.runner.start(recorded.job);
    return recorded;
  }
}
