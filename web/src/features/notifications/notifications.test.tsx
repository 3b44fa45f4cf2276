import '../../lib/testing/jsdom-text-encoding';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { MemoryRouter } from 'react-router-dom';
import { Toaster } from '../../components/ui/toast';
import { NotificationBell } from './notification-bell';
import { NotificationInbox } from './notification-inbox';
import {
  MarkNotificationReadMutation,
  NotificationAddedSubscription,
  NotificationsQuery,
  SandboxOutboxQuery,
  UnreadNotificationCountQuery,
} from './notification-documents';
import { SandboxOutbox } from './sandbox-outbox';

const always = { maxUsageCount: Number.POSITIVE_INFINITY };

// Radix's switch and select measure themselves; jsdom has no ResizeObserver.
beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

function renderWith(mocks: MockLink.MockedResponse[], ui: React.ReactElement) {
  return render(
    <MockedProvider mocks={mocks}>
      <MemoryRouter>
        {ui}
        <Toaster />
      </MemoryRouter>
    </MockedProvider>,
  );
}

const notification = (id: string, readAt: string | null) => ({
  __typename: 'Notification' as const,
  id,
  instanceId: 'i1',
  keyword: 'blue shoes',
  device: 'mobile',
  kind: 'lost',
  title: `“blue shoes” is no longer ranking (was #4) ${id}`,
  readAt,
  createdAt: '2026-11-24T10:00:00.000Z',
});

describe('notifications', () => {
  it('the bell shows the unread count and leads to the inbox', async () => {
    renderWith(
      [
        { request: { query: UnreadNotificationCountQuery }, result: { data: { unreadNotificationCount: 3 } }, ...always },
        { request: { query: NotificationAddedSubscription }, result: { data: undefined }, delay: 60_000 },
      ],
      <NotificationBell />,
    );
    const bell = await screen.findByRole('link', { name: 'Alerts: 3 unread' });
    expect(bell).toHaveAttribute('href', '/notifications');
    expect(bell).toHaveTextContent('3');
  });

  it('the inbox links each alert to its keyword’s history, marks one read, and offers the sandbox outbox', async () => {
    const user = userEvent.setup();
    let marked = false;
    renderWith(
      [
        {
          request: { query: NotificationsQuery },
          result: () => ({ data: { notifications: { __typename: 'NotificationList', unreadCount: marked ? 0 : 1, items: [notification('n1', marked ? '2026-11-24T11:00:00.000Z' : null)] }, emailOutbox: { __typename: 'EmailOutbox', sandbox: true } } }),
          ...always,
        },
        { request: { query: UnreadNotificationCountQuery }, result: { data: { unreadNotificationCount: 0 } }, ...always },
        {
          request: { query: MarkNotificationReadMutation, variables: { id: 'n1' } },
          result: () => {
            marked = true;
            return { data: { markNotificationRead: { __typename: 'Notification', id: 'n1', readAt: '2026-11-24T11:00:00.000Z' } } };
          },
        },
      ],
      <NotificationInbox />,
    );
    const link = await screen.findByRole('link', { name: /blue shoes.*n1/ });
    expect(link).toHaveAttribute('href', '/keyword-tracking/i1?keyword=blue%20shoes&device=mobile');
    expect(screen.getByRole('link', { name: 'Sandbox outbox' })).toHaveAttribute('href', '/sandbox-outbox');
    await user.click(screen.getByRole('button', { name: 'Mark read' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Mark read' })).not.toBeInTheDocument());
    expect(marked).toBe(true);
  });

  it('the sandbox outbox is labelled SANDBOX', async () => {
    renderWith(
      [
        {
          request: { query: SandboxOutboxQuery },
          result: { data: { emailOutbox: { __typename: 'EmailOutbox', sandbox: true, emails: [{ __typename: 'OutboxEmail', id: 'e1', createdAt: '2026-11-24T10:00:00.000Z', kind: 'alert', to: ['me@example.com'], subject: 'Alerts: lost', text: 'Body' }] } } },
        },
      ],
      <SandboxOutbox />,
    );
    expect(await screen.findByText('Alerts: lost')).toBeInTheDocument();
    expect(screen.getByText('SANDBOX')).toBeInTheDocument();
  });
});
