import ExportOutlined from '@ant-design/icons/ExportOutlined';
import { Typography } from 'antd';
import type { ReactNode } from 'react';

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

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
      <span style={visuallyHidden}> (opens in a new tab)</span>
    </Typography.Link>
  );
}
