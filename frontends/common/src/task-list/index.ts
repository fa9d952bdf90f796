/**
 * The task lists at /tasks (spec section 2, All Tasks): the shopper's All Tasks and the
 * client's My Shopping Requests, with search and filters kept in the URL.
 */
export { TaskList } from './TaskList';
export type { TaskListProps } from './TaskList';
export { TaskListHeader } from './TaskListHeader';
export type { FilterChoice } from './filter-choices';
export type { TaskFilterField } from './task-filters';
export { useLatestTasks } from './use-latest-tasks';
export { TASK_LIST_FIELDS } from './task-page-query';
export { TASK_LIST_TITLES } from './task-list-titles';
