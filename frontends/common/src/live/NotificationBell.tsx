import BellOutlined from '@ant-design/icons/BellOutlined';
import { Badge, Button, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { DeferredPopover } from '../components/DeferredPopover';
import { usePreloadOnFirstIntent } from '../components/lazy-dialog';
import { lazyPanel } from '../components/lazy-panel';
import { useNotificationFeed } from './use-notification-feed';

/** The feed's rows and the relative times' date code, fetched when the bell first opens. */
const NOTIFICATION_PANEL = lazyPanel(() => import('./NotificationPanel').then((module) => module.NotificationPanel));
const PANEL_CODE = [NOTIFICATION_PANEL];

/**
 * The header's bell: the latest events of the user's tasks (unread first) and, for a shopper,
 * the clients who joined her, each opening its task (or the client's tasks) and marking itself
 * read. Kept server-side, so it is the same on every device.
 */
export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const feed = useNotificationFeed();
  const panel = NOTIFICATION_PANEL.useWhenOpen(open);
  usePreloadOnFirstIntent(PANEL_CODE);
  const unread = feed.data?.unreadCount ?? 0;
  const label = unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';
  return (
    <DeferredPopover
      open={open}
      onOpenChange={setOpen}
      placement="bottom"
      arrow={false}
      destroyOnHidden
      content={
        typeof panel === 'object' ? (
          <panel.ready feed={feed} onDone={() => setOpen(false)} />
        ) : panel === 'failed' ? (
          <Typography.Text type="danger" role="alert">
            Could not load notifications.
          </Typography.Text>
        ) : (
          <div role="status" aria-label="Loading notifications" style={{ width: 'min(360px, calc(100vw - 32px))' }}>
            <Skeleton active title={false} paragraph={{ rows: 3 }} />
          </div>
        )
      }
    >
      <Badge count={unread} size="small" overflowCount={99} offset={[-4, 4]}>
        <Button
          type="text"
          shape="circle"
          aria-label={label}
          aria-haspopup="dialog"
          aria-expanded={open}
          icon={<BellOutlined style={{ fontSize: 20 }} />}
          style={{ width: 44, height: 44 }}
        />
      </Badge>
    </DeferredPopover>
  );
}
