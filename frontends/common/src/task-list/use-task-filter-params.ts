import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { parseTaskFilters, serializeTaskFilters, type TaskFilterField, withFilter } from './task-filters';

/**
 * The list's filters held in the URL, so reload, Back and Forward keep them and a link can
 * pre-set them (`/tasks?clientId=`). A filter change is a history entry of its own; typing in
 * the search replaces the current entry (Back should not replay every keystroke).
 */
export function useTaskFilterParams(fields: readonly TaskFilterField[]) {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseTaskFilters(params, fields), [params, fields]);

  const setFilter = useCallback(
    (field: TaskFilterField, value: string | null) =>
      setParams(serializeTaskFilters(withFilter(filters, field, value))),
    [filters, setParams],
  );
  const setSearch = useCallback(
    (q: string) => setParams(serializeTaskFilters({ ...filters, q }), { replace: true }),
    [filters, setParams],
  );
  const clear = useCallback(() => setParams(new URLSearchParams()), [setParams]);

  return { filters, setFilter, setSearch, clear };
}
