import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import { Button, Flex, Tag, theme, Typography } from 'antd';
import { TaskStatusTag } from '../components/TaskStatusTag';
import { RouterButton } from '../components/RouterButton';
import { truncate } from '../format';
import type { TaskDetail } from './use-task';
import type { WorkspaceCapabilities } from './workspace-capabilities';

/** "12.5%": the fee percent without trailing zeros. */
export function feeLabel(feePct: string): string {
  return `${Number.parseFloat(feePct)}%`;
}

/** Title (truncated at 50), status badge, fee badge (shopper), back to the dashboard, Edit Task. */
export function TaskHeader({
  detail,
  capabilities,
  onEdit,
}: {
  detail: TaskDetail;
  capabilities: WorkspaceCapabilities;
  onEdit: () => void;
}) {
  const { task } = detail;
  const { token } = theme.useToken();
  return (
    <Flex vertical gap={8}>
      <div>
        <RouterButton
          to={capabilities.dashboardPath}
          type="link"
          icon={<ArrowLeftOutlined aria-hidden="true" />}
          style={{ paddingInline: 0 }}
        >
          Back to Dashboard
        </RouterButton>
      </div>
      <Flex align="flex-start" justify="space-between" gap={12} wrap>
        <Flex vertical gap={6} style={{ minWidth: 0, flex: '1 1 280px' }}>
          <Typography.Title
            level={1}
            title={task.title}
            style={{ margin: 0, fontSize: 26, lineHeight: 1.25, overflowWrap: 'anywhere' }}
          >
            {truncate(task.title)}
          </Typography.Title>
          <Flex gap={8} wrap align="center">
            <TaskStatusTag status={task.status} />
            {capabilities.seeFees && (
              <Tag color={token.colorPrimary} variant="solid" style={{ marginInlineEnd: 0 }}>
                Fee {feeLabel(task.effectiveFeePct)}
              </Tag>
            )}
            <Typography.Text type="secondary">
              {detail.category.name}
              {detail.recipient ? ` · for ${detail.recipient.displayName}` : ''}
            </Typography.Text>
          </Flex>
        </Flex>
        {capabilities.editTask && (
          <Button icon={<EditOutlined aria-hidden="true" />} onClick={onEdit}>
            Edit Task
          </Button>
        )}
      </Flex>
    </Flex>
  );
}
