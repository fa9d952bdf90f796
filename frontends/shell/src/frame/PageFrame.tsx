import { Layout } from 'antd';
import { type ReactNode, Suspense } from 'react';
import { Outlet } from 'react-router';
import { BOTTOM_NAV_HEIGHT } from './bottom-nav-height';
import { Header } from './Header';
import { PageLoading } from './PageLoading';

/**
 * The page frame's layout, shared by the signed-in app and the light public pages: the skip
 * link, the header (with `account` in its corner), the page in <main> through the Outlet,
 * then `footer` (the visitors' footer or the bottom navigation).
 */
export function PageFrame({ account, footer, signedIn }: { account: ReactNode; footer: ReactNode; signedIn: boolean }) {
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <a href="#main" className="atelier-skip-link">
        Skip to content
      </a>
      <Header account={account} />
      <Layout.Content
        id="main"
        tabIndex={-1}
        style={{
          width: '100%',
          maxWidth: 1200,
          margin: '0 auto',
          padding: '24px 16px',
          paddingBottom: signedIn ? BOTTOM_NAV_HEIGHT + 24 : 24,
          outline: 'none',
        }}
      >
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </Layout.Content>
      {footer}
    </Layout>
  );
}
