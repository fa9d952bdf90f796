import { inviteCodeKeys } from '@atelier/common';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { fakeAccount, mockFetch, renderScreen } from '../../../common/src/test-utils';
import { fakeInvitationEmail, fakeInviteCode } from './invite-code.fixture';
import { InviteCodeLists } from './InviteCodeLists';

// antd under jsdom: role queries skip the accessibility-tree check (seconds per query).
jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 10_000, defaultHidden: true });

const me = fakeAccount('SHOPPER', 'Avery Stylist');
const JANE = 'jane@example.com';

const calls = (fetchMock: jest.Mock, method: string, path: string) =>
  fetchMock.mock.calls.filter(([url, init]) => (init?.method ?? 'GET') === method && String(url).endsWith(path));

let user: UserEvent;
beforeEach(() => {
  localStorage.clear();
  user = userEvent.setup({ delay: null });
});
afterEach(() => jest.useRealTimers());

const renderLists = () => renderScreen(<InviteCodeLists />, { me, path: '/invite-codes' });
const codeCard = (code: string) => screen.findByRole('article', { name: `Invite code ${code}` });

it('resends an invitation: the card shows the new email from the answer, and a toast says so', async () => {
  const sentOnce = fakeInviteCode('1', { clientEmail: JANE, email: fakeInvitationEmail() });
  const resent = fakeInviteCode('1', {
    clientEmail: JANE,
    email: fakeInvitationEmail({ status: 'queued', sentAt: null, sendCount: 2 }),
  });
  let listed = sentOnce;
  const fetchMock = mockFetch({
    'GET /api/invite-codes': () => ({ body: [listed] }),
    'POST /api/invite-codes/1/resend': () => {
      listed = resent;
      return { status: 202, body: resent };
    },
  });
  const { queryClient } = renderLists();
  const card = await codeCard('CODE1XYZ');
  expect(within(card).getByText('Invitation emailed')).toBeInTheDocument();
  const resend = within(card).getByRole('button', { name: /Resend/ });
  // Read with the button: how the last email went.
  expect(resend).toHaveAccessibleDescription(/^Invitation emailed/);

  await user.click(resend);
  expect(await screen.findByText('Invitation sent again')).toBeInTheDocument();
  expect(screen.getByText(`It is on its way to ${JANE}.`)).toBeInTheDocument();
  expect(within(card).getByText('Sending invitation…')).toBeInTheDocument();
  expect(within(card).getByText('Sent 2 times')).toBeInTheDocument();
  expect(calls(fetchMock, 'POST', '/api/invite-codes/1/resend')).toHaveLength(1);
  expect(queryClient.getQueryData(inviteCodeKeys.all)).toEqual([resent]);
});

it("shows the server's reason when a resend is refused, and leaves the card as it was", async () => {
  const wait = 'The invitation was just sent. Please wait a minute before sending it again.';
  mockFetch({
    'GET /api/invite-codes': {
      body: [fakeInviteCode('1', { clientEmail: JANE, email: fakeInvitationEmail() })],
    },
    'POST /api/invite-codes/1/resend': { status: 429, body: { statusCode: 429, message: wait } },
  });
  renderLists();
  const card = await codeCard('CODE1XYZ');
  await user.click(within(card).getByRole('button', { name: /Resend/ }));

  expect(await screen.findByText(wait)).toBeInTheDocument();
  expect(screen.getByText('Error')).toBeInTheDocument();
  expect(within(card).getByText('Invitation emailed')).toBeInTheDocument();
  expect(within(card).getByRole('button', { name: /Resend/ })).toBeEnabled();
});

it('offers Resend only on active codes with a client email, and shows no status on codes never emailed', async () => {
  mockFetch({
    'GET /api/invite-codes': {
      body: [
        fakeInviteCode('1'),
        fakeInviteCode('2', { isUsed: true, usedBy: 'c-2', clientEmail: JANE, email: fakeInvitationEmail() }),
      ],
    },
  });
  renderLists();
  const card = await codeCard('CODE1XYZ');
  expect(within(card).getByRole('button', { name: /Resend/ })).toBeDisabled();
  expect(within(card).queryByRole('status')).not.toBeInTheDocument();

  const used = screen.getByRole('article', { name: 'Used invite code CODE2XYZ' });
  expect(within(used).queryByRole('button')).not.toBeInTheDocument();
});

it('reads the list again every 2 seconds while an invitation is queued, and stops once none is', async () => {
  let status: 'queued' | 'failed' = 'queued';
  const fetchMock = mockFetch({
    'GET /api/invite-codes': () => ({
      body: [
        fakeInviteCode('1', {
          clientEmail: JANE,
          email: fakeInvitationEmail({ status, sentAt: null, lastError: status === 'failed' ? 'Mailbox full' : null }),
        }),
        fakeInviteCode('2', { clientEmail: 'sam@example.com', email: fakeInvitationEmail() }),
      ],
    }),
  });
  const reads = () => calls(fetchMock, 'GET', '/api/invite-codes').length;
  // Fake timers from the start, and no findBy (which moves them on its own): the interval
  // starts when the first answer arrives, within the first 10 ms.
  jest.useFakeTimers();
  renderLists();
  await act(() => jest.advanceTimersByTimeAsync(10));
  const card = screen.getByRole('article', { name: 'Invite code CODE1XYZ' });
  expect(within(card).getByText('Sending invitation…')).toBeInTheDocument();
  expect(reads()).toBe(1);

  await act(() => jest.advanceTimersByTimeAsync(1980));
  expect(reads()).toBe(1);
  await act(() => jest.advanceTimersByTimeAsync(20));
  expect(reads()).toBe(2);

  status = 'failed';
  await act(() => jest.advanceTimersByTimeAsync(2000));
  expect(reads()).toBe(3);
  await waitFor(() => expect(within(card).getByText('Email failed')).toBeInTheDocument());

  await act(() => jest.advanceTimersByTimeAsync(10_000));
  expect(reads()).toBe(3);
});

it('keeps the list when a poll fails, and polls on', async () => {
  let fail = false;
  const fetchMock = mockFetch({
    'GET /api/invite-codes': () =>
      fail
        ? { status: 500, body: {} }
        : {
            body: [
              fakeInviteCode('1', {
                clientEmail: JANE,
                email: fakeInvitationEmail({ status: 'queued', sentAt: null }),
              }),
            ],
          },
  });
  jest.useFakeTimers();
  renderLists();
  await act(() => jest.advanceTimersByTimeAsync(10));
  expect(screen.getByText('Sending invitation…')).toBeInTheDocument();

  fail = true;
  await act(() => jest.advanceTimersByTimeAsync(2000));
  expect(calls(fetchMock, 'GET', '/api/invite-codes')).toHaveLength(2);
  expect(screen.queryByText('We could not load your invite codes.')).not.toBeInTheDocument();
  expect(screen.getByText('Sending invitation…')).toBeInTheDocument();

  await act(() => jest.advanceTimersByTimeAsync(2000));
  expect(calls(fetchMock, 'GET', '/api/invite-codes')).toHaveLength(3);
});

it('counts down to the next resend after an email, rather than offering one the api would refuse', async () => {
  const justSent = (secondsAgo: number) =>
    fakeInviteCode('1', {
      clientEmail: JANE,
      email: fakeInvitationEmail({ requestedAt: new Date(Date.now() - secondsAgo * 1000).toISOString() }),
    });
  mockFetch({ 'GET /api/invite-codes': () => ({ body: [justSent(15)] }) });
  renderLists();
  const card = await codeCard('CODE1XYZ');
  const counting = within(card).getByRole('button', { name: /^Resend in \d+ s$/ });
  expect(counting).toBeDisabled();
  expect(Number(/\d+/.exec(counting.textContent ?? '')![0])).toBeLessThanOrEqual(45);
});

it('offers Resend again once the minute has passed', async () => {
  const sentAt = new Date(Date.now() - 58_500).toISOString();
  mockFetch({
    'GET /api/invite-codes': () => ({
      body: [fakeInviteCode('1', { clientEmail: JANE, email: fakeInvitationEmail({ requestedAt: sentAt }) })],
    }),
  });
  renderLists();
  const card = await codeCard('CODE1XYZ');
  await waitFor(() => expect(within(card).getByRole('button', { name: 'Resend' })).toBeEnabled());
});
