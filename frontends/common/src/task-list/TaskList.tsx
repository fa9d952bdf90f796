import { Alert, Button, Card, Col, Empty, Flex, Row, Typography } from 'antd';
import { type ReactNode, useCallback, useDeferredValue, useEffect, useMemo, useRef } from 'react';
import { choicesFromTasks, type FilterChoice, withSelected } from './filter-choices';
import { TaskCard } from './TaskCard';
import { TaskFilters } from './TaskFilters';
import { isFiltered, type TaskFilterField } from './task-filters';
import { TaskListSkeleton } from './TaskListSkeleton';
import { TaskSearch } from './TaskSearch';
import { useTaskFilterParams } from './use-task-filter-params';
import { useTaskPages } from './use-task-pages';
import { LoadFailed } from '../components/LoadFailed';
import { VISUALLY_HIDDEN } from '../components/visually-hidden';

export interface TaskListProps {
  /** The filters the role offers, in this order (their URL parameters are the only ones read). */
  fields: readonly TaskFilterField[];
  /** Whether the cards name the client (the shopper's list). */
  showClient: boolean;
  /** The client filter's choices (GET /api/clients); the loaded tasks' clients until they arrive. */
  clientChoices?: FilterChoice[];
  /** The recipient filter's choices (GET /api/recipients); else the recipients of the loaded tasks. */
  recipientChoices?: FilterChoice[];
  /** Under "No shopping requests yet": the role's button to create one. */
  emptyAction: ReactNode;
}

/** How far below the screen the next page starts loading, so scrolling rarely waits for it. */
const LOAD_AHEAD = '600px';

/**
 * A task list with search and filters kept in the URL (docs/product-rules.md,
 * "Task lists and filters"), read a page at a time: the count "Showing X of Y tasks" (the server's
 * counts, whatever is loaded), a 5-card skeleton while loading, Retry on failure, an empty state, a
 * "no match" state that offers to clear the filters, and older tasks loaded as the end of the list
 * scrolls into view (or with "Load more tasks", for the keyboard and screen readers).
 */
export function TaskList({ fields, showClient, clientChoices, recipientChoices, emptyAction }: TaskListProps) {
  const { filters, setFilter, setSearch, clear } = useTaskFilterParams(fields);
  // Each answer re-renders the whole list: it does so in the background, in slices a phone's
  // browser can interrupt, rather than in one blocking task per answer.
  const tasks = useDeferredValue(useTaskPages(filters));
  const pages = tasks.data?.pages;
  const shown = useMemo(() => pages?.flatMap((page) => page.tasks) ?? [], [pages]);
  const matchingCount = pages?.[0]?.matchingCount ?? 0;
  const totalCount = pages?.[0]?.totalCount ?? 0;
  const clients = withSelected(
    clientChoices ?? choicesFromTasks(shown, 'clientId'),
    filters.clientId,
    'Selected client',
  );
  const recipients = withSelected(
    recipientChoices ?? choicesFromTasks(shown, 'recipientId', filters.clientId),
    filters.recipientId,
    'Selected recipient',
  );
  const filtered = isFiltered(filters);
  const { fetchNextPage } = tasks;
  const pageCount = pages?.length ?? 0;
  const loadMore = useCallback(() => {
    void (async () => {
      // Without cancelling what is in flight, a request made while the loaded pages are being
      // read again (as when the live socket connects) is answered by that refetch: the next page
      // is then asked for once it is done, so no press of "Load more" is lost.
      const answered = await fetchNextPage({ cancelRefetch: false });
      if (answered.hasNextPage && (answered.data?.pages.length ?? 0) <= pageCount) {
        await fetchNextPage({ cancelRefetch: false });
      }
    })();
  }, [fetchNextPage, pageCount]);

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
          shownCount={matchingCount}
        />
      </Card>

      {tasks.isPending ? (
        <TaskListSkeleton />
      ) : tasks.isError && !pages ? (
        <LoadFailed title="We could not load your tasks." retry={tasks.refetch} retrying={tasks.isFetching} />
      ) : totalCount === 0 ? (
        <Card>
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No shopping requests yet">
            {emptyAction}
          </Empty>
        </Card>
      ) : (
        <>
          <Flex justify="space-between" align="center" gap={8} wrap>
            <Typography.Text role="status" aria-live="polite">
              Showing {matchingCount} of {totalCount} tasks
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
            <Row
              gutter={[16, 16]}
              role="list"
              aria-label="Tasks"
              aria-busy={tasks.isPlaceholderData || tasks.isFetchingNextPage}
              style={{ opacity: tasks.isPlaceholderData ? 0.6 : 1, transition: 'opacity 0.2s' }}
            >
              {shown.map((task) => (
                <Col key={task.id} xs={24} md={12} xl={8} role="listitem">
                  <TaskCard task={task} showClient={showClient} />
                </Col>
              ))}
            </Row>
          )}
          {/* Screen readers hear older tasks arrive (the count above stays the same). */}
          <span role="status" aria-live="polite" style={VISUALLY_HIDDEN}>
            {(pages?.length ?? 0) > 1 ? `${shown.length} of ${matchingCount} tasks loaded` : ''}
          </span>
          {tasks.isFetchNextPageError ? (
            <Alert
              type="error"
              showIcon
              message="We could not load more tasks."
              action={
                <Button size="small" onClick={loadMore}>
                  Retry
                </Button>
              }
            />
          ) : (
            tasks.hasNextPage && (
              <MoreTasks loading={tasks.isFetchingNextPage} onMore={loadMore} left={matchingCount - shown.length} />
            )
          )}
        </>
      )}
    </Flex>
  );
}

/**
 * The end of a list with more pages: it asks for the next page when it nears the screen, and
 * its button does the same by hand.
 */
function MoreTasks({ loading, onMore, left }: { loading: boolean; onMore: () => void; left: number }) {
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = end.current;
    // While a page loads, the next one waits: observing again afterwards asks at once if the
    // end is still in view.
    if (loading || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && onMore(), {
      rootMargin: `0px 0px ${LOAD_AHEAD} 0px`,
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [loading, onMore]);
  return (
    <Flex ref={end} justify="center">
      <Button onClick={onMore} loading={loading}>
        {loading ? 'Loading more tasks…' : `Load more tasks (${left} more)`}
      </Button>
    </Flex>
  );
}
