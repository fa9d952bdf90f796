import { type ComponentProps, lazy, Suspense } from 'react';
import type { TaskWorkspace as Workspace } from './TaskWorkspace';
import { loadTaskWorkspace } from './load-task-workspace';
import { WorkspaceLoading } from './WorkspaceLoading';

/**
 * @atelier/common is one shared chunk that every page loads, the public ones included; the
 * workspace (with its gallery, upload and invoice code) is split off and fetched when a task
 * is opened.
 */
const LoadedWorkspace = lazy(() => loadTaskWorkspace().then((module) => ({ default: module.TaskWorkspace })));

export function TaskWorkspace(props: ComponentProps<typeof Workspace>) {
  return (
    <Suspense fallback={<WorkspaceLoading taskId={props.taskId} role={props.role} />}>
      <LoadedWorkspace {...props} />
    </Suspense>
  );
}
