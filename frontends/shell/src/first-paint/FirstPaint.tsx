import { AppText, DASHBOARD_GREETINGS, DashboardHeadingView, TaskHeadingPlaceholder, themeFor } from '@atelier/common';
import { ConfigProvider } from 'antd';
import { type FirstPaintPage, GREETING_SLOT, TASK_TITLE_SLOT } from '../early/first-paint';
import { PageFrame } from '../frame/PageFrame';
import { RouteSkeleton, knownRouteHeading } from '../frame/RouteSkeleton';
import { LightRouter } from '../public/light-router';

/**
 * A page as a returning user's first load paints it before React loads (src/early/first-paint.ts):
 * the app's frame, in the default palette, with the screen's skeleton and its heading (a
 * dashboard's greeting left empty for the name). Rendered at build time into dist/index.html;
 * the same components and providers as the app, so React's first render takes exactly its
 * place. The account controls and the main navigation (its place kept) come with React.
 */
export function FirstPaint({ routeKey, role }: FirstPaintPage) {
  const heading = knownRouteHeading(routeKey, role, {
    dashboard: (dashboard) => (
      <DashboardHeadingView greeting="" line={DASHBOARD_GREETINGS[dashboard].line} firstPaintSlot={GREETING_SLOT} />
    ),
    task: (taskRole) => <TaskHeadingPlaceholder role={taskRole} title="" firstPaintSlot={TASK_TITLE_SLOT} />,
  });
  return (
    <ConfigProvider theme={themeFor(undefined)}>
      <AppText>
        <LightRouter at={{ pathname: `/${routeKey}`, search: '' }} screenOf={() => <RouteSkeleton heading={heading} />}>
          <PageFrame account={null} footer={null} signedIn />
        </LightRouter>
      </AppText>
    </ConfigProvider>
  );
}
