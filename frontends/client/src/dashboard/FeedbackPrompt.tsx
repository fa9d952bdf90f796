import LikeOutlined from '@ant-design/icons/LikeOutlined';
import { RouterButton, type Schemas, truncate, VISUALLY_HIDDEN } from '@atelier/common';
import { Card, Flex, Typography } from 'antd';

type Dashboard = Schemas['ClientDashboardDto'];

/** The items the shopper found that wait for the client's like or dislike; shown only when some do. */
export function FeedbackPrompt({ dashboard }: { dashboard: Dashboard | undefined }) {
  const task = dashboard?.firstFeedbackTask;
  const count = dashboard?.itemsAwaitingFeedback ?? 0;
  if (!task || count === 0) return null;
  return (
    <Card size="small">
      <Flex align="center" justify="space-between" gap={12} wrap>
        <Flex align="center" gap={8}>
          <LikeOutlined aria-hidden="true" style={{ fontSize: 18 }} />
          <Typography.Text strong>
            {count === 1 ? '1 item waiting for your feedback' : `${count} items waiting for your feedback`}
          </Typography.Text>
        </Flex>
        <RouterButton to={`/tasks/${encodeURIComponent(task.taskId)}`} type="primary">
          Review items<span style={VISUALLY_HIDDEN}> in {truncate(task.taskTitle)}</span>
        </RouterButton>
      </Flex>
    </Card>
  );
}
