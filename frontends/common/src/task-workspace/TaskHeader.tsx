import EditOutlined from '@ant-design/icons/EditOutlined';
import RollbackOutlined from '@ant-design/icons/RollbackOutlined';
import { Button, Tag, theme, Typography } from 'antd';
import { TaskStatusTag } from '../components/TaskStatusTag';
import { TaskHeadingView } from './TaskHeading';
import { canWithdraw, useWithdrawRequest } from './use-withdraw-request';
import type { TaskDetail } from './use-task';
import type { WorkspaceCapabilities } from './workspace-capabilities';

/** "12.5%": the fee percent without trailing zeros. */
export function feeLabel(feePct: string): string {
  return `${Number.parseFloat(feePct)}%`;
}

/**
 * Title (truncated at 50), status badge, fee badge (shopper), back to the dashboard, Edit Task
 * (shopper) or Withdraw Request (client, while nothing is billed).
 */
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
  const withdraw = useWithdrawRequest(task.id);
  return (
    <TaskHeadingView
      dashboardPath={capabilities.dashboardPath}
      title={task.title}
      facts={
        <>
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
        </>
      }
      action={
        capabilities.editTask ? (
          <Button icon={<EditOutlined aria-hidden="true" />} onClick={onEdit}>
            Edit Task
          </Button>
        ) : (
          capabilities.withdrawRequest &&
          canWithdraw(detail) && (
            <Button icon={<RollbackOutlined aria-hidden="true" />} onClick={() => withdraw(task.title)}>
              Withdraw Request
            </Button>
          )
        )
      }
    />
  );
}
