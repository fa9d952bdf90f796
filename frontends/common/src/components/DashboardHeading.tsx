import { Typography } from 'antd';
import { getStoredToken } from '../api/client';
import { isNewAccount } from '../session/new-account';
import { rememberedAccount } from '../session/remembered-account';
import { useSession } from '../session/SessionProvider';
import { DASHBOARD_GREETINGS, type DashboardRouteKey } from './dashboard-greetings';

export { isDashboardRoute, type DashboardRouteKey } from './dashboard-greetings';

/**
 * A dashboard's heading as markup: `greeting` in the page's h1, `line` under it. The shell's
 * first paint is this markup rendered at build time, its greeting filled in before React
 * loads (`firstPaintSlot` marks where); it must stay the same size as what React renders.
 */
export function DashboardHeadingView({
  greeting,
  line,
  testId,
  firstPaintSlot,
}: {
  greeting: string;
  line: string;
  testId?: string;
  firstPaintSlot?: string;
}) {
  return (
    <header>
      <Typography.Title level={1} style={{ margin: 0, fontSize: 28 }} data-testid={testId} data-slot={firstPaintSlot}>
        {greeting}
      </Typography.Title>
      <Typography.Text type="secondary">{line}</Typography.Text>
    </header>
  );
}

/**
 * A dashboard's heading: the greeting by name and the line under it. The shell shows it while
 * the session is checked and the dashboard's code is on its way (by the name the last visit
 * left, until GET /api/me answers), and the dashboard then the same in the same place, so
 * the page's largest text stays put from the first paint.
 */
export function DashboardHeading({ dashboard, testId }: { dashboard: DashboardRouteKey; testId?: string }) {
  const { me, newAccount } = useSession();
  const { greeting, line } = DASHBOARD_GREETINGS[dashboard];
  const remembered = me ? null : rememberedAccount(getStoredToken());
  const name = me ? me.profile.displayName : remembered?.displayName;
  const welcomeNew = me ? newAccount : remembered !== null && isNewAccount(remembered.userId);
  return <DashboardHeadingView greeting={greeting(name, welcomeNew)} line={line} testId={testId} />;
}
