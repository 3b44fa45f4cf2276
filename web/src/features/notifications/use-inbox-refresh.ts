import { useEffect, useRef } from 'react';
import { useApolloClient, useSubscription } from '@apollo/client/react';
import { NotificationAddedSubscription, NotificationsQuery, UnreadNotificationCountQuery } from './notification-documents';

/** Alerts arriving together (a run's, published at once) are read back with one refetch. */
const REFRESH_DELAY_MS = 300;

/** Live inbox: alerts that arrive over graphql-ws re-read the unread count (and the list, when it is shown), once per burst. */
export function useInboxRefresh(): void {
  const client = useApolloClient();
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (pending.current) clearTimeout(pending.current);
    },
    [],
  );
  useSubscription(NotificationAddedSubscription, {
    onData: () => {
      if (pending.current) return;
      pending.current = setTimeout(() => {
        pending.current = null;
        void client.refetchQueries({ include: [UnreadNotificationCountQuery, NotificationsQuery] });
      }, REFRESH_DELAY_MS);
    },
  });
}
