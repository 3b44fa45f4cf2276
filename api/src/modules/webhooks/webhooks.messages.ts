/** What the webhooks module tells its callers. */
export const webhooksMessages = {
  notInPlan: 'Webhooks (custom integrations) are part of the Agency plan. Upgrade to Agency to send events to your own endpoints.',
  enableFirst: 'Enable the endpoint to send events to it.',
  /** Shown with an endpoint (not thrown): deliveries to it will be refused. */
  privateAddressWarning: 'Deliveries to this address will be refused: it is on a private or local network, which cannot be reached from here.',
  endpointNotFound: 'Webhook endpoint not found.',
  deliveryNotFound: 'Delivery not found.',
  tooManyEndpoints: (max: number) => `You can have at most ${max} webhook endpoints.`,
} as const;
