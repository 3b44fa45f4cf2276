import { createLocalPubSub } from '../../common/local-pub-sub';
import { openPostgresChannels } from '../../common/postgres-channels';
import type { Logger } from 'pino';
import type { SubscriptionView } from './subscription-view';

/** Subscription changes per user, so an open /billing page follows what a webhook changed. */
export interface SubscriptionEvents {
  publish(userId: string, view: SubscriptionView): Promise<void>;
  subscribe(userId: string): AsyncIterableIterator<SubscriptionView>;
  close(): Promise<void>;
}

const createSubscriptionPubSub = () => createLocalPubSub<{ SUBSCRIPTION_UPDATED: [userId: string, view: SubscriptionView] }>();

/** Embedded mode: one process, events stay in memory. */
export function createMemorySubscriptionEvents(): SubscriptionEvents {
  const local = createSubscriptionPubSub();
  return {
    async publish(userId, view) {
      local.publish('SUBSCRIPTION_UPDATED', userId, view);
    },
    subscribe: (userId) => local.subscribe('SUBSCRIPTION_UPDATED', userId)[Symbol.asyncIterator](),
    async close() {},
  };
}

const CHANNEL = 'rankcraft_subscription_events';

/** PostgreSQL mode: through NOTIFY, so a webhook handled by one replica reaches subscribers on every replica. */
export async function createPostgresSubscriptionEvents(databaseUrl: string, logger: Logger): Promise<SubscriptionEvents> {
  const local = createSubscriptionPubSub();
  const channels = await openPostgresChannels(
    databaseUrl,
    'subscription events',
    {
      [CHANNEL]: (payload) => {
        const { userId, view } = JSON.parse(payload) as { userId: string; view: SubscriptionView };
        local.publish('SUBSCRIPTION_UPDATED', userId, view);
      },
    },
    logger,
  );
  return {
    async publish(userId, view) {
      await channels.notify(CHANNEL, [JSON.stringify({ userId, view })]);
    },
    subscribe: (userId) => local.subscribe('SUBSCRIPTION_UPDATED', userId)[Symbol.asyncIterator](),
    close: () => channels.close(),
  };
}
