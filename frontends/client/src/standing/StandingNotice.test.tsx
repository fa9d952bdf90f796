import { shopperKeys } from '@atelier/common';
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { fakeAccount, mockFetch, renderScreen } from '../../../common/src/test-utils';
import TaskWizard from '../screens/TaskWizard';
import { StandingNotice } from './StandingNotice';

// antd under jsdom: role queries skip the accessibility-tree check (seconds per query).
jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 10_000, defaultHidden: true });

const me = fakeAccount('CLIENT', 'Nina Client');
const standing = (status: 'ACTIVE' | 'ARCHIVED' | 'DECLINED') => ({
  status,
  shopperId: 'ava',
  shopperName: 'Ava Laurent',
  canSubmitRequests: status === 'ACTIVE',
});
const SHOPPERS = [
  { id: 'ava', displayName: 'Ava Laurent', defaultFeePct: '12.50' },
  { id: 'bea', displayName: 'Bea Marsh', defaultFeePct: '10.00' },
];

let user: UserEvent;
beforeEach(() => {
  localStorage.clear();
  user = userEvent.setup({ delay: null });
});

const renderNotice = () => renderScreen(<StandingNotice />, { me, path: '/client-dashboard' });

it('says nothing to an active client', async () => {
  const fetchMock = mockFetch({ 'GET /api/me/standing': { body: standing('ACTIVE') } });
  const { queryClient } = renderNotice();
  await waitFor(() => expect(queryClient.getQueryData(shopperKeys.myStanding)).toBeDefined());
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/api/shoppers'))).toBe(false);
});

it('tells an archived client her history stays and new requests are paused', async () => {
  mockFetch({ 'GET /api/me/standing': { body: standing('ARCHIVED') } });
  renderNotice();
  expect(await screen.findByText('Ava Laurent has archived your account')).toBeInTheDocument();
  expect(screen.getByText(/You can't send new requests for now\. Your past requests/)).toBeInTheDocument();
  expect(screen.queryByLabelText('Choose another shopper')).not.toBeInTheDocument();
});

it('lets a declined client choose another shopper, never the one who declined her', async () => {
  const fetchMock = mockFetch({
    'GET /api/me/standing': { body: standing('DECLINED') },
    'GET /api/shoppers': { body: SHOPPERS },
    'PUT /api/me/shopper': {
      body: { status: 'ACTIVE', shopperId: 'bea', shopperName: 'Bea Marsh', canSubmitRequests: true },
    },
  });
  const { queryClient } = renderNotice();
  expect(await screen.findByText("Ava Laurent can't take you on right now")).toBeInTheDocument();
  expect(screen.getByText(/You have no personal shopper at the moment/)).toBeInTheDocument();

  // Nothing chosen yet (the form's code arrives after the notice): the form says so and sends nothing.
  await user.click(await screen.findByRole('button', { name: 'Choose this shopper' }));
  expect(await screen.findByText('Please select a shopper.')).toBeInTheDocument();

  await user.click(screen.getByLabelText('Choose another shopper'));
  expect(await screen.findByTitle('Bea Marsh (10.00% fee)')).toBeInTheDocument();
  expect(screen.queryByTitle('Ava Laurent (12.50% fee)')).not.toBeInTheDocument();
  await user.click(screen.getByTitle('Bea Marsh (10.00% fee)'));
  await user.click(screen.getByRole('button', { name: 'Choose this shopper' }));

  expect(await screen.findByText('Bea Marsh is now your personal shopper.')).toBeInTheDocument();
  const puts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT');
  expect(puts).toHaveLength(1);
  expect(JSON.parse(String(puts[0]![1].body))).toEqual({ shopperId: 'bea' });
  expect(queryClient.getQueryData(shopperKeys.myStanding)).toMatchObject({ status: 'ACTIVE' });
  // Active again: the notice goes.
  await waitFor(() => expect(screen.queryByText(/can't take you on/)).not.toBeInTheDocument());
});

it("shows the server's reason when the choice is refused", async () => {
  const message =
    'This shopper is not taking new clients right now. Please choose another shopper, or register with an invitation code.';
  mockFetch({
    'GET /api/me/standing': { body: standing('DECLINED') },
    'GET /api/shoppers': { body: SHOPPERS },
    'PUT /api/me/shopper': { status: 400, body: { statusCode: 400, error: 'Bad Request', message } },
  });
  renderNotice();
  await user.click(await screen.findByLabelText('Choose another shopper'));
  await user.click(await screen.findByTitle('Bea Marsh (10.00% fee)'));
  await user.click(screen.getByRole('button', { name: 'Choose this shopper' }));
  expect(await screen.findByText(message)).toBeInTheDocument();
});

it('shows the notice instead of the request wizard while her requests are not taken', async () => {
  mockFetch({ 'GET /api/me/standing': { body: standing('ARCHIVED') } });
  renderScreen(<TaskWizard />, { me, path: '/task-wizard' });
  expect(await screen.findByText('Ava Laurent has archived your account')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'New Shopping Request' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /Back/ })).toHaveAttribute('href', '/client-dashboard');
  expect(screen.queryByRole('button', { name: /Next|Continue/ })).not.toBeInTheDocument();
});
