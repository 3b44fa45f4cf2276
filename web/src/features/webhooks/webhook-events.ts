import { formatDateTime } from '../../lib/date-format';

/** The events an endpoint can subscribe to, as the API names them, with what each means. */
export const WEBHOOK_EVENTS = [
  { type: 'run.completed', description: 'A tracker run finished checking every keyword.' },
  { type: 'run.failed', description: 'A tracker run could not finish.' },
  { type: 'alert.triggered', description: 'An alert rule matched a ranking change.' },
  { type: 'article.completed', description: 'An AI article was written.' },
  { type: 'report.delivered', description: 'A client report was sent.' },
  { type: 'ai_visibility.changed', description: 'A brand’s mention rate in AI answers changed beyond chance (p < 0.05).' },
  { type: 'search_console.changed', description: 'A Search Console alert rule fired after a sync (clicks dropped, a position disagrees with the tracker).' },
] as const;

export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number]['type'];

const DELIVERY_TIME: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', second: '2-digit' };

export function formatDeliveryTime(iso: string): string {
  return formatDateTime(iso, DELIVERY_TIME, 'en-US');
}
