import BellOutlined from '@ant-design/icons/BellOutlined';
import { Badge, Button, Popover, Skeleton, Typography } from 'antd';
import { type ComponentType, useEffect, useState } from 'react';
import { usePreloadOnFirstIntent } from '../components/lazy-dialog';
import type { NotificationPanel as Panel } from './NotificationPanel';
import { useNotificationFeed } from './use-notification-feed';

type PanelComponent = ComponentType<Parameters<typeof Panel>[0]>;

let panelLoad: Promise<PanelComponent> | undefined;
/** The panel's code, fetched once; forgotten when the fetch fails, so the next open tries again. */
function loadPanel(): Promise<PanelComponent> {
  return (panelLoad ??= import('./NotificationPanel').then(
    (module) => module.NotificationPanel,
    (error: unknown) => {
      panelLoad = undefined;
      throw error;
    },
  ));
}
const PANEL_CODE = [{ preload: loadPanel }];

/**
 * The header's bell: the latest events of the user's tasks (unread first) and, for a shopper,
 * the clients who joined her, each opening its task (or the client's tasks) and marking itself
 * read. Kept server-side, so it is the same on every device.
 */
export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const feed = useNotificationFeed();
  const panel = usePanelWhenOpen(open);
  usePreloadOnFirstIntent(PANEL_CODE);
  const unread = feed.data?.unreadCount ?? 0;
  const label = unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger="click"
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
    </Popover>
  );
}

type PanelState = { ready: PanelComponent } | 'loading' | 'failed';

/**
 * The panel, fetched at the first open (if the first pointer or key on the page has not already
 * fetched it). A failed fetch says so until the next open has fetched it again.
 */
function usePanelWhenOpen(open: boolean): PanelState {
  const [panel, setPanel] = useState<PanelState>('loading');
  const ready = typeof panel === 'object';
  useEffect(() => {
    if (!open || ready) return;
    let current = true;
    loadPanel().then(
      (component) => current && setPanel({ ready: component }),
      () => current && setPanel('failed'),
    );
    return () => {
      current = false;
    };
  }, [open, ready]);
  return panel;
}
