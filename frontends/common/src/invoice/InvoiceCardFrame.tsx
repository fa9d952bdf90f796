import { Card, Skeleton } from 'antd';
import type { ReactNode } from 'react';

/** The task page's invoice card. */
export function InvoiceCardFrame({ children }: { children: ReactNode }) {
  return (
    <Card size="small" title={<h2 style={{ margin: 0, fontSize: 16 }}>Invoice</h2>}>
      {children}
    </Card>
  );
}

export function InvoiceLoading() {
  return (
    <div role="status" aria-label="Loading the invoice">
      <Skeleton active title={false} paragraph={{ rows: 3 }} />
    </div>
  );
}
