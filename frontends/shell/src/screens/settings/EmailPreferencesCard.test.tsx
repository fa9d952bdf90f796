import { AtelierProviders, createQueryClient, ME_QUERY_KEY, TOKEN_STORAGE_KEY } from '@atelier/common';
import { configure, render, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { account, mockApi } from '../../test-utils';
import { EmailPreferencesCard } from './EmailPreferencesCard';

configure({ asyncUtilTimeout: 10_000, defaultHidden: true });

const ALL_ON = {
  messages: true,
  itemsAndComments: true,
  invoices: true,
  clientsAndRequests: true,
  paymentReminders: true,
};

let user: UserEvent;
beforeEach(() => {
  user = userEvent.setup({ delay: null });
  localStorage.clear();
});

/** The card as the signed-in shopper or client sees it. */
function renderCard(role: 'SHOPPER' | 'CLIENT' = 'CLIENT') {
  const queryClient = createQueryClient();
  localStorage.setItem(TOKEN_STORAGE_KEY, 'test-token');
  queryClient.setQueryData(ME_QUERY_KEY, account(role));
  return render(
    <AtelierProviders queryClient={queryClient}>
      <EmailPreferencesCard />
    </AtelierProviders>,
  );
}

/** The bodies PUT to /api/me/email-preferences. */
const saves = (fetchMock: jest.Mock) =>
  fetchMock.mock.calls
    .filter(([url, init]) => String(url) === '/api/me/email-preferences' && init?.method === 'PUT')
    .map(([, init]) => JSON.parse(String(init.body)));

it('loads the preferences: a switch per kind of email a client gets, labelled and described', async () => {
  mockApi({ 'GET /api/me/email-preferences': { body: { ...ALL_ON, itemsAndComments: false } } });
  renderCard('CLIENT');
  expect(screen.getByRole('status', { name: 'Loading your email notifications' })).toBeInTheDocument();
  const messages = await screen.findByRole('switch', { name: 'Messages' });
  expect(messages).toBeChecked();
  expect(messages).toHaveAccessibleDescription('New chat messages');
  expect(screen.getByRole('switch', { name: 'Items and comments' })).not.toBeChecked();
  expect(screen.getByRole('switch', { name: 'Items and comments' })).toHaveAccessibleDescription(
    'New items and comments on photos',
  );
  const reminders = screen.getByRole('switch', { name: 'Payment reminders' });
  expect(reminders).toBeChecked();
  expect(reminders).toHaveAccessibleDescription(
    'Before an invoice is due, on the day, and two days after while it is unpaid',
  );
  // Her invoices and receipts are emailed to her at once: no digest of them to choose.
  expect(screen.queryByRole('switch', { name: 'Invoices' })).not.toBeInTheDocument();
  expect(screen.queryByRole('switch', { name: 'Clients and requests' })).not.toBeInTheDocument();
  expect(screen.getByText('Security emails (password reset, password changed) are always sent.')).toBeInTheDocument();
});

it('gives a shopper the digests of her clients’ invoices and of clients and requests, and no payment reminders', async () => {
  mockApi({ 'GET /api/me/email-preferences': { body: ALL_ON } });
  renderCard('SHOPPER');
  const invoices = await screen.findByRole('switch', { name: 'Invoices' });
  expect(invoices).toBeChecked();
  expect(invoices).toHaveAccessibleDescription('Invoices your clients pay');
  expect(screen.getByRole('switch', { name: 'Clients and requests' })).toHaveAccessibleDescription(
    'Clients who join you and requests they submit',
  );
  expect(screen.queryByRole('switch', { name: 'Payment reminders' })).not.toBeInTheDocument();
});

it('saves a switch at once: it moves before the answer, loading until the answer comes', async () => {
  let answer: () => void = () => undefined;
  const fetchMock = mockApi({
    'GET /api/me/email-preferences': { body: ALL_ON },
    'PUT /api/me/email-preferences': () =>
      new Promise((resolve) => (answer = () => resolve({ body: { ...ALL_ON, paymentReminders: false } }))),
  });
  renderCard('CLIENT');
  const reminders = await screen.findByRole('switch', { name: 'Payment reminders' });
  await user.click(reminders);
  await waitFor(() => expect(reminders).not.toBeChecked());
  expect(reminders).toBeDisabled();
  expect(reminders).toHaveClass('ant-switch-loading');
  expect(saves(fetchMock)).toEqual([{ paymentReminders: false }]);

  answer();
  await waitFor(() => expect(reminders).toBeEnabled());
  expect(reminders).not.toBeChecked();
  expect(screen.getByRole('switch', { name: 'Messages' })).toBeChecked();
});

it('puts the switch back and says why when the save fails', async () => {
  const fetchMock = mockApi({
    'GET /api/me/email-preferences': { body: ALL_ON },
    'PUT /api/me/email-preferences': { status: 500, body: { statusCode: 500, message: 'Internal server error' } },
  });
  renderCard();
  const messages = await screen.findByRole('switch', { name: 'Messages' });
  await user.click(messages);
  expect(await screen.findByText('Your email notifications could not be saved.')).toBeInTheDocument();
  expect(screen.getByText('Internal server error')).toBeInTheDocument();
  await waitFor(() => expect(messages).toBeEnabled());
  expect(messages).toBeChecked();
  expect(saves(fetchMock)).toEqual([{ messages: false }]);
});

it('says when the preferences cannot be loaded, and loads them on Retry', async () => {
  let attempt = 0;
  mockApi({
    'GET /api/me/email-preferences': () =>
      ++attempt === 1 ? { status: 503, body: { statusCode: 503, message: 'Service unavailable' } } : { body: ALL_ON },
  });
  renderCard();
  expect(await screen.findByText('Your email notifications could not be loaded.')).toBeInTheDocument();
  expect(screen.getByText('Service unavailable')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('switch', { name: 'Messages' })).toBeChecked();
});
