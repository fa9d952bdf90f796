import {
  DASHBOARD_GREETINGS,
  DashboardHeading,
  type DashboardRouteKey,
  isDashboardRoute,
  type RemoteRouteKey,
  TASK_LIST_TITLES,
  TaskListHeader,
  TaskLoadingHeading,
  useHoldLiveStart,
  VISUALLY_HIDDEN,
  type WorkspaceRole,
} from '@atelier/common';
import { Card, Col, Flex, Row, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';

/**
 * What a role route shows inside the frame until its remote's screen arrives (the session
 * being checked, the remote's code on its way): the shape of a screen (its heading, a line
 * under it, cards) rather than a spinner, so the page is laid out from the first paint and
 * the screen takes the same place. Screen readers hear "Loading...". `heading`: the screen's own
 * heading where the shell can already tell it (a dashboard's greeting), shown in its place.
 */
export function RouteSkeleton({ heading }: { heading?: ReactNode }) {
  return (
    <Flex vertical gap={16} data-testid="route-skeleton">
      {heading}
      <Flex vertical gap={16} role="status" aria-live="polite">
        <span style={VISUALLY_HIDDEN}>Loading...</span>
        {!heading && (
          <div aria-hidden="true">
            <Skeleton.Input active style={{ height: 34, width: 280, maxWidth: '80vw' }} />
            <Skeleton active title={false} paragraph={{ rows: 1, width: 240 }} style={{ marginTop: 8 }} />
          </div>
        )}
        <Row gutter={[16, 16]} aria-hidden="true">
          {[0, 1].map((card) => (
            <Col xs={24} lg={12} key={card}>
              <Card>
                <Skeleton active paragraph={{ rows: 3 }} />
              </Card>
            </Col>
          ))}
        </Row>
      </Flex>
    </Flex>
  );
}

/** How a heading the shell can tell early is rendered: live in the app, as markup in the first paint. */
export interface KnownHeadingViews {
  dashboard: (dashboard: DashboardRouteKey) => ReactNode;
  task: (role: WorkspaceRole) => ReactNode;
}

/** The task page's heading, its title from the task once read (the read the screen makes too). */
function TaskRouteHeading({ role }: { role: WorkspaceRole }) {
  return <TaskLoadingHeading taskId={useParams().id} role={role} />;
}

const LIVE_HEADINGS: KnownHeadingViews = {
  dashboard: (dashboard) => <DashboardHeading dashboard={dashboard} />,
  task: (role) => <TaskRouteHeading role={role} />,
};

/**
 * The heading of the role route `routeKey` as `role` sees it, where the shell can tell it before
 * the screen's code arrives: a dashboard's greeting on that role's dashboard, the task list's
 * title, the task page's heading (`views`, by default the live ones).
 */
export function knownRouteHeading(
  routeKey: RemoteRouteKey,
  role: string | null | undefined,
  views: KnownHeadingViews = LIVE_HEADINGS,
): ReactNode {
  if (isDashboardRoute(routeKey)) return DASHBOARD_GREETINGS[routeKey].role === role ? views.dashboard(routeKey) : null;
  if (role !== 'SHOPPER' && role !== 'CLIENT') return null;
  if (routeKey === 'tasks') return <TaskListHeader {...TASK_LIST_TITLES[role]} />;
  if (routeKey === 'task-detail') return views.task(role);
  return null;
}

/** The skeleton of the role route `routeKey` as `role` sees it, with its heading where known. */
export function RoleRouteSkeleton({ routeKey, role }: { routeKey: RemoteRouteKey; role: string | null | undefined }) {
  useHoldLiveStart();
  return <RouteSkeleton heading={knownRouteHeading(routeKey, role) ?? undefined} />;
}
