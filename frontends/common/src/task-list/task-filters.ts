/**
 * The task lists' filters (spec section 2, All Tasks; section 9, budget buckets) as pure
 * functions: read and write them as URL parameters, and apply them to GET /api/tasks.
 * The parameter names and values are the api's own (`status`, `clientId`, `recipientId`, `q`,
 * `budget`, `invoice`), so a list link means the same thing to the screen and to the server.
 */
import type { Schemas } from '../api/typed';

export type TaskListItem = Schemas['TaskListItemDto'];

/** The status choices of the lists; "All" is no status filter. */
export const STATUS_FILTERS = ['DRAFT', 'ACTIVE', 'COMPLETE'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

/** Spec section 9: under 100; 100 to under 500; 500 to under 1000; 1000 and over (dollars). */
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

const BUDGET_RANGES_CENTS: Record<BudgetBucket, [from: number, below: number]> = {
  under100: [0, 100_00],
  '100to500': [100_00, 500_00],
  '500to1000': [500_00, 1000_00],
  over1000: [1000_00, Infinity],
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

/**
 * The api's two-decimal amount ("129.00", "-3.5") in integer cents; an unreadable amount
 * counts as 0. Digits past the second decimal are dropped, never rounded through a float.
 */
export function amountToCents(amount: string | null | undefined): number {
  const match = /^\s*(-?)(\d*)(?:\.(\d*))?\s*$/.exec(amount ?? '');
  if (!match || !(match[2] || match[3])) return 0;
  const cents = Number(match[2] || '0') * 100 + Number((match[3] ?? '').slice(0, 2).padEnd(2, '0'));
  return match[1] ? -cents : cents;
}

/** The budget bucket of a subtotal in cents (spec section 9). */
export function budgetBucketOf(subtotalCents: number): BudgetBucket {
  return BUDGET_BUCKETS.find((bucket) => subtotalCents < BUDGET_RANGES_CENTS[bucket][1]) ?? 'over1000';
}

function matchesInvoice(status: TaskListItem['invoiceStatus'], filter: InvoiceFilter): boolean {
  switch (filter) {
    case 'has':
      return status !== null;
    case 'none':
      return status === null;
    case 'paid':
      return status === 'PAID';
    case 'due':
      return status === 'DUE';
  }
}

/** The tasks that pass every set filter and whose title contains the search (any case). */
export function applyTaskFilters<T extends TaskListItem>(tasks: readonly T[], filters: TaskFilterValues): T[] {
  const search = filters.q.trim().toLocaleLowerCase();
  return tasks.filter(
    (task) =>
      (!search || task.title.toLocaleLowerCase().includes(search)) &&
      (!filters.status || task.status === filters.status) &&
      (!filters.clientId || task.clientId === filters.clientId) &&
      (!filters.recipientId || task.recipientId === filters.recipientId) &&
      (!filters.budget || budgetBucketOf(amountToCents(task.subtotal)) === filters.budget) &&
      (!filters.invoice || matchesInvoice(task.invoiceStatus, filters.invoice)),
  );
}
