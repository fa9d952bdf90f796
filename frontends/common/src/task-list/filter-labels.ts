import type { TaskFilterField } from './task-filters';

/** Each filter control's label. */
export const FILTER_LABELS: Record<TaskFilterField, string> = {
  status: 'Status',
  clientId: 'Client',
  recipientId: 'Recipient',
  budget: 'Budget',
  invoice: 'Invoice',
};

export const FILTER_LABEL_STYLE = { fontSize: 13, fontWeight: 500 } as const;

/** The width of each control in the row of filters on wider screens ("All" and three statuses for status). */
export const ROW_CONTROL_WIDTH: Record<TaskFilterField, number> = {
  status: 272,
  clientId: 180,
  recipientId: 180,
  budget: 180,
  invoice: 180,
};
