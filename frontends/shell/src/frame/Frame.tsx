import { useSession } from '@atelier/common';
import { Layout } from 'antd';
import { Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { preloadRoleRemote } from '../federation/remotes';
import { BOTTOM_NAV_HEIGHT, BottomNav } from './BottomNav';
import { Header } from './Header';
import { PageLoading } from './PageLoading';
import { SiteFooter } from './SiteFooter';

/**
 * The shared page frame of spec section 2: header on every page; the footer for visitors;
 * the bottom navigation for signed-in users. Pages render in <main> through the Outlet.
 */
export function Frame() {
  const { status, role } = useSession();
  const signedIn = status === 'authenticated';

  // Warm the signed-in role's remote, so its screens open without a wait.
  useEffect(() => preloadRoleRemote(role), [role]);

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <a href="#main" className="atelier-skip-link">
        Skip to content
      </a>
      <Header />
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
      {status === 'anonymous' && <SiteFooter />}
      {signedIn && <BottomNav />}
      <ScrollRestoration />
    </Layout>
  );
}
