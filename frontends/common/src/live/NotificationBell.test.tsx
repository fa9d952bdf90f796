import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notificationKeys } from '../api/query-keys';
import { fakeAccount, mockFetch, renderScreen } from '../test-utils';
import { NotificationBell } from './NotificationBell';

const feed = {
  unreadCount: 1,
  unreadMessages: 2,
  items: [
    {
      id: 'n1',
      taskId: 'task-1',
      taskTitle: 'Spring wardrobe refresh',
      kind: 'MESSAGE',
      actorName: 'Casey Client',
      summary: 'Is there a navy one?',
      createdAt: new Date().toISOString(),
      read: false,
    },
    {
      id: 'n2',
      taskId: 'task-2',
      taskTitle: 'Living room lamps',
      kind: 'INVOICE_PAID',
      actorName: 'Avery Stylist',
      summary: 'Invoice INV-0002: $80.00',
      createdAt: new Date(Date.now() - 3_600_000).toISOString(),
      read: true,
    },
  ],
};

describe('NotificationBell', () => {
  it('counts the unread ones, lists them unread first, and opens a message at its chat, marking it read', async () => {
    const fetch = mockFetch({
      'GET /api/notifications': { body: feed },
      'POST /api/notifications/n1/read': { status: 204 },
    });
    const { queryClient } = renderScreen(<NotificationBell />, { me: fakeAccount('SHOPPER', 'Avery Stylist') });
    await queryClient.refetchQueries({ queryKey: notificationKeys.feed });

    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    await userEvent.click(bell);
    const rows = await screen.findAllByRole('button', { name: /sent a message|marked an invoice paid/ });
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual([
      'Unread: Casey Client sent a message: Is there a navy one?, in Spring wardrobe refresh',
      'Avery Stylist marked an invoice paid: Invoice INV-0002: $80.00, in Living room lamps',
    ]);

    await userEvent.click(rows[0]!);
    expect(await screen.findByTestId('location')).toHaveTextContent('/tasks/task-1?tab=messages');
    await waitFor(() =>
      expect(
        fetch.mock.calls.some(
          ([url, init]) => String(url).endsWith('/api/notifications/n1/read') && init?.method === 'POST',
        ),
      ).toBe(true),
    );
  });

  it('says so when there is nothing yet', async () => {
    renderScreen(<NotificationBell />, { me: fakeAccount('CLIENT', 'Casey Client') });
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('No notifications yet')).toBeInTheDocument();
  });
});
