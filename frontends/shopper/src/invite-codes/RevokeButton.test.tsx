import { inviteCodeKeys } from '@atelier/common';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { fakeAccount, mockFetch, renderScreen } from '../../../common/src/test-utils';
import { fakeInviteCode } from './invite-code.fixture';
import { InviteCodeLists } from './InviteCodeLists';

// antd under jsdom: role queries skip the accessibility-tree check (seconds per query).
jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 10_000, defaultHidden: true });

const me = fakeAccount('SHOPPER', 'Avery Stylist');

const posts = (fetchMock: jest.Mock, path: string) =>
  fetchMock.mock.calls.filter(([url, init]) => init?.method === 'POST' && String(url).endsWith(path));

let user: UserEvent;
beforeEach(() => {
  localStorage.clear();
  user = userEvent.setup({ delay: null });
});

const renderLists = () => renderScreen(<InviteCodeLists />, { me, path: '/invite-codes' });
const codeCard = (code: string) => screen.findByRole('article', { name: `Invite code ${code}` });
/** The confirmation's own button, in its popover. */
const confirmButton = async (name: 'Revoke' | 'Keep') => {
  const question = await screen.findByText('Revoke this invite code?');
  return within(question.closest('.ant-popover') as HTMLElement).getByRole('button', { name });
};

it('revokes an active code after a confirmation: it leaves the list at once, and a toast says so', async () => {
  let answer: () => void = () => {};
  const fetchMock = mockFetch({
    'GET /api/invite-codes': { body: [fakeInviteCode('1'), fakeInviteCode('2')] },
    'POST /api/invite-codes/1/revoke': () => new Promise((resolve) => (answer = () => resolve({ status: 204 }))),
  });
  const { queryClient } = renderLists();
  const card = await codeCard('CODE1XYZ');
  expect(screen.getByRole('heading', { name: 'Active Codes (2)' })).toBeInTheDocument();

  // Keep: nothing happens.
  await user.click(within(card).getByRole('button', { name: /Revoke/ }));
  expect(await screen.findByText('Nobody will be able to register with CODE1XYZ any more.')).toBeInTheDocument();
  await user.click(await confirmButton('Keep'));
  expect(posts(fetchMock, '/revoke')).toHaveLength(0);

  await user.click(within(card).getByRole('button', { name: /Revoke/ }));
  await user.click(await confirmButton('Revoke'));
  // Busy until the api answers: no second revoke.
  await waitFor(() => expect(within(card).getByRole('button', { name: /Revoke/ })).toHaveClass('ant-btn-loading'));
  answer();

  expect(await screen.findByText('Invite code revoked')).toBeInTheDocument();
  expect(screen.getByText('CODE1XYZ no longer works.')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('article', { name: 'Invite code CODE1XYZ' })).not.toBeInTheDocument());
  expect(screen.getByRole('heading', { name: 'Active Codes (1)' })).toBeInTheDocument();
  expect(posts(fetchMock, '/api/invite-codes/1/revoke')).toHaveLength(1);
  expect(queryClient.getQueryData(inviteCodeKeys.all)).toEqual([fakeInviteCode('2')]);
});

it('says why a code cannot be revoked, and shows it used when a client took it meanwhile', async () => {
  const refusal = 'This invite code has already been used, so it cannot be revoked.';
  let used = false;
  mockFetch({
    'GET /api/invite-codes': () => ({
      body: [fakeInviteCode('1', used ? { isUsed: true, usedBy: 'c-1', usedAt: '2026-01-02T10:00:00Z' } : {})],
    }),
    'POST /api/invite-codes/1/revoke': () => {
      used = true;
      return { status: 409, body: { statusCode: 409, message: refusal } };
    },
  });
  renderLists();
  const card = await codeCard('CODE1XYZ');
  await user.click(within(card).getByRole('button', { name: /Revoke/ }));
  await user.click(await confirmButton('Revoke'));

  expect(await screen.findByText(refusal)).toBeInTheDocument();
  expect(await screen.findByRole('article', { name: 'Used invite code CODE1XYZ' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Active Codes (0)' })).toBeInTheDocument();
});
