import { firstName, InitialsAvatar, initials, roleLabel, truncate, useSession } from '@atelier/common';
import LogoutOutlined from '@ant-design/icons/LogoutOutlined';
import SettingOutlined from '@ant-design/icons/SettingOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import { Button, Dropdown, Grid, type MenuProps, Typography } from 'antd';
import { useNavigate } from 'react-router';

/** The signed-in user's avatar (initials when there is no picture). */
export function UserAvatar({ size = 36 }: { size?: number }) {
  const { me } = useSession();
  return <InitialsAvatar name={me?.profile.displayName ?? ''} src={me?.profile.avatarUrl} size={size} />;
}

/**
 * The header's avatar menu: display name (or initials), email and role label, then Profile,
 * Account Settings and Log Out. On small screens the trigger shows the first name, truncated.
 */
export function UserMenu() {
  const { me, logout } = useSession();
  const navigate = useNavigate();
  const screens = Grid.useBreakpoint();
  if (!me) return null;
  const name = me.profile.displayName || initials(me.profile.displayName);
  const shown = screens.md ? name : truncate(firstName(name), 12);

  const items: MenuProps['items'] = [
    {
      key: 'who',
      type: 'group',
      label: (
        <div style={{ maxWidth: 240 }} data-testid="user-menu-identity">
          <Typography.Text strong ellipsis style={{ display: 'block' }}>
            {name || initials(me.profile.displayName)}
          </Typography.Text>
          <Typography.Text type="secondary" ellipsis style={{ display: 'block' }}>
            {me.user.email}
          </Typography.Text>
          <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
            {roleLabel(me.user.role)}
          </Typography.Text>
        </div>
      ),
    },
    { type: 'divider' },
    { key: 'profile', icon: <UserOutlined />, label: 'Profile' },
    { key: 'settings', icon: <SettingOutlined />, label: 'Account Settings' },
    { key: 'logout', icon: <LogoutOutlined />, label: 'Log Out', danger: true },
  ];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'profile') navigate('/profile');
    else if (key === 'settings') navigate('/settings');
    else if (key === 'logout') {
      logout();
      navigate('/');
    }
  };

  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight">
      <Button type="text" aria-label={`Account menu for ${name}`} style={{ height: 'auto', padding: '4px 8px' }}>
        <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
          <UserAvatar />
          <span style={{ maxWidth: screens.md ? 200 : 110, overflow: 'hidden', textOverflow: 'ellipsis' }}>
            {shown}
          </span>
        </span>
      </Button>
    </Dropdown>
  );
}
