/** The events an endpoint can subscribe to; fixed names integrators rely on. */
export const WEBHOOK_EVENT_TYPES = ['run.completed', 'run.failed', 'alert.triggered', 'article.completed', 'report.delivered', 'ai_visibility.changed', 'search_console.changed'] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** Sent by "Send test event" to one endpoint, whatever it subscribes to. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';
