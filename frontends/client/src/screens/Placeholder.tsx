import { Card, Typography } from 'antd';
import type { ReactNode } from 'react';

/** A stand-in for a screen still to be built; it names its route. Replace the screen file. */
export function Placeholder({ title, route, children }: { title: string; route: string; children?: ReactNode }) {
  return (
    <Card>
      <Typography.Title level={2} style={{ marginTop: 0 }}>
        {title}
      </Typography.Title>
      {children}
      <Typography.Paragraph type="secondary">
        Placeholder for <Typography.Text code>{route}</Typography.Text>: this screen is not built yet.
      </Typography.Paragraph>
    </Card>
  );
}
