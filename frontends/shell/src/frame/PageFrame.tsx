import { Layout } from 'antd';
import { type CSSProperties, type ReactNode, Suspense } from 'react';
import { Outlet } from 'react-router';
import { Header } from './Header';
import { PageLoading } from './PageLoading';

const PAGE: CSSProperties = { width: '100%', maxWidth: 1200, margin: '0 auto', outline: 'none' };

/**
 * The page frame's layout, shared by the signed-in app, its first paint and the light public
 * pages: the skip link, the header (with `account` in its corner), then the page in <main>
 * through the Outlet and `footer` (the visitors' footer). Signed in, the page sits in the desk
 * beside `nav`, the main navigation: the index.html rules `atelier-desk` lay them out by width
 * and keep the navigation's place while it is not there yet (the first paint has none).
 */
export function PageFrame({
  account,
  nav,
  footer,
  signedIn,
}: {
  account: ReactNode;
  nav?: ReactNode;
  footer: ReactNode;
  signedIn: boolean;
}) {
  const page = (
    <Layout.Content
      id="main"
      tabIndex={-1}
      className={signedIn ? 'atelier-desk-page' : undefined}
      style={signedIn ? PAGE : { ...PAGE, padding: '24px 16px' }}
    >
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
    </Layout.Content>
  );
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <a href="#main" className="atelier-skip-link">
        Skip to content
      </a>
      <Header account={account} />
      {signedIn ? (
        <div className="atelier-desk">
          {nav}
          {page}
        </div>
      ) : (
        page
      )}
      {footer}
    </Layout>
  );
}
