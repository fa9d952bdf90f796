import { Typography } from 'antd';
import type { RemoteRouteKey } from '../federation/remote-routes';
import { useSession } from '../session/SessionProvider';

interface Heading {
  greeting: (name: string | undefined, newAccount: boolean) => string;
  line: string;
}

const DASHBOARD_HEADINGS = {
  'shopper-dashboard': {
    greeting: (name, newAccount) => `${newAccount ? 'Welcome' : 'Welcome back'}, ${name ?? 'shopper'}!`,
    line: 'Your clients and their shopping requests at a glance.',
  },
  'client-dashboard': {
    greeting: (name) => `Welcome, ${name ?? 'there'}`,
    line: 'Your shopping requests and your personal shopper.',
  },
} satisfies Partial<Record<RemoteRouteKey, Heading>>;

export type DashboardRouteKey = keyof typeof DASHBOARD_HEADINGS;

export function isDashboardRoute(routeKey: RemoteRouteKey): routeKey is DashboardRouteKey {
  return routeKey in DASHBOARD_HEADINGS;
}

/**
 * A dashboard's heading: the greeting by name and the line under it. The shell shows it while
 * the dashboard's code is on its way, and the dashboard then the same in the same place, so
 * the page's largest text is painted as soon as the session is known.
 */
export function DashboardHeading({ dashboard, testId }: { dashboard: DashboardRouteKey; testId?: string }) {
  const { me, newAccount } = useSession();
  const heading: Heading = DASHBOARD_HEADINGS[dashboard];
  return (
    <header>
      <Typography.Title level={1} style={{ margin: 0, fontSize: 28 }} data-testid={testId}>
        {heading.greeting(me?.profile.displayName, newAccount)}
      </Typography.Title>
      <Typography.Text type="secondary">{heading.line}</Typography.Text>
    </header>
  );
}
