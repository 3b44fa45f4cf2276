import type { Logger } from 'pino';
import { listeningNow } from '../../common/listening-now';
import { createLocalPubSub } from '../../common/local-pub-sub';
import { openPostgresChannels } from '../../common/postgres-channels';
import type { SerpDevice } from '../seo/serp/serp-provider';
import type { AlertKind } from './alert-kinds';

/** What a subscriber receives of a new alert (type-graphql reads it as a Notification). */
export interface NotificationSnapshot {
  id: string;
  ownerId: string;
  workspaceId: string;
  ruleId: string | null;
  instanceId: string | null;
  /** Set on AI visibility alerts only (absent or null on ranking alerts). */
  projectId?: string | null;
  runId: string;
  keyword: string;
  device: SerpDevice;
  kind: AlertKind;
  title: string;
  createdAt: Date;
  readAt: Date | null;
}

/** New alerts, per workspace. Subscribers in this process receive what any process published. */
export interface NotificationEvents {
  /** Many at once (a run's alerts): one round trip, not one per alert. */
  publish(notifications: readonly NotificationSnapshot[]): Promise<void>;
  /** Listens from the moment of the call. */
  subscribe(workspaceId: string): AsyncIterableIterator<NotificationSnapshot>;
  close(): Promise<void>;
}

const createNotificationPubSub = () => createLocalPubSub<{ NOTIFICATION_ADDED: [workspaceId: string, notification: NotificationSnapshot] }>();

/** Embedded mode: one process, events stay in memory. */
export function createMemoryNotificationEvents(): NotificationEvents {
  const local = createNotificationPubSub();
  return {
    async publish(notifications) {
      for (const notification of notifications) local.publish('NOTIFICATION_ADDED', notification.workspaceId, notification);
    },
    subscribe: (workspaceId) => listeningNow(local.subscribe('NOTIFICATION_ADDED', workspaceId)),
    async close() {},
  };
}

const CHANNEL = 'rankcraft_notifications';

/** PostgreSQL mode: through NOTIFY, so an alert a worker process stores reaches the inbox of every api replica. */
export async function createPostgresNotificationEvents(databaseUrl: string, logger: Logger): Promise<NotificationEvents> {
  const local = createNotificationPubSub();
  const channels = await openPostgresChannels(
    databaseUrl,
    'notification events',
    {
      [CHANNEL]: (payload) => {
        const raw = JSON.parse(payload) as NotificationSnapshot & { createdAt: string; readAt: string | null };
        local.publish('NOTIFICATION_ADDED', raw.workspaceId, { ...raw, createdAt: new Date(raw.createdAt), readAt: raw.readAt ? new Date(raw.readAt) : null });
      },
    },
    logger,
  );
  return {
    async publish(notifications) {
      // One statement for the lot; each payload stays one alert, well under NOTIFY's 8000 bytes.
      await channels.notify(CHANNEL, notifications.map((notification) => JSON.stringify(notification)));
    },
    subscribe: (workspaceId) => listeningNow(local.subscribe('NOTIFICATION_ADDED', workspaceId)),
    close: () => channels.close(),
  };
}
