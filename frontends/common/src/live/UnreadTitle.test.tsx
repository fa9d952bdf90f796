import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import { notificationKeys } from '../api/query-keys';
import { UnreadTitle } from './UnreadTitle';

jest.mock('../session/SessionProvider', () => ({ useSession: () => ({ status: 'authenticated' }) }));

function feed(unreadMessages: number) {
  return { items: [], unreadCount: 0, unreadMessages };
}

describe('UnreadTitle', () => {
  beforeEach(() => {
    document.head.innerHTML = '<title>Atelier</title>';
  });

  it('prefixes the unread total, keeps it when the screen changes the title, and drops it at zero', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
    client.setQueryData(notificationKeys.feed, feed(3));
    render(
      <QueryClientProvider client={client}>
        <UnreadTitle />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(document.title).toBe('(3) Atelier'));

    document.title = 'Tasks · Atelier';
    await waitFor(() => expect(document.title).toBe('(3) Tasks · Atelier'));

    client.setQueryData(notificationKeys.feed, feed(0));
    await waitFor(() => expect(document.title).toBe('Tasks · Atelier'));
  });
});
