/**
 * The /tasks screen's title and Back target for each role. The remotes' list screens, the
 * shell's skeleton and its first paint (shell/src/early/first-paint.ts) show the same. Pure.
 */
export const TASK_LIST_TITLES = {
  SHOPPER: { title: 'All Tasks', backTo: '/shopper-dashboard' },
  CLIENT: { title: 'My Shopping Requests', backTo: '/client-dashboard' },
} as const;

export type TaskListRole = keyof typeof TASK_LIST_TITLES;
