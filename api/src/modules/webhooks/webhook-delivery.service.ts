import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import type { WebhookRound } from '@rankcraft/workflows';
import { escapeHtml } from '../../common/html-escape';
import { OutboundRefusedError, type OutboundHttp } from '../../common/outbound-http';
import { User } from '../auth/user.entity';
import type { EmailSender } from '../email/email-sender';
import { JobStatus, type Job } from '../jobs/job.entity';
import type { JobService, UnfinishedJobSettlement } from '../jobs/job.service';
import type { Clock } from './clock';
import { WebhookDelivery, WebhookDeliveryAttempt, WebhookDeliveryStatus } from './webhook-delivery.entity';
import { WebhookEndpoint } from './webhook-endpoint.entity';
import { WebhookEvent } from './webhook-event.entity';
import { EVENT_HEADER, SIGNATURE_HEADER, signatureHeader } from './webhook-signature';
import type { WebhooksConfig } from './webhooks.config';

/** A delivery is retried for this long after it was created; an endpoint failing this long is disabled. */
export const FAILURE_WINDOW_MS = 24 * 60 * 60_000;
/** What a receiver may answer; more is refused (and counts as a failure). */
const MAX_RESPONSE_BYTES = 64 * 1024;
export const ENDPOINT_DISABLED = 'The endpoint is disabled.';
export const DISABLED_AFTER_FAILURES = 'Every delivery failed for 24 hours.';

/** What one attempt came to. */
interface Outcome {
  status: number | null;
  error: string | null;
  /** Worth another try (no answer, a timeout, 5xx or 429). */
  retryable: boolean;
}

export interface WebhookDeliveryServiceDeps {
  em: EntityManager;
  jobs: JobService;
  http: OutboundHttp;
  email: EmailSender;
  clock: Clock;
  config: WebhooksConfig;
  publicUrl: string;
  logger: Logger;
}

/**
 * Sends the deliveries of a webhook delivery job, round by round (the job's activity): each due
 * delivery is POSTed signed to its endpoint through the outbound HTTP client (private addresses
 * refused unless allowed), every attempt recorded; a failed one is tried again with exponential
 * backoff until 24 hours after it was created. An endpoint whose deliveries have all failed for
 * 24 hours is disabled and its owner told by email.
 */
export class WebhookDeliveryService {
  private readonly em: EntityManager;
  private readonly jobs: JobService;
  private readonly http: OutboundHttp;
  private readonly email: EmailSender;
  private readonly clock: Clock;
  private readonly config: WebhooksConfig;
  private readonly publicUrl: string;
  private readonly logger: Logger;

  constructor({ em, jobs, http, email, clock, config, publicUrl, logger }: WebhookDeliveryServiceDeps) {
    this.em = em;
    this.jobs = jobs;
    this.http = http;
    this.email = email;
    this.clock = clock;
    this.config = config;
    this.publicUrl = publicUrl;
    this.logger = logger;
  }

  /** Tries the job's due deliveries; says when the next is due, or completes the job when none is left. */
  async deliver(jobId: string): Promise<WebhookRound> {
    const job = await this.jobs.getJobOrFail(jobId);
    if (job.finished) return { retryInMs: null };
    const pending = await this.em.find(WebhookDelivery, { jobId, status: WebhookDeliveryStatus.pending });
    const now = this.clock.now();
    const due = pending.filter((delivery) => !delivery.nextAttemptAt || delivery.nextAttemptAt <= now);
    if (due.length > 0) await this.attempt(due);

    const waiting = pending.filter((delivery) => delivery.status === WebhookDeliveryStatus.pending);
    if (waiting.length > 0) {
      if (job.status === JobStatus.queued) await this.jobs.markRunning(job, job.progressTotal);
      const next = Math.min(...waiting.map((delivery) => delivery.nextAttemptAt?.getTime() ?? 0));
      await this.jobs.reportProgress(job, job.progressTotal - waiting.length, `Next try ${new Date(next).toISOString()}`);
      return { retryInMs: Math.max(0, next - this.clock.now().getTime()) };
    }
    const delivered = await this.em.count(WebhookDelivery, { jobId, status: WebhookDeliveryStatus.succeeded });
    // Most jobs end in their first round: started and finished in one write.
    job.startedAt ??= now;
    await this.jobs.succeed(job, { delivered, failed: job.progressTotal - delivered }, `Delivered to ${delivered} of ${job.progressTotal} endpoints`);
    return { retryInMs: null };
  }

  /**
   * Sends the due deliveries at once, then records every outcome in one flush: an attempt each, the
   * delivery succeeded, failed or due again after its backoff. Then each endpoint's failure window.
   */
  private async attempt(due: WebhookDelivery[]): Promise<void> {
    const endpoints = new Map((await this.em.find(WebhookEndpoint, { id: { $in: [...new Set(due.map((delivery) => delivery.endpointId))] } })).map((endpoint) => [endpoint.id, endpoint]));
    const events = new Map((await this.em.find(WebhookEvent, { id: { $in: [...new Set(due.map((delivery) => delivery.eventId))] } })).map((event) => [event.id, event]));
    const results = await Promise.all(
      due.map(async (delivery) => {
        const endpoint = endpoints.get(delivery.endpointId);
        const event = events.get(delivery.eventId);
        if (!endpoint || !event || !endpoint.enabled) return { delivery, endpoint: null, outcome: null, started: null };
        const started = this.clock.now();
        return { delivery, endpoint, outcome: await this.send(endpoint, event), started };
      }),
    );
    const now = this.clock.now();
    const succeeded = new Set<WebhookEndpoint>();
    const failed = new Set<WebhookEndpoint>();
    for (const { delivery, endpoint, outcome, started } of results) {
      if (!endpoint || !outcome || !started) {
        Object.assign(delivery, { status: WebhookDeliveryStatus.failed, error: ENDPOINT_DISABLED, nextAttemptAt: null });
        continue;
      }
      this.em.create(WebhookDeliveryAttempt, { deliveryId: delivery.id, responseStatus: outcome.status, error: outcome.error, durationMs: Math.max(0, now.getTime() - started.getTime()), createdAt: now });
      delivery.attempts += 1;
      Object.assign(delivery, { lastAttemptAt: now, responseStatus: outcome.status, error: outcome.error });
      if (outcome.error === null) {
        Object.assign(delivery, { status: WebhookDeliveryStatus.succeeded, nextAttemptAt: null });
        succeeded.add(endpoint);
        continue;
      }
      failed.add(endpoint);
      const giveUpAt = delivery.createdAt.getTime() + FAILURE_WINDOW_MS;
      if (outcome.retryable && now.getTime() < giveUpAt) {
        delivery.nextAttemptAt = new Date(Math.min(now.getTime() + this.backoffMs(delivery.attempts), giveUpAt));
      } else {
        Object.assign(delivery, { status: WebhookDeliveryStatus.failed, nextAttemptAt: null });
      }
    }
    await this.em.flush();
    for (const endpoint of succeeded) {
      if (endpoint.failingSince) await this.em.nativeUpdate(WebhookEndpoint, { id: endpoint.id }, { failingSince: null });
    }
    for (const endpoint of failed) {
      if (!succeeded.has(endpoint)) await this.recordFailure(this.em, endpoint, now);
    }
  }

  /** Signed as documented: `Rankcraft-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`. */
  private async send(endpoint: WebhookEndpoint, event: WebhookEvent): Promise<Outcome> {
    const body = JSON.stringify({ id: event.id, type: event.type, created: Math.floor(event.createdAt.getTime() / 1000), data: event.data });
    const timestamp = Math.floor(this.clock.now().getTime() / 1000);
    try {
      const response = await this.http({
        url: endpoint.url,
        method: 'POST',
        headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signatureHeader(endpoint.secret, timestamp, body), [EVENT_HEADER]: event.type },
        body,
        timeoutMs: this.config.timeoutMs,
        maxBytes: MAX_RESPONSE_BYTES,
        maxRedirects: 0,
      });
      if (response.status >= 200 && response.status < 300) return { status: response.status, error: null, retryable: false };
      const retryable = response.status >= 500 || response.status === 429;
      return { status: response.status, error: `The endpoint answered ${response.status}.`, retryable };
    } catch (error) {
      if (!(error instanceof OutboundRefusedError)) throw error;
      return { status: null, error: error.message, retryable: error.reason === 'timeout' || error.reason === 'network' };
    }
  }

  /** The wait after the `attempts`-th attempt: the initial wait, doubled each time, up to the maximum. */
  private backoffMs(attempts: number): number {
    return Math.min(this.config.retryInitialMs * 2 ** Math.min(attempts - 1, 30), this.config.retryMaxMs);
  }

  /** Marks the endpoint failing since now (if it was not); disables it once that is 24 hours ago, telling its owner once. */
  private async recordFailure(em: EntityManager, endpoint: WebhookEndpoint, now: Date): Promise<void> {
    let failingSince = endpoint.failingSince;
    if (!failingSince) {
      await em.nativeUpdate(WebhookEndpoint, { id: endpoint.id, failingSince: null }, { failingSince: now });
      failingSince = (await em.findOne(WebhookEndpoint, { id: endpoint.id }, { refresh: true }))?.failingSince ?? null;
    }
    if (!failingSince || now.getTime() - failingSince.getTime() < FAILURE_WINDOW_MS) return;
    // Only the one attempt that flips it sends the email.
    const disabled = await em.nativeUpdate(WebhookEndpoint, { id: endpoint.id, enabled: true }, { enabled: false, disabledReason: DISABLED_AFTER_FAILURES });
    if (disabled === 0) return;
    await em.nativeUpdate(WebhookDelivery, { endpointId: endpoint.id, status: WebhookDeliveryStatus.pending }, { status: WebhookDeliveryStatus.failed, error: ENDPOINT_DISABLED, nextAttemptAt: null });
    await this.tellOwner(em, endpoint);
  }

  private async tellOwner(em: EntityManager, endpoint: WebhookEndpoint): Promise<void> {
    const owner = await em.findOne(User, { id: endpoint.ownerId });
    if (!owner) return;
    const link = `${this.publicUrl}/developer/webhooks`;
    try {
      await this.email.send({
        ownerId: owner.id,
        kind: 'webhook-disabled',
        to: [owner.email],
        subject: 'Your webhook endpoint was disabled',
        text: `Every delivery to your webhook endpoint ${endpoint.url} failed for 24 hours, so Rankcraft disabled it and sends it no more events.\n\nFix the endpoint, then enable it again and send a test event: ${link}\n`,
        html: `<p>Every delivery to your webhook endpoint <strong>${escapeHtml(endpoint.url)}</strong> failed for 24 hours, so Rankcraft disabled it and sends it no more events.</p><p>Fix the endpoint, then <a href="${escapeHtml(link)}">enable it again and send a test event</a>.</p>`,
      });
    } catch (error) {
      // The endpoint stays disabled and the page says why; a lost email is logged, not retried into a second one.
      this.logger.error({ err: error, endpointId: endpoint.id }, 'could not email the owner of a disabled webhook endpoint');
    }
  }
}

/** A delivery job that ends unfinished (cancelled, or failed on an unexpected error): its pending deliveries end as failed. */
export class WebhookDeliverySettlement implements UnfinishedJobSettlement {
  constructor(private readonly em: EntityManager) {}

  async settle(job: Job): Promise<void> {
    await this.em.nativeUpdate(WebhookDelivery, { jobId: job.id, status: WebhookDeliveryStatus.pending }, { status: WebhookDeliveryStatus.failed, error: 'The delivery was stopped.', nextAttemptAt: null });
  }
}
