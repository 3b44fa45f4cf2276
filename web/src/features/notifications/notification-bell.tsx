import { useQuery } from '@apollo/client/react';
import { Bell } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '../../components/ui/button';
import { getFragmentData } from '../../gql';
import { NotificationBellFragment, UnreadNotificationCountQuery } from './notification-documents';
import { useInboxRefresh } from './use-inbox-refresh';

/**
 * The header's bell: the unread alert count, live, and the way to the inbox. `cache-first` where the header's own
 * query has just read the count; its own query stays watched, so the inbox and the live refresh read it again.
 */
export function NotificationBell({ fetchPolicy = 'cache-and-network' }: { fetchPolicy?: 'cache-and-network' | 'cache-first' }) {
  const { data } = useQuery(UnreadNotificationCountQuery, { fetchPolicy });
  useInboxRefresh();
  const unread = getFragmentData(NotificationBellFragment, data)?.unreadNotificationCount ?? 0;
  return (
    <Button asChild variant="ghost" size="icon" className="relative">
      <Link to="/notifications" aria-label={unread > 0 ? `Alerts: ${unread} unread` : 'Alerts'}>
        <Bell aria-hidden="true" />
        {unread > 0 ? (
          <span
            aria-hidden="true"
            className="absolute -right-0.5 -top-0.5 min-w-5 rounded-full bg-destructive px-1 text-center text-[11px] font-semibold leading-5 text-destructive-foreground"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        ) : null}
      </Link>
    </Button>
  );
}
