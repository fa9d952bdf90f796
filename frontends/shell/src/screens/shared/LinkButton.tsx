import { Button } from 'antd';
import type { ReactNode } from 'react';

/**
 * An inline text button (keyboard-focusable, unlike an anchor without href), at least 24 px
 * tall so it is easy to hit (WCAG 2.5.8).
 */
export function LinkButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <Button
      type="link"
      onClick={onClick}
      style={{ padding: 0, height: 'auto', minHeight: 24, verticalAlign: 'baseline' }}
    >
      {children}
    </Button>
  );
}
