import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../common/app-error';
import { namesNonPublicAddress } from '../../common/outbound-http';
import type { SendingLimits } from '../../common/sending-limits';
import { isUuid, parseInput, type UntrustedInput } from '../../common/validation';
import type { Viewer } from '../../common/viewer';
import type { User } from '../auth/user.entity';
import { createWebhookSchema, updateWebhookSchema } from './dto/inputs/webhook-endpoint.input';
import { assertPlanIncludesWebhooks, planIncludesWebhooks } from './webhook-access';
import { WebhookDelivery, WebhookDeliveryAttempt } from './webhook-delivery.entity';
import { WebhookEndpoint } from './webhook-endpoint.entity';
import type { WebhookEvents } from './webhook-events';
import { payerOf, requireUser, workspaceOf } from '../auth/access';
import { webhooksMessages } from './webhooks.messages';

/** Endpoints one user may have. */
export const MAX_ENDPOINTS = 20;
const MAX_LISTED_DELIVERIES = 100;

/** An endpoint with its secret, as answered when it is created or its secret rotated (the only times the secret is shown). */
export interface EndpointWithSecret {
  endpoint: WebhookEndpoint;
  secret: string;
  /** Saved all the same, but something the owner should fix: its URL names an address deliveries refuse. */
  warning: string | null;
}

export interface WebhookServiceDeps {
  em: EntityManager;
  events: WebhookEvents;
  limits: SendingLimits;
  /** Whether deliveries may reach private addresses (WEBHOOK_ALLOW_PRIVATE_NETWORKS); when not, a URL naming one is warned about. */
  allowPrivateNetworks: boolean;
}

/** A user's webhook endpoints, their delivery log, test events and redeliveries (Agency plan). */
export class WebhookService {
  private readonly em: EntityManager;
  private readonly events: WebhookEvents;
  private readonly limits: SendingLimits;
  private readonly allowPrivateNetworks: boolean;

  constructor({ em, events, limits, allowPrivateNetworks }: WebhookServiceDeps) {
    this.em = em;
    this.events = events;
    this.limits = limits;
    this.allowPrivateNetworks = allowPrivateNetworks;
  }

  /** Whether the viewer's plan includes webhooks (Agency, and admins). */
  async hasAccess(viewer: Viewer): Promise<boolean> {
    return planIncludesWebhooks(payerOf(requireUser(viewer)));
  }

  async list(viewer: Viewer): Promise<WebhookEndpoint[]> {
    const user = await this.agencyUser(viewer);
    return this.em.find(WebhookEndpoint, { workspaceId: workspaceOf(user) }, { orderBy: { createdAt: 'asc' } });
  }

  async get(viewer: Viewer, id: string): Promise<WebhookEndpoint> {
    return this.ownEndpointOrFail(await this.agencyUser(viewer), id);
  }

  async create(viewer: Viewer, input: UntrustedInput<typeof createWebhookSchema>): Promise<EndpointWithSecret> {
    const user = await this.agencyUser(viewer);
    const { url, events } = parseInput(createWebhookSchema, input);
    if ((await this.em.count(WebhookEndpoint, { workspaceId: workspaceOf(user) })) >= MAX_ENDPOINTS) {
      throw new AppError('BAD_USER_INPUT', webhooksMessages.tooManyEndpoints(MAX_ENDPOINTS));
    }
    const secret = newSecret();
    const endpoint = this.em.create(WebhookEndpoint, { ownerId: user.id, workspaceId: workspaceOf(user), url, events, secret });
    await this.em.flush();
    return { endpoint, secret, warning: this.warningFor(url) };
  }

  /** Enabling an endpoint (the app's or its owner's disabling undone) starts its failure window afresh. */
  async update(viewer: Viewer, id: string, input: UntrustedInput<typeof updateWebhookSchema>): Promise<WebhookEndpoint> {
    const endpoint = await this.ownEndpointOrFail(await this.agencyUser(viewer), id);
    const { url, events, enabled } = parseInput(updateWebhookSchema, input);
    if (url != null) endpoint.url = url;
    if (events != null) endpoint.events = events;
    if (enabled != null && enabled !== endpoint.enabled) {
      Object.assign(endpoint, { enabled, failingSince: null, disabledReason: null });
    }
    await this.em.flush();
    return endpoint;
  }

  async remove(viewer: Viewer, id: string): Promise<boolean> {
    const endpoint = await this.ownEndpointOrFail(await this.agencyUser(viewer), id);
    this.em.remove(endpoint);
    await this.em.flush();
    return true;
  }

  /** A new secret; the old one stops signing at once. */
  async rotateSecret(viewer: Viewer, id: string): Promise<EndpointWithSecret> {
    const endpoint = await this.ownEndpointOrFail(await this.agencyUser(viewer), id);
    endpoint.secret = newSecret();
    await this.em.flush();
    return { endpoint, secret: endpoint.secret, warning: this.warningFor(endpoint.url) };
  }

  /** The endpoint's latest deliveries, newest first. */
  async deliveries(viewer: Viewer, id: string, limit = 50): Promise<WebhookDelivery[]> {
    const endpoint = await this.ownEndpointOrFail(await this.agencyUser(viewer), id);
    return this.em.find(WebhookDelivery, { endpointId: endpoint.id }, { orderBy: { createdAt: 'desc', id: 'asc' }, limit: Math.min(Math.max(Math.trunc(limit) || 1, 1), MAX_LISTED_DELIVERIES) });
  }

  /** Every attempt of one of the workspace's deliveries, oldest first. */
  async attempts(viewer: Viewer, delivery: WebhookDelivery): Promise<WebhookDeliveryAttempt[]> {
    const user = await this.agencyUser(viewer);
    if (delivery.workspaceId !== workspaceOf(user)) return [];
    return this.em.find(WebhookDeliveryAttempt, { deliveryId: delivery.id }, { orderBy: { createdAt: 'asc' } });
  }

  /** Sends a `webhook.test` event to the endpoint. */
  async sendTest(viewer: Viewer, id: string): Promise<WebhookDelivery> {
    const user = await this.agencyUser(viewer);
    const endpoint = await this.ownEndpointOrFail(user, id);
    if (!endpoint.enabled) throw new AppError('BAD_USER_INPUT', webhooksMessages.enableFirst);
    await this.limits.take('webhookTest', { accountId: user.id, subjectId: endpoint.id });
    return this.events.publishTest(endpoint, { message: 'A test event from Rankcraft.', webhookId: endpoint.id });
  }

  /** Sends a delivery's event to its endpoint once more, as a new delivery. */
  async redeliver(viewer: Viewer, id: string, deliveryId: string): Promise<WebhookDelivery> {
    const user = await this.agencyUser(viewer);
    const endpoint = await this.ownEndpointOrFail(user, id);
    const delivery = isUuid(deliveryId) ? await this.em.findOne(WebhookDelivery, { id: deliveryId, endpointId: endpoint.id }) : null;
    if (!delivery) throw new AppError('NOT_FOUND', webhooksMessages.deliveryNotFound);
    if (!endpoint.enabled) throw new AppError('BAD_USER_INPUT', webhooksMessages.enableFirst);
    await this.limits.take('webhookRedelivery', { accountId: user.id, subjectId: delivery.id });
    return this.events.redeliver(delivery);
  }

  /** Delivery would refuse the address (checked again, after DNS, on every attempt); the endpoint is saved all the same, as the network may change. */
  private warningFor(url: string): string | null {
    return !this.allowPrivateNetworks && namesNonPublicAddress(url) ? webhooksMessages.privateAddressWarning : null;
  }

  private async agencyUser(viewer: Viewer): Promise<User> {
    const user = requireUser(viewer);
    assertPlanIncludesWebhooks(payerOf(user));
    return user;
  }

  /** A user reaches only their own endpoints; anyone else's is "not found". */
  private async ownEndpointOrFail(user: User, id: string): Promise<WebhookEndpoint> {
    const endpoint = isUuid(id) ? await this.em.findOne(WebhookEndpoint, { id, workspaceId: workspaceOf(user) }) : null;
    if (!endpoint) throw new AppError('NOT_FOUND', webhooksMessages.endpointNotFound);
    return endpoint;
  }
}

function newSecret(): string {
  return `whsec_${randomBytes(32).toString('hex')}`;
}
