import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { taskKeys } from '../api/query-keys';
import { api } from '../api/typed';
import { serializeTaskFilters, type TaskFilterValues } from './task-filters';
import { taskPageQuery } from './task-page-query';

/** How long the search waits for typing to pause before it asks the server. */
const SEARCH_SETTLE_MS = 300;

/** `value`, once it has stayed the same for `ms`. */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * The /tasks list a page at a time (GET /api/tasks/page, newest first): the server searches
 * and filters, and counts the matches and the whole list, so the screen never holds more than
 * the pages scrolled through. While new filters load, the last answer stays on screen.
 * Fetched again on every visit, as the other party changes tasks from their side.
 */
export function useTaskPages(filters: TaskFilterValues) {
  const settled = { ...filters, q: useSettled(filters.q, SEARCH_SETTLE_MS) };
  const query = taskPageQuery(settled);
  return useInfiniteQuery({
    queryKey: taskKeys.pagesOf(serializeTaskFilters(settled).toString()),
    queryFn: ({ pageParam, signal }) =>
      api.get('/api/tasks/page', { query: { ...query, cursor: pageParam ?? undefined }, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
  });
}
