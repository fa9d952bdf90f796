import RightOutlined from '@ant-design/icons/RightOutlined';
import { Flex, theme } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface LinkListEntry {
  key: string;
  to: string;
  /** The row's content, laid out in a line before the trailing arrow. */
  content: ReactNode;
}

/**
 * A list whose every row is one link to another screen (the dashboards' lists): rows divided
 * by a line, each a block link with an arrow at its end; named by `labelledBy` when given.
 */
export function LinkList({ entries, labelledBy }: { entries: LinkListEntry[]; labelledBy?: string }) {
  const { token } = theme.useToken();
  return (
    <ul aria-labelledby={labelledBy} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {entries.map((entry, index) => (
        <li key={entry.key} style={{ borderTop: index ? `1px solid ${token.colorBorderSecondary}` : undefined }}>
          <Link
            to={entry.to}
            className="atelier-block-link"
            style={{ display: 'block', padding: '10px 4px', color: 'inherit' }}
          >
            <Flex align="center" gap={12}>
              {entry.content}
              <RightOutlined
                aria-hidden="true"
                style={{ color: token.colorTextTertiary, fontSize: 11, flex: 'none' }}
              />
            </Flex>
          </Link>
        </li>
      ))}
    </ul>
  );
}
