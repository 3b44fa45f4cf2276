import { useApolloClient, useSubscription } from '@apollo/client/react';
import { NotificationAddedSubscription, NotificationsQuery, UnreadNotificationCountQuery } from './notification-documents';

/** Live inbox: each alert that arrives over graphql-ws re-reads the unread count (and the list, when it is shown). */
export function useInboxRefresh(): void {
  const client = useApolloClient();
  useSubscription(NotificationAddedSubscription, {
    onData: () => void client.refetchQueries({ include: [UnreadNotificationCountQuery, NotificationsQuery] }),
  });
}
