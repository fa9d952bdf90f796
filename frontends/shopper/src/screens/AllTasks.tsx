import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { api, catalogKeys, RouterButton } from '@atelier/common';
import { TASK_LIST_FIELDS, TASK_LIST_TITLES, TaskList, TaskListHeader } from '@atelier/common/task-list';
import { useQuery } from '@tanstack/react-query';
import { Flex } from 'antd';
import { useMemo } from 'react';

/** /tasks for the shopper (docs/product-rules.md, "Task lists and filters"): every task of their clients. */
export default function AllTasks() {
  const clients = useQuery({
    queryKey: catalogKeys.clients,
    queryFn: ({ signal }) => api.get('/api/clients', { signal }),
  });
  const clientChoices = useMemo(
    () => clients.data?.map((client) => ({ value: client.id, label: client.profile.displayName })),
    [clients.data],
  );
  return (
    <Flex vertical gap={16}>
      <TaskListHeader {...TASK_LIST_TITLES.SHOPPER} />
      <TaskList
        fields={TASK_LIST_FIELDS.SHOPPER}
        showClient
        clientChoices={clientChoices}
        emptyAction={
          <RouterButton to="/task-wizard" type="primary" icon={<PlusOutlined aria-hidden="true" />}>
            Create First Task
          </RouterButton>
        }
      />
    </Flex>
  );
}
