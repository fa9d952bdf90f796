import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { fakeRecipient } from '../../../common/src/recipients/recipient.fixture';
import { fakeAccount, mockFetch, renderScreen } from '../../../common/src/test-utils';
import Recipients from './Recipients';

// antd under jsdom: role queries skip the accessibility-tree check (seconds per query).
jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 10_000, defaultHidden: true });

const me = fakeAccount('CLIENT', 'Casey Client');
const JORDAN = fakeRecipient({
  notes: 'Prefers natural fabrics, no wool, and anything in navy or olive please thanks',
});
const HOUSE = fakeRecipient({
  id: 'b2c7e6a4-0d7f-4c52-8f51-3f0a2b9d7e21',
  relationship: 'self',
  displayName: 'Myself',
  birthdate: null,
  notes: null,
  taskCounts: { total: 0, active: 0, done: 0, draft: 0 },
});
let user: UserEvent;

beforeEach(() => {
  user = userEvent.setup({ delay: null });
  localStorage.clear();
});

it('shows a card per recipient: name, relationship, birthdate, task badges, notes cut at 50, link to its tasks', async () => {
  mockFetch({ 'GET /api/recipients': { body: [JORDAN, HOUSE] } });
  const { router } = renderScreen(<Recipients />, { me, path: '/recipients' });
  expect(screen.getByRole('heading', { level: 1, name: 'My Recipients' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /Back to Dashboard/ })).toHaveAttribute('href', '/client-dashboard');

  const link = await screen.findByRole('link', { name: 'Jordan, view tasks' });
  expect(link).toHaveAttribute('href', `/tasks?recipientId=${JORDAN.id}`);
  const card = link.closest('.ant-card') as HTMLElement;
  expect(within(card).getByText('Spouse')).toBeInTheDocument();
  expect(within(card).getByText(/Born May 14, 1990/)).toBeInTheDocument();
  for (const badge of ['3 tasks', '1 active', '1 done', '1 draft'])
    expect(within(card).getByText(badge)).toBeInTheDocument();
  expect(within(card).getByText(`${JORDAN.notes!.slice(0, 47)}...`)).toBeInTheDocument();

  // "Myself" says its relationship already.
  const mine = screen.getByRole('link', { name: 'Myself, view tasks' }).closest('.ant-card') as HTMLElement;
  expect(within(mine).queryByText('Myself', { selector: '.ant-typography' })).not.toBeInTheDocument();
  expect(within(mine).getByText('0 tasks')).toBeInTheDocument();
  expect(screen.queryByText('No recipients yet')).not.toBeInTheDocument();

  // Edit opens the form without following the card's link.
  await user.click(within(card).getByRole('button', { name: 'Edit Jordan' }));
  expect(await screen.findByText('Edit Jordan', { selector: '.ant-modal-title' })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/recipients');
  await user.click(screen.getByRole('button', { name: 'Cancel' }));

  await user.click(link);
  expect(router.state.location).toMatchObject({ pathname: '/tasks', search: `?recipientId=${JORDAN.id}` });
});

it('asks before deleting, then deletes and says so', async () => {
  let list = [JORDAN];
  const fetch = mockFetch({
    'GET /api/recipients': () => ({ body: list }),
    [`DELETE /api/recipients/${JORDAN.id}`]: () => {
      list = [];
      return { body: null };
    },
  });
  renderScreen(<Recipients />, { me, path: '/recipients' });
  await user.click(await screen.findByRole('button', { name: 'Delete Jordan' }));
  expect(await screen.findByText('Are you sure you want to delete this recipient?')).toBeInTheDocument();
  expect(fetch.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);

  await user.click(screen.getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('Recipient deleted')).toBeInTheDocument();
  expect(screen.getByText('The recipient has been removed.')).toBeInTheDocument();
  expect(await screen.findByText('No recipients yet')).toBeInTheDocument();
});

it('with none, offers "Add Your First Recipient" and Quick Setup, which adds one in one click', async () => {
  let list: (typeof JORDAN)[] = [];
  const spouse = fakeRecipient({ displayName: 'My Spouse', profile: null, birthdate: null, notes: null, gender: null });
  let answer!: (value: { status: number; body: unknown }) => void;
  const fetch = mockFetch({
    'GET /api/recipients': () => ({ body: list }),
    'POST /api/recipients': () =>
      new Promise((resolve) => {
        answer = resolve;
      }),
  });
  renderScreen(<Recipients />, { me, path: '/recipients' });
  expect(await screen.findByText('No recipients yet')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /Add Your First Recipient/ })).toBeInTheDocument();
  const tiles = ['Myself', 'My Spouse', 'My Child', 'My Parent', 'My Friend', 'My Property', 'Other'];
  for (const name of tiles) expect(screen.getByRole('button', { name: `Add ${name}` })).toBeInTheDocument();

  // A double tap: one recipient.
  await user.dblClick(screen.getByRole('button', { name: 'Add My Spouse' }));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Add My Spouse' })).toHaveClass('ant-btn-loading'));
  expect(screen.getByRole('button', { name: 'Add My Child' })).toBeDisabled();
  const posts = fetch.mock.calls.filter(([, init]) => init?.method === 'POST');
  expect(posts.map(([, init]) => JSON.parse(String(init!.body)))).toEqual([
    { relationship: 'spouse', displayName: 'My Spouse', profile: { sizing: {} } },
  ]);

  list = [{ ...spouse, taskCounts: { total: 0, active: 0, done: 0, draft: 0 } }];
  answer({ status: 201, body: spouse });
  expect(await screen.findByText('Recipient added')).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: 'My Spouse, view tasks' })).toBeInTheDocument();
  expect(screen.queryByText('Quick Setup')).not.toBeInTheDocument();
});

it('says when the list cannot be loaded and retries', async () => {
  let calls = 0;
  mockFetch({
    'GET /api/recipients': () => (++calls === 1 ? { status: 500, body: { message: 'Boom' } } : { body: [JORDAN] }),
  });
  renderScreen(<Recipients />, { me, path: '/recipients' });
  expect(await screen.findByText('Failed to fetch recipients')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('link', { name: 'Jordan, view tasks' })).toBeInTheDocument();
});

it('offers "Add Myself" beside Add Recipient until the client has a recipient for themself', async () => {
  let list = [JORDAN];
  const fetch = mockFetch({
    'GET /api/recipients': () => ({ body: list }),
    'POST /api/recipients': () => {
      list = [JORDAN, HOUSE];
      return { status: 201, body: HOUSE };
    },
  });
  renderScreen(<Recipients />, { me, path: '/recipients' });
  expect(await screen.findByRole('link', { name: 'Jordan, view tasks' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Add Myself' }));
  expect(await screen.findByText('Recipient added')).toBeInTheDocument();
  const posts = fetch.mock.calls.filter(([, init]) => init?.method === 'POST');
  expect(posts.map(([, init]) => JSON.parse(String(init!.body)))).toEqual([
    { relationship: 'self', displayName: 'Myself', profile: { sizing: {} } },
  ]);
  expect(await screen.findByRole('link', { name: 'Myself, view tasks' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Add Myself' })).not.toBeInTheDocument();
});
