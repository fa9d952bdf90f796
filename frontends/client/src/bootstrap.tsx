/**
 * Standalone development only (`npm run dev -w frontends/client`, http://localhost:8082): the
 * remote runs on its own with the providers the shell would give it. Sign in through the
 * shell (same origin in production) or put a token in localStorage "authToken".
 * The shell never loads this file: it loads ./routes through Module Federation.
 */
import { AtelierProviders, createQueryClient, type RemoteRouteKey, useSession } from '@atelier/common';
import { Alert, Flex, Layout, Typography } from 'antd';
import { type ComponentType, lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router';
import routes from './routes';

/** The paths the shell gives these route keys (frontends/shell/src/routes/route-table.tsx). */
const PATHS: Partial<Record<RemoteRouteKey, string>> = {
  'client-dashboard': '/client-dashboard',
  'task-detail': '/tasks/:id',
  'task-wizard': '/task-wizard',
  'shopper-profile': '/shopper-profile',
  recipients: '/recipients',
};

const screens = Object.fromEntries(Object.entries(routes).map(([key, load]) => [key, lazy(load)])) as Partial<
  Record<RemoteRouteKey, ComponentType>
>;

function StandaloneFrame() {
  const { status, me } = useSession();
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header style={{ display: 'flex', gap: 16, alignItems: 'center', flexWrap: 'wrap', height: 'auto' }}>
        <Typography.Text strong>client remote (standalone)</Typography.Text>
        {Object.entries(PATHS).map(([key, path]) => (
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
            {Object.entries(PATHS).map(([key, path]) => {
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

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AtelierProviders queryClient={createQueryClient()}>
      <BrowserRouter>
        <StandaloneFrame />
      </BrowserRouter>
    </AtelierProviders>
  </StrictMode>,
);
