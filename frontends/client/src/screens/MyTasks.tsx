import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { api, recipientKeys, RouterButton } from '@atelier/common';
import { TASK_LIST_FIELDS, TASK_LIST_TITLES, TaskList, TaskListHeader } from '@atelier/common/task-list';
import { useQuery } from '@tanstack/react-query';
import { Flex } from 'antd';
import { useMemo } from 'react';

/** /tasks for the client: their own shopping requests, by status and by recipient. */
export default function MyTasks() {
  const recipients = useQuery({
    queryKey: recipientKeys.all,
    queryFn: ({ signal }) => api.get('/api/recipients', { signal }),
  });
  const recipientChoices = useMemo(
    () => recipients.data?.map((recipient) => ({ value: recipient.id, label: recipient.displayName })),
    [recipients.data],
  );
  return (
    <Flex vertical gap={16}>
      <TaskListHeader {...TASK_LIST_TITLES.CLIENT} />
      <TaskList
        fields={TASK_LIST_FIELDS.CLIENT}
        showClient={false}
        recipientChoices={recipientChoices}
        emptyAction={
          <RouterButton to="/task-wizard" type="primary" icon={<PlusOutlined aria-hidden="true" />}>
            Create New Shopping Request
          </RouterButton>
        }
      />
    </Flex>
  );
}
