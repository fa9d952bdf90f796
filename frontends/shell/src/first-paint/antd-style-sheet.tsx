import { extractStyle } from '@ant-design/static-style-extract';
import { themeFor } from '@atelier/common';
import { ConfigProvider } from 'antd';
import type { ReactElement } from 'react';

/**
 * The antd components a signed-in page renders before its screen shows: the frame (layout,
 * menus, bell, avatar), the dashboards, the task lists with their filters and the task page,
 * as read off those pages in the browser. Others are styled in the browser as they appear.
 */
export const FIRST_PAINT_COMPONENTS = [
  'App',
  'Avatar',
  'Badge',
  'Button',
  'Card',
  'Col',
  'Collapse',
  'Drawer',
  'Flex',
  'Input',
  'Layout',
  'Modal',
  'Popover',
  'Progress',
  'Radio',
  'Row',
  'Select',
  'Skeleton',
  'Spin',
  'Statistic',
  'Tag',
  'Tooltip',
  'Typography',
] as const;

/**
 * antd's styles for those components in the default palette, as one style sheet, with the map
 * (`.data-ant-cssinjs-cache-path`) that tells antd's CSS-in-JS in the browser which styles the
 * sheet already holds: it then neither computes nor inserts them, work that otherwise blocks
 * the main thread while a signed-in page first renders. A profile with another palette has
 * other theme tokens, so its token styles are computed in the browser as before.
 */
export function renderAntdStyleSheet(): string {
  return extractStyle({
    includes: [...FIRST_PAINT_COMPONENTS],
    customTheme: (node: ReactElement) => <ConfigProvider theme={themeFor(undefined)}>{node}</ConfigProvider>,
  });
}
