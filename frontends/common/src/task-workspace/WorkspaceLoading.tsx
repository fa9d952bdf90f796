import { Flex, Skeleton, Spin, Typography } from 'antd';

/** "Loading task..." while the task (or the workspace's code) arrives. */
export function WorkspaceLoading() {
  return (
    <Flex vertical gap={16} aria-busy="true">
      <Flex align="center" gap={12} role="status">
        <Spin />
        <Typography.Text>Loading task...</Typography.Text>
      </Flex>
      <Skeleton active title={{ width: '50%' }} paragraph={{ rows: 6 }} />
    </Flex>
  );
}
