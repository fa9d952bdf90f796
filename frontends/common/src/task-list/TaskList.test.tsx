import { act, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { TOKEN_STORAGE_KEY } from '../api/client';
import { createQueryClient } from '../api/query';
import { taskKeys } from '../api/query-keys';
import { AtelierProviders } from '../providers/AtelierProviders';
import { ME_QUERY_KEY } from '../session/SessionProvider';
import { type FakeAnswer, fakeAccount, mockFetch } from '../test-utils';
import type { FilterChoice } from './filter-choices';
import type { TaskFilterField } from './task-filters';
import { TaskList } from './TaskList';
import { fakeTask } from './task-list.fixture';

// Role queries skip the accessibility-tree check, which costs seconds per query under jsdom.
configure({ asyncUtilTimeout: 10_000, defaultHidden: true });

const SHOPPER_FILTERS: readonly TaskFilterField[] = ['status', 'clientId', 'recipientId', 'budget', 'invoice'];
const CLIENTS: FilterChoice[] = [
  { value: 'client-casey', label: 'Casey Client' },
  { value: 'client-dana', label: 'Dana Doe' },
];
const TASKS = [
  fakeTask({ id: 'a', title: 'Spring wardrobe refresh', status: 'DRAFT', itemCount: 2, subtotal: '89.50' }),
  fakeTask({
    id: 'b',
    title: 'Living room lamps',
    status: 'ACTIVE',
    clientId: 'client-dana',
    clientName: 'Dana Doe',
    recipientId: 'recipient-dana',
    recipientName: 'Myself',
    category: { key: 'HOME_DECOR', name: 'Home Décor & Furnishing' },
    itemCount: 1,
    subtotal: '250.00',
    invoiceStatus: 'DUE',
  }),
  fakeTask({ id: 'c', title: 'Wedding gifts', status: 'COMPLETE', subtotal: '1200.00', invoiceStatus: 'PAID' }),
];

/** The list at `url` (query string included) inside the providers the shell gives a screen. */
function renderList(url: string, { clientList = true }: { clientList?: boolean } = {}) {
  const queryClient = createQueryClient();
  localStorage.setItem(TOKEN_STORAGE_KEY, 'test-token');
  queryClient.setQueryData(ME_QUERY_KEY, fakeAccount('SHOPPER', 'Avery Stylist'));
  const router = createMemoryRouter(
    [
      {
        path: '/tasks',
        element: (
          <TaskList
            fields={SHOPPER_FILTERS}
            showClient
            clientChoices={clientList ? CLIENTS : undefined}
            emptyAction={<button type="button">Create First Task</button>}
          />
        ),
      },
    ],
    { initialEntries: [url] },
  );
  render(
    <AtelierProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AtelierProviders>,
  );
  listQueryClient = queryClient;
  return router;
}
let listQueryClient: QueryClient;

/** Waits for the count to read `text` (an answer renders in the background, so not at once). */
const expectCount = (text: string) =>
  waitFor(() => expect(screen.getByText(/^Showing \d+ of \d+ tasks$/)).toHaveTextContent(text));
const cardTitles = () => screen.queryAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
/**
 * antd's radio buttons take clicks on their label (the input itself has no pointer events). The
 * filters' code arrives after the list's (lazy-filters.ts), hence the waits.
 */
const radioLabel = async (name: string, scope: HTMLElement = document.body) =>
  (await within(scope).findByRole('radio', { name })).closest('label')!;
const selectShowing = async (name: string) => (await screen.findByRole('combobox', { name })).closest('.ant-select');

type Task = (typeof TASKS)[number];

const BUDGETS: Record<string, [number, number]> = {
  under100: [0, 100],
  '100to500': [100, 500],
  '500to1000': [500, 1000],
  over1000: [1000, Infinity],
};

/**
 * GET /api/tasks/page over `tasks`, as the api answers it: the filters of the query string
 * (those these tests use), `limit` tasks after `cursor`, the counts of the whole list.
 */
function pageOf(tasks: readonly Task[], url: URL): FakeAnswer {
  const query = url.searchParams;
  const wanted = (name: string, value: string) => !query.get(name) || query.get(name) === value;
  const matching = tasks.filter((task) => {
    const [from, below] = BUDGETS[query.get('budget') ?? ''] ?? [0, Infinity];
    const subtotal = Number(task.subtotal);
    return (
      wanted('status', task.status) &&
      wanted('clientId', task.clientId) &&
      task.title.toLowerCase().includes((query.get('q') ?? '').toLowerCase()) &&
      subtotal >= from &&
      subtotal < below
    );
  });
  const start = query.get('cursor') ? matching.findIndex((task) => task.id === query.get('cursor')) + 1 : 0;
  const limit = Number(query.get('limit'));
  const page = matching.slice(start, start + limit);
  const more = start + limit < matching.length;
  return {
    body: {
      tasks: page,
      matchingCount: matching.length,
      totalCount: tasks.length,
      nextCursor: more ? page.at(-1)!.id : null,
    },
  };
}

let answer: FakeAnswer | ((url: URL) => FakeAnswer | Promise<FakeAnswer>);
let asked: URL[];
beforeEach(() => {
  localStorage.clear();
  asked = [];
  answer = (url) => pageOf(TASKS, url);
  mockFetch({
    'GET /api/tasks/page': (url) => {
      asked.push(url);
      return typeof answer === 'function' ? answer(url) : answer;
    },
  });
});

it('shows 5 skeleton cards while loading, then the count and a card per task linking to it', async () => {
  let release: (value: FakeAnswer) => void = () => {};
  answer = () => new Promise((resolve) => (release = resolve));
  renderList('/tasks');
  expect(screen.getByRole('status', { name: 'Loading tasks' })).toBeInTheDocument();
  expect(screen.getAllByTestId('task-card-skeleton')).toHaveLength(5);

  act(() => release(pageOf(TASKS, new URL('http://localhost/api/tasks/page?limit=20'))));
  await expectCount('Showing 3 of 3 tasks');
  // The same URL as the shell's early first read of /tasks (shell/src/early/early-start.ts).
  expect(asked.map((url) => `${url.pathname}${url.search}`)).toEqual(['/api/tasks/page?limit=20']);
  expect(screen.queryByTestId('task-card-skeleton')).not.toBeInTheDocument();
  const lamps = screen.getByRole('link', { name: 'Living room lamps' });
  expect(lamps).toHaveAttribute('href', '/tasks/b');
  for (const text of [
    'Dana Doe',
    'Myself',
    'Home Décor & Furnishing',
    'Active',
    '1 item ·',
    '$250.00',
    'Invoice due',
  ]) {
    expect(within(lamps).getByText(text)).toBeInTheDocument();
  }
  expect(within(screen.getByRole('link', { name: 'Wedding gifts' })).getByText('Paid')).toBeInTheDocument();
  expect(
    within(screen.getByRole('link', { name: 'Spring wardrobe refresh' })).getByText('No invoice'),
  ).toBeInTheDocument();
});

it('pre-sets the client filter from ?clientId= and counts what it shows', async () => {
  renderList('/tasks?clientId=client-dana');
  await expectCount('Showing 1 of 3 tasks');
  expect(cardTitles()).toEqual(['Living room lamps']);
  expect(await selectShowing('Client')).toHaveTextContent('Dana Doe');
  expect(screen.getByRole('button', { name: 'Clear filters' })).toBeInTheDocument();
});

it('names a pre-set client from the tasks while the client list is not there', async () => {
  renderList('/tasks?clientId=client-dana', { clientList: false });
  await expectCount('Showing 1 of 3 tasks');
  expect(await selectShowing('Client')).toHaveTextContent('Dana Doe');
});

it('writes a filter change to the URL as a new history entry, and Back restores the list', async () => {
  const router = renderList('/tasks');
  await expectCount('Showing 3 of 3 tasks');

  await userEvent.click(await radioLabel('Active'));
  await waitFor(() => expect(router.state.location.search).toBe('?status=ACTIVE'));
  expect(router.state.historyAction).toBe('PUSH');
  await expectCount('Showing 1 of 3 tasks');
  expect(cardTitles()).toEqual(['Living room lamps']);

  await userEvent.click(screen.getByRole('combobox', { name: 'Budget' }));
  const [option] = await screen.findAllByText('Over $1,000', { selector: '.ant-select-item-option-content' });
  await userEvent.click(option!);
  await waitFor(() => expect(router.state.location.search).toBe('?status=ACTIVE&budget=over1000'));
  expect(await screen.findByText('No tasks match these filters')).toBeInTheDocument();

  await act(() => router.navigate(-1));
  expect(router.state.location.search).toBe('?status=ACTIVE');
  await waitFor(() => expect(screen.getByText(/^Showing/)).toHaveTextContent('Showing 1 of 3 tasks'));
  await act(() => router.navigate(-1));
  expect(router.state.location.search).toBe('');
  await waitFor(() => expect(screen.getByText(/^Showing/)).toHaveTextContent('Showing 3 of 3 tasks'));
  expect(screen.getByRole('radio', { name: 'All' })).toBeChecked();
});

it('replaces the URL while typing a search, and finds titles whatever the case', async () => {
  const router = renderList('/tasks?status=COMPLETE');
  await expectCount('Showing 1 of 3 tasks');
  await userEvent.click(await radioLabel('All'));
  await waitFor(() => expect(router.state.location.search).toBe(''));

  await userEvent.type(screen.getByRole('textbox', { name: 'Search tasks' }), 'LAMP');
  await waitFor(() => expect(router.state.location.search).toBe('?q=LAMP'));
  expect(router.state.historyAction).toBe('REPLACE');
  await waitFor(() => expect(screen.getByText(/^Showing/)).toHaveTextContent('Showing 1 of 3 tasks'));
  expect(cardTitles()).toEqual(['Living room lamps']);
  // The server searches once typing pauses, not once per key.
  const searches = asked.map((url) => url.searchParams.get('q')).filter(Boolean);
  expect(searches).toEqual(['LAMP']);
});

it('loads older tasks a page at a time with Load more tasks, the count true of the whole list', async () => {
  const many = Array.from({ length: 25 }, (_, n) => fakeTask({ id: `t${n}`, title: `Coat ${n}` }));
  answer = (url) => pageOf(many, url);
  renderList('/tasks?status=DRAFT');
  await expectCount('Showing 25 of 25 tasks');
  expect(cardTitles()).toHaveLength(20);
  expect(asked[0]!.search).toBe('?limit=20&status=DRAFT');

  await userEvent.click(screen.getByRole('button', { name: 'Load more tasks (5 more)' }));
  await waitFor(() => expect(cardTitles()).toHaveLength(25));
  expect(screen.getByText('25 of 25 tasks loaded')).toHaveAttribute('aria-live', 'polite');
  expect(asked.at(-1)!.search).toBe('?limit=20&status=DRAFT&cursor=t19');
  expect(cardTitles().at(-1)).toBe('Coat 24');
  expect(screen.queryByRole('button', { name: /Load more tasks/ })).not.toBeInTheDocument();
});

it('loads the next page when Load more tasks is pressed while the loaded pages are read again', async () => {
  const many = Array.from({ length: 25 }, (_, n) => fakeTask({ id: `t${n}`, title: `Coat ${n}` }));
  answer = (url) => pageOf(many, url);
  renderList('/tasks');
  await expectCount('Showing 25 of 25 tasks');
  let release = () => {};
  answer = (url) =>
    url.searchParams.get('cursor')
      ? pageOf(many, url)
      : new Promise((resolve) => (release = () => resolve(pageOf(many, url))));
  // What the live socket does once it connects: what was read is read again.
  void listQueryClient.invalidateQueries({ queryKey: taskKeys.pages });
  await waitFor(() => expect(asked).toHaveLength(2));

  await userEvent.click(screen.getByRole('button', { name: 'Load more tasks (5 more)' }));
  release();
  await waitFor(() => expect(cardTitles()).toHaveLength(25));
  expect(asked.at(-1)!.search).toBe('?limit=20&cursor=t19');
});

it('keeps what is loaded and offers Retry when a later page fails', async () => {
  const many = Array.from({ length: 25 }, (_, n) => fakeTask({ id: `t${n}`, title: `Coat ${n}` }));
  answer = (url) => (url.searchParams.get('cursor') ? { status: 500, body: { message: 'down' } } : pageOf(many, url));
  renderList('/tasks');
  await userEvent.click(await screen.findByRole('button', { name: 'Load more tasks (5 more)' }));
  expect(await screen.findByText('We could not load more tasks.')).toBeInTheDocument();
  expect(cardTitles()).toHaveLength(20);
  answer = (url) => pageOf(many, url);
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  await waitFor(() => expect(cardTitles()).toHaveLength(25));
});

it('says when nothing matches and clears every filter and the search', async () => {
  const router = renderList('/tasks?q=lamp&status=COMPLETE');
  expect(await screen.findByText('No tasks match these filters')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Search tasks' })).toHaveValue('lamp');
  expect(screen.getByText(/^Showing/)).toHaveTextContent('Showing 0 of 3 tasks');

  await userEvent.click(
    within(screen.getByText('No tasks match these filters').closest('.ant-empty')!).getByRole('button'),
  );
  await waitFor(() => expect(router.state.location.search).toBe(''));
  await waitFor(() => expect(screen.getByText(/^Showing/)).toHaveTextContent('Showing 3 of 3 tasks'));
  expect(screen.getByRole('textbox', { name: 'Search tasks' })).toHaveValue('');
});

it('offers the role its create button when there are no tasks at all', async () => {
  answer = (url) => pageOf([], url);
  renderList('/tasks');
  expect(await screen.findByText('No shopping requests yet')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Create First Task' })).toBeInTheDocument();
  expect(screen.queryByText(/^Showing/)).not.toBeInTheDocument();
});

it('offers Retry when the list cannot be loaded', async () => {
  answer = { status: 500, body: { message: 'down' } };
  renderList('/tasks');
  expect(await screen.findByText('We could not load your tasks.')).toBeInTheDocument();
  answer = (url) => pageOf(TASKS, url);
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  await expectCount('Showing 3 of 3 tasks');
});

describe('on a phone', () => {
  const wide = window.matchMedia;
  beforeEach(() => {
    window.matchMedia = ((query: string) => ({ ...wide(query), matches: false })) as typeof window.matchMedia;
  });
  afterEach(() => {
    window.matchMedia = wide;
  });

  it('keeps the filters behind a Filters button that counts the filters set', async () => {
    const router = renderList('/tasks?status=ACTIVE&budget=100to500');
    await expectCount('Showing 1 of 3 tasks');
    expect(screen.queryByRole('radio', { name: 'Draft' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Filters (2)' }));
    const drawer = await screen.findByRole('dialog');
    await userEvent.click(await radioLabel('All', drawer));
    await waitFor(() => expect(router.state.location.search).toBe('?budget=100to500'));
    expect(within(drawer).getByRole('button', { name: 'Show 1 task' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filters (1)' })).toBeInTheDocument();
  });
});
