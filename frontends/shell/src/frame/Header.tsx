import { ConnectionStatus, NotificationBell, useSession } from '@atelier/common';
import { Button, Grid, Layout, theme, Typography } from 'antd';
import { Link, useNavigate } from 'react-router';
import { Logo } from './Logo';
import { UserMenu } from './UserMenu';

/** Shown while the session loads: a placeholder avatar that pulses (index.html has the keyframes). */
function PulsingAvatar() {
  const { token } = theme.useToken();
  return (
    <span
      role="status"
      aria-label="Loading your account"
      data-testid="session-loading"
      className="atelier-pulse"
      style={{ width: 36, height: 36, borderRadius: '50%', background: token.colorFillSecondary, display: 'block' }}
    />
  );
}

export function Header() {
  const { status } = useSession();
  const screens = Grid.useBreakpoint();
  const { token } = theme.useToken();
  const navigate = useNavigate();
  return (
    <Layout.Header
      style={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 12,
        height: 'auto',
        minHeight: 64,
        lineHeight: 1.2,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
        position: 'sticky',
        top: 0,
        zIndex: 10,
      }}
    >
      <Link to="/" style={{ display: 'flex', alignItems: 'center', gap: 10, minWidth: 0, color: 'inherit' }}>
        <Logo size={screens.sm ? 40 : 34} />
        <span style={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}>
          <Typography.Text strong style={{ fontSize: screens.sm ? 20 : 17, color: token.colorPrimary }}>
            Atelier
          </Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }} ellipsis>
            Personal Shopping Assistant
          </Typography.Text>
        </span>
      </Link>
      <nav aria-label="Account">
        {status === 'loading' && <PulsingAvatar />}
        {status === 'anonymous' && (
          <Button type="primary" onClick={() => navigate('/auth')}>
            Sign In
          </Button>
        )}
        {status === 'authenticated' && (
          <span style={{ display: 'flex', alignItems: 'center', gap: screens.sm ? 12 : 4 }}>
            <ConnectionStatus />
            <NotificationBell />
            <UserMenu />
          </span>
        )}
      </nav>
    </Layout.Header>
  );
}
