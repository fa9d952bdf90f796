import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import { Flex, Typography } from 'antd';
import { RouterButton } from '../components/RouterButton';
import { useDocumentTitle } from '../document/useDocumentTitle';

/** A list screen's title (also the browser tab's) with its Back button. */
export function TaskListHeader({ title, backTo }: { title: string; backTo: string }) {
  useDocumentTitle(title);
  return (
    <Flex vertical gap={8} align="flex-start">
      <RouterButton
        to={backTo}
        type="text"
        icon={<ArrowLeftOutlined aria-hidden="true" />}
        style={{ paddingInline: 4 }}
      >
        Back
      </RouterButton>
      <Typography.Title level={1} style={{ margin: 0, fontSize: 28 }}>
        {title}
      </Typography.Title>
    </Flex>
  );
}
