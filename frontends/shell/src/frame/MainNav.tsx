import { useSession, useUnreadMessageCount } from '@atelier/common';
import { Badge, theme } from 'antd';
import type { CSSProperties } from 'react';
import { Link, useLocation } from 'react-router';
import { useMessagesTarget } from './messages-target';
import { navEntriesFor } from './nav-entries';

/**
 * The signed-in users' main navigation, by role, the current page marked: a tab bar at the
 * bottom on phones and tablets, a column beside the page on the desk. Where it sits is CSS
 * (the `atelier-main-nav` rules of index.html, with PageFrame's desk grid), so one landmark
 * serves every width and the first paint already keeps its place; the theme's colors reach
 * those rules as CSS variables.
 */
export function MainNav() {
  const { role } = useSession();
  const { pathname, search } = useLocation();
  const { token } = theme.useToken();
  const messagesTarget = useMessagesTarget(role);
  const unread = useUnreadMessageCount();
  const params = new URLSearchParams(search);
  const colors = {
    '--atelier-nav-bg': token.colorBgContainer,
    '--atelier-nav-border': token.colorBorderSecondary,
    '--atelier-nav-text': token.colorTextSecondary,
    '--atelier-nav-active': token.colorPrimary,
    '--atelier-nav-active-bg': token.colorPrimaryBg,
  } as CSSProperties;
  return (
    <nav aria-label="Main" className="atelier-main-nav" style={colors}>
      <ul>
        {navEntriesFor(role, messagesTarget).map((entry) => {
          const current = entry.active(pathname, params);
          const count = entry.countsUnread ? unread : 0;
          return (
            <li key={entry.key}>
              <Link
                to={entry.to}
                aria-label={
                  count > 0 ? `${entry.label}, ${count} unread ${count === 1 ? 'message' : 'messages'}` : undefined
                }
                aria-current={current ? 'page' : undefined}
              >
                <Badge count={count} size="small" offset={[6, 2]}>
                  <span className="atelier-main-nav-icon" aria-hidden="true">
                    {entry.icon}
                  </span>
                </Badge>
                {entry.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
