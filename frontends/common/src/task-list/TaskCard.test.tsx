import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { TaskCard } from './TaskCard';
import { fakeTask } from './task-list.fixture';

/** $153.40 of items; with the fee, as her invoice bills it, $176.42. */
const task = fakeTask({ itemCount: 2, subtotal: '153.40', total: '176.42', invoiceStatus: 'DUE' });

function renderCard(showClient: boolean) {
  const router = createMemoryRouter([{ path: '/', element: <TaskCard task={task} showClient={showClient} /> }]);
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
