import {
  DeferredPopover,
  firstName,
  InitialsAvatar,
  initials,
  lazyPanel,
  truncate,
  usePreloadOnFirstIntent,
  useSession,
} from '@atelier/common';
import { Button, Grid, type MenuRef, Spin, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { AccountChoice } from './AccountMenu';

/** The signed-in user's avatar (initials when there is no picture). */
export function UserAvatar({ size = 36 }: { size?: number }) {
  const { me } = useSession();
  return <InitialsAvatar name={me?.profile.displayName ?? ''} src={me?.profile.avatarUrl} size={size} />;
}

/** The popover's menu and antd's Menu, fetched when it first opens rather than with every page. */
const ACCOUNT_MENU = lazyPanel(() => import('./AccountMenu').then((module) => module.AccountMenu));
const MENU_CODE = [ACCOUNT_MENU];

/**
 * The header's avatar menu: display name (or initials), email and role label, then Profile,
 * Account Settings and Log Out. On small screens the trigger shows the first name, truncated.
 */
export function UserMenu() {
  const { me, logout } = useSession();
  const navigate = useNavigate();
  const screens = Grid.useBreakpoint();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<MenuRef>(null);
  const menu = ACCOUNT_MENU.useWhenOpen(open);
  usePreloadOnFirstIntent(MENU_CODE);
  if (!me) return null;
  const name = me.profile.displayName || initials(me.profile.displayName);
  const shown = screens.md ? name : truncate(firstName(name), 12);

  const choose = (choice: AccountChoice) => {
    setOpen(false);
    if (choice === 'profile') void navigate('/profile');
    else if (choice === 'settings') void navigate('/settings');
    else {
      logout();
      void navigate('/');
    }
  };
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  return (
    <DeferredPopover
      open={open}
      onOpenChange={setOpen}
      placement="bottomRight"
      arrow={false}
      // Once shown (a hidden popup's items cannot take the focus), the menu takes it.
      afterOpenChange={(shown) => shown && menuRef.current?.focus()}
      styles={{ container: { padding: 4 } }}
      content={
        typeof menu === 'object' ? (
          <menu.ready me={me} name={name} menuRef={menuRef} onChoose={choose} onClose={close} />
        ) : menu === 'failed' ? (
          <Typography.Text type="danger" role="alert" style={{ display: 'block', padding: 8 }}>
            Could not open the account menu.
          </Typography.Text>
        ) : (
          <Spin size="small" aria-label="Opening…" style={{ display: 'block', padding: 16 }} />
        )
      }
    >
      <Button
        ref={button}
        type="text"
        aria-label={`Account menu for ${name}`}
        aria-haspopup="menu"
        aria-expanded={open}
        style={{ height: 'auto', padding: '4px 8px' }}
      >
        <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
          <UserAvatar />
          <span style={{ maxWidth: screens.md ? 200 : 110, overflow: 'hidden', textOverflow: 'ellipsis' }}>
            {shown}
          </span>
        </span>
      </Button>
    </DeferredPopover>
  );
}
