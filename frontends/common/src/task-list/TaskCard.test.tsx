import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { TaskCard } from './TaskCard';
import { fakeTask } from './task-list.fixture';

/** $153.40 of items; with the fee, as her invoice bills it, $176.42. */
const task = fakeTask({ itemCount: 2, subtotal: '153.40', total: '176.42', invoiceStatus: 'DUE' });

function renderCard(showClient: boolean, shown = task) {
  const router = createMemoryRouter([{ path: '/', element: <TaskCard task={shown} showClient={showClient} /> }]);
  render(<RouterProvider router={router} />);
}

it("shows the client what she pays, fee included, and the shopper the items' subtotal", () => {
  renderCard(false);
  expect(screen.getByText('$176.42')).toBeInTheDocument();
  expect(screen.queryByText('$153.40')).not.toBeInTheDocument();
  cleanup();

  // The shopper reads the fee on the task.
  renderCard(true);
  expect(screen.getByText('$153.40')).toBeInTheDocument();
  expect(screen.queryByText('$176.42')).not.toBeInTheDocument();
});

describe('the budget glyph', () => {
  it.each([
    // What the client pays, fee included, against the budget: the same amount for both roles.
    ['300-700', '176.42', 'Within budget: $176.42 of $700 budget', 'ok'],
    ['under-50', '45.01', 'Close to budget: $45.01 of $50 budget', 'near'],
    ['about $150', '176.42', 'Over budget by $26.42: $176.42 of $150 budget', 'over'],
  ])('reads %j with %s as "%s"', (budget, total, label, state) => {
    for (const showClient of [true, false]) {
      renderCard(showClient, { ...task, budget, total });
      const glyph = screen.getByRole('img', { name: label });
      expect(glyph).toHaveAttribute('data-budget-state', state);
      // Among the totals the card's link is described by.
      const described = screen.getByRole('link').getAttribute('aria-describedby')!.split(' ');
      expect(described).toContain(glyph.closest('[id]')!.id);
      cleanup();
    }
  });

  it('shows nothing without a budget', () => {
    renderCard(true, { ...task, budget: null });
    expect(screen.queryByRole('img', { name: /budget/i })).not.toBeInTheDocument();
    cleanup();
    renderCard(false, { ...task, budget: 'no idea' });
    expect(screen.queryByRole('img', { name: /budget/i })).not.toBeInTheDocument();
  });
});
