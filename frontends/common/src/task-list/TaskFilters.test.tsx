import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TaskFilters } from './TaskFilters';

// Records when the filters' controls (with antd's Radio and Select) are first evaluated.
const mockControlsFetched = jest.fn();
jest.mock('./FilterControls', () => {
  mockControlsFetched();
  return jest.requireActual('./FilterControls');
});

const wide = window.matchMedia;
afterEach(() => {
  window.matchMedia = wide;
});

it('on a phone fetches the filter controls only when the Filters button opens their drawer', async () => {
  window.matchMedia = ((query: string) => ({ ...wide(query), matches: false })) as typeof window.matchMedia;
  render(
    <TaskFilters
      fields={['status', 'budget']}
      filters={{ q: '', status: null, clientId: null, recipientId: null, budget: null, invoice: null }}
      onChange={() => {}}
      onClear={() => {}}
      shownCount={3}
      search={<input aria-label="Search tasks" />}
    />,
  );
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  expect(screen.getByRole('textbox', { name: 'Search tasks' })).toBeInTheDocument();
  // Not even for the first render, before the breakpoint is read.
  expect(mockControlsFetched).not.toHaveBeenCalled();

  await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
  expect(await screen.findByRole('radio', { name: 'Draft' })).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Budget' })).toBeInTheDocument();
  expect(mockControlsFetched).toHaveBeenCalledTimes(1);
});
