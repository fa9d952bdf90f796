/**
 * Standalone development of a remote (`npm run dev -w frontends/<remote>`): the remote runs
 * on its own with the providers the shell would give it, and a bar of links to its routes.
 * Sign in through the shell (same origin in production) or put a token in localStorage
 * "authToken". The shell never runs this: it loads a remote's ./routes through Module Federation.
 */
import { Alert, Flex, Layout, Typography } from 'antd';
import { type ComponentType, lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router';
import { createQueryClient } from '../api/query';
import { AtelierProviders } from '../providers/AtelierProviders';
import { useSession } from '../session/SessionProvider';
import type { RemoteName, RemoteRouteKey, RemoteRoutes } from './remote-routes';

interface StandaloneRemote {
  name: RemoteName;
  routes: RemoteRoutes;
  /** The paths the shell gives these route keys (frontends/shell/src/routes/route-table.tsx). */
  paths: Partial<Record<RemoteRouteKey, string>>;
}

function StandaloneFrame({ name, routes, paths }: StandaloneRemote) {
  const { status, me } = useSession();
  const screens = Object.fromEntries(Object.entries(routes).map(([key, load]) => [key, lazy(load)])) as Partial<
    Record<RemoteRouteKey, ComponentType>
  >;
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header style={{ display: 'flex', gap: 16, alignItems: 'center', flexWrap: 'wrap', height: 'auto' }}>
        <Typography.Text strong>{name} remote (standalone)</Typography.Text>
        {Object.entries(paths).map(([key, path]) => (
          <Link key={key} to={path!.replace(':id', 'example')}>
            {key}
          </Link>
        ))}
      </Layout.Header>
      <Layout.Content style={{ padding: 16, maxWidth: 1200, width: '100%', margin: '0 auto' }}>
        {status === 'anonymous' && (
          <Alert type="info" showIcon title="Not signed in: put a token in localStorage authToken and reload." />
        )}
        {me && <Typography.Paragraph type="secondary">Signed in as {me.user.email}</Typography.Paragraph>}
        <Suspense fallback={<Flex justify="center">Loading...</Flex>}>
          <Routes>
            {Object.entries(paths).map(([key, path]) => {
              const Screen = screens[key as RemoteRouteKey];
              return Screen ? <Route key={key} path={path} element={<Screen />} /> : null;
            })}
            <Route path="*" element={<Typography.Paragraph>Pick a route above.</Typography.Paragraph>} />
          </Routes>
        </Suspense>
      </Layout.Content>
    </Layout>
  );
}

export function mountStandaloneRemote(remote: StandaloneRemote): void {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AtelierProviders queryClient={createQueryClient()}>
        <BrowserRouter>
          <StandaloneFrame {...remote} />
        </BrowserRouter>
      </AtelierProviders>
    </StrictMode>,
  );
}
