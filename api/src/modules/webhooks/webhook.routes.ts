import type { Router } from 'express';
import { bodyOf, contextOf } from '../../common/rest-context';
import type { WebhookDelivery } from './webhook-delivery.entity';
import type { WebhookEndpoint } from './webhook-endpoint.entity';

const iso = (date: Date | null) => date?.toISOString() ?? null;

function toEndpointJson(endpoint: WebhookEndpoint) {
  const { id, url, events, enabled, failingSince, disabledReason, createdAt } = endpoint;
  return { id, url, events, enabled, failing_since: iso(failingSince), disabled_reason: disabledReason, created_at: createdAt.toISOString() };
}

function toDeliveryJson(delivery: WebhookDelivery) {
  return {
    id: delivery.id,
    event_id: delivery.eventId,
    event_type: delivery.eventType,
    status: delivery.status,
    attempts: delivery.attempts,
    response_status: delivery.responseStatus,
    error: delivery.error,
    created_at: delivery.createdAt.toISOString(),
    last_attempt_at: iso(delivery.lastAttemptAt),
    next_attempt_at: iso(delivery.nextAttemptAt),
  };
}

/** Fixed names integrators rely on: `POST /api/webhooks {url, events}` answers `{id, secret, ...}`. */
export function registerWebhookRoutes(router: Router): void {
  router.get('/webhooks', async (_req, res) => {
    const { services, viewer } = contextOf(res);
    res.json((await services.webhooks.list(viewer)).map(toEndpointJson));
  });

  router.post('/webhooks', async (req, res) => {
    const { services, viewer } = contextOf(res);
    const body = bodyOf(req);
    const { endpoint, secret, warning } = await services.webhooks.create(viewer, { url: body.url, events: body.events });
    res.status(201).json({ ...toEndpointJson(endpoint), secret, warning });
  });

  router.get('/webhooks/:id', async (req, res) => {
    const { services, viewer } = contextOf(res);
    res.json(toEndpointJson(await services.webhooks.get(viewer, req.params.id)));
  });

  router.patch('/webhooks/:id', async (req, res) => {
    const { services, viewer } = contextOf(res);
    const body = bodyOf(req);
    res.json(toEndpointJson(await services.webhooks.update(viewer, req.params.id, { url: body.url, events: body.events, enabled: body.enabled })));
  });

  router.delete('/webhooks/:id', async (req, res) => {
    const { services, viewer } = contextOf(res);
    await services.webhooks.remove(viewer, req.params.id);
    res.status(204).end();
  });

  router.post('/webhooks/:id/rotate-secret', async (req, res) => {
    const { services, viewer } = contextOf(res);
    const { endpoint, secret, warning } = await services.webhooks.rotateSecret(viewer, req.params.id);
    res.json({ ...toEndpointJson(endpoint), secret, warning });
  });

  router.get('/webhooks/:id/deliveries', async (req, res) => {
    const { services, viewer } = contextOf(res);
    const limit = Number(req.query.limit ?? 50);
    res.json((await services.webhooks.deliveries(viewer, req.params.id, Number.isInteger(limit) ? limit : 50)).map(toDeliveryJson));
  });

  router.post('/webhooks/:id/test', async (req, res) => {
    const { services, viewer } = contextOf(res);
    res.status(202).json(toDeliveryJson(await services.webhooks.sendTest(viewer, req.params.id)));
  });

  router.post('/webhooks/:id/deliveries/:deliveryId/redeliver', async (req, res) => {
    const { services, viewer } = contextOf(res);
    res.status(202).json(toDeliveryJson(await services.webhooks.redeliver(viewer, req.params.id, req.params.deliveryId)));
  });
}
