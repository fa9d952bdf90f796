import type { UserRole } from '@atelier/common';
import AppstoreOutlined from '@ant-design/icons/AppstoreOutlined';
import MessageOutlined from '@ant-design/icons/MessageOutlined';
import ShoppingOutlined from '@ant-design/icons/ShoppingOutlined';
import TeamOutlined from '@ant-design/icons/TeamOutlined';
import UnorderedListOutlined from '@ant-design/icons/UnorderedListOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import type { ReactNode } from 'react';

/** An entry of the signed-in main navigation (docs/product-rules.md, "Page frame"). */
export interface NavEntry {
  key: string;
  label: string;
  to: string;
  icon: ReactNode;
  /** Shows the unread chat messages: the client's Messages, the shopper's Tasks. */
  countsUnread?: boolean;
  /** Whether the entry is the page at `path` (and its query), which it marks as current. */
  active: (path: string, search: URLSearchParams) => boolean;
}

const under = (prefix: string) => (path: string) => path === prefix || path.startsWith(`${prefix}/`);
const messagesTab = (path: string, search: URLSearchParams) =>
  under('/tasks')(path) && search.get('tab') === 'messages';

/**
 * The main navigation's entries for `role`: the shopper's Dashboard, Tasks, Clients (the invite
 * codes) and Profile; anyone else's Dashboard, Shopping, Messages (to `messagesTarget`) and Profile.
 */
export function navEntriesFor(role: UserRole | null, messagesTarget: string): NavEntry[] {
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
