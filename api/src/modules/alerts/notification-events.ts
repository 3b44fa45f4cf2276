import { createPubSub } from '@graphql-yoga/subscription';
import pLimit from 'p-limit';
import { Client } from 'pg';
import type { Logger } from 'pino';
import { listeningNow } from '../../common/listening-now';
import type { SerpDevice } from '../seo/serp/serp-provider';
import type { AlertKind } from './alert-kinds';

/** What a subscriber receives of a new alert (type-graphql reads it as a Notification). */
export interface NotificationSnapshot {
  id: string;
  ownerId: string;
  ruleId: string | null;
  instanceId: string;
  runId: string;
  keyword: string;
  device: SerpDevice;
  kind: AlertKind;
  title: string;
  createdAt: Date;
  readAt: Date | null;
}

/** New alerts, per owner. Subscribers in this process receive what any process published. */
export interface NotificationEvents {
  /** Many at once (a run's alerts): one round trip, not one per alert. */
  publish(notifications: readonly NotificationSnapshot[]): Promise<void>;
  /** Listens from the moment of the call. */
  subscribe(ownerId: string): AsyncIterableIterator<NotificationSnapshot>;
  close(): Promise<void>;
}

const createLocalPubSub = () => createPubSub<{ NOTIFICATION_ADDED: [ownerId: string, notification: NotificationSnapshot] }>();

/** Embedded mode: one process, events stay in memory. */
export function createMemoryNotificationEvents(): NotificationEvents {
  const local = createLocalPubSub();
  return {
    async publish(notifications) {
      for (const notification of notifications) local.publish('NOTIFICATION_ADDED', notification.ownerId, notification);
    },
    subscribe: (ownerId) => listeningNow(local.subscribe('NOTIFICATION_ADDED', ownerId)),
    async close() {},
  };
}

const CHANNEL = 'rankcraft_notifications';

/** PostgreSQL mode: through NOTIFY, so an alert a worker process stores reaches the inbox of every api replica. */
export async function createPostgresNotificationEvents(databaseUrl: string, logger: Logger): Promise<NotificationEvents> {
  const local = createLocalPubSub();
  const listener = new Client({ connectionString: databaseUrl });
  const publisher = new Client({ connectionString: databaseUrl });
  await Promise.all([listener.connect(), publisher.connect()]);
  listener.on('notification', (message) => {
    if (message.channel !== CHANNEL || !message.payload) return;
    const raw = JSON.parse(message.payload) as NotificationSnapshot & { createdAt: string; readAt: string | null };
    local.publish('NOTIFICATION_ADDED', raw.ownerId, { ...raw, createdAt: new Date(raw.createdAt), readAt: raw.readAt ? new Date(raw.readAt) : null });
  });
  listener.on('error', (error) => logger.error({ err: error }, 'notification events listener failed'));
  await listener.query(`listen ${CHANNEL}`);
  const oneAtATime = pLimit(1);
  return {
    async publish(notifications) {
      if (notifications.length === 0) return;
      // One statement for the lot; each payload stays one alert, well under NOTIFY's 8000 bytes.
      const payloads = notifications.map((notification) => JSON.stringify(notification));
      await oneAtATime(() => publisher.query('select pg_notify($1, payload) from unnest($2::text[]) as payload', [CHANNEL, payloads]));
    },
    subscribe: (ownerId) => listeningNow(local.subscribe('NOTIFICATION_ADDED', ownerId)),
    async close() {
      await Promise.allSettled([listener.end(), publisher.end()]);
    },
  };
}
