import { BUDGET_CHOICES, choicesFromTasks, withSelected } from './filter-choices';
import {
  amountToCents,
  applyTaskFilters,
  budgetBucketOf,
  countActiveFilters,
  isFiltered,
  NO_FILTERS,
  parseTaskFilters,
  serializeTaskFilters,
  type TaskFilterValues,
  withFilter,
} from './task-filters';
import { fakeTask } from './task-list.fixture';

const filters = (overrides: Partial<TaskFilterValues>): TaskFilterValues => ({ ...NO_FILTERS, ...overrides });
const ids = (list: { id: string }[]) => list.map((task) => task.id);

describe('amountToCents', () => {
  it.each([
    ['129.00', 12900],
    ['99.99', 9999],
    ['0.10', 10],
    ['12.5', 1250],
    ['7', 700],
    ['.5', 50],
    ['1000.00', 100000],
    ['12.345', 1234],
    ['-3.50', -350],
  ])('reads %s as %i cents', (amount, cents) => expect(amountToCents(amount)).toBe(cents));

  it.each(['', 'abc', '1.2.3', '.', null, undefined])('counts %p as 0', (amount) =>
    expect(amountToCents(amount)).toBe(0),
  );
});

describe('budget buckets (spec section 9)', () => {
  it.each([
    ['0.00', 'under100'],
    ['99.99', 'under100'],
    ['100.00', '100to500'],
    ['499.99', '100to500'],
    ['500.00', '500to1000'],
    ['999.99', '500to1000'],
    ['1000.00', 'over1000'],
    ['25000.00', 'over1000'],
  ])('puts a subtotal of %s in %s', (subtotal, bucket) => {
    expect(budgetBucketOf(amountToCents(subtotal))).toBe(bucket);
    const task = fakeTask({ subtotal });
    expect(applyTaskFilters([task], filters({ budget: bucket as TaskFilterValues['budget'] }))).toEqual([task]);
    const others = BUDGET_CHOICES.map((choice) => choice.value).filter((other) => other !== bucket);
    for (const other of others) expect(applyTaskFilters([task], filters({ budget: other }))).toEqual([]);
  });
});

describe('applyTaskFilters', () => {
  const tasks = [
    fakeTask({ id: 'a', title: 'Spring Wardrobe', status: 'DRAFT', subtotal: '50.00' }),
    fakeTask({
      id: 'b',
      title: 'Living room lamps',
      status: 'ACTIVE',
      clientId: 'client-dana',
      clientName: 'Dana Doe',
      recipientId: 'recipient-dana',
      recipientName: 'Myself',
      subtotal: '250.00',
      invoiceStatus: 'DUE',
    }),
    fakeTask({ id: 'c', title: 'Wedding gifts', status: 'COMPLETE', subtotal: '1200.00', invoiceStatus: 'PAID' }),
    fakeTask({ id: 'd', title: 'Archived wardrobe', status: 'ARCHIVED', recipientId: null, recipientName: null }),
  ];

  it('keeps every task without filters', () => {
    expect(ids(applyTaskFilters(tasks, NO_FILTERS))).toEqual(['a', 'b', 'c', 'd']);
  });

  it('searches titles whatever the case, ignoring the spaces around the search', () => {
    expect(ids(applyTaskFilters(tasks, filters({ q: 'WARDROBE' })))).toEqual(['a', 'd']);
    expect(ids(applyTaskFilters(tasks, filters({ q: '  lamps ' })))).toEqual(['b']);
    expect(ids(applyTaskFilters(tasks, filters({ q: 'shoes' })))).toEqual([]);
  });

  it('filters by status', () => {
    expect(ids(applyTaskFilters(tasks, filters({ status: 'DRAFT' })))).toEqual(['a']);
    expect(ids(applyTaskFilters(tasks, filters({ status: 'ACTIVE' })))).toEqual(['b']);
    expect(ids(applyTaskFilters(tasks, filters({ status: 'COMPLETE' })))).toEqual(['c']);
  });

  it('filters by client and by recipient', () => {
    expect(ids(applyTaskFilters(tasks, filters({ clientId: 'client-dana' })))).toEqual(['b']);
    expect(ids(applyTaskFilters(tasks, filters({ clientId: 'client-casey' })))).toEqual(['a', 'c', 'd']);
    expect(ids(applyTaskFilters(tasks, filters({ recipientId: 'recipient-jordan' })))).toEqual(['a', 'c']);
  });

  it('filters by invoice: any, none, paid, due', () => {
    expect(ids(applyTaskFilters(tasks, filters({ invoice: 'has' })))).toEqual(['b', 'c']);
    expect(ids(applyTaskFilters(tasks, filters({ invoice: 'none' })))).toEqual(['a', 'd']);
    expect(ids(applyTaskFilters(tasks, filters({ invoice: 'paid' })))).toEqual(['c']);
    expect(ids(applyTaskFilters(tasks, filters({ invoice: 'due' })))).toEqual(['b']);
  });

  it('combines the filters and the search', () => {
    expect(ids(applyTaskFilters(tasks, filters({ q: 'wardrobe', status: 'DRAFT', budget: 'under100' })))).toEqual([
      'a',
    ]);
    expect(ids(applyTaskFilters(tasks, filters({ clientId: 'client-casey', invoice: 'due' })))).toEqual([]);
  });
});

describe('the URL parameters', () => {
  it('round-trips every filter and the search', () => {
    const all = filters({
      q: 'red dress',
      status: 'ACTIVE',
      clientId: 'client-casey',
      recipientId: 'recipient-jordan',
      budget: '500to1000',
      invoice: 'paid',
    });
    const params = serializeTaskFilters(all);
    expect(params.toString()).toBe(
      'q=red+dress&status=ACTIVE&clientId=client-casey&recipientId=recipient-jordan&budget=500to1000&invoice=paid',
    );
    expect(parseTaskFilters(new URLSearchParams(params.toString()))).toEqual(all);
  });

  it('leaves out what is not set, and a blank search', () => {
    expect(serializeTaskFilters(NO_FILTERS).toString()).toBe('');
    expect(serializeTaskFilters(filters({ q: '   ', status: 'DRAFT' })).toString()).toBe('status=DRAFT');
  });

  it('reads a pre-set client or recipient link', () => {
    expect(parseTaskFilters(new URLSearchParams('clientId=c-9'))).toEqual(filters({ clientId: 'c-9' }));
    expect(parseTaskFilters(new URLSearchParams('recipientId=r-2'))).toEqual(filters({ recipientId: 'r-2' }));
  });

  it('ignores unknown values and blank ids rather than showing an empty list', () => {
    expect(
      parseTaskFilters(new URLSearchParams('status=LOST&budget=cheap&invoice=maybe&clientId=%20&recipientId=')),
    ).toEqual(NO_FILTERS);
  });

  it("reads only the role's own filters", () => {
    const params = new URLSearchParams('status=DRAFT&clientId=c-1&recipientId=r-1&budget=under100&invoice=due');
    expect(parseTaskFilters(params, ['status', 'recipientId'])).toEqual(
      filters({ status: 'DRAFT', recipientId: 'r-1' }),
    );
  });
});

describe('changing filters', () => {
  it('sets and unsets one filter', () => {
    expect(withFilter(NO_FILTERS, 'status', 'ACTIVE')).toEqual(filters({ status: 'ACTIVE' }));
    expect(withFilter(filters({ status: 'ACTIVE', q: 'x' }), 'status', null)).toEqual(filters({ q: 'x' }));
    expect(withFilter(filters({ budget: 'under100' }), 'budget', '')).toEqual(NO_FILTERS);
  });

  it("drops the recipient when another client is chosen (it is the other client's)", () => {
    const current = filters({ clientId: 'c-1', recipientId: 'r-1' });
    expect(withFilter(current, 'clientId', 'c-2')).toEqual(filters({ clientId: 'c-2' }));
    expect(withFilter(current, 'invoice', 'due')).toEqual({ ...current, invoice: 'due' });
  });

  it('counts the filters set, not the search', () => {
    expect(countActiveFilters(filters({ q: 'lamp' }))).toBe(0);
    expect(countActiveFilters(filters({ status: 'DRAFT', budget: 'over1000', q: 'x' }))).toBe(2);
    expect(isFiltered(filters({ q: 'lamp' }))).toBe(true);
    expect(isFiltered(filters({ q: '  ' }))).toBe(false);
  });
});

describe('choices from the tasks', () => {
  const tasks = [
    fakeTask({ id: 'a' }),
    fakeTask({ id: 'b', recipientId: 'r-me', recipientName: 'Myself' }),
    fakeTask({ id: 'c', clientId: 'c-dana', clientName: 'Dana Doe', recipientId: 'r-dana', recipientName: 'Myself' }),
    fakeTask({ id: 'd', recipientId: null, recipientName: null }),
  ];

  it('lists each client once, by name', () => {
    expect(choicesFromTasks(tasks, 'clientId')).toEqual([
      { value: 'client-casey', label: 'Casey Client' },
      { value: 'c-dana', label: 'Dana Doe' },
    ]);
  });

  it("names the recipients' clients when the tasks span several clients", () => {
    expect(choicesFromTasks(tasks, 'recipientId')).toEqual([
      { value: 'recipient-jordan', label: 'Jordan (Casey Client)' },
      { value: 'r-me', label: 'Myself (Casey Client)' },
      { value: 'r-dana', label: 'Myself (Dana Doe)' },
    ]);
    expect(choicesFromTasks(tasks, 'recipientId', 'client-casey')).toEqual([
      { value: 'recipient-jordan', label: 'Jordan' },
      { value: 'r-me', label: 'Myself' },
    ]);
  });

  it('keeps a selected value the choices do not know', () => {
    const choices = [{ value: 'c-1', label: 'Casey' }];
    expect(withSelected(choices, 'c-1', 'Selected client')).toBe(choices);
    expect(withSelected(choices, null, 'Selected client')).toBe(choices);
    expect(withSelected(choices, 'c-9', 'Selected client')).toEqual([
      ...choices,
      { value: 'c-9', label: 'Selected client' },
    ]);
  });
});
