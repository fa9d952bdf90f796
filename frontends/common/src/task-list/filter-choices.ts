/** What the filter controls offer (docs/product-rules.md, "Task lists and filters"), with their labels. */
import { taskStatusLabel } from '../components/TaskStatusTag';
import type { UserRole } from '../session/SessionProvider';
import {
  type BudgetBucket,
  type InvoiceFilter,
  STATUS_FILTERS,
  type StatusFilter,
  type TaskListItem,
} from './task-filters';

export interface FilterChoice<V extends string = string> {
  value: V;
  label: string;
}

/** The status filter's choices, labelled as `role` reads the statuses ("Requested" to a client). */
export function statusChoices(role: UserRole | null): FilterChoice<StatusFilter>[] {
  return STATUS_FILTERS.map((value) => ({ value, label: taskStatusLabel(value, role) }));
}

export const BUDGET_CHOICES: FilterChoice<BudgetBucket>[] = [
  { value: 'under100', label: 'Under $100' },
  { value: '100to500', label: '$100 – $500' },
  { value: '500to1000', label: '$500 – $1,000' },
  { value: 'over1000', label: 'Over $1,000' },
];

export const INVOICE_CHOICES: FilterChoice<InvoiceFilter>[] = [
  { value: 'has', label: 'Has invoice' },
  { value: 'none', label: 'No invoice' },
  { value: 'paid', label: 'Paid' },
  { value: 'due', label: 'Due' },
];

const byLabel = (a: FilterChoice, b: FilterChoice) => a.label.localeCompare(b.label);

/**
 * The clients or the recipients named in the tasks, by name: the choices while their own
 * list loads (or if it failed), and the shopper's recipients, which the api lists per client
 * only. `ofClient` keeps the recipients of that client's tasks; recipients of several clients
 * carry their client's name ("Myself (Casey Client)"), as many share a name.
 */
export function choicesFromTasks(
  tasks: readonly TaskListItem[],
  field: 'clientId' | 'recipientId',
  ofClient: string | null = null,
): FilterChoice[] {
  const relevant = ofClient ? tasks.filter((task) => task.clientId === ofClient) : tasks;
  const severalClients = new Set(relevant.map((task) => task.clientId)).size > 1;
  const choices = new Map<string, string>();
  for (const task of relevant) {
    if (field === 'clientId') choices.set(task.clientId, task.clientName);
    else if (task.recipientId) {
      const name = task.recipientName ?? 'Unnamed recipient';
      choices.set(task.recipientId, severalClients ? `${name} (${task.clientName})` : name);
    }
  }
  return [...choices].map(([value, label]) => ({ value, label })).sort(byLabel);
}

/**
 * The choices with the filter's current value among them, so a select never shows a bare id:
 * a pre-set `?clientId=` while the clients load, or an id the lists do not know.
 */
export function withSelected(choices: FilterChoice[], selected: string | null, label: string): FilterChoice[] {
  return !selected || choices.some((choice) => choice.value === selected)
    ? choices
    : [...choices, { value: selected, label }];
}
