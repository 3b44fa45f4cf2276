import { NotificationInbox } from '../features/notifications/notification-inbox';

export default function NotificationsPage() {
  return (
    <div className="mx-auto grid w-full min-w-0 max-w-4xl gap-6 px-4 py-10 sm:px-6">
      <header>
        <h1 className="text-3xl font-bold tracking-tight">Inbox</h1>
        <p className="mt-1 text-muted-foreground">Alerts from your tracking instances.</p>
      </header>
      <NotificationInbox />
    </div>
  );
}
