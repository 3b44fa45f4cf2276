import { graphql } from '../../gql';

export const WebhookEndpointFragment = graphql(`
  fragment WebhookEndpointItem_endpoint on WebhookEndpoint {
    id
    url
    events
    enabled
    failingSince
    disabledReason
    createdAt
  }
`);

export const WebhooksQuery = graphql(`
  query Webhooks {
    webhooks {
      ...WebhookEndpointItem_endpoint
    }
  }
`);

export const CreateWebhookMutation = graphql(`
  mutation CreateWebhook($input: CreateWebhookInput!) {
    createWebhook(input: $input) {
      secret
      warning
      endpoint {
        ...WebhookEndpointItem_endpoint
      }
    }
  }
`);

export const UpdateWebhookMutation = graphql(`
  mutation UpdateWebhook($id: ID!, $input: UpdateWebhookInput!) {
    updateWebhook(id: $id, input: $input) {
      ...WebhookEndpointItem_endpoint
    }
  }
`);

export const DeleteWebhookMutation = graphql(`
  mutation DeleteWebhook($id: ID!) {
    deleteWebhook(id: $id)
  }
`);

export const RotateWebhookSecretMutation = graphql(`
  mutation RotateWebhookSecret($id: ID!) {
    rotateWebhookSecret(id: $id) {
      secret
      endpoint {
        ...WebhookEndpointItem_endpoint
      }
    }
  }
`);

export const WebhookDeliveryFragment = graphql(`
  fragment WebhookDeliveryRow_delivery on WebhookDelivery {
    id
    eventType
    status
    attempts
    responseStatus
    error
    createdAt
    lastAttemptAt
    nextAttemptAt
  }
`);

export const WebhookDeliveriesQuery = graphql(`
  query WebhookDeliveries($webhookId: ID!) {
    webhookDeliveries(webhookId: $webhookId, limit: 50) {
      ...WebhookDeliveryRow_delivery
    }
  }
`);

export const SendWebhookTestMutation = graphql(`
  mutation SendWebhookTest($id: ID!) {
    sendWebhookTest(id: $id) {
      ...WebhookDeliveryRow_delivery
    }
  }
`);

export const RedeliverWebhookMutation = graphql(`
  mutation RedeliverWebhook($webhookId: ID!, $deliveryId: ID!) {
    redeliverWebhook(webhookId: $webhookId, deliveryId: $deliveryId) {
      ...WebhookDeliveryRow_delivery
    }
  }
`);
