import { api, taskKeys, type UserRole, useSession, useUnreadMessageCount } from '@atelier/common';
import AppstoreOutlined from '@ant-design/icons/AppstoreOutlined';
import MessageOutlined from '@ant-design/icons/MessageOutlined';
import ShoppingOutlined from '@ant-design/icons/ShoppingOutlined';
import TeamOutlined from '@ant-design/icons/TeamOutlined';
import UnorderedListOutlined from '@ant-design/icons/UnorderedListOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import { useQuery } from '@tanstack/react-query';
import { Badge, theme } from 'antd';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { BOTTOM_NAV_HEIGHT } from './bottom-nav-height';

interface NavItem {
  key: string;
  label: string;
  to: string;
  icon: ReactNode;
  /** Shows the unread chat messages: the client's Messages, the shopper's Tasks. */
  countsUnread?: boolean;
  active: (path: string, search: URLSearchParams) => boolean;
}

const under = (prefix: string) => (path: string) => path === prefix || path.startsWith(`${prefix}/`);
const messagesTab = (path: string, search: URLSearchParams) =>
  under('/tasks')(path) && search.get('tab') === 'messages';

/**
 * The client's Messages shortcut: the chat waiting to be read first, else the latest task's.
 * Two pages of one task at most (spec section 6: only clients read it), whatever her history.
 */
async function messagesTargetOf(signal: AbortSignal): Promise<string | null> {
  const page = (query: { unread?: 'true' }) => api.get('/api/tasks/page', { query: { limit: 1, ...query }, signal });
  const unread = await page({ unread: 'true' });
  const task = unread.tasks[0] ?? (await page({})).tasks[0];
  return task ? task.id : null;
}

function useMessagesTarget(role: UserRole | null): string {
  const target = useQuery({
    queryKey: taskKeys.messagesTarget,
    queryFn: ({ signal }) => messagesTargetOf(signal),
    enabled: role === 'CLIENT',
  });
  return target.data ? `/tasks/${encodeURIComponent(target.data)}?tab=messages` : '/tasks';
}

export function navItemsFor(role: UserRole | null, messagesTarget: string): NavItem[] {
  if (role === 'SHOPPER') {
    return [
      {
        key: 'dashboard',
        label: 'Dashboard',
        to: '/shopper-dashboard',
        icon: <AppstoreOutlined />,
        active: under('/shopper-dashboard'),
      },
      {
        key: 'tasks',
        label: 'Tasks',
        to: '/tasks',
        icon: <UnorderedListOutlined />,
        countsUnread: true,
        active: under('/tasks'),
      },
      { key: 'clients', label: 'Clients', to: '/invite-codes', icon: <TeamOutlined />, active: under('/invite-codes') },
      { key: 'profile', label: 'Profile', to: '/profile', icon: <UserOutlined />, active: under('/profile') },
    ];
  }
  return [
    {
      key: 'dashboard',
      label: 'Dashboard',
      to: '/client-dashboard',
      icon: <AppstoreOutlined />,
      active: under('/client-dashboard'),
    },
    {
      key: 'shopping',
      label: 'Shopping',
      to: '/tasks',
      icon: <ShoppingOutlined />,
      active: (path, search) => under('/tasks')(path) && !messagesTab(path, search),
    },
    {
      key: 'messages',
      label: 'Messages',
      to: messagesTarget,
      icon: <MessageOutlined />,
      countsUnread: true,
      active: messagesTab,
    },
    { key: 'profile', label: 'Profile', to: '/profile', icon: <UserOutlined />, active: under('/profile') },
  ];
}

/** The signed-in users' bottom navigation, by role, with the current item highlighted. */
export function BottomNav() {
  const { role } = useSession();
  const { pathname, search } = useLocation();
  const { token } = theme.useToken();
  const messagesTarget = useMessagesTarget(role);
  const unread = useUnreadMessageCount();
  const params = new URLSearchParams(search);
  const items = navItemsFor(role, messagesTarget);
  return (
    <nav
      aria-label="Main"
      style={{
        position: 'fixed',
        left: 0,
        right: 0,
        bottom: 0,
        height: BOTTOM_NAV_HEIGHT,
        background: token.colorBgContainer,
        borderTop: `1px solid ${token.colorBorderSecondary}`,
        boxShadow: '0 -2px 8px rgba(0,0,0,0.04)',
        zIndex: 10,
        paddingBottom: 'env(safe-area-inset-bottom)',
      }}
    >
      <ul style={{ display: 'flex', listStyle: 'none', margin: '0 auto', padding: 0, height: '100%', maxWidth: 640 }}>
        {items.map((item) => {
          const active = item.active(pathname, params);
          const count = item.countsUnread ? unread : 0;
          return (
            <li key={item.key} style={{ flex: 1 }}>
              <Link
                to={item.to}
                aria-label={
                  count > 0 ? `${item.label}, ${count} unread ${count === 1 ? 'message' : 'messages'}` : undefined
                }
                aria-current={active ? 'page' : undefined}
                data-active={active}
                style={{
                  display: 'flex',
                  flexDirection: 'column',
                  alignItems: 'center',
                  justifyContent: 'center',
                  gap: 2,
                  height: '100%',
                  fontSize: 12,
                  fontWeight: active ? 600 : 400,
                  color: active ? token.colorPrimary : token.colorTextSecondary,
                  borderTop: `3px solid ${active ? token.colorPrimary : 'transparent'}`,
                }}
              >
                <Badge count={count} size="small" offset={[6, 2]}>
                  <span style={{ fontSize: 20, color: 'inherit' }} aria-hidden="true">
                    {item.icon}
                  </span>
                </Badge>
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
