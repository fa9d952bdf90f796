export { TaskWorkspace } from './LazyTaskWorkspace';
export type { WorkspaceRole } from './workspace-capabilities';
export { TaskHeadingPlaceholder, TaskLoadingHeading } from './TaskHeading';
