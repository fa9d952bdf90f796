import { ConnectionStatus, NotificationBell, useSession } from '@atelier/common';
import { Grid, theme } from 'antd';
import { SignInButton } from './SignInButton';
import { UserMenu } from './UserMenu';

/**
 * Shown while the session loads: a placeholder avatar that pulses (index.html has the
 * keyframes), as tall as the account button that replaces it, so the header does not move.
 */
function PulsingAvatar() {
  const { token } = theme.useToken();
  return (
    <span
      role="status"
      aria-label="Loading your account"
      data-testid="session-loading"
      className="atelier-pulse"
      style={{
        width: 36,
        height: 36,
        margin: '5px 8px',
        borderRadius: '50%',
        background: token.colorFillSecondary,
        display: 'block',
      }}
    />
  );
}

/** The header's account corner by session: a pulsing avatar, Sign In, or the bell and avatar menu. */
export function AccountControls() {
  const { status } = useSession();
  const screens = Grid.useBreakpoint();
  if (status === 'loading') return <PulsingAvatar />;
  if (status === 'anonymous') return <SignInButton />;
  return (
    <span style={{ display: 'flex', alignItems: 'center', gap: screens.sm ? 12 : 4 }}>
      <ConnectionStatus />
      <NotificationBell />
      <UserMenu />
    </span>
  );
}
