import { AtelierProviders, createQueryClient } from '@atelier/common';
import { configure, render, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { mockApi } from '../../test-utils';
import { EmailPreferencesCard } from './EmailPreferencesCard';

configure({ asyncUtilTimeout: 10_000, defaultHidden: true });

const ALL_ON = { messages: true, itemsAndComments: true, invoices: true };

let user: UserEvent;
beforeEach(() => {
  user = userEvent.setup({ delay: null });
  localStorage.clear();
});

function renderCard() {
  return render(
    <AtelierProviders queryClient={createQueryClient()}>
      <EmailPreferencesCard />
    </AtelierProviders>,
  );
}

/** The bodies PUT to /api/me/email-preferences. */
const saves = (fetchMock: jest.Mock) =>
  fetchMock.mock.calls
    .filter(([url, init]) => String(url) === '/api/me/email-preferences' && init?.method === 'PUT')
    .map(([, init]) => JSON.parse(String(init.body)));

it('loads the preferences: a switch per kind of digest, labelled and described', async () => {
  mockApi({ 'GET /api/me/email-preferences': { body: { ...ALL_ON, itemsAndComments: false } } });
  renderCard();
  expect(screen.getByRole('status', { name: 'Loading your email notifications' })).toBeInTheDocument();
  const messages = await screen.findByRole('switch', { name: 'Messages' });
  expect(messages).toBeChecked();
  expect(messages).toHaveAccessibleDescription('New chat messages');
  expect(screen.getByRole('switch', { name: 'Items and comments' })).not.toBeChecked();
  expect(screen.getByRole('switch', { name: 'Items and comments' })).toHaveAccessibleDescription(
    'New items and comments on photos',
  );
  expect(screen.getByRole('switch', { name: 'Invoices' })).toBeChecked();
  expect(screen.getByText('Security emails (password reset, password changed) are always sent.')).toBeInTheDocument();
});

it('saves a switch at once: it moves before the answer, loading until the answer comes', async () => {
  let answer: () => void = () => undefined;
  const fetchMock = mockApi({
    'GET /api/me/email-preferences': { body: ALL_ON },
    'PUT /api/me/email-preferences': () =>
      new Promise((resolve) => (answer = () => resolve({ body: { ...ALL_ON, invoices: false } }))),
  });
  renderCard();
  const invoices = await screen.findByRole('switch', { name: 'Invoices' });
  await user.click(invoices);
  await waitFor(() => expect(invoices).not.toBeChecked());
  expect(invoices).toBeDisabled();
  expect(invoices).toHaveClass('ant-switch-loading');
  expect(saves(fetchMock)).toEqual([{ invoices: false }]);

  answer();
  await waitFor(() => expect(invoices).toBeEnabled());
  expect(invoices).not.toBeChecked();
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
