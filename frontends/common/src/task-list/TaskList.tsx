import { Button, Card, Col, Empty, Flex, Row, Typography } from 'antd';
import { type ReactNode, useMemo } from 'react';
import { choicesFromTasks, type FilterChoice, withSelected } from './filter-choices';
import { TaskCard } from './TaskCard';
import { TaskFilters } from './TaskFilters';
import { applyTaskFilters, isFiltered, type TaskFilterField } from './task-filters';
import { TaskListSkeleton } from './TaskListSkeleton';
import { TaskSearch } from './TaskSearch';
import { useTaskFilterParams } from './use-task-filter-params';
import { useTaskList } from './use-task-list';
import { LoadFailed } from '../components/LoadFailed';

export interface TaskListProps {
  /** The filters the role offers, in this order (their URL parameters are the only ones read). */
  fields: readonly TaskFilterField[];
  /** Whether the cards name the client (the shopper's list). */
  showClient: boolean;
  /** The client filter's choices (GET /api/clients); the tasks' clients until they arrive. */
  clientChoices?: FilterChoice[];
  /** The recipient filter's choices (GET /api/recipients); else the recipients of the tasks. */
  recipientChoices?: FilterChoice[];
  /** Under "No shopping requests yet": the role's button to create one. */
  emptyAction: ReactNode;
}

/**
 * A task list with search and filters kept in the URL (spec section 2, All Tasks): the count
 * "Showing X of Y tasks", a 5-card skeleton while loading, Retry on failure, an empty state,
 * and a "no match" state that offers to clear the filters.
 */
export function TaskList({ fields, showClient, clientChoices, recipientChoices, emptyAction }: TaskListProps) {
  const tasks = useTaskList();
  const { filters, setFilter, setSearch, clear } = useTaskFilterParams(fields);
  const all = useMemo(() => tasks.data ?? [], [tasks.data]);
  const shown = useMemo(() => applyTaskFilters(all, filters), [all, filters]);
  const clients = withSelected(clientChoices ?? choicesFromTasks(all, 'clientId'), filters.clientId, 'Selected client');
  const recipients = withSelected(
    recipientChoices ?? choicesFromTasks(all, 'recipientId', filters.clientId),
    filters.recipientId,
    'Selected recipient',
  );
  const filtered = isFiltered(filters);

  return (
    <Flex vertical gap={16}>
      <Card size="small" role="search" aria-label="Search and filter tasks">
        <TaskFilters
          search={<TaskSearch value={filters.q} onChange={setSearch} />}
          fields={fields}
          filters={filters}
          clientChoices={clients}
          recipientChoices={recipients}
          onChange={setFilter}
          onClear={clear}
          shownCount={shown.length}
        />
      </Card>

      {tasks.isPending ? (
        <TaskListSkeleton />
      ) : tasks.isError ? (
        <LoadFailed title="We could not load your tasks." retry={tasks.refetch} retrying={tasks.isFetching} />
      ) : all.length === 0 ? (
        <Card>
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No shopping requests yet">
            {emptyAction}
          </Empty>
        </Card>
      ) : (
        <>
          <Flex justify="space-between" align="center" gap={8} wrap>
            <Typography.Text role="status" aria-live="polite">
              Showing {shown.length} of {all.length} tasks
            </Typography.Text>
            {filtered && (
              <Button type="link" onClick={clear} style={{ paddingInline: 4 }}>
                Clear filters
              </Button>
            )}
          </Flex>
          {shown.length === 0 ? (
            <Card>
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No tasks match these filters">
                <Button onClick={clear}>Clear filters</Button>
              </Empty>
            </Card>
          ) : (
            <Row gutter={[16, 16]} role="list" aria-label="Tasks">
              {shown.map((task) => (
                <Col key={task.id} xs={24} md={12} xl={8} role="listitem">
                  <TaskCard task={task} showClient={showClient} />
                </Col>
              ))}
            </Row>
          )}
        </>
      )}
    </Flex>
  );
}
