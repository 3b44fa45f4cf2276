import { useMutation, useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { useToast } from '../../components/ui/toast';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import { cn } from '../../lib/cn';
import { MarkAllNotificationsReadMutation, MarkNotificationReadMutation, NotificationsQuery, UnreadNotificationCountQuery } from './notification-documents';
import { aiVisibilityProjectPath, keywordHistoryPath } from './notification-links';
import { LoadFailed } from '../../components/load-failed';

/** The inbox: alerts newest first, each linking to its keyword's history, with mark-read. */
export function NotificationInbox() {
  const { toast } = useToast();
  const { data, loading, error, refetch } = useQuery(NotificationsQuery, { fetchPolicy: 'cache-and-network' });
  const refetchQueries = [NotificationsQuery, UnreadNotificationCountQuery];
  const [markRead] = useMutation(MarkNotificationReadMutation, { refetchQueries });
  const [markAllRead, markingAll] = useMutation(MarkAllNotificationsReadMutation, { refetchQueries });
  const failed = (cause: unknown) => toast({ title: 'Could not update your alerts', description: cause instanceof Error ? cause.message : 'Please try again.', variant: 'destructive' });

  const inbox = data?.notifications;
  const items = inbox?.items ?? [];
  return (
    <Card>
      <CardHeader className="gap-3 p-4 sm:flex-row sm:items-start sm:justify-between sm:p-6">
        <div className="grid gap-1.5">
          <CardTitle>Alerts</CardTitle>
          <CardDescription>What your alert rules found when your tracking instances ran. {inbox ? `${inbox.unreadCount} unread.` : null}</CardDescription>
        </div>
        <div className="flex flex-wrap gap-2">
          {data?.emailOutbox.sandbox ? (
            <Button asChild variant="outline" size="sm">
              <Link to="/sandbox-outbox">Sandbox outbox</Link>
            </Button>
          ) : null}
          <Button size="sm" variant="outline" disabled={!inbox?.unreadCount || markingAll.loading} onClick={() => void markAllRead().catch(failed)}>
            Mark all read
          </Button>
        </div>
      </CardHeader>
      <CardContent className="px-2 sm:px-6">
        {error && !data ? (
          <LoadFailed onRetry={refetch}>Your alerts could not be loaded.</LoadFailed>
        ) : loading && !data ? (
          <div className="flex justify-center p-6">
            <Spinner label="Loading alerts" />
          </div>
        ) : items.length === 0 ? (
          <p className="p-4 text-sm text-muted-foreground">No alerts yet. Add alert rules to a tracking instance; its next runs fill this list.</p>
        ) : (
          <ul className="divide-y">
            {items.map((item) => (
              <NotificationItem key={item.id} notification={item} onMarkRead={(id) => void markRead({ variables: { id } }).catch(failed)} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

/** One alert: its title links to the keyword's history or the AI visibility project (and marks it read), with its time and a Mark read button. */
function NotificationItem({ notification, onMarkRead }: { notification: FragmentType<typeof NotificationItem.fragments.notification>; onMarkRead(id: string): void }) {
  const item = getFragmentData(NotificationItem.fragments.notification, notification);
  return (
    <li className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <Link
          to={item.projectId ? aiVisibilityProjectPath(item.projectId) : keywordHistoryPath(item.instanceId ?? '', item.keyword, item.device)}
          className={cn('block break-words text-sm hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring', item.readAt ? 'text-muted-foreground' : 'font-semibold')}
          onClick={() => (item.readAt ? undefined : onMarkRead(item.id))}
        >
          {item.readAt ? null : <span className="sr-only">Unread: </span>}
          {item.title}
        </Link>
        <p className="text-xs text-muted-foreground">{new Date(item.createdAt).toLocaleString()}</p>
      </div>
      {item.readAt ? null : (
        <Button size="sm" variant="ghost" className="self-start sm:self-auto" onClick={() => onMarkRead(item.id)}>
          Mark read
        </Button>
      )}
    </li>
  );
}

NotificationItem.fragments = {
  notification: graphql(`
    fragment NotificationItem_notification on Notification {
      id
      instanceId
      projectId
      keyword
      device
      kind
      title
      readAt
      createdAt
    }
  `),
};
