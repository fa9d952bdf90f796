import { type Me, roleLabel } from '@atelier/common';
import LogoutOutlined from '@ant-design/icons/LogoutOutlined';
import SettingOutlined from '@ant-design/icons/SettingOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import { Divider, Menu, type MenuProps, type MenuRef, Typography } from 'antd';
import { type RefObject, useEffect } from 'react';

export type AccountChoice = 'profile' | 'settings' | 'logout';

const ITEMS: MenuProps['items'] = [
  { key: 'profile', icon: <UserOutlined />, label: 'Profile' },
  { key: 'settings', icon: <SettingOutlined />, label: 'Account Settings' },
  { key: 'logout', icon: <LogoutOutlined />, label: 'Log Out', danger: true },
];

/**
 * The account popover's content (UserMenu.tsx): who is signed in (name, email, role label),
 * then Profile, Account Settings and Log Out as a menu, which takes the focus when it opens so
 * the arrow keys move through it. Its own chunk, with antd's menu ("antd-menu").
 */
export function AccountMenu({
  me,
  name,
  menuRef,
  onChoose,
  onClose,
}: {
  me: Me;
  name: string;
  /** The menu, which UserMenu focuses each time the popover has opened. */
  menuRef: RefObject<MenuRef | null>;
  onChoose: (choice: AccountChoice) => void;
  /** Escape: the popover closes and the focus goes back to its button. */
  onClose: () => void;
}) {
  // Opened before this code arrived, the popover was already shown: the menu takes the focus
  // as it mounts.
  useEffect(() => {
    menuRef.current?.focus();
  }, [menuRef]);
  return (
    <div onKeyDown={(event) => event.key === 'Escape' && onClose()} style={{ minWidth: 200, maxWidth: 256 }}>
      <div style={{ padding: '4px 12px' }} data-testid="user-menu-identity">
        <Typography.Text strong ellipsis style={{ display: 'block' }}>
          {name}
        </Typography.Text>
        <Typography.Text type="secondary" ellipsis style={{ display: 'block' }}>
          {me.user.email}
        </Typography.Text>
        <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
          {roleLabel(me.user.role)}
        </Typography.Text>
      </div>
      <Divider style={{ margin: '4px 0' }} />
      <Menu
        ref={menuRef}
        items={ITEMS}
        selectable={false}
        aria-label="Account"
        onClick={({ key }) => onChoose(key as AccountChoice)}
        style={{ border: 'none', background: 'transparent' }}
      />
    </div>
  );
}
