import { Button, Empty, Flex, Skeleton, theme, Typography } from 'antd';
import { formatDistanceToNow } from 'date-fns';
import { useNavigate } from 'react-router';
import { failureText } from '../api/failure-text';
import { notificationHeadline, notificationTarget } from './notification-text';
import {
  type AppNotification,
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
  type useNotificationFeed,
} from './use-notification-feed';

/**
 * What the bell opens (NotificationBell.tsx): the feed, unread first, each row opening its task
 * and marking itself read. Its own chunk, with the relative times' date code: fetched when the
 * bell is first pointed at or opened, not with the page.
 */
export function NotificationPanel({
  feed,
  onDone,
}: {
  feed: ReturnType<typeof useNotificationFeed>;
  onDone: () => void;
}) {
  const markAll = useMarkAllNotificationsRead();
  const { token } = theme.useToken();
  const items = feed.data?.items ?? [];
  return (
    <div
      role="dialog"
      aria-label="Notifications"
      onKeyDown={(event) => event.key === 'Escape' && onDone()}
      style={{ width: 'min(360px, calc(100vw - 32px))' }}
    >
      <Flex justify="space-between" align="center" style={{ marginBottom: 8 }}>
        <Typography.Text strong style={{ fontSize: 15 }}>
          Notifications
        </Typography.Text>
        {(feed.data?.unreadCount ?? 0) > 0 && (
          <Button size="small" type="link" loading={markAll.isPending} onClick={() => markAll.mutate()}>
            Mark all read
          </Button>
        )}
      </Flex>
      {feed.isPending ? (
        <div role="status" aria-label="Loading notifications">
          <Skeleton active title={false} paragraph={{ rows: 3 }} />
        </div>
      ) : feed.isError ? (
        <Typography.Text type="danger">{failureText(feed.error, 'Could not load notifications.')}</Typography.Text>
      ) : items.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No notifications yet" />
      ) : (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0, maxHeight: 420, overflowY: 'auto' }}>
          {items.map((notification) => (
            <li key={notification.id} style={{ borderTop: `1px solid ${token.colorBorderSecondary}` }}>
              <NotificationRow notification={notification} onOpen={onDone} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function NotificationRow({ notification, onOpen }: { notification: AppNotification; onOpen: () => void }) {
  const navigate = useNavigate();
  const markRead = useMarkNotificationRead();
  const { token } = theme.useToken();
  const headline = notificationHeadline(notification);
  const open = () => {
    if (!notification.read) markRead.mutate(notification.id);
    onOpen();
    void navigate(notificationTarget(notification));
  };
  return (
    <button
      type="button"
      onClick={open}
      aria-label={`${notification.read ? '' : 'Unread: '}${headline}: ${notification.summary}${notification.taskTitle === null ? '' : `, in ${notification.taskTitle}`}`}
      style={{
        display: 'flex',
        gap: 10,
        width: '100%',
        padding: '10px 4px',
        border: 0,
        background: 'transparent',
        textAlign: 'left',
        cursor: 'pointer',
        font: 'inherit',
        color: 'inherit',
        borderRadius: token.borderRadius,
      }}
    >
      <span
        aria-hidden
        style={{
          flex: 'none',
          width: 8,
          height: 8,
          marginTop: 7,
          borderRadius: '50%',
          background: notification.read ? 'transparent' : token.colorPrimary,
        }}
      />
      <span style={{ display: 'flex', flexDirection: 'column', minWidth: 0, gap: 2 }}>
        <Typography.Text strong={!notification.read}>{headline}</Typography.Text>
        <Typography.Text ellipsis style={{ maxWidth: '100%' }}>
          {notification.summary}
        </Typography.Text>
        <Typography.Text type="secondary" ellipsis style={{ fontSize: 12, maxWidth: '100%' }}>
          {[notification.taskTitle, formatDistanceToNow(new Date(notification.createdAt), { addSuffix: true })]
            .filter(Boolean)
            .join(' · ')}
        </Typography.Text>
      </span>
    </button>
  );
}
