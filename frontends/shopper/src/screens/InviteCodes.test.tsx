import { inviteCodeKeys } from '@atelier/common';
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { fakeAccount, mockFetch, renderScreen } from '../../../common/src/test-utils';
import { fakeClient } from '../clients/client.fixture';
import InviteCodes from './InviteCodes';

// antd under jsdom: role queries skip the accessibility-tree check (seconds per query).
jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 10_000, defaultHidden: true });

// antd's autoSize measures the textarea through getComputedStyle, which jsdom leaves empty, so
// React warns about a NaN height on every keystroke. Only that warning is silenced.
const logError = console.error.bind(console);
beforeAll(() => {
  jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (/invalid value for the/.test(String(args[0])) && args.includes('height')) return;
    logError(...args);
  });
});

const me = fakeAccount('SHOPPER', 'Avery Stylist');

const inviteCode = (id: string, createdAt: string, extra: Record<string, unknown> = {}) => ({
  id,
  code: `CODE${id}XYZ`,
  clientName: null,
  clientEmail: null,
  isUsed: false,
  usedBy: null,
  usedAt: null,
  createdAt,
  email: null,
  ...extra,
});

const calls = (fetchMock: jest.Mock, method: string, path: string) =>
  fetchMock.mock.calls.filter(([url, init]) => (init?.method ?? 'GET') === method && String(url).endsWith(path));

let user: UserEvent;
let writeText: jest.Mock;
beforeEach(() => {
  localStorage.clear();
  user = userEvent.setup({ delay: null });
  // After setup(): user-event puts its own clipboard stub on navigator.
  writeText = jest.fn().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});
afterEach(() => jest.useRealTimers());

const renderInviteCodes = () => renderScreen(<InviteCodes />, { me, path: '/invite-codes' });
const codeCard = (code: string) => screen.findByRole('article', { name: `Invite code ${code}` });

it('lists the active codes newest first with their count, client and creation time; no used section without used codes', async () => {
  mockFetch({
    'GET /api/invite-codes': {
      body: [
        inviteCode('1', '2026-01-01T10:00:00Z', { clientName: 'Jane Doe', clientEmail: 'jane@example.com' }),
        inviteCode('2', '2026-01-03T10:00:00Z'),
      ],
    },
  });
  renderInviteCodes();
  expect(screen.getByRole('heading', { level: 1, name: 'Invite Codes' })).toBeInTheDocument();
  expect(screen.getByText('Loading invite codes...')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /Back/ })).toHaveAttribute('href', '/shopper-dashboard');

  expect(await screen.findByRole('heading', { name: 'Active Codes (2)' })).toBeInTheDocument();
  const cards = screen.getAllByRole('article');
  expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual([
    'Invite code CODE2XYZ',
    'Invite code CODE1XYZ',
  ]);
  const jane = cards[1]!;
  expect(within(jane).getByText('Jane Doe')).toBeInTheDocument();
  expect(within(jane).getByText('jane@example.com')).toBeInTheDocument();
  expect(within(jane).getByText(/^Created Jan 1, 2026, \d{1,2}:00\s[AP]M$/)).toBeInTheDocument();
  expect(within(jane).getByRole('button', { name: /Copy Code/ })).toBeInTheDocument();
  expect(within(jane).getByRole('button', { name: /Copy Link/ })).toBeInTheDocument();

  expect(screen.queryByRole('heading', { name: /Used Codes/ })).not.toBeInTheDocument();
  expect(screen.queryByText('USED')).not.toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'How invite codes work' })).toBeInTheDocument();
});

it('shows used codes in their own section with the used date, or "Unknown", and a USED badge', async () => {
  mockFetch({
    'GET /api/invite-codes': {
      body: [
        inviteCode('1', '2026-01-01T10:00:00Z', {
          isUsed: true,
          usedBy: 'c-1',
          usedAt: '2026-01-05T15:04:00',
          clientName: 'Jane Doe',
        }),
        inviteCode('2', '2026-01-02T10:00:00Z', { isUsed: true, usedBy: 'c-2', usedAt: null }),
      ],
    },
  });
  renderInviteCodes();
  expect(await screen.findByRole('heading', { name: 'Used Codes (2)' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Active Codes (0)' })).toBeInTheDocument();
  expect(screen.getByText('No active invite codes')).toBeInTheDocument();

  const unknown = screen.getByRole('article', { name: 'Used invite code CODE2XYZ' });
  expect(within(unknown).getByText('Used Unknown')).toBeInTheDocument();
  expect(within(unknown).getByText('USED')).toBeInTheDocument();
  const dated = screen.getByRole('article', { name: 'Used invite code CODE1XYZ' });
  expect(within(dated).getByText(/^Used Jan 5, 2026, 3:04\sPM$/)).toBeInTheDocument();
  expect(within(dated).getByText('Jane Doe')).toBeInTheDocument();
  expect(within(dated).queryByRole('button')).not.toBeInTheDocument();
});

it('says "No active invite codes" when there are none', async () => {
  mockFetch({ 'GET /api/invite-codes': { body: [] } });
  renderInviteCodes();
  expect(await screen.findByText('No active invite codes')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Active Codes (0)' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: /Used Codes/ })).not.toBeInTheDocument();
});

it('offers Retry when the codes cannot be loaded', async () => {
  let fail = true;
  mockFetch({
    'GET /api/invite-codes': () =>
      fail ? { status: 500, body: {} } : { body: [inviteCode('1', '2026-01-01T10:00:00Z')] },
    'GET /api/clients': { body: [] },
  });
  renderInviteCodes();
  expect(await screen.findByText('We could not load your invite codes.')).toBeInTheDocument();
  fail = false;
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await codeCard('CODE1XYZ')).toBeInTheDocument();
});

it("lists the shopper's clients, active and archived, above her codes (the Clients tab)", async () => {
  mockFetch({
    'GET /api/invite-codes': { body: [inviteCode('1', '2026-01-01T10:00:00Z')] },
    'GET /api/clients': { body: [fakeClient('c1', 'Nina'), fakeClient('c2', 'Pia', { status: 'ARCHIVED' })] },
  });
  renderInviteCodes();
  const clients = await screen.findByRole('region', { name: 'Your clients (1)' });
  expect(within(clients).getByRole('article', { name: 'Nina' })).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Archived clients (1)' })).toBeInTheDocument();
  expect(await codeCard('CODE1XYZ')).toBeInTheDocument();
  expect(clients.compareDocumentPosition(await codeCard('CODE1XYZ')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
});

it('generates a code sending only the fields that are not blank, and shows it first', async () => {
  const created = inviteCode('9', '2026-02-01T10:00:00Z', { clientName: 'Jane Doe' });
  const fetchMock = mockFetch({
    'GET /api/invite-codes': { body: [inviteCode('1', '2026-01-01T10:00:00Z')] },
    'POST /api/invite-codes': { status: 201, body: created },
  });
  const { queryClient } = renderInviteCodes();
  await codeCard('CODE1XYZ');

  await user.click(screen.getByRole('button', { name: /Generate New Code/ }));
  const name = screen.getByLabelText('Client name');
  const email = screen.getByLabelText('Client email');
  // fireEvent.change: typing character by character into antd inputs costs seconds under jsdom.
  fireEvent.change(email, { target: { value: 'not-an-email' } });
  await user.click(screen.getByRole('button', { name: 'Generate Code' }));
  expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
  expect(calls(fetchMock, 'POST', '/api/invite-codes')).toHaveLength(0);

  fireEvent.change(email, { target: { value: '   ' } });
  fireEvent.change(name, { target: { value: '  Jane Doe ' } });
  await user.click(screen.getByRole('button', { name: 'Generate Code' }));

  expect(await screen.findByText('Invite code created')).toBeInTheDocument();
  expect(screen.getByText('Your new invite code is ready to share with clients.')).toBeInTheDocument();
  const [[, post]] = calls(fetchMock, 'POST', '/api/invite-codes');
  expect(JSON.parse(String(post.body))).toEqual({ clientName: 'Jane Doe' });

  // The form closes, focus returns to its button, and the new code leads the list (from the cache).
  await waitFor(() => expect(screen.queryByLabelText('Client name')).not.toBeInTheDocument());
  expect(screen.getByRole('button', { name: /Generate New Code/ })).toHaveFocus();
  expect(screen.getByRole('heading', { name: 'Active Codes (2)' })).toBeInTheDocument();
  expect(screen.getAllByRole('article')[0]).toHaveAttribute('aria-label', 'Invite code CODE9XYZ');
  expect(queryClient.getQueryData(inviteCodeKeys.all)).toEqual([created, expect.objectContaining({ id: '1' })]);
  expect(calls(fetchMock, 'GET', '/api/invite-codes')).toHaveLength(1);
});

it("keeps the form and what was typed when creating fails, with the server's message", async () => {
  mockFetch({
    'GET /api/invite-codes': { body: [] },
    'POST /api/invite-codes': { status: 400, body: { message: 'Invalid email address' } },
  });
  renderInviteCodes();
  await screen.findByText('No active invite codes');
  await user.click(screen.getByRole('button', { name: /Generate New Code/ }));
  fireEvent.change(screen.getByLabelText('Client email'), { target: { value: 'jane@example.co' } });
  await user.click(screen.getByRole('button', { name: 'Generate Code' }));

  expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
  expect(screen.getByText('Error')).toBeInTheDocument();
  expect(screen.getByLabelText('Client email')).toHaveValue('jane@example.co');
  expect(screen.getByText('No active invite codes')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByLabelText('Client email')).not.toBeInTheDocument());
});

it('says "Failed to create invite code." when the server gives no reason', async () => {
  mockFetch({ 'GET /api/invite-codes': { body: [] }, 'POST /api/invite-codes': { status: 500, body: {} } });
  renderInviteCodes();
  await screen.findByText('No active invite codes');
  await user.click(screen.getByRole('button', { name: /Generate New Code/ }));
  await user.click(screen.getByRole('button', { name: 'Generate Code' }));
  expect(await screen.findByText('Failed to create invite code.')).toBeInTheDocument();
});

it('copies the registration link and the code, showing "Copied" for 2 seconds', async () => {
  mockFetch({ 'GET /api/invite-codes': { body: [inviteCode('1', '2026-01-01T10:00:00Z')] } });
  renderInviteCodes();
  const card = await codeCard('CODE1XYZ');
  const linkButton = within(card).getByRole('button', { name: /Copy Link/ });
  const codeButton = within(card).getByRole('button', { name: /Copy Code/ });

  // Fake timers only while the 2 s run out, and fireEvent rather than user-event (which waits on timers).
  jest.useFakeTimers();
  fireEvent.click(linkButton);
  await act(async () => {}); // the clipboard's promise
  expect(writeText).toHaveBeenLastCalledWith(`${window.location.origin}/register?code=CODE1XYZ`);
  expect(screen.getByText('Copied!')).toBeInTheDocument();
  expect(screen.getByText('Registration link copied to clipboard.')).toBeInTheDocument();
  expect(linkButton).toHaveTextContent('Copied');
  expect(codeButton).toHaveTextContent('Copy Code');
  act(() => jest.advanceTimersByTime(1999));
  expect(linkButton).toHaveTextContent('Copied');
  act(() => jest.advanceTimersByTime(1));
  expect(linkButton).toHaveTextContent('Copy Link');
  jest.useRealTimers();

  await user.click(codeButton);
  expect(writeText).toHaveBeenLastCalledWith('CODE1XYZ');
  expect(await screen.findByText('Invite code copied to clipboard.')).toBeInTheDocument();
  expect(codeButton).toHaveTextContent('Copied');
  expect(linkButton).toHaveTextContent('Copy Link');
});

it('says "Failed to copy to clipboard." when the browser refuses', async () => {
  writeText.mockRejectedValue(new DOMException('Denied', 'NotAllowedError'));
  mockFetch({ 'GET /api/invite-codes': { body: [inviteCode('1', '2026-01-01T10:00:00Z')] } });
  renderInviteCodes();
  const card = await codeCard('CODE1XYZ');
  await user.click(within(card).getByRole('button', { name: /Copy Link/ }));
  expect(await screen.findByText('Failed to copy to clipboard.')).toBeInTheDocument();
  expect(within(card).getByRole('button', { name: /Copy Link/ })).toBeInTheDocument();
  expect(within(card).queryByRole('button', { name: /Copied/ })).not.toBeInTheDocument();
});
