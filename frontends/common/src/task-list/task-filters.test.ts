import { choicesFromTasks, withSelected } from './filter-choices';
import {
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
