/**
 * What the /tasks screens ask GET /api/tasks/page for, as pure functions: the screens use them
 * (use-task-pages.ts) and so does the shell's early first read (shell/src/early/early-start.ts,
 * which runs before the shared modules arrive), so both send the very same URL.
 */
import { parseTaskFilters, serializeTaskFilters, type TaskFilterField, type TaskFilterValues } from './task-filters';

/** Tasks a page of the list holds (GET /api/tasks/page allows up to 50). */
export const TASK_PAGE_SIZE = 20;

/** The filters each role's list offers, in this order (their URL parameters are the only ones read). */
export const TASK_LIST_FIELDS = {
  // The shopper's recipient filter takes `?recipientId=` links (its choices come from the tasks).
  SHOPPER: ['status', 'clientId', 'recipientId', 'budget', 'invoice'],
  CLIENT: ['status', 'recipientId'],
} as const satisfies Record<string, readonly TaskFilterField[]>;

/** The query string of GET /api/tasks/page for these filters: the page size, then the filters. */
export function taskPageQuery(filters: TaskFilterValues): Record<string, string | number> {
  const query: Record<string, string | number> = { limit: TASK_PAGE_SIZE };
  for (const [name, value] of serializeTaskFilters(filters)) query[name] = value;
  return query;
}

/** The first page's URL for a /tasks page opened at `search`, exactly as apiRequest sends it. */
export function firstTaskPageUrl(search: string, fields: readonly TaskFilterField[]): string {
  const query = taskPageQuery(parseTaskFilters(new URLSearchParams(search), fields));
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) params.set(name, String(value));
  return `/api/tasks/page?${params.toString()}`;
}
