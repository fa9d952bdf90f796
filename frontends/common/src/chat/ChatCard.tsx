import { Card, Skeleton } from 'antd';
import type { ReactNode } from 'react';

/** The task page's chat card, which the page's links (the bell, `?tab=messages`) reach by its id. */
export function ChatCard({ children }: { children: ReactNode }) {
  return (
    <Card id="task-chat" title="Task Chat">
      {children}
    </Card>
  );
}

export function MessagesLoading() {
  return (
    <div role="status" aria-busy="true" aria-label="Loading messages">
      <Skeleton active title={false} paragraph={{ rows: 2, width: ['55%', '35%'] }} />
      <Skeleton active title={false} paragraph={{ rows: 2, width: ['100%', '60%'] }} style={{ marginTop: 16 }} />
    </div>
  );
}
