import { Arg, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../common/request-context';
import { CreateWebhookInput, UpdateWebhookInput } from './dto/inputs/webhook-endpoint.input';
import { WebhookWithSecret } from './dto/outputs/webhook-with-secret.output';
import { WebhookDelivery, WebhookDeliveryAttempt } from './webhook-delivery.entity';
import { WebhookEndpoint } from './webhook-endpoint.entity';

const AGENCY = 'Agency plan; API tokens may call it.';

@Resolver()
export class WebhookResolver {
  @Query(() => Boolean, { description: 'Whether your plan includes webhooks: the Agency plan and admins.' })
  webhookAccess(@Ctx() { services, viewer }: RequestContext): Promise<boolean> {
    return services.webhooks.hasAccess(viewer);
  }

  @Query(() => [WebhookEndpoint], { description: `The viewer's webhook endpoints. ${AGENCY}` })
  webhooks(@Ctx() { services, viewer }: RequestContext): Promise<WebhookEndpoint[]> {
    return services.webhooks.list(viewer);
  }

  @Query(() => [WebhookDelivery], { description: `An endpoint's latest deliveries, newest first. ${AGENCY}` })
  webhookDeliveries(
    @Arg('webhookId', () => ID) webhookId: string,
    @Arg('limit', () => Int, { defaultValue: 50 }) limit: number,
    @Ctx() { services, viewer }: RequestContext,
  ): Promise<WebhookDelivery[]> {
    return services.webhooks.deliveries(viewer, webhookId, limit);
  }

  @Mutation(() => WebhookWithSecret, { description: `Creates an endpoint; its secret is answered only here. ${AGENCY}` })
  createWebhook(@Arg('input') input: CreateWebhookInput, @Ctx() { services, viewer }: RequestContext): Promise<WebhookWithSecret> {
    return services.webhooks.create(viewer, input);
  }

  @Mutation(() => WebhookEndpoint, { description: `Changes an endpoint's URL, events or enabled state. ${AGENCY}` })
  updateWebhook(@Arg('id', () => ID) id: string, @Arg('input') input: UpdateWebhookInput, @Ctx() { services, viewer }: RequestContext): Promise<WebhookEndpoint> {
    return services.webhooks.update(viewer, id, input);
  }

  @Mutation(() => Boolean, { description: `Deletes an endpoint and its delivery log. ${AGENCY}` })
  deleteWebhook(@Arg('id', () => ID) id: string, @Ctx() { services, viewer }: RequestContext): Promise<boolean> {
    return services.webhooks.remove(viewer, id);
  }

  @Mutation(() => WebhookWithSecret, { description: `Gives the endpoint a new secret; the old one stops signing at once. ${AGENCY}` })
  rotateWebhookSecret(@Arg('id', () => ID) id: string, @Ctx() { services, viewer }: RequestContext): Promise<WebhookWithSecret> {
    return services.webhooks.rotateSecret(viewer, id);
  }

  @Mutation(() => WebhookDelivery, { description: `Sends a webhook.test event to the endpoint. ${AGENCY}` })
  sendWebhookTest(@Arg('id', () => ID) id: string, @Ctx() { services, viewer }: RequestContext): Promise<WebhookDelivery> {
    return services.webhooks.sendTest(viewer, id);
  }

  @Mutation(() => WebhookDelivery, { description: `Sends a delivery's event to its endpoint again, as a new delivery. ${AGENCY}` })
  redeliverWebhook(@Arg('webhookId', () => ID) webhookId: string, @Arg('deliveryId', () => ID) deliveryId: string, @Ctx() { services, viewer }: RequestContext): Promise<WebhookDelivery> {
    return services.webhooks.redeliver(viewer, webhookId, deliveryId);
  }
}

@Resolver(() => WebhookDelivery)
export class WebhookDeliveryResolver {
  @FieldResolver(() => [WebhookDeliveryAttempt], { description: 'Every attempt of the delivery, oldest first: response code, error, duration.' })
  attemptLog(@Root() delivery: WebhookDelivery, @Ctx() { services, viewer }: RequestContext): Promise<WebhookDeliveryAttempt[]> {
    return services.webhooks.attempts(viewer, delivery);
  }
}
