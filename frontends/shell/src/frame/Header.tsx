import { Layout, theme, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from './Logo';

/**
 * The header of every page: the brand, then `account` (Sign In, or the signed-in controls).
 * Sizes that change with the width are CSS media queries (index.html), not JavaScript
 * breakpoints, so the prerendered public pages look the same before and after hydration.
 */
export function Header({ account }: { account: ReactNode }) {
  const { token } = theme.useToken();
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
        <Logo className="atelier-brand-logo" />
        <span style={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}>
          <Typography.Text strong className="atelier-brand-name" style={{ color: token.colorPrimary }}>
            Atelier
          </Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }} ellipsis>
            Personal Shopping Assistant
          </Typography.Text>
        </span>
      </Link>
      <nav aria-label="Account">{account}</nav>
    </Layout.Header>
  );
}
