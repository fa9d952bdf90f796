import { AtelierProviders, createQueryClient, ME_QUERY_KEY, TOKEN_STORAGE_KEY } from '@atelier/common';
import { render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { fakeTaskPage } from '../../../common/src/task-list/task-list.fixture';
import { account, mockApi } from '../test-utils';
import { MainNav } from './MainNav';

/** The navigation alone, signed in as `role` at `path`, the api answering `unreadMessages`. */
function renderNav(role: 'SHOPPER' | 'CLIENT', path: string, { unreadMessages = 0, latestTask = 't-1' } = {}) {
  mockApi({
    'GET /api/notifications': { body: { notifications: [], unreadCount: unreadMessages, unreadMessages } },
    'GET /api/tasks/page': { body: fakeTaskPage(latestTask ? [{ id: latestTask }] : []) },
  });
  localStorage.setItem(TOKEN_STORAGE_KEY, 'test-token');
  const queryClient = createQueryClient();
  queryClient.setQueryData(ME_QUERY_KEY, account(role));
  const router = createMemoryRouter([{ path: '*', element: <MainNav /> }], { initialEntries: [path] });
  render(
    <AtelierProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AtelierProviders>,
  );
  return screen.getByRole('navigation', { name: 'Main' });
}

const current = (nav: HTMLElement) =>
  within(nav)
    .queryAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'page')
    .map((link) => link.textContent);

beforeEach(() => localStorage.clear());

describe("the shopper's main navigation", () => {
  it('is a labelled landmark listing Dashboard, Tasks, Clients (the invite codes) and Profile', () => {
    const nav = renderNav('SHOPPER', '/shopper-dashboard');
    expect(within(nav).getAllByRole('listitem')).toHaveLength(4);
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Dashboard', '/shopper-dashboard'],
      ['Tasks', '/tasks'],
      ['Clients', '/invite-codes'],
      ['Profile', '/profile'],
    ]);
  });

  it.each([
    ['/shopper-dashboard', ['Dashboard']],
    ['/tasks', ['Tasks']],
    ['/tasks?status=ACTIVE', ['Tasks']],
    ['/tasks/t-1?tab=messages', ['Tasks']],
    ['/invite-codes', ['Clients']],
    ['/profile', ['Profile']],
    ['/settings', []],
    ['/shopper-settings', []],
  ])('marks the entry of %s as the current page', (path, marked) => {
    expect(current(renderNav('SHOPPER', path))).toEqual(marked);
  });

  it('counts the unread chat messages on Tasks, in its name', async () => {
    const nav = renderNav('SHOPPER', '/profile', { unreadMessages: 2 });
    const tasks = await within(nav).findByRole('link', { name: 'Tasks, 2 unread messages' });
    expect(tasks).toHaveAttribute('href', '/tasks');
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
  });
});

describe("the client's main navigation", () => {
  it('lists Dashboard, Shopping, Messages (her latest task’s messages tab) and Profile', async () => {
    const nav = renderNav('CLIENT', '/client-dashboard');
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Dashboard', 'Shopping', 'Messages', 'Profile']);
    await waitFor(() =>
      expect(within(nav).getByRole('link', { name: 'Messages' })).toHaveAttribute('href', '/tasks/t-1?tab=messages'),
    );
    expect(within(nav).getByRole('link', { name: 'Shopping' })).toHaveAttribute('href', '/tasks');
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/client-dashboard');
  });

  it.each([
    ['/client-dashboard', ['Dashboard']],
    ['/tasks', ['Shopping']],
    ['/tasks/t-1', ['Shopping']],
    ['/tasks/t-1?tab=messages', ['Messages']],
    ['/profile', ['Profile']],
    ['/recipients', []],
  ])('marks the entry of %s as the current page', (path, marked) => {
    expect(current(renderNav('CLIENT', path))).toEqual(marked);
  });

  it('counts the unread chat messages on Messages', async () => {
    const nav = renderNav('CLIENT', '/client-dashboard', { unreadMessages: 1 });
    expect(await within(nav).findByRole('link', { name: 'Messages, 1 unread message' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Shopping' })).toBeInTheDocument();
  });
});
