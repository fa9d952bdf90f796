import { Card, Typography } from 'antd';
import type { ReactNode } from 'react';

/**
 * A stand-in for a screen still to be built (see screens/README.md). It names its route so a
 * reviewer can see routing works; replace the screen file's default export with the real one.
 */
export function Placeholder({ title, route, children }: { title: string; route: string; children?: ReactNode }) {
  return (
    <Card>
      <Typography.Title level={2} style={{ marginTop: 0 }}>
        {title}
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        Placeholder for <Typography.Text code>{route}</Typography.Text>: this screen is not built yet.
      </Typography.Paragraph>
      {children}
    </Card>
  );
}
