import { Tag } from 'antd';

const STATUS_STYLES: Record<string, { label: string; color: string }> = {
  DRAFT: { label: 'Draft', color: 'default' },
  ACTIVE: { label: 'Active', color: 'processing' },
  IN_PROGRESS: { label: 'In Progress', color: 'processing' },
  SUBMITTED: { label: 'Submitted', color: 'processing' },
  COMPLETE: { label: 'Complete', color: 'success' },
  COMPLETED: { label: 'Completed', color: 'success' },
  ARCHIVED: { label: 'Archived', color: 'default' },
};

/** "IN_PROGRESS" → "In Progress", for statuses without a label of their own. */
function humanize(status: string): string {
  return status
    .toLowerCase()
    .split('_')
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join(' ');
}

/** The label of a task status (spec section 4); unknown values get a readable label. */
export function taskStatusLabel(status: string): string {
  return STATUS_STYLES[status]?.label ?? humanize(status);
}

/** A task's status badge: Draft, Active, Complete, Archived; other values in a neutral style. */
export function TaskStatusTag({ status }: { status: string }) {
  const style = STATUS_STYLES[status];
  return (
    <Tag color={style?.color ?? 'default'} style={{ marginInlineEnd: 0 }}>
      {style?.label ?? humanize(status)}
    </Tag>
  );
}
