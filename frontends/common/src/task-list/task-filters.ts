/**
 * The task lists' filters (docs/product-rules.md, "Task lists and filters", with its budget
 * buckets) as pure functions that read and write them as URL parameters; GET /api/tasks/page
 * applies them. The parameter names and values are the api's own (`status`, `clientId`,
 * `recipientId`, `q`, `budget`, `invoice`), so a list link means the same thing to the screen and
 * to the server.
 */
import type { Schemas } from '../api/typed';

export type TaskListItem = Schemas['TaskListItemDto'];

/** The status choices of the lists; "All" is no status filter. */
export const STATUS_FILTERS = ['DRAFT', 'ACTIVE', 'COMPLETE'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

/**
 * docs/product-rules.md, "Task lists and filters": under 100; 100 to under 500; 500 to under 1000;
 * 1000 and over (dollars).
 */
export const BUDGET_BUCKETS = ['under100', '100to500', '500to1000', 'over1000'] as const;
export type BudgetBucket = (typeof BUDGET_BUCKETS)[number];

/** On the task's latest invoice that is not VOID (the list's `invoiceStatus`). */
export const INVOICE_FILTERS = ['has', 'none', 'paid', 'due'] as const;
export type InvoiceFilter = (typeof INVOICE_FILTERS)[number];

export interface TaskFilterValues {
  /** The title search as typed (the search box shows it back). */
  q: string;
  status: StatusFilter | null;
  clientId: string | null;
  recipientId: string | null;
  budget: BudgetBucket | null;
  invoice: InvoiceFilter | null;
}

/** The filters other than the search, each one URL parameter. */
export type TaskFilterField = Exclude<keyof TaskFilterValues, 'q'>;

export const ALL_FILTER_FIELDS: readonly TaskFilterField[] = ['status', 'clientId', 'recipientId', 'budget', 'invoice'];

export const NO_FILTERS: TaskFilterValues = {
  q: '',
  status: null,
  clientId: null,
  recipientId: null,
  budget: null,
  invoice: null,
};

function oneOf<T extends string>(choices: readonly T[], value: string | null): T | null {
  return value !== null && (choices as readonly string[]).includes(value) ? (value as T) : null;
}

function nonBlank(value: string | null): string | null {
  return value?.trim() ? value.trim() : null;
}

/**
 * The filters in the URL. Only the role's `fields` are read (a client's list ignores a
 * `budget` it offers no control for); an unknown value is no filter rather than an empty list.
 */
export function parseTaskFilters(
  params: URLSearchParams,
  fields: readonly TaskFilterField[] = ALL_FILTER_FIELDS,
): TaskFilterValues {
  const read = <F extends TaskFilterField>(field: F, value: TaskFilterValues[F]) =>
    fields.includes(field) ? value : null;
  return {
    q: params.get('q') ?? '',
    status: read('status', oneOf(STATUS_FILTERS, params.get('status'))),
    clientId: read('clientId', nonBlank(params.get('clientId'))),
    recipientId: read('recipientId', nonBlank(params.get('recipientId'))),
    budget: read('budget', oneOf(BUDGET_BUCKETS, params.get('budget'))),
    invoice: read('invoice', oneOf(INVOICE_FILTERS, params.get('invoice'))),
  };
}

/** The URL parameters of the filters, in a fixed order, leaving out what is not set. */
export function serializeTaskFilters(filters: TaskFilterValues): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q.trim()) params.set('q', filters.q);
  for (const field of ALL_FILTER_FIELDS) {
    const value = filters[field];
    if (value) params.set(field, value);
  }
  return params;
}

/**
 * One filter changed. A recipient belongs to one client, so choosing another client drops
 * the recipient filter (it would otherwise leave an empty list behind).
 */
export function withFilter(filters: TaskFilterValues, field: TaskFilterField, value: string | null): TaskFilterValues {
  const next = { ...filters, [field]: value || null };
  if (field === 'clientId' && value !== filters.clientId) next.recipientId = null;
  return next;
}

/** How many filters (not the search) are set: the count on the phone's Filters button. */
export function countActiveFilters(filters: TaskFilterValues): number {
  return ALL_FILTER_FIELDS.filter((field) => filters[field] !== null).length;
}

/** Whether anything narrows the list (a filter or a search). */
export function isFiltered(filters: TaskFilterValues): boolean {
  return countActiveFilters(filters) > 0 || filters.q.trim() !== '';
}
