import { type StatusHue, StatusTag } from './StatusTag';

const STATUS_STYLES: Record<string, { label: string; hue: StatusHue }> = {
  DRAFT: { label: 'Draft', hue: 'neutral' },
  ACTIVE: { label: 'Active', hue: 'blue' },
  IN_PROGRESS: { label: 'In Progress', hue: 'blue' },
  SUBMITTED: { label: 'Submitted', hue: 'blue' },
  COMPLETE: { label: 'Complete', hue: 'green' },
  COMPLETED: { label: 'Completed', hue: 'green' },
  ARCHIVED: { label: 'Archived', hue: 'neutral' },
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
  return <StatusTag hue={STATUS_STYLES[status]?.hue ?? 'neutral'}>{taskStatusLabel(status)}</StatusTag>;
}
