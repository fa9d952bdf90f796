/**
 * The task lists at /tasks (docs/product-rules.md, "Task lists and filters"): the shopper's All
 * Tasks and the client's My Shopping Requests, with search and filters kept in the URL.
 */
export { TaskList } from './TaskList';
export type { TaskListProps } from './TaskList';
export { TaskListHeader } from './TaskListHeader';
export type { FilterChoice } from './filter-choices';
export type { TaskFilterField } from './task-filters';
export { useLatestTasks } from './use-latest-tasks';
export { TASK_LIST_FIELDS } from './task-page-query';
export { TASK_LIST_TITLES } from './task-list-titles';
