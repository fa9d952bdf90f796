import { Flex, Skeleton, Typography } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { BackLink } from '../components/BackLink';
import { truncate } from '../format';
import { VISUALLY_HIDDEN } from '../components/visually-hidden';
import { loadTaskWorkspace } from './load-task-workspace';
import { useTask } from './use-task';
import { capabilitiesFor, type WorkspaceRole } from './workspace-capabilities';

/**
 * The task page's heading as markup: "Back to Dashboard", the title in the page's h1
 * (truncated at 50, whole in its tooltip), the line of facts under it and `action` beside.
 * TaskHeader fills it from the task. Until the workspace shows, the same heading stands in its
 * place (TaskLoadingHeading), and the shell's first paint is it rendered at build time with
 * the title filled in before React loads (`firstPaintSlot` marks where): the page's largest
 * text stays put from the first paint, so it must keep the size of what the workspace renders.
 */
export function TaskHeadingView({
  dashboardPath,
  title,
  facts,
  action,
  firstPaintSlot,
}: {
  dashboardPath: string;
  title: string;
  facts: ReactNode;
  action?: ReactNode;
  firstPaintSlot?: string;
}) {
  return (
    <Flex vertical gap={8}>
      <BackLink to={dashboardPath} />
      <Flex align="flex-start" justify="space-between" gap={12} wrap>
        <Flex vertical gap={6} style={{ minWidth: 0, flex: '1 1 280px' }}>
          <Typography.Title
            level={1}
            title={title || undefined}
            data-slot={firstPaintSlot}
            // One line high before the title is known, so that it does not push the page down.
            style={{ margin: 0, fontSize: 26, lineHeight: 1.25, minHeight: '1.25em', overflowWrap: 'anywhere' }}
          >
            {title ? truncate(title) : <span style={VISUALLY_HIDDEN}>Loading task...</span>}
          </Typography.Title>
          <Flex gap={8} wrap align="center">
            {facts}
          </Flex>
        </Flex>
        {action}
      </Flex>
    </Flex>
  );
}

/** The task page's heading while the task's facts are not shown yet: `title` where known. */
export function TaskHeadingPlaceholder({
  role,
  title,
  firstPaintSlot,
}: {
  role: WorkspaceRole;
  title: string;
  firstPaintSlot?: string;
}) {
  return (
    <TaskHeadingView
      dashboardPath={capabilitiesFor(role).dashboardPath}
      title={title}
      firstPaintSlot={firstPaintSlot}
      // The height of the status tag's line.
      facts={
        <span aria-hidden="true">
          <Skeleton.Input active size="small" style={{ width: 180, height: 22, minWidth: 0 }} />
        </span>
      }
    />
  );
}

/**
 * The heading while the task's page loads (its code, or the task): the title as soon as the
 * task is read. It starts that read (or takes the one the shell's first script sent) and the
 * workspace's code, beside the remote's screen rather than after it.
 */
export function TaskLoadingHeading({ taskId, role }: { taskId: string | undefined; role: WorkspaceRole }) {
  const task = useTask(taskId);
  useEffect(() => {
    loadTaskWorkspace().catch(() => undefined);
  }, []);
  return <TaskHeadingPlaceholder role={role} title={task.data?.task.title ?? ''} />;
}
