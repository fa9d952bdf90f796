import { type UserRole, useRole } from '../session/SessionProvider';
import { type StatusHue, StatusTag } from './StatusTag';

const STATUS_STYLES: Record<string, { label: string; hue: StatusHue }> = {
  DRAFT: { label: 'Draft', hue: 'neutral' },
  ACTIVE: { label: 'Active', hue: 'blue' },
  IN_PROGRESS: { label: 'In Progress', hue: 'blue' },
  SUBMITTED: { label: 'Submitted', hue: 'blue' },
  COMPLETE: { label: 'Complete', hue: 'green' },
  COMPLETED: { label: 'Completed', hue: 'green' },
  ARCHIVED: { label: 'Archived', hue: 'neutral' },
  WITHDRAWN: { label: 'Withdrawn', hue: 'neutral' },
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

/**
 * A task in DRAFT waits for the shopper to take it up: to the client, who sent the request,
 * it is requested, not a draft of hers.
 */
const CLIENT_LABELS: Partial<Record<string, string>> = { DRAFT: 'Requested' };

/**
 * The label of a task status (docs/product-rules.md, "Task states") as `role` reads it; unknown
 * values get a readable label.
 */
export function taskStatusLabel(status: string, role: UserRole | null = null): string {
  return (role === 'CLIENT' ? CLIENT_LABELS[status] : undefined) ?? STATUS_STYLES[status]?.label ?? humanize(status);
}

/** A task's status badge: Draft (Requested, to the client), Active, Complete, Archived; others neutral. */
export function TaskStatusTag({ status }: { status: string }) {
  const role = useRole();
  return <StatusTag hue={STATUS_STYLES[status]?.hue ?? 'neutral'}>{taskStatusLabel(status, role)}</StatusTag>;
}
