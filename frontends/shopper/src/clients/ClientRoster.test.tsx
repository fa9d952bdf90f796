import { catalogKeys } from '@atelier/common';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { fakeAccount, mockFetch, renderScreen } from '../../../common/src/test-utils';
import { fakeClient } from './client.fixture';
import { ClientRoster } from './ClientRoster';

// antd under jsdom: role queries skip the accessibility-tree check (seconds per query).
jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 10_000, defaultHidden: true });

const me = fakeAccount('SHOPPER', 'Avery Stylist');
const NINA = fakeClient('nina', 'Nina');
const OMAR = fakeClient('omar', 'Omar', { joinedVia: 'INVITE_CODE', canDecline: false });
const PIA = fakeClient('pia', 'Pia', { status: 'ARCHIVED', statusChangedAt: '2026-02-10T10:00:00.000Z' });

const posts = (fetchMock: jest.Mock, path: string) =>
  fetchMock.mock.calls.filter(([url, init]) => init?.method === 'POST' && String(url).endsWith(path));

let user: UserEvent;
beforeEach(() => {
  localStorage.clear();
  user = userEvent.setup({ delay: null });
});

const renderRoster = () => renderScreen(<ClientRoster />, { me, path: '/invite-codes' });
const region = (name: RegExp) => screen.findByRole('region', { name });
/** The confirmation's own button, in its popover. */
const confirmButton = async (question: string, name: string) => {
  const title = await screen.findByText(question);
  return within(title.closest('.ant-popover') as HTMLElement).getByRole('button', { name });
};

it('lists active clients with how they joined, Decline only for one who chose her, and archived ones apart', async () => {
  mockFetch({ 'GET /api/clients': { body: [NINA, OMAR, PIA] } });
  renderRoster();
  const active = await region(/^Your clients \(2\)$/);
  const nina = within(active).getByRole('article', { name: 'Nina' });
  expect(within(nina).getByText('Chose you')).toBeInTheDocument();
  expect(within(nina).getByText(/^Joined Jan 5, 2026/)).toBeInTheDocument();
  expect(within(nina).getByRole('button', { name: 'Decline Nina' })).toBeInTheDocument();
  expect(within(nina).getByRole('button', { name: 'Archive Nina' })).toBeInTheDocument();
  expect(within(nina).getByRole('link', { name: "Nina's tasks" })).toHaveAttribute('href', '/tasks?clientId=nina');

  const omar = within(active).getByRole('article', { name: 'Omar' });
  expect(within(omar).getByText('Invite code')).toBeInTheDocument();
  expect(within(omar).queryByRole('button', { name: /Decline/ })).not.toBeInTheDocument();

  const archived = await region(/^Archived clients \(1\)$/);
  const pia = within(archived).getByRole('article', { name: 'Pia' });
  expect(within(pia).getByText(/^Archived Feb 10, 2026/)).toBeInTheDocument();
  expect(within(pia).getByRole('button', { name: 'Restore Pia' })).toBeInTheDocument();
  expect(within(pia).queryByRole('button', { name: /Archive|Decline/ })).not.toBeInTheDocument();
});

it('has no archived section without archived clients, and an empty state without clients', async () => {
  mockFetch({ 'GET /api/clients': { body: [] } });
  renderRoster();
  expect(await screen.findByText('No clients yet')).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: /Archived clients/ })).not.toBeInTheDocument();
});

it('archives a client after a confirmation, moving her to the archived list, and restores her', async () => {
  const fetchMock = mockFetch({
    'GET /api/clients': { body: [NINA, OMAR] },
    'POST /api/clients/omar/archive': {
      body: { ...OMAR, status: 'ARCHIVED', statusChangedAt: '2026-03-01T10:00:00.000Z' },
    },
    'POST /api/clients/omar/restore': { body: OMAR },
  });
  const { queryClient } = renderRoster();
  const active = await region(/^Your clients \(2\)$/);

  await user.click(within(active).getByRole('button', { name: 'Archive Omar' }));
  expect(await screen.findByText(/stay readable for both of you/)).toBeInTheDocument();
  await user.click(await confirmButton('Archive Omar?', 'Keep working together'));
  expect(posts(fetchMock, '/archive')).toHaveLength(0);

  await user.click(within(active).getByRole('button', { name: 'Archive Omar' }));
  await user.click(await confirmButton('Archive Omar?', 'Archive'));
  expect(await screen.findByText('Client archived')).toBeInTheDocument();
  const archived = await region(/^Archived clients \(1\)$/);
  expect(within(archived).getByRole('article', { name: 'Omar' })).toBeInTheDocument();
  expect(await region(/^Your clients \(1\)$/)).toBeInTheDocument();

  await user.click(within(archived).getByRole('button', { name: 'Restore Omar' }));
  expect(await screen.findByText('Client restored')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('region', { name: /Archived clients/ })).not.toBeInTheDocument());
  expect(posts(fetchMock, '/api/clients/omar/restore')).toHaveLength(1);
  expect(queryClient.getQueryData(catalogKeys.clients)).toEqual([NINA, OMAR]);
});

it('declines a client who chose her after a confirmation: she leaves the list and a toast says she was emailed', async () => {
  let answer: () => void = () => {};
  const fetchMock = mockFetch({
    'GET /api/clients': { body: [NINA, OMAR] },
    'POST /api/clients/nina/decline': () => new Promise((resolve) => (answer = () => resolve({ status: 204 }))),
  });
  renderRoster();
  const active = await region(/^Your clients \(2\)$/);
  await user.click(within(active).getByRole('button', { name: 'Decline Nina' }));
  expect(await screen.findByText(/They get a polite email/)).toBeInTheDocument();
  await user.click(await confirmButton('Decline Nina?', 'Decline'));
  // Busy until the api answers: no second decline.
  await waitFor(() =>
    expect(within(active).getByRole('button', { name: 'Decline Nina' })).toHaveClass('ant-btn-loading'),
  );
  answer();

  expect(await screen.findByText('Client declined')).toBeInTheDocument();
  expect(screen.getByText('We let Nina know by email. They can choose another shopper.')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('article', { name: 'Nina' })).not.toBeInTheDocument());
  expect(await region(/^Your clients \(1\)$/)).toBeInTheDocument();
  expect(posts(fetchMock, '/api/clients/nina/decline')).toHaveLength(1);
});

it("shows the server's reason when a decline is refused, and reads the list again", async () => {
  const message = 'You have already invoiced this client, so they cannot be declined. Archive them instead.';
  const fetchMock = mockFetch({
    'GET /api/clients': { body: [NINA] },
    'POST /api/clients/nina/decline': { status: 409, body: { statusCode: 409, error: 'Conflict', message } },
  });
  renderRoster();
  const active = await region(/^Your clients \(1\)$/);
  await user.click(within(active).getByRole('button', { name: 'Decline Nina' }));
  await user.click(await confirmButton('Decline Nina?', 'Decline'));
  expect(await screen.findByText(message)).toBeInTheDocument();
  await waitFor(() =>
    expect(fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/api/clients'))).toHaveLength(2),
  );
});
