import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { workspaceOwnerOf } from '../auth/workspace-owner';
import type { Job } from '../jobs/job.entity';
import type { JobService } from '../jobs/job.service';
import type { Clock } from './clock';
import { WebhookDelivery } from './webhook-delivery.entity';
import { WebhookEndpoint } from './webhook-endpoint.entity';
import { WebhookEvent } from './webhook-event.entity';
import type { WEBHOOK_TEST_EVENT, WebhookEventType } from './webhook-event-types';
import { planIncludesWebhooks } from './webhook-access';

/**
 * A delivery job the runner did not take stays queued for the start sweep (and the error is thrown):
 * its events are stored under their dedupe keys, so a retried publish would skip them, and a late
 * delivery beats none.
 */
const LEFT_FOR_SWEEP = 'leave-for-sweep' as const;

/** Deliveries one job sends at most (a batch of events to every endpoint): a round sends them at once. */
const DELIVERIES_PER_JOB = 100;

export interface PublishOptions {
  /**
   * Names the happening (e.g. `run.completed:<run id>`): publishing it again (a retried step) records
   * and sends nothing more.
   */
  dedupeKey?: string;
}

export interface WebhookEventsDeps {
  freshEm: () => EntityManager;
  /** Jobs on a fresh unit of work: each event's deliveries are stored with their job and handed over in one start. */
  freshJobs: () => JobService;
  clock: Clock;
}

/**
 * Where every module tells the owner's webhook endpoints that something happened. `publish` records
 * the event and one delivery per enabled endpoint subscribed to its type, and starts the durable job
 * that sends them (retried with backoff for 24 hours). Owners without webhooks in their plan, or with
 * no subscribed endpoint, get nothing recorded.
 */
export class WebhookEvents {
  private readonly freshEm: () => EntityManager;
  private readonly freshJobs: () => JobService;
  private readonly clock: Clock;

  constructor({ freshEm, freshJobs, clock }: WebhookEventsDeps) {
    this.freshEm = freshEm;
    this.freshJobs = freshJobs;
    this.clock = clock;
  }

  /** The event's id, or null when no endpoint receives it (or it was published before under `dedupeKey`). */
  async publish(workspaceId: string, type: WebhookEventType, data: Record<string, unknown>, options: PublishOptions = {}): Promise<string | null> {
    const em = this.freshEm();
    const owner = await workspaceOwnerOf(em, workspaceId);
    if (!owner || !planIncludesWebhooks(owner)) return null;
    if (options.dedupeKey && (await em.count(WebhookEvent, { dedupeKey: options.dedupeKey })) > 0) return null;
    const endpoints = (await em.find(WebhookEndpoint, { workspaceId, enabled: true }, { orderBy: { createdAt: 'asc' } })).filter((endpoint) => endpoint.events.includes(type));
    if (endpoints.length === 0) return null;
    try {
      const { event } = await this.record({ ownerId: owner.id, workspaceId }, type, data, endpoints, options.dedupeKey ?? null);
      return event.id;
    } catch (error) {
      // Published at the same moment by another attempt of the same step.
      if (error instanceof UniqueConstraintViolationException) return null;
      throw error;
    }
  }

  /**
   * Many events of one type for one workspace at once (a run's alerts): the owner, their endpoints and
   * the dedupe keys are read once, the events and their deliveries stored a batch per transaction,
   * each batch's deliveries sent by one job (at most DELIVERIES_PER_JOB). Events published before
   * under their dedupe key are skipped. Answers how many events were recorded.
   */
  async publishMany(workspaceId: string, type: WebhookEventType, items: readonly { data: Record<string, unknown>; dedupeKey: string }[]): Promise<number> {
    if (items.length === 0) return 0;
    const em = this.freshEm();
    const owner = await workspaceOwnerOf(em, workspaceId);
    if (!owner || !planIncludesWebhooks(owner)) return 0;
    const endpoints = (await em.find(WebhookEndpoint, { workspaceId, enabled: true }, { orderBy: { createdAt: 'asc' } })).filter((endpoint) => endpoint.events.includes(type));
    if (endpoints.length === 0) return 0;
    const published = new Set<string>();
    for (const keys of chunks(items.map((item) => item.dedupeKey), 1000)) {
      for (const event of await em.find(WebhookEvent, { dedupeKey: { $in: keys } }, { fields: ['dedupeKey'] })) if (event.dedupeKey) published.add(event.dedupeKey);
    }
    const fresh = [...new Map(items.filter((item) => !published.has(item.dedupeKey)).map((item) => [item.dedupeKey, item])).values()];
    for (const batch of chunks(fresh, Math.max(1, Math.floor(DELIVERIES_PER_JOB / endpoints.length)))) {
      try {
        await this.recordBatch({ ownerId: owner.id, workspaceId }, type, batch, endpoints);
      } catch (error) {
        if (!(error instanceof UniqueConstraintViolationException)) throw error;
        // Another attempt of the same step published some of them meanwhile: one by one, skipping those.
        for (const item of batch) await this.publish(workspaceId, type, item.data, { dedupeKey: item.dedupeKey });
      }
    }
    return fresh.length;
  }

  /** A `webhook.test` event to one endpoint, whatever it subscribes to. */
  async publishTest(endpoint: WebhookEndpoint, data: Record<string, unknown>): Promise<WebhookDelivery> {
    const { deliveries } = await this.record({ ownerId: endpoint.ownerId, workspaceId: endpoint.workspaceId }, 'webhook.test' satisfies typeof WEBHOOK_TEST_EVENT, data, [endpoint], null);
    return deliveries[0];
  }

  /** The same event to the same endpoint once more, as a new delivery with a job of its own. */
  async redeliver(delivery: WebhookDelivery): Promise<WebhookDelivery> {
    return this.freshJobs().start(async (tx, starts) => {
      const job = await starts.create('webhook-delivery', { owner: { id: delivery.ownerId }, workspaceId: delivery.workspaceId, subjectId: delivery.eventId, total: 1 });
      return tx.create(WebhookDelivery, {
        ownerId: delivery.ownerId,
        workspaceId: delivery.workspaceId,
        endpointId: delivery.endpointId,
        eventId: delivery.eventId,
        eventType: delivery.eventType,
        jobId: job.id,
        nextAttemptAt: this.clock.now(),
        createdAt: this.clock.now(),
      });
    }, LEFT_FOR_SWEEP);
  }

  /** The events of a batch, one delivery per event and endpoint, and the job that sends them, in one start. */
  private async recordBatch(owned: Owned, type: string, batch: readonly { data: Record<string, unknown>; dedupeKey: string }[], endpoints: WebhookEndpoint[]): Promise<Job> {
    const now = this.clock.now();
    return this.freshJobs().start(async (tx, starts) => {
      const events = batch.map((item) => tx.create(WebhookEvent, { ...owned, type, data: item.data, dedupeKey: item.dedupeKey, createdAt: now }));
      // The job and the deliveries refer to the events, and the deliveries to the job: stored first.
      await tx.flush();
      const job = await starts.create('webhook-delivery', { owner: { id: owned.ownerId }, workspaceId: owned.workspaceId, subjectId: events[0].id, total: events.length * endpoints.length });
      for (const event of events) {
        for (const endpoint of endpoints) tx.create(WebhookDelivery, { ...owned, endpointId: endpoint.id, eventId: event.id, eventType: type, jobId: job.id, nextAttemptAt: now, createdAt: now });
      }
      return job;
    });
  }

  private async record(owned: Owned, type: string, data: Record<string, unknown>, endpoints: WebhookEndpoint[], dedupeKey: string | null) {
    const now = this.clock.now();
    return this.freshJobs().start(async (tx, starts) => {
      const event = tx.create(WebhookEvent, { ...owned, type, data, dedupeKey, createdAt: now });
      // The job and the deliveries refer to it: stored first.
      await tx.flush();
      const job = await starts.create('webhook-delivery', { owner: { id: owned.ownerId }, workspaceId: owned.workspaceId, subjectId: event.id, total: endpoints.length });
      const deliveries = endpoints.map((endpoint) =>
        tx.create(WebhookDelivery, { ...owned, endpointId: endpoint.id, eventId: event.id, eventType: type, jobId: job.id, nextAttemptAt: now, createdAt: now }),
      );
      return { event, job, deliveries };
    }, LEFT_FOR_SWEEP);
  }
}

/** Whose plan an event is recorded under, and the workspace whose endpoints receive it. */
interface Owned {
  ownerId: string;
  workspaceId: string;
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += size) out.push(items.slice(start, start + size));
  return out;
}
