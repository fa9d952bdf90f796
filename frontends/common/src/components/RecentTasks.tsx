import RightOutlined from '@ant-design/icons/RightOutlined';
import { Empty, Flex, Skeleton, theme, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDate, truncate } from '../format';
import { TaskStatusTag } from './TaskStatusTag';
import { UnreadBadge } from './UnreadBadge';

/** docs/product-rules.md, "Dashboards": dashboards show the 3 latest tasks. */
export const RECENT_TASKS_COUNT = 3;

export interface TaskSummary {
  id: string;
  title: string;
  status: string;
  createdAt: string;
  clientName?: string | null;
  recipientName?: string | null;
  category?: { name: string } | null;
  unreadCount?: number;
}

/** The latest tasks first (by creation time), at most `count`. */
export function latestTasks<T extends { createdAt: string }>(tasks: T[], count = RECENT_TASKS_COUNT): T[] {
  return [...tasks].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt)).slice(0, count);
}

/**
 * The dashboards' list of the latest tasks, each a link to /tasks/{id}; skeleton rows while
 * loading, the spec's "No shopping requests yet" when there are none.
 */
export function RecentTasks({
  tasks,
  loading,
  showClient = false,
  empty,
}: {
  tasks: TaskSummary[] | undefined;
  loading: boolean;
  showClient?: boolean;
  /** Below the empty text, e.g. a "Create your first request" button. */
  empty?: ReactNode;
}) {
  const { token } = theme.useToken();
  if (loading) {
    return (
      <div aria-busy="true" aria-label="Loading tasks">
        {Array.from({ length: RECENT_TASKS_COUNT }, (_, index) => (
          <Skeleton key={index} active title={{ width: '60%' }} paragraph={{ rows: 1, width: '40%' }} />
        ))}
      </div>
    );
  }
  const latest = latestTasks(tasks ?? []);
  if (latest.length === 0) {
    return (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No shopping requests yet">
        {empty}
      </Empty>
    );
  }
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {latest.map((task, index) => {
        const details = [
          showClient ? task.clientName : null,
          task.recipientName ? `for ${task.recipientName}` : null,
          task.category?.name,
          formatDate(task.createdAt),
        ].filter(Boolean);
        return (
          <li key={task.id} style={{ borderTop: index ? `1px solid ${token.colorBorderSecondary}` : undefined }}>
            <Link
              to={`/tasks/${encodeURIComponent(task.id)}`}
              className="atelier-block-link"
              style={{ display: 'block', padding: '12px 4px', color: 'inherit' }}
            >
              <Flex align="center" gap={12}>
                <Flex vertical style={{ minWidth: 0, flex: 1 }}>
                  <Typography.Text strong ellipsis title={task.title}>
                    {truncate(task.title)}
                  </Typography.Text>
                  <Typography.Text type="secondary" ellipsis style={{ fontSize: 13 }}>
                    {details.join(' · ')}
                  </Typography.Text>
                </Flex>
                <UnreadBadge count={task.unreadCount} />
                <TaskStatusTag status={task.status} />
                <RightOutlined aria-hidden="true" style={{ color: token.colorTextTertiary, fontSize: 12 }} />
              </Flex>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
