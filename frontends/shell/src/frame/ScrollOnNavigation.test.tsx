import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { ScrollOnNavigation } from './ScrollOnNavigation';

function scrolledBy(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

function renderPages() {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <ScrollOnNavigation />
            <Outlet />
          </>
        ),
        children: [
          { path: '/tasks', element: <Link to="/tasks/7">Open the task</Link> },
          { path: '/tasks/7', element: <Link to="/help#contact">Help</Link> },
          { path: '/help', element: <h2 id="contact">Contact</h2> },
        ],
      },
    ],
    { initialEntries: ['/tasks'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

let scrollTo: jest.SpyInstance;
beforeEach(() => {
  scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => {
  scrollTo.mockRestore();
  // jsdom has no scrollIntoView; one test gives elements its own.
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

it('opens a linked page at its top and brings Back to where the list was left', async () => {
  const router = renderPages();
  scrolledBy(640);
  await userEvent.click(screen.getByRole('link', { name: 'Open the task' }));
  expect(scrollTo).toHaveBeenLastCalledWith(0, 0);

  scrolledBy(120);
  await act(() => router.navigate(-1));
  expect(screen.getByRole('link', { name: 'Open the task' })).toBeInTheDocument();
  expect(scrollTo).toHaveBeenLastCalledWith(0, 640);

  await act(() => router.navigate(1));
  expect(scrollTo).toHaveBeenLastCalledWith(0, 120);
});

it('scrolls a link to an anchor to that anchor rather than to the top', async () => {
  renderPages();
  await userEvent.click(screen.getByRole('link', { name: 'Open the task' }));
  const scrollIntoView = jest.fn();
  Element.prototype.scrollIntoView = scrollIntoView;
  scrollTo.mockClear();
  await userEvent.click(screen.getByRole('link', { name: 'Help' }));
  expect(scrollIntoView).toHaveBeenCalledTimes(1);
  expect(scrollIntoView.mock.contexts[0]).toBe(screen.getByRole('heading', { name: 'Contact' }));
  expect(scrollTo).not.toHaveBeenCalled();
});
