import { type ComponentProps, lazy, Suspense } from 'react';
import type { TaskWorkspace as Workspace } from './TaskWorkspace';
import { WorkspaceLoading } from './WorkspaceLoading';

/**
 * @atelier/common is one shared chunk that every page loads, the public ones included; the
 * workspace (with its gallery, upload and invoice code) is split off and fetched when a task
 * is opened.
 */
const LoadedWorkspace = lazy(() => import('./TaskWorkspace').then((module) => ({ default: module.TaskWorkspace })));

export function TaskWorkspace(props: ComponentProps<typeof Workspace>) {
  return (
    <Suspense fallback={<WorkspaceLoading />}>
      <LoadedWorkspace {...props} />
    </Suspense>
  );
}
