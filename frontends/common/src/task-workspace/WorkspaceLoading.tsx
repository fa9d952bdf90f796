import { Flex, Skeleton, Spin, Typography } from 'antd';
import { TaskLoadingHeading } from './TaskHeading';
import type { WorkspaceRole } from './workspace-capabilities';

/** "Loading task..." under the task's heading while the task (or the workspace's code) arrives. */
export function WorkspaceLoading({ taskId, role }: { taskId: string | undefined; role: WorkspaceRole }) {
  return (
    <Flex vertical gap={16} aria-busy="true">
      <TaskLoadingHeading taskId={taskId} role={role} />
      <Flex align="center" gap={12} role="status">
        <Spin />
        <Typography.Text>Loading task...</Typography.Text>
      </Flex>
      <Skeleton active title={false} paragraph={{ rows: 6 }} />
    </Flex>
  );
}
