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
      clientId: null,
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
      clientId: null,
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

  it("tells a shopper of a client's new request and of a client who joined, each opening where to act", async () => {
    const shopperFeed = {
      unreadCount: 2,
      unreadMessages: 0,
      items: [
        {
          id: 'n3',
          taskId: 'task-3',
          taskTitle: 'Gala gown',
          clientId: null,
          kind: 'REQUEST_SUBMITTED',
          actorName: 'Casey Client',
          summary: 'A floor-length gown for the museum gala',
          createdAt: new Date().toISOString(),
          read: false,
        },
        {
          id: 'n4',
          taskId: null,
          taskTitle: null,
          clientId: 'client-9',
          kind: 'CLIENT_JOINED',
          actorName: 'Dana Doe',
          summary: 'Joined with your invite code K7PXM2QHRT',
          createdAt: new Date(Date.now() - 120_000).toISOString(),
          read: false,
        },
      ],
    };
    mockFetch({
      'GET /api/notifications': { body: shopperFeed },
      'POST /api/notifications/n3/read': { status: 204 },
      'POST /api/notifications/n4/read': { status: 204 },
    });
    const { queryClient } = renderScreen(<NotificationBell />, { me: fakeAccount('SHOPPER', 'Avery Stylist') });
    await queryClient.refetchQueries({ queryKey: notificationKeys.feed });

    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    const rows = await screen.findAllByRole('button', { name: /submitted a request|joined as your client/ });
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual([
      'Unread: Casey Client submitted a request: A floor-length gown for the museum gala, in Gala gown',
      'Unread: Dana Doe joined as your client: Joined with your invite code K7PXM2QHRT',
    ]);
    // A client is about no task: her line shows when, and nothing of a task.
    expect(rows[1]).toHaveTextContent(/Joined with your invite code K7PXM2QHRT2 minutes ago$/);

    await userEvent.click(rows[1]!);
    expect(await screen.findByTestId('location')).toHaveTextContent('/tasks?clientId=client-9');
  });

  it("tells a shopper of a client's withdrawn request, opening the request", async () => {
    mockFetch({
      'GET /api/notifications': {
        body: {
          unreadCount: 1,
          unreadMessages: 0,
          items: [
            {
              id: 'n5',
              taskId: 'task-5',
              taskTitle: 'Gala gown',
              clientId: null,
              kind: 'REQUEST_WITHDRAWN',
              actorName: 'Casey Client',
              summary: 'Casey Client withdrew the request "Gala gown"',
              createdAt: new Date().toISOString(),
              read: false,
            },
          ],
        },
      },
      'POST /api/notifications/n5/read': { status: 204 },
    });
    const { queryClient } = renderScreen(<NotificationBell />, { me: fakeAccount('SHOPPER', 'Avery Stylist') });
    await queryClient.refetchQueries({ queryKey: notificationKeys.feed });

    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    const row = await screen.findByRole('button', { name: /withdrew a request/ });
    expect(row).toHaveAttribute(
      'aria-label',
      'Unread: Casey Client withdrew a request: Casey Client withdrew the request "Gala gown", in Gala gown',
    );
    await userEvent.click(row);
    expect(await screen.findByTestId('location')).toHaveTextContent('/tasks/task-5');
  });

  it('says so when there is nothing yet', async () => {
    renderScreen(<NotificationBell />, { me: fakeAccount('CLIENT', 'Casey Client') });
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('No notifications yet')).toBeInTheDocument();
  });
});
