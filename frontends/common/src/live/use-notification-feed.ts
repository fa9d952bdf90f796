import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notificationKeys } from '../api/query-keys';
import { api, type Schemas } from '../api/typed';
import { useSession } from '../session/SessionProvider';

export type AppNotification = Schemas['NotificationDto'];

/** The bell's list and the unread counts; live events keep it fresh. */
export function useNotificationFeed() {
  const { status } = useSession();
  return useQuery({
    queryKey: notificationKeys.feed,
    queryFn: ({ signal }) => api.get('/api/notifications', { signal }),
    enabled: status === 'authenticated',
  });
}

/** Unread chat messages over all the user's tasks (the tab title and the Messages item show it). */
export function useUnreadMessageCount(): number {
  return useNotificationFeed().data?.unreadMessages ?? 0;
}

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post('/api/notifications/{id}/read', { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.feed }),
  });
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post('/api/notifications/read-all'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.feed }),
  });
}
