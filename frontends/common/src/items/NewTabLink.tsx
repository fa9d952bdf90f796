import ExportOutlined from '@ant-design/icons/ExportOutlined';
import { Typography } from 'antd';
import type { ReactNode } from 'react';
import { VISUALLY_HIDDEN } from '../components/visually-hidden';

/** A link that opens in a new tab and says so to screen readers. */
export function NewTabLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Typography.Link
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      style={{ display: 'inline-flex', alignItems: 'center', gap: 4, minHeight: 32 }}
    >
      {children}
      <ExportOutlined aria-hidden="true" style={{ fontSize: 12 }} />
      <span style={VISUALLY_HIDDEN}> (opens in a new tab)</span>
    </Typography.Link>
  );
}
