import { DASHBOARD_GREETINGS, type DashboardRouteKey, DashboardHeadingView, themeFor } from '@atelier/common';
import { App, ConfigProvider } from 'antd';
import { GREETING_SLOT } from '../early/first-paint';
import { PageFrame } from '../frame/PageFrame';
import { RouteSkeleton } from '../frame/RouteSkeleton';
import { LightRouter } from '../public/light-router';

/**
 * A dashboard as a signed-in first load paints it before React loads (src/early/first-paint.ts):
 * the app's frame, in the default palette, with the dashboard's skeleton and its heading, the
 * greeting left empty for the name. Rendered at build time into dist/index.html; the same
 * components and providers as the app, so React's first render takes exactly its place. The
 * account controls and the bottom navigation come with React.
 */
export function DashboardFirstPaint({ dashboard }: { dashboard: DashboardRouteKey }) {
  const screen = (
    <RouteSkeleton
      heading={
        <DashboardHeadingView greeting="" line={DASHBOARD_GREETINGS[dashboard].line} firstPaintSlot={GREETING_SLOT} />
      }
    />
  );
  return (
    <ConfigProvider theme={themeFor(undefined)}>
      <App style={{ minHeight: '100vh' }}>
        <LightRouter at={{ pathname: `/${dashboard}`, search: '' }} screenOf={() => screen}>
          <PageFrame account={null} footer={null} signedIn />
        </LightRouter>
      </App>
    </ConfigProvider>
  );
}
